import { defineConfig } from 'tsup';

// An app: one ESM bundle per entry for Node; registry dependencies stay in node_modules.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@forecourt\//],
});
