import { createTestDatabase, type TestDatabase } from '@forecourt/test-postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../data/seed-database';
import { type Database, openDatabase } from '../db/open-database';
import { labelFacets } from '../listings/facet-labels';
import { listingsReply } from '../listings/listing-replies';
import { ENGINES } from '../testing/engines';
import { PLACES } from '../testing/fixtures';
import { type ListingSearch, SORT_KEYS } from './listing-search';
import { createListingSearcher, type ListingSearcher, type SearcherPage } from './listing-searcher';
import { searchListings } from './search-listings';

// Issue 34: "the index-against-SQL tests cover incremental updates (random interleavings of writes and searches
// give the same answers as SQL)". A seeded generator interleaves the writes a marketplace sees all day (new cars,
// price changes, sales, deletions, relistings, a make and model corrected, new mileage, a dealer moving, a batch
// in one transaction) with searches, and holds every search's answer from the index (in this thread, in a worker,
// one folding its recent changes every few rows, one compacting its layers every few changes) to SQL's.

const NOW = new Date('2026-11-21T12:00:00Z');

/** mulberry32: a small seeded generator, so a failing interleaving can be run again by its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
  const chance = (p: number) => next() < p;
  return { int, pick, chance };
}
type Random = ReturnType<typeof generator>;

const MODELS = [
  ['HONDA', 'CIVIC'],
  ['HONDA', 'ACCORD'],
  ['TOYOTA', 'CAMRY'],
  ['TOYOTA', 'RAV4'],
  ['FORD', 'F150PICKUP'],
  ['BMW', 'X5'],
] as const;

function randomSearch(random: Random, ownerIds: number[], someIds: number[]): ListingSearch {
  const search: ListingSearch = {
    sortBy: random.pick(SORT_KEYS),
    firstRecord: random.chance(0.7) ? 0 : random.int(1, 30),
    numRecords: random.int(1, 25),
  };
  if (random.chance(0.4)) {
    const [make, model] = random.pick(MODELS);
    search.makeCode = [make];
    if (random.chance(0.5)) search.modelCode = [model];
  }
  if (random.chance(0.2)) search.listingType = [random.pick(['NEW', 'USED', 'CERTIFIED'])];
  if (random.chance(0.25)) search.minPrice = random.int(0, 40_000);
  if (random.chance(0.25)) search.maxPrice = random.int(10_000, 90_000);
  if (random.chance(0.2)) search.mileage = random.int(5_000, 120_000);
  if (random.chance(0.15)) search.featureCode = [random.pick(['SUNROOF', 'HEATED_SEATS', 'BACKUP_CAMERA'])];
  if (random.chance(0.1)) search.ownerId = random.pick(ownerIds);
  if (random.chance(0.1)) search.excludeIds = [random.pick(someIds)];
  if (random.chance(0.35)) {
    const place = random.pick([PLACES.austin, PLACES.madison, { latitude: 40.75, longitude: -73.99 }]);
    search.origin = { latitude: place.latitude, longitude: place.longitude };
    if (random.chance(0.8)) search.radius = random.pick([25, 100, 500, 2_000]);
  }
  return search;
}

/**
 * A page from SQL or the searcher, its facets as the reply writes them (the index's come serialised), and its cars
 * as the reply shows them: the searcher keeps page rows between searches, and every change must reach them.
 */
const summary = async (db: Database['db'], page: SearcherPage) => ({
  total: page.total,
  facets: 'facetsJson' in page ? JSON.parse(page.facetsJson) : labelFacets(page.facets),
  ids: page.listings.map((row) => row.id),
  distances: page.listings.map((row) =>
    row.distance === null ? null : Math.round(row.distance * 1e6) / 1e6,
  ),
  reply: await listingsReply(db, page.listings, { now: NOW, related: page.related }),
});

describe.each(ENGINES)('the search index under writes, on %s', (engine) => {
  let database: Database;
  let server: TestDatabase | undefined;
  let searchers: { name: string; searcher: ListingSearcher }[] = [];
  let ownerIds: number[];
  let nextId = 950_000_000;

  beforeAll(async () => {
    server = engine === 'postgres' ? await createTestDatabase() : undefined;
    database = await openDatabase(server ? { databaseUrl: server.url, poolSize: 4 } : {});
    await seedDatabase(database.db, { seed: 34, listings: 800, now: NOW });
    ownerIds = (await database.db.selectFrom('owners').select('id').execute()).map((row) => row.id);
    // Polling far slower than the test: what a search sees, it sees because the search caught the index up.
    const options = { followEvery: 60_000 };
    searchers = [
      { name: 'in this thread', searcher: createListingSearcher(database.db, options) },
      { name: 'in a worker', searcher: createListingSearcher(database.db, { ...options, workerFrom: 0 }) },
      {
        name: 'folding its recent changes every 3 rows',
        searcher: createListingSearcher(database.db, { ...options, foldAt: 3 }),
      },
      {
        name: 'compacting its layers every 12 layered rows',
        searcher: createListingSearcher(database.db, { ...options, rebuildFrom: () => 12 }),
      },
      {
        name: 'compacting its layers every 12 layered rows in a worker',
        searcher: createListingSearcher(database.db, { ...options, workerFrom: 0, rebuildFrom: () => 12 }),
      },
    ];
    await Promise.all(searchers.map(({ searcher }) => searcher.refresh()));
  });

  afterAll(async () => {
    await Promise.all(searchers.map(({ searcher }) => searcher.close()));
    await database?.close();
    await server?.drop();
  });

  /** One write of the kinds a marketplace sees, to listings chosen at random. */
  const write = async (random: Random): Promise<string> => {
    const db = database.db;
    const anyListing = async (status: 'active' | 'sold') =>
      (
        await sql<{ id: number }>`
          select id from listings where status = ${status} order by id offset ${random.int(0, 40)} limit 1`.execute(
          db,
        )
      ).rows[0]?.id ??
      (await db.selectFrom('listings').select('id').where('status', '=', status).executeTakeFirst())?.id;
    const kind = random.pick([
      'insert',
      'insert',
      'price',
      'price',
      'sold',
      'delete',
      'relist',
      'model',
      'mileage',
      'move',
      'batch',
    ] as const);
    const target = await anyListing('active');
    if (target === undefined) return 'none';
    switch (kind) {
      case 'insert':
      case 'batch': {
        // New cars copied from an existing one, with a model, a price and an id of their own (a feed's import).
        const count = kind === 'batch' ? random.int(5, 30) : 1;
        await db.transaction().execute(async (trx) => {
          for (let n = 0; n < count; n++) {
            const [make, model] = random.pick(MODELS);
            const id = nextId++;
            await sql`
              insert into listings
              select (jsonb_populate_record(l, jsonb_build_object('id', ${id}::int, 'vin', ${`CHG${id}`}::text,
                'make_code', ${make}::text, 'model_code', ${model}::text, 'price', ${random.int(3_000, 80_000)}::int,
                'priority', ${random.int(0, 40)}::int, 'listed_at', now()))).*
              from listings l where l.id = ${target}`.execute(trx);
          }
        });
        return `${kind} ${count}`;
      }
      case 'price':
        await db
          .updateTable('listings')
          .set({ price: random.int(2_000, 90_000) })
          .where('id', '=', target)
          .execute();
        return kind;
      case 'sold':
        await db.updateTable('listings').set({ status: 'sold' }).where('id', '=', target).execute();
        return kind;
      case 'delete':
        await db.deleteFrom('price_changes').where('listing_id', '=', target).execute();
        await db.deleteFrom('listings').where('id', '=', target).execute();
        return kind;
      case 'relist': {
        const sold = await anyListing('sold');
        if (sold === undefined) return 'none';
        await db
          .updateTable('listings')
          .set({ status: 'active', price: random.int(2_000, 90_000) })
          .where('id', '=', sold)
          .execute();
        return kind;
      }
      case 'model': {
        const [make, model] = random.pick(MODELS);
        await db
          .updateTable('listings')
          .set({ make_code: make, model_code: model })
          .where('id', '=', target)
          .execute();
        return kind;
      }
      case 'mileage':
        await db
          .updateTable('listings')
          .set({ mileage: random.int(0, 150_000) })
          .where('id', '=', target)
          .execute();
        return kind;
      case 'move': {
        const place = random.pick([PLACES.austin, PLACES.madison, PLACES.roundRock]);
        await db
          .updateTable('listings')
          .set({ latitude: place.latitude + random.int(-50, 50) / 100, longitude: place.longitude })
          .where('id', '=', target)
          .execute();
        return kind;
      }
    }
  };

  it.each([1, 2, 3])(
    'answers as SQL after every write of interleaving %i',
    async (seed) => {
      const random = generator(seed * 7_919 + (engine === 'postgres' ? 1 : 0));
      const someIds = (await database.db.selectFrom('listings').select('id').limit(20).execute()).map(
        (row) => row.id,
      );
      const done: string[] = [];
      for (let step = 0; step < 40; step++) {
        for (let writes = random.int(0, 3); writes > 0; writes--) done.push(await write(random));
        const search = randomSearch(random, ownerIds, someIds);
        const expected = await summary(database.db, await searchListings(database.db, search));
        for (const { name, searcher } of searchers) {
          const page = await searcher.search(search);
          // Answered by the index (its facets come serialised), never by SQL once loaded.
          expect('facetsJson' in page, name).toBe(true);
          expect(
            await summary(database.db, page),
            `${name}, seed ${seed}, step ${step}, after ${done.join(', ')}: ${JSON.stringify(search)}`,
          ).toEqual(expected);
          expect(await searcher.count(search), name).toBe(expected.total);
        }
      }
      const active = await database.db
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      for (const { searcher } of searchers) {
        await searcher.refresh();
        expect((await searcher.status()).listings).toBe(Number(active.n));
      }
    },
    120_000,
  );

  it('wakes at the NOTIFY of a write, long before its next poll', async () => {
    const follower = createListingSearcher(database.db, {
      followEvery: 600_000,
      listen: (channel, onNotify) => database.listen(channel, onNotify),
    });
    try {
      await follower.refresh();
      const before = await follower.status();
      const { id } = await database.db
        .selectFrom('listings')
        .select('id')
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      await database.db.updateTable('listings').set({ price: 4_321 }).where('id', '=', id).execute();
      await expect
        .poll(async () => BigInt((await follower.status()).position) > BigInt(before.position), {
          timeout: 3_000,
        })
        .toBe(true);
    } finally {
      await follower.close();
    }
  });

  it('follows the log without being asked: polling, and a truncate reloads it', async () => {
    const follower = createListingSearcher(database.db, { followEvery: 50 });
    try {
      await follower.refresh();
      const before = await follower.status();
      const id = (
        await database.db
          .selectFrom('listings')
          .select('id')
          .where('status', '=', 'active')
          .executeTakeFirstOrThrow()
      ).id;
      await database.db.updateTable('listings').set({ price: 1_234 }).where('id', '=', id).execute();
      await expect
        .poll(async () => BigInt((await follower.status()).position) > BigInt(before.position), {
          timeout: 5_000,
        })
        .toBe(true);
      expect((await follower.status()).index).toBe('current');
      await sql`truncate listings cascade`.execute(database.db);
      // The serving index answers until the reload beside it swaps in: then it holds nothing.
      await expect.poll(async () => (await follower.status()).listings, { timeout: 10_000 }).toBe(0);
      const page = await follower.search({ sortBy: 'relevance', firstRecord: 0, numRecords: 5 });
      expect('facetsJson' in page).toBe(true);
      expect(page.total).toBe(0);
    } finally {
      await follower.close();
    }
  }, 60_000);
});
