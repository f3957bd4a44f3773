// The search index's own thread (started by `startIndexWorker`): it holds one snapshot, readies it, then answers
// searches posted to it until the searcher replaces or closes it.
import { parentPort, workerData } from 'node:worker_threads';
import type { IndexWorkerReply, IndexWorkerRequest } from './index-worker';
import { countWithin } from './search-index';
import { answer, prepareIndex } from './search-index-handle';
import type { SearchSnapshot } from './search-snapshot';

const port = parentPort;
if (!port) throw new Error('search-worker.ts runs as a worker thread (startIndexWorker starts it)');
const { snapshot } = workerData as { snapshot: SearchSnapshot };
// Nothing else runs on this thread, so the preparation need not pause for requests.
await prepareIndex(snapshot, async () => undefined);

port.on('message', (request: IndexWorkerRequest) => {
  let reply: IndexWorkerReply;
  try {
    reply =
      request.kind === 'query'
        ? { id: request.id, result: answer(snapshot, request.search, request.facetKeys) }
        : { id: request.id, result: countWithin(snapshot, request.search, request.radii) };
  } catch (error) {
    reply = {
      id: request.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true });
