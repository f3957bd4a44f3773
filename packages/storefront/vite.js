// The Vite configuration every brand app builds with (`export default storefrontViteConfig()` in its
// vite.config.ts). Plain JavaScript: Vite's config loader leaves workspace imports to Node 20, which cannot
// load TypeScript (docs/toolchain.md).
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * Two builds: the browser bundle (dist/client, with a manifest the server reads) and the server
 * (`vite build --ssr src/server.ts`, dist/server), which bundles the workspace packages it renders. In the
 * browser bundle each page, and each panel or modal a click opens, is a chunk of its own (the storefront's lazy
 * imports); the framework every page runs is one chunk, cached across pages and releases, rather than shreds
 * shared between page chunks.
 * @param {{ entry?: string, server?: string }} [options] default `src/entry-client.tsx` and `src/server.ts`
 * @returns {import('vite').UserConfigFnObject}
 */
export function storefrontViteConfig({ entry = 'src/entry-client.tsx', server = 'src/server.ts' } = {}) {
  return ({ isSsrBuild }) => ({
    // The browser bundle is also written as .br and .gz (best compression, once at build), which the server sends
    // to browsers that accept them: a slow phone network pays for bytes, not files.
    plugins: isSsrBuild
      ? [react()]
      : [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
    build: isSsrBuild
      ? { outDir: 'dist/server', ssr: server, target: 'node20' }
      : {
          outDir: 'dist/client',
          manifest: true,
          rolldownOptions: {
            input: entry,
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
  });
}
