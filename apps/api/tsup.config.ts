import { defineConfig } from 'tsup';

// An app, not a library: one ESM bundle per entry, with our workspace packages compiled in (they publish
// TypeScript sources in development) and every registry dependency left to node_modules.
export default defineConfig({
  entry: ['src/main.ts', 'src/cli.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@forecourt\//],
});
