// A compaction's own thread (started by `rebuildInWorker`): it gets a copy of the serving index's base and the rows
// layered beside it, reads them into a new base, readies it (sort orders, blocks, postings, id index) and posts it
// back with every buffer moved. The thread that answers searches then only swaps it in: building it there held
// that thread for up to a second a step at 1,000,000 listings, and every search queued behind the step.
import { parentPort, workerData } from 'node:worker_threads';
import { preparedOf, prepareIndex } from './search-index-handle';
import { type IndexChange, idIndexOf, LayeredSnapshot } from './search-layers';
import { type SearchSnapshot, SNAPSHOT_CHUNK, snapshotBuilder } from './search-snapshot';
import { buffersOf } from './spawn-worker';

const port = parentPort;
if (!port) throw new Error('rebuild-worker.ts runs as a worker thread (rebuildInWorker starts it)');
const { base, layered } = workerData as { base: SearchSnapshot; layered: IndexChange };
const layers = new LayeredSnapshot(base);
layers.apply(layered);
const builder = snapshotBuilder();
for (const chunk of layers.listings(SNAPSHOT_CHUNK)) builder.add(chunk);
const next = builder.build();
await prepareIndex(next, async () => undefined);
const rebuilt = { prepared: preparedOf(next), ids: idIndexOf(next) };
port.postMessage(rebuilt, buffersOf(rebuilt));
