import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ListingSearch, SORT_KEYS } from './listing-search';
import { rebuildInWorker } from './rebuild-in-worker';
import { queryIndex } from './search-index';
import { prepareIndex } from './search-index-handle';
import { type IndexChange, queryLayers } from './search-layers';
import { type SnapshotRow, snapshotOfRows } from './search-snapshot';
import { rebuildHere, ServedLayers } from './served-layers';

// A compaction reads the listings out of the layers chunk by chunk, pausing between chunks and steps while changes
// keep coming: the index it swaps in must answer as one snapshot of the listings as they are after every change.

const row = (id: number, seed: number): SnapshotRow => ({
  id,
  owner_id: 1 + (seed % 3),
  listing_type: ['NEW', 'USED', 'CERTIFIED'][seed % 3] as string,
  make_code: ['HONDA', 'TOYOTA'][seed % 2] as string,
  model_code: ['CIVIC', 'CAMRY', 'RAV4'][seed % 3] as string,
  trim_code: seed % 4 === 0 ? null : 'EX',
  series_code: null,
  seller_type: 'DEALER',
  vehicle_style_code: seed % 2 === 0 ? 'SEDAN' : 'SUV',
  transmission_code: 'AUT',
  drive_group: 'FWD',
  engine_code: '4CYL',
  fuel_type_group: 'GSL',
  ext_color_simple: ['BLACK', 'WHITE', 'RED'][seed % 3] as string,
  vehicle_use_type: 'PERSONAL',
  feature_codes: seed % 5 === 0 ? ['SUNROOF'] : [],
  year: 2015 + (seed % 10),
  price: 5_000 + ((seed * 7_919) % 40_000),
  mileage: (seed * 104_729) % 150_000,
  mpg_highway: seed % 6 === 0 ? null : 20 + (seed % 20),
  vehicle_exchange: seed % 7 === 0,
  latitude: 30 + (seed % 10) * 0.3,
  longitude: -97 - (seed % 9) * 0.4,
  featured: seed % 11 === 0,
  priority: seed % 4,
  listed_ms: 1_700_000_000_000 + seed * 60_000,
});

/** A change: listings (re)written as `seed`, or gone. */
const changeArbitrary = fc.record({
  upserts: fc.array(fc.record({ id: fc.integer({ min: 1, max: 60 }), seed: fc.nat(1_000) }), {
    maxLength: 4,
  }),
  deletes: fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 2 }),
});
type Change = { upserts: { id: number; seed: number }[]; deletes: number[] };
const toChange = (change: Change): IndexChange => ({
  upserts: change.upserts.map(({ id, seed }) => row(id, seed)),
  deletes: change.deletes,
});

/** The listings after the changes, applied in order as the layers apply them (an upsert wins over its delete). */
function replay(base: Map<number, SnapshotRow>, changes: readonly Change[]): SnapshotRow[] {
  const now = new Map(base);
  for (const change of changes) {
    const upserted = new Set(change.upserts.map(({ id }) => id));
    for (const { id, seed } of change.upserts) now.set(id, row(id, seed));
    for (const id of change.deletes) if (!upserted.has(id)) now.delete(id);
  }
  return [...now.values()].sort((a, b) => a.id - b.id);
}

const searches: ListingSearch[] = [
  ...SORT_KEYS.filter((sortBy) => sortBy !== 'distanceASC').map((sortBy) => ({
    sortBy,
    firstRecord: 0,
    numRecords: 15,
  })),
  { sortBy: 'derivedpriceASC', firstRecord: 5, numRecords: 10, makeCode: ['HONDA'] },
  { sortBy: 'relevance', firstRecord: 0, numRecords: 25, maxPrice: 25_000, listingType: ['USED'] },
];

/** The served index answers every search as one snapshot of the listings after the changes would. */
function expectListingsAfter(
  served: ServedLayers,
  baseRows: SnapshotRow[],
  changes: readonly Change[],
): void {
  const expected = snapshotOfRows(replay(new Map(baseRows.map((listing) => [listing.id, listing])), changes));
  for (const search of searches) {
    const want = queryIndex(expected, search);
    const got = queryLayers(served.layers, search);
    expect(got.total).toBe(want.total);
    expect(got.page.map(({ id }) => id)).toEqual(want.page.map(({ row: at }) => expected.id[at]));
    expect(got.facets).toEqual(want.facets);
  }
}

describe('ServedLayers.compact', () => {
  it('swaps in a base that answers as the listings after every change, those made during it too', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(changeArbitrary, { maxLength: 6 }),
        fc.array(changeArbitrary, { maxLength: 6 }),
        fc.integer({ min: 1, max: 30 }),
        async (before, during, chunk) => {
          const baseRows = Array.from({ length: 40 }, (_, at) => row(at + 1, at * 13));
          const base = snapshotOfRows(baseRows);
          await prepareIndex(base, async () => undefined);
          const served = new ServedLayers(base, 3);
          for (const change of before) served.apply(toChange(change));
          // One change at each pause of the compaction (between its chunks and steps), as the thread's messages come.
          const queue = [...during];
          await served.compact(
            rebuildHere(async () => {
              const next = queue.shift();
              if (next) served.apply(toChange(next));
            }, chunk),
          );
          for (const change of queue) served.apply(toChange(change));
          expectListingsAfter(served, baseRows, [...before, ...during]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('in a thread of its own: the base comes back readied, and changes made meanwhile are applied again', async () => {
    const baseRows = Array.from({ length: 40 }, (_, at) => row(at + 1, at * 13));
    const base = snapshotOfRows(baseRows);
    await prepareIndex(base, async () => undefined);
    const served = new ServedLayers(base, 3);
    const before: Change[] = [
      {
        upserts: [
          { id: 3, seed: 500 },
          { id: 41, seed: 7 },
        ],
        deletes: [9],
      },
      { upserts: [{ id: 12, seed: 2 }], deletes: [3, 20] },
    ];
    const during: Change[] = [
      {
        upserts: [
          { id: 20, seed: 99 },
          { id: 42, seed: 1 },
        ],
        deletes: [41],
      },
      { upserts: [{ id: 12, seed: 300 }], deletes: [1] },
    ];
    for (const change of before) served.apply(toChange(change));
    const compacting = served.compact(rebuildInWorker);
    for (const change of during) served.apply(toChange(change));
    await compacting;
    // Folded: the base holds every listing of the changes before it, the changes during it are layered again.
    expect(served.layers.base.size).toBe(38);
    expect(served.layers.layered).toBeGreaterThan(0);
    expectListingsAfter(served, baseRows, [...before, ...during]);
  });
});
