import { adoptPrepared, type PreparedSnapshot } from './search-index-handle';
import type { IdIndex } from './search-layers';
import type { Rebuild } from './served-layers';
import { spawnWorker } from './spawn-worker';

/** The layered index's compaction could not be made in its own thread. */
export class RebuildError extends Error {
  override readonly name = 'RebuildError';
  readonly code = 'INDEX_REBUILD_FAILED';
}

/**
 * A compaction made in a thread of its own (rebuild-worker.ts): the base is copied to it (a copy of its columns,
 * the one step this thread spends) with the rows layered beside it, and the new base comes back readied.
 */
export const rebuildInWorker: Rebuild = (layers) =>
  new Promise((resolve, reject) => {
    const worker = spawnWorker('rebuild-worker', {
      workerData: { base: layers.base, layered: layers.layeredChange() },
    });
    let done = false;
    worker.once('message', (rebuilt: { prepared: PreparedSnapshot; ids: IdIndex }) => {
      done = true;
      resolve({ base: adoptPrepared(rebuilt.prepared), ids: rebuilt.ids });
      worker.terminate().catch(() => undefined);
    });
    worker.once('error', (error) => {
      done = true;
      reject(new RebuildError(`the index's rebuild thread failed: ${error}`));
    });
    worker.once('exit', (code) => {
      if (!done) reject(new RebuildError(`the index's rebuild thread stopped (exit code ${code})`));
    });
  });
