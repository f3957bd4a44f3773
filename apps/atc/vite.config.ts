import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// PORT comes from the start script (tooling/scripts/start-services.mjs) or the e2e harness, which pick it.
const port = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [react()],
  server: { port, host: '127.0.0.1' },
  preview: { port, host: '127.0.0.1', strictPort: true },
});
