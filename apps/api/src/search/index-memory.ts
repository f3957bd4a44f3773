// Bytes per listing of the search index (issue 34: "measure bytes per listing and bring 1,000,000 listings under
// 400 MB of heap per instance"). Seeds N generated listings into an in-memory PGlite, then measures the process's
// memory before the snapshot loads, after it loads (the columns) and after it is readied for searches (sort
// orders, block and place summaries, postings, every-row counts) and after its first change (the id index of
// the layers). Run: `node --expose-gc --import tsx src/search/index-memory.ts 50000` from apps/api (a few minutes,
// most of it seeding). The figures are per listing; 1,000,000 is extrapolated from them, not measured.
import { seedDatabase } from '../data/seed-database';
import { openDatabase } from '../db/open-database';
import { prepareIndex } from './search-index-handle';
import { LayeredSnapshot } from './search-layers';
import { loadRows, loadSnapshot } from './search-snapshot';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const collect = gc;

/** The heap (V8's objects) and the typed arrays' buffers (outside V8's heap, but the process's memory). */
function measure(): { heap: number; buffers: number } {
  for (let pass = 0; pass < 3; pass++) collect();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, buffers: usage.arrayBuffers };
}

const listings = Number(process.argv[2] ?? 50_000);
const database = await openDatabase();
await seedDatabase(database.db, { seed: 34, listings, now: new Date('2026-11-21T12:00:00Z') });
const before = measure();
const snapshot = await loadSnapshot(database.db);
if (!snapshot) throw new Error('no snapshot');
const loaded = measure();
await prepareIndex(snapshot, async () => undefined);
const prepared = measure();
const layers = new LayeredSnapshot(snapshot);
const [first] = await loadRows(database.db, [snapshot.id[0] as number]);
layers.apply({ upserts: first ? [first] : [], deletes: [] });
const layered = measure();
await database.close();

const perListing = (to: { heap: number; buffers: number }, from: { heap: number; buffers: number }) => ({
  heap: Math.round((to.heap - from.heap) / snapshot.size),
  buffers: Math.round((to.buffers - from.buffers) / snapshot.size),
});
const steps = {
  columns: perListing(loaded, before),
  readied: perListing(prepared, loaded),
  layers: perListing(layered, prepared),
  total: perListing(layered, before),
};
const total = steps.total.heap + steps.total.buffers;
process.stdout.write(
  `${JSON.stringify(
    {
      listings: snapshot.size,
      bytesPerListing: steps,
      totalBytesPerListing: total,
      extrapolatedMbAt1M: Math.round((total * 1_000_000) / 1e6),
    },
    null,
    2,
  )}\n`,
);
