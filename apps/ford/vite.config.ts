import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two builds: the browser bundle (dist/client, with a manifest the server reads) and the server
// (`vite build --ssr src/server.ts`, dist/server), which bundles the workspace packages it renders.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: 'dist/server', ssr: 'src/server.ts', target: 'node20' }
    : { outDir: 'dist/client', manifest: true, rollupOptions: { input: 'src/entry-client.tsx' } },
}));
