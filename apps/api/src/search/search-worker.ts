// The search index's own thread (started by `startIndexWorker`): it holds one snapshot, readies it, then answers
// searches posted to it until the searcher replaces or closes it.
import { parentPort, workerData } from 'node:worker_threads';
import { collectGarbage } from './collect-garbage';
import type { IndexWorkerReply, IndexWorkerRequest } from './index-worker';
import { rebuildInWorker } from './rebuild-in-worker';
import { answer, prepareIndex } from './search-index-handle';
import { countWithinLayers, type IndexChange } from './search-layers';
import type { SearchSnapshot } from './search-snapshot';
import { ServedLayers } from './served-layers';
import { threadMemory } from './thread-memory';

const port = parentPort;
if (!port) throw new Error('search-worker.ts runs as a worker thread (startIndexWorker starts it)');
const { snapshot } = workerData as { snapshot: SearchSnapshot };
// Nothing else runs on this thread, so the preparation need not pause for requests.
await prepareIndex(snapshot, async () => undefined);
const served = new ServedLayers(snapshot);

const held = (id: number): IndexWorkerReply => ({
  id,
  result: { size: served.layers.size, layered: served.layers.layered },
});

/** A change applied in this thread; messages are handled in order, so every search posted after it sees it. */
function applied(change: IndexChange, id: number): IndexWorkerReply {
  served.apply(change);
  return held(id);
}

const failed = (id: number, error: unknown): IndexWorkerReply => ({
  id,
  error: error instanceof Error ? (error.stack ?? error.message) : String(error),
});

port.on('message', (request: IndexWorkerRequest) => {
  if (request.kind === 'compact') {
    // Made in a thread of its own and answered when swapped in; searches and changes are handled meanwhile.
    served.compact(rebuildInWorker).then(
      () => {
        // The old base's columns are dead now: freed at once rather than at V8's next full collection.
        collectGarbage();
        port.postMessage(held(request.id));
      },
      (error: unknown) => port.postMessage(failed(request.id, error)),
    );
    return;
  }
  let reply: IndexWorkerReply;
  try {
    const { layers } = served;
    reply =
      request.kind === 'query'
        ? { id: request.id, result: answer(layers, request.search, request.facetKeys) }
        : request.kind === 'countWithin'
          ? { id: request.id, result: countWithinLayers(layers, request.search, request.radii) }
          : request.kind === 'memory'
            ? { id: request.id, result: threadMemory() }
            : applied(request.change, request.id);
  } catch (error) {
    reply = failed(request.id, error);
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true });
