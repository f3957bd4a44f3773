import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two builds: the browser bundle (dist/client, with a manifest the server reads) and the server
// (`vite build --ssr src/server.ts`, dist/server), which bundles the workspace packages it renders.
// In the browser bundle each page, and each panel or modal a click opens, is a chunk of its own (the storefront's
// lazy imports); the framework every page runs is one chunk, cached across pages and releases, rather than
// shreds shared between page chunks.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: 'dist/server', ssr: 'src/server.ts', target: 'node20' }
    : {
        outDir: 'dist/client',
        manifest: true,
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|zustand)[\\/]/,
                },
                // The circuit breakers load with the first call that has one (@forecourt/api-client).
                {
                  name: 'breakers',
                  test: /packages[\\/]breakers[\\/]|node_modules[\\/](opossum|events)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
