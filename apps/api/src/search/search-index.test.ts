import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../data/seed-database';
import { type Database, openDatabase } from '../db/open-database';
import { labelFacets } from '../listings/facet-labels';
import { listingsReply } from '../listings/listing-replies';
import { at, listing, owner, PLACES } from '../testing/fixtures';
import { startIndexWorker } from './index-worker';
import { type ListingSearch, SORT_KEYS } from './listing-search';
import { createListingSearcher, type ListingSearcher, type SearcherPage } from './listing-searcher';
import { prepareBlocks, preparePlaces } from './search-blocks';
import { type IndexResult, queryIndex } from './search-index';
import type { SearchIndex } from './search-index-handle';
import { countByRadius, searchListings } from './search-listings';
import { loadSnapshot, type SearchSnapshot } from './search-snapshot';

let database: Database;
let searcher: ListingSearcher;
/** The same index in a worker thread (the searcher's choice from INDEX_WORKER_FROM listings). */
let workerSearcher: ListingSearcher;
let ownerIds: number[];
let listingIds: number[];

const NOW = new Date('2026-11-21T12:00:00Z');

const RING_OWNER = 9_000_002;
/** Distances in miles around the 50-mile radius, each in 24 directions. */
const RING = [49.9, 49.995, 50.005, 50.1].flatMap((miles, circle) =>
  Array.from({ length: 24 }, (_, step) => ({
    id: 900_100_000 + circle * 100 + step,
    miles,
    bearing: step * 15,
  })),
);

/** The point `miles` from `place` on `bearing` (degrees from north), on the haversine's sphere. */
function pointAt(place: { latitude: number; longitude: number }, miles: number, bearing: number) {
  const radians = Math.PI / 180;
  const angle = miles / 3958.8;
  const latitude = place.latitude * radians;
  const course = bearing * radians;
  const to = Math.asin(
    Math.sin(latitude) * Math.cos(angle) + Math.cos(latitude) * Math.sin(angle) * Math.cos(course),
  );
  const east = Math.atan2(
    Math.sin(course) * Math.sin(angle) * Math.cos(latitude),
    Math.cos(angle) - Math.sin(latitude) * Math.sin(to),
  );
  return { latitude: to / radians, longitude: place.longitude + east / radians };
}

beforeAll(async () => {
  database = await openDatabase();
  await seedDatabase(database.db, { seed: 11, listings: 1_500, now: NOW });
  // Rows the generator never writes: no trim, no mpg, a feature outside the vocabulary, a sold one.
  await database.db
    .insertInto('owners')
    .values(owner({ id: 9_000_001, ...PLACES.madison }))
    .execute();
  await database.db
    .insertInto('listings')
    .values([
      listing({
        id: 900_000_001,
        owner_id: 9_000_001,
        ...at(PLACES.madison),
        trim_code: null,
        mpg_highway: null,
      }),
      listing({
        id: 900_000_002,
        owner_id: 9_000_001,
        feature_codes: ['HOVER_MODE', 'SUNROOF'],
        series_code: 'X',
      }),
      listing({ id: 900_000_003, owner_id: 9_000_001, status: 'sold' }),
      // In the corner of the 100-mile box around Austin, about 113 miles away: in the box, not the radius.
      listing({
        id: 900_000_004,
        owner_id: 9_000_001,
        make_code: 'TOYOTA',
        model_code: 'CAMRY',
        latitude: PLACES.austin.latitude + 1.2,
        longitude: PLACES.austin.longitude + 1.3,
      }),
    ])
    .execute();
  // A ring of listings around Austin just inside and just outside 50 miles, in every direction.
  await database.db
    .insertInto('owners')
    .values(owner({ id: RING_OWNER, ...PLACES.austin }))
    .execute();
  await database.db
    .insertInto('listings')
    .values(
      RING.map(({ id, miles, bearing }) => ({
        ...listing({ id, owner_id: RING_OWNER }),
        ...pointAt(PLACES.austin, miles, bearing),
      })),
    )
    .execute();
  ownerIds = (await database.db.selectFrom('owners').select('id').limit(5).execute()).map((row) => row.id);
  listingIds = (await database.db.selectFrom('listings').select('id').limit(5).execute()).map(
    (row) => row.id,
  );
  searcher = createListingSearcher(database.db);
  workerSearcher = createListingSearcher(database.db, { workerFrom: 0 });
  await Promise.all([searcher.refresh(), workerSearcher.refresh()]);
  // Seeding, rating and two index loads (one in a worker) took over 60 s beside the other suites on 2 cores.
}, 180_000);

afterAll(async () => {
  await searcher?.close();
  await workerSearcher?.close();
  await database?.close();
});

// Each filter is left out most of the time: with all of them at once nearly every search would find nothing.
const maybe = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary, weight: 1 });
const some = <T>(values: readonly T[]) => maybe(fc.subarray([...values], { minLength: 1 }));

const searches: fc.Arbitrary<ListingSearch> = fc
  .record({
    makeCode: some(['HONDA', 'TOYOTA', 'FORD', 'CHEV', 'BMW', 'NOPE']),
    modelCode: some(['CIVIC', 'CAMRY', 'F150PICKUP', 'ACCORD', 'CRV', 'RAV4']),
    trimCode: some(['EX', 'CIVIC|EX', 'LX', 'CAMRY|LE', 'XLT', 'ACCORD|LX']),
    seriesCode: some(['X', 'NOPE']),
    listingType: some(['NEW', 'USED', 'CERTIFIED', '3P_CERT']),
    sellerType: some(['d', 'p']),
    vehicleStyleCode: some(['SEDAN', 'SUVCROSS', 'TRUCKS', 'COUPE']),
    driveGroup: some(['AWD4WD', 'FWD', 'RWD']),
    engineCode: some(['4CLDR', '6CLDR', 'ELECTRIC']),
    fuelTypeGroup: some(['GSL', 'HYB', 'ELE']),
    extColorSimple: some(['BLACK', 'WHITE', 'RED', 'GRAY']),
    transmissionCode: some(['AUT', 'MAN']),
    vehicleUseType: some(['PERSONAL', 'COMMERCIAL']),
    featureCode: some(['SUNROOF', 'HEATED_SEATS', 'BACKUP_CAMERA', 'HOVER_MODE', 'NOPE']),
    vehicleExchange: maybe(fc.boolean()),
    startYear: maybe(fc.integer({ min: 2005, max: 2027 })),
    endYear: maybe(fc.integer({ min: 2010, max: 2028 })),
    minPrice: maybe(fc.integer({ min: 0, max: 60_000 })),
    maxPrice: maybe(fc.integer({ min: 5_000, max: 120_000 })),
    mileage: maybe(fc.integer({ min: 0, max: 150_000 })),
    minMpg: maybe(fc.integer({ min: 10, max: 40 })),
    maxMpg: maybe(fc.integer({ min: 20, max: 60 })),
    owner: maybe(fc.nat(4)),
    exclude: maybe(fc.nat(4)),
    place: maybe(fc.constantFrom(PLACES.austin, PLACES.madison, { latitude: 40.75, longitude: -73.99 })),
    radius: maybe(fc.constantFrom(10, 50, 200, 1_000)),
    sortBy: fc.constantFrom(...SORT_KEYS),
    firstRecord: fc.integer({ min: 0, max: 40 }),
    numRecords: fc.integer({ min: 1, max: 30 }),
  })
  .map(({ owner: ownerIndex, exclude, place, radius, ...search }) => {
    const result: ListingSearch = { ...search };
    if (ownerIndex !== undefined) result.ownerId = ownerIds[ownerIndex % ownerIds.length] ?? 0;
    if (exclude !== undefined) result.excludeIds = [listingIds[exclude % listingIds.length] ?? 0];
    if (place) result.origin = { latitude: place.latitude, longitude: place.longitude };
    if (place && radius !== undefined) result.radius = radius;
    for (const key of Object.keys(result) as (keyof ListingSearch)[]) {
      if (result[key] === undefined) delete result[key];
    }
    return result;
  });

/** A page from SQL or the searcher, its facets as the reply writes them (the index's come serialised). */
const summary = (page: SearcherPage) => ({
  total: page.total,
  facets: 'facetsJson' in page ? JSON.parse(page.facetsJson) : labelFacets(page.facets),
  ids: page.listings.map((row) => row.id),
  distances: page.listings.map((row) =>
    row.distance === null ? null : Math.round(row.distance * 1e6) / 1e6,
  ),
});

describe('the in-memory search index', () => {
  it('answers every search as the SQL search does: page, order, distances, total and facets', async () => {
    let found = 0;
    await fc.assert(
      fc.asyncProperty(searches, async (search) => {
        const fromSql = summary(await searchListings(database.db, search));
        expect(summary(await searcher.search(search))).toEqual(fromSql);
        expect(summary(await workerSearcher.search(search))).toEqual(fromSql);
        found += fromSql.ids.length > 0 ? 1 : 0;
      }),
      { numRuns: 120 },
    );
    // Many searches find listings, so pages and orders are compared, not only empty answers.
    expect(found).toBeGreaterThan(30);
    // 120 searches, each also run by SQL: past 30 s when the machine runs other suites beside it.
  }, 120_000);

  it('answers a search with no filter at all (counts kept with the snapshot) as SQL does, every sort', async () => {
    for (const sortBy of SORT_KEYS)
      for (const firstRecord of [0, 30, 1_500])
        for (let twice = 0; twice < 2; twice++) {
          const search: ListingSearch = { sortBy, firstRecord, numRecords: 25 };
          expect(summary(await searcher.search(search))).toEqual(
            summary(await searchListings(database.db, search)),
          );
        }
  });

  it('counts a nationwide search that keeps most rows (from what it leaves out) as SQL does', async () => {
    const broad: Partial<ListingSearch>[] = [
      { startYear: 2008 },
      { mileage: 120_000, listingType: ['USED', 'NEW', 'CERTIFIED'] },
      { maxPrice: 90_000, sellerType: ['d'], makeCode: ['HONDA', 'TOYOTA', 'FORD', 'CHEV', 'NISSAN', 'BMW'] },
      { vehicleUseType: ['PERSONAL'], excludeIds: [listingIds[0] ?? 0] },
    ];
    for (const filters of broad) {
      const search: ListingSearch = { ...filters, sortBy: 'relevance', firstRecord: 0, numRecords: 10 };
      const fromSql = summary(await searchListings(database.db, search));
      expect(fromSql.total).toBeGreaterThan(500);
      expect(summary(await searcher.search(search))).toEqual(fromSql);
    }
  });

  describe('nationwide searches read from block summaries', () => {
    // Blocks of 8 rows: at 1,500 rows, 188 of them, so a search finds blocks of every kind (all rows matching,
    // all failing one filter, all failing two, some of each) where 128-row blocks would be mostly mixed.
    let snapshot: SearchSnapshot;
    beforeAll(async () => {
      const loaded = await loadSnapshot(database.db);
      if (!loaded) throw new Error('no snapshot');
      snapshot = loaded;
      prepareBlocks(snapshot, 8);
      preparePlaces(snapshot, 8);
    });
    const fromIndex = (result: IndexResult) => ({
      total: result.total,
      facets: labelFacets(result.facets),
      ids: result.page.map(({ row }) => snapshot.id[row]),
      distances: result.page.map(({ distance }) =>
        distance === null ? null : Math.round(distance * 1e6) / 1e6,
      ),
    });

    it('counts whole blocks and reads mixed ones row by row, to the same page, total and facets as SQL', async () => {
      const cases: Partial<ListingSearch>[] = [
        { makeCode: ['TOYOTA'] },
        { makeCode: ['TOYOTA', 'HONDA'], modelCode: ['CAMRY', 'CIVIC', 'RAV4', 'F150PICKUP'] },
        { listingType: ['USED'], startYear: 2018 },
        { makeCode: ['FORD'], maxPrice: 30_000 },
        { trimCode: ['EX', 'CAMRY|LE'], listingType: ['USED', 'CERTIFIED'] },
        { featureCode: ['SUNROOF'], makeCode: ['HONDA', 'TOYOTA'] },
        { startYear: 2015, endYear: 2020, minMpg: 25, sellerType: ['d'] },
        { makeCode: ['CHEV'], mileage: 40_000, featureCode: ['HOVER_MODE'] },
      ];
      let partial = 0;
      for (const filters of cases)
        for (const sortBy of ['relevance', 'derivedpriceASC', 'yearDESC'] as const)
          for (const firstRecord of [0, 40]) {
            const search: ListingSearch = { ...filters, sortBy, firstRecord, numRecords: 20 };
            const result = queryIndex(snapshot, search);
            expect(fromIndex(result)).toEqual(summary(await searchListings(database.db, search)));
            // Each search took some blocks whole from their summaries (a wrong summary shows in the counts).
            expect(result.blocks?.whole).toBeGreaterThan(0);
            partial += result.blocks?.partial ?? 0;
          }
      expect(partial).toBeGreaterThan(0);
    });

    it("keeps a group's rows (type, make, model, year) in price order, so a price limit splits few blocks", () => {
      const { order } = prepareBlocks(snapshot, 8);
      const keys = ['listingType', 'makeCode', 'modelCode'] as const;
      const group = (row: number) =>
        [...keys.map((key) => snapshot.columns[key][row]), snapshot.year[row]].join();
      let compared = 0;
      for (let position = 1; position < order.length; position++) {
        const before = order[position - 1] as number;
        const row = order[position] as number;
        if (group(before) !== group(row)) continue;
        expect(snapshot.price[row]).toBeGreaterThanOrEqual(snapshot.price[before] as number);
        compared += 1;
      }
      expect(compared).toBeGreaterThan(500);
    });

    it('counts a search with ranges alone from the rows it leaves out when it keeps most, to the same answers as SQL', async () => {
      // Broad ranges pass most blocks whole: their counts are every row's less the left-out blocks and rows.
      // Narrow ones fail most, and count what they keep.
      const cases: Partial<ListingSearch>[] = [
        { startYear: 2008 },
        { maxPrice: 90_000, mileage: 140_000 },
        { startYear: 2012, featureCode: ['SUNROOF'] },
        { minPrice: 70_000 },
        { startYear: 2015, endYear: 2020, minMpg: 25 },
        { maxPrice: 12_000 },
      ];
      const counted: string[] = [];
      for (const filters of cases)
        for (const sortBy of ['relevance', 'derivedpriceDESC'] as const)
          for (const firstRecord of [0, 40]) {
            const search: ListingSearch = { ...filters, sortBy, firstRecord, numRecords: 20 };
            const result = queryIndex(snapshot, search);
            expect(fromIndex(result)).toEqual(summary(await searchListings(database.db, search)));
            counted.push(`${Object.keys(filters).join()}: ${result.blocks?.counted}`);
          }
      expect(counted).toContain('startYear: left out');
      expect(counted).toContain('maxPrice,mileage: left out');
      // A list filter (features) counts the kept rows: rows failing it alone count under its facet.
      expect(counted).toContain('startYear,featureCode: kept');
      expect(counted).toContain('minPrice: kept');
    });

    it('takes the page from the matches when walking the order would reach them late (cheap cars, least miles first)', async () => {
      // Cheap cars have high mileage: the least-miles-first order holds them at its far end, so a walk down it
      // stops after as many rows as selecting from the matches costs, and the matches give the page.
      const cases: Partial<ListingSearch>[] = [
        { maxPrice: 12_000 },
        { maxPrice: 12_000, listingType: ['USED'] },
        // Read row by row (a radius), not from the block summaries.
        { maxPrice: 19_000, origin: PLACES.austin, radius: 500 },
      ];
      for (const filters of cases) {
        const search: ListingSearch = { ...filters, sortBy: 'mileageASC', firstRecord: 0, numRecords: 20 };
        const result = queryIndex(snapshot, search);
        expect(result.pageFrom).toBe('order, then matches');
        expect(fromIndex(result)).toEqual(summary(await searchListings(database.db, search)));
      }
    });

    it('counts the place blocks wholly within a radius from their summaries, to the same answers as SQL', async () => {
      // A radius with no list filter reads place blocks (the snapshot's own rows, 8 to a block here): those among
      // the rows certainly inside the radius are taken whole, the rest row by row.
      const cases: Partial<ListingSearch>[] = [
        { origin: PLACES.austin, radius: 50 },
        { origin: PLACES.austin, radius: 500 },
        { origin: PLACES.madison, radius: 200 },
        { origin: PLACES.austin, radius: 300, maxPrice: 30_000 },
        { origin: PLACES.austin, radius: 1_000, startYear: 2015, mileage: 90_000 },
        { origin: PLACES.austin, radius: 800, featureCode: ['SUNROOF'] },
      ];
      let whole = 0;
      for (const filters of cases)
        for (const sortBy of ['relevance', 'distanceASC', 'mileageASC'] as const)
          for (const firstRecord of [0, 30]) {
            const search: ListingSearch = { ...filters, sortBy, firstRecord, numRecords: 20 };
            const result = queryIndex(snapshot, search);
            expect(fromIndex(result)).toEqual(summary(await searchListings(database.db, search)));
            whole += result.blocks?.whole ?? 0;
          }
      expect(whole).toBeGreaterThan(50);
    });

    it("reads a radius search with list filters from its codes' rows, to the same answers as SQL", async () => {
      // The matches are the most selective filter's codes' rows within the box; its own facet counts the radius
      // without it (from the place blocks, or from the next filter's rows), so the counts must still be the
      // disjunctive ones SQL gives.
      const cases: Partial<ListingSearch>[] = [
        { origin: PLACES.austin, radius: 200, makeCode: ['TOYOTA'] },
        { origin: PLACES.austin, radius: 1_000, makeCode: ['HONDA', 'FORD'], maxPrice: 35_000 },
        { origin: PLACES.madison, radius: 500, listingType: ['USED'], startYear: 2016 },
        { origin: PLACES.austin, radius: 50, modelCode: ['CAMRY', 'CIVIC'] },
        { origin: PLACES.austin, radius: 800, makeCode: ['NOPE'] },
        { origin: PLACES.austin, radius: 1_000, makeCode: ['HONDA'], modelCode: ['CIVIC', 'CAMRY'] },
        { origin: PLACES.madison, radius: 1_000, makeCode: ['TOYOTA', 'FORD'], listingType: ['NEW'] },
        {
          origin: PLACES.austin,
          radius: 1_000,
          makeCode: ['HONDA'],
          modelCode: ['CIVIC'],
          listingType: ['USED'],
          trimCode: ['EX', 'CAMRY|LE'],
          featureCode: ['SUNROOF'],
          maxPrice: 40_000,
        },
      ];
      for (const filters of cases)
        for (const sortBy of ['relevance', 'distanceASC', 'derivedpriceASC'] as const)
          for (const firstRecord of [0, 30]) {
            const search: ListingSearch = { ...filters, sortBy, firstRecord, numRecords: 20 };
            const result = queryIndex(snapshot, search);
            expect(fromIndex(result)).toEqual(summary(await searchListings(database.db, search)));
            // It read its filters' rows, not every row of the box: fewer than the radius alone holds.
            const { origin, radius } = filters;
            const withinRadius = queryIndex(snapshot, {
              origin,
              radius,
              sortBy,
              firstRecord: 0,
              numRecords: 0,
            });
            expect(result.readByCode).toBeGreaterThanOrEqual(result.total);
            expect(result.readByCode).toBeLessThan(withinRadius.total);
          }
      // Every row of the box, as before: a list filter with features alone (the make's own facet counts rows of
      // any make with the feature), and two filters whose rows to read are more than the box's (READ_BY_CODE_SHARE).
      const readsTheBox: Partial<ListingSearch>[] = [
        { origin: PLACES.austin, radius: 200, makeCode: ['TOYOTA'], featureCode: ['SUNROOF'] },
        {
          origin: PLACES.madison,
          radius: 1_000,
          makeCode: ['TOYOTA', 'FORD', 'HONDA', 'CHEV'],
          listingType: ['NEW', 'USED', 'CERTIFIED', '3P_CERT'],
        },
      ];
      for (const filters of readsTheBox) {
        const search: ListingSearch = { ...filters, sortBy: 'relevance', firstRecord: 0, numRecords: 20 };
        const result = queryIndex(snapshot, search);
        expect(fromIndex(result)).toEqual(summary(await searchListings(database.db, search)));
        expect(result.readByCode).toBeUndefined();
      }
    });

    it('answers any search as SQL does with the summaries in use', async () => {
      await fc.assert(
        fc.asyncProperty(searches, async (search) => {
          expect(fromIndex(queryIndex(snapshot, search))).toEqual(
            summary(await searchListings(database.db, search)),
          );
        }),
        { numRuns: 80 },
      );
    });
  });

  it("builds the same listings from the index's one-statement page as from SQL's rows, owners and prices", async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(searches, async (search) => {
        const fromSql = await searchListings(database.db, search);
        const fromIndex = await searcher.search(search);
        expect(fromIndex.related).toBeDefined();
        const options = { now: NOW };
        expect(
          await listingsReply(database.db, fromIndex.listings, { ...options, related: fromIndex.related }),
        ).toEqual(await listingsReply(database.db, fromSql.listings, options));
        compared += fromIndex.listings.length;
      }),
      // 40 random searches compared 98 listings in one CI run (2026-11-22): 80 keep the check on enough of them.
      { numRuns: 80 },
    );
    expect(compared).toBeGreaterThan(100);
  });

  it('counts every search within wider radii and nationwide as SQL counts them (the "search wider" offers)', async () => {
    let counted = 0;
    await fc.assert(
      fc.asyncProperty(
        searches,
        fc.subarray([25, 100, 200, 500, 2_000], { minLength: 1 }),
        async (search, radii) => {
          const fromSql = await countByRadius(database.db, search, radii);
          for (const fromIndex of [
            await searcher.countByRadius(search, radii),
            await workerSearcher.countByRadius(search, radii),
          ]) {
            expect([...fromIndex.byRadius]).toEqual([...fromSql.byRadius]);
            expect(fromIndex.nationwide).toBe(fromSql.nationwide);
          }
          // An offer's count is what its search then finds.
          for (const [radius, count] of fromSql.byRadius)
            expect(count).toBe((await searchListings(database.db, { ...search, radius })).total);
          counted += [...fromSql.byRadius.values()].some((count) => count > 0) ? 1 : 0;
        },
      ),
      { numRuns: 40 },
    );
    expect(counted).toBeGreaterThan(10);
  });

  it('finds the listings just inside a radius and none just outside, in every direction', async () => {
    const search: ListingSearch = {
      ownerId: RING_OWNER,
      origin: PLACES.austin,
      radius: 50,
      sortBy: 'distanceASC',
      firstRecord: 0,
      numRecords: 100,
    };
    const inside = RING.filter(({ miles }) => miles < 50).map(({ id }) => id);
    const fromIndex = await searcher.search(search);
    expect(fromIndex.listings.map((row) => row.id).sort()).toEqual(inside.sort());
    expect(summary(fromIndex)).toEqual(summary(await searchListings(database.db, search)));
    expect((await searcher.countByRadius({ ...search, radius: 10 }, [50])).byRadius.get(50)).toBe(48);
  });

  it('counts as SQL counts, within radii and nationwide', async () => {
    const search: ListingSearch = {
      makeCode: ['TOYOTA'],
      origin: PLACES.austin,
      radius: 10,
      sortBy: 'relevance',
      firstRecord: 0,
      numRecords: 1,
    };
    const sql = await searchListings(database.db, { ...search, radius: undefined });
    expect(await searcher.count({ ...search, radius: undefined })).toBe(sql.total);
    expect(await workerSearcher.count({ ...search, radius: undefined })).toBe(sql.total);
    const radii = await searcher.countByRadius(search, [100, 120, 500, 2_000]);
    expect(radii.nationwide).toBe(sql.total);
    for (const [radius, count] of radii.byRadius) {
      expect(count).toBe((await searchListings(database.db, { ...search, radius })).total);
    }
  });

  it('answers from memory while current, and applies a write from the change log before the next search', async () => {
    const search: ListingSearch = { makeCode: ['HONDA'], sortBy: 'relevance', firstRecord: 0, numRecords: 5 };
    const both = [searcher, workerSearcher];
    await Promise.all(both.map((each) => each.refresh()));
    const active = await database.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const positions: string[] = [];
    for (const each of both) {
      const status = await each.status();
      expect(status).toMatchObject({
        index: 'current',
        listings: Number(active.n),
        loaded: true,
        layered: 0,
      });
      positions.push(status.position);
    }
    const before = (await searcher.search(search)).total;
    const newest = {
      id: 900_000_011,
      owner_id: 9_000_001,
      tier: 'Featured',
      priority: 30,
      listed_at: NOW,
    } as const;
    await database.db.insertInto('listings').values(listing(newest)).execute();
    for (const [at, each] of both.entries()) {
      // Committed but not applied yet: the index says so, and the next search applies it before answering.
      expect((await each.status()).index).toBe('behind');
      const found = await each.search(search);
      expect(found.total).toBe(before + 1);
      expect(found.listings[0]?.id).toBe(900_000_011);
      expect('facetsJson' in found).toBe(true);
      const status = await each.status();
      expect(status).toMatchObject({ index: 'current', listings: Number(active.n) + 1, layered: 1 });
      expect(BigInt(status.position)).toBeGreaterThan(BigInt(positions[at] as string));
    }
    await database.db.deleteFrom('listings').where('id', '=', newest.id).execute();
    for (const each of both) {
      expect((await each.search(search)).total).toBe(before);
      expect(await each.status()).toMatchObject({ index: 'current', listings: Number(active.n) });
    }
  });

  it("reports the worker thread's own heap and ArrayBuffers, which hold the index's columns; none in-thread", async () => {
    const memory = await workerSearcher.indexThreadMemory();
    expect(memory?.heapUsedBytes).toBeGreaterThan(0);
    // The snapshot's typed arrays moved to the worker: its ArrayBuffers hold at least a few bytes per listing.
    expect(memory?.arrayBuffersBytes).toBeGreaterThan((await workerSearcher.status()).listings * 8);
    expect(await searcher.indexThreadMemory()).toBeNull();
  });

  it('answers from SQL when its worker stops, and loads the index again in a new one', async () => {
    const started: SearchIndex[] = [];
    const watched = createListingSearcher(database.db, {
      workerFrom: 0,
      startWorker: async (snapshot) => {
        const index = await startIndexWorker(snapshot);
        started.push(index);
        return index;
      },
    });
    try {
      await watched.refresh();
      expect(started).toHaveLength(1);
      const search: ListingSearch = {
        makeCode: ['TOYOTA'],
        sortBy: 'derivedpriceASC',
        firstRecord: 0,
        numRecords: 10,
      };
      const expected = summary(await searchListings(database.db, search));
      expect(summary(await watched.search(search))).toEqual(expected);
      await started[0]?.close();
      // The stopped worker's searches go to SQL (same answer), and the searcher starts loading again.
      expect(summary(await watched.search(search))).toEqual(expected);
      expect(await watched.count(search)).toBe(expected.total);
      await watched.refresh();
      expect(started).toHaveLength(2);
      expect((await watched.status()).index).toBe('current');
      expect(summary(await watched.search(search))).toEqual(expected);
    } finally {
      await watched.close();
    }
  });
});
