import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** The search's worker threads: each is an entry of the build of its own (tsup.config.ts). */
export type WorkerEntry = 'search-worker' | 'rebuild-worker';

/** The buffers under a value's typed arrays, each once: posted in a transfer list they move rather than copy. */
export function buffersOf(value: unknown): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const visit = (inner: unknown) => {
    if (ArrayBuffer.isView(inner)) buffers.add(inner.buffer as ArrayBuffer);
    else if (inner instanceof Map) for (const item of inner.values()) visit(item);
    else if (Array.isArray(inner)) {
      // Arrays of strings (dictionaries' values) hold no buffers; arrays of typed arrays (tallies) do.
      if (inner.length > 0 && typeof inner[0] === 'object') for (const item of inner) visit(item);
    } else if (inner && typeof inner === 'object') for (const item of Object.values(inner)) visit(item);
  };
  visit(value);
  return [...buffers];
}

/** Starts one of the search's worker threads, built or from the TypeScript sources. */
export function spawnWorker(entry: WorkerEntry, options: WorkerOptions): Worker {
  // Built (dist/main.js, dist/cli.js), the workers' bundles sit beside the entry's.
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(`./${entry}.js`, import.meta.url), options);
  // From the TypeScript sources (tests, tsx, the benches), the worker loads tsx before its entry.
  // (`tsx/esm/api`, found through tsx's own exports: a worker's bare import would resolve from the working folder.)
  const require = createRequire(import.meta.url);
  const manifest = require('tsx/package.json') as {
    exports: { './esm/api': { import: { default: string } } };
  };
  const folder = dirname(require.resolve('tsx/package.json'));
  const api = pathToFileURL(join(folder, manifest.exports['./esm/api'].import.default));
  const url = new URL(`./${entry}.ts`, import.meta.url);
  const bootstrap = `import(${JSON.stringify(api.href)}).then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
