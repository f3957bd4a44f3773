import { defineConfig } from 'tsup';

// An app: one ESM bundle per entry for Node; registry dependencies stay in node_modules.
// The registry dependencies of those workspace packages (PGlite, pg and the dialect of @forecourt/database) are
// then imported from this app's node_modules at run time, so the app lists them as its own dependencies.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@forecourt\//],
});
