import { defineConfig } from 'tsup';

// An app, not a library: one ESM bundle per entry, with our workspace packages compiled in (they publish
// TypeScript sources in development) and every registry dependency left to node_modules.
// The registry dependencies of those workspace packages (PGlite, pg and the dialect of @forecourt/database) are
// then imported from this app's node_modules at run time, so the app lists them as its own dependencies.
// The search index's worker threads are entries of their own, beside the others in dist/ (spawn-worker.ts finds them).
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    'search-worker': 'src/search/search-worker.ts',
    'rebuild-worker': 'src/search/rebuild-worker.ts',
    'start-cluster': 'src/cluster/start-cluster.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@forecourt\//],
});
