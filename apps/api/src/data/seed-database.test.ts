import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/open-database';
import {
  clearInventory,
  type DataError,
  generateInventory,
  isEmpty,
  refreshDealRatings,
  type SeedResult,
  seedDatabase,
} from './index';

const NOW = new Date('2025-03-15T12:00:00Z');
const LISTINGS = 2_000;

describe('seedDatabase on PGlite', () => {
  let database: Database;
  let result: SeedResult;
  const progress: number[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    expect(await isEmpty(database.db)).toBe(true);
    result = await seedDatabase(database.db, {
      seed: 7,
      listings: LISTINGS,
      now: NOW,
      chunkSize: 500,
      onProgress: (done) => progress.push(done),
    });
  });
  afterAll(() => database?.close());

  it('inserts every generated owner, listing and price, reporting progress per chunk', async () => {
    let owners = 0;
    let prices = 0;
    const vins: string[] = [];
    for (const chunk of generateInventory({ seed: 7, listings: LISTINGS, now: NOW })) {
      owners += chunk.owners.length;
      prices += chunk.priceChanges.length;
      vins.push(...chunk.listings.map((listing) => listing.vin));
    }
    const count = async (table: 'owners' | 'listings' | 'price_changes') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(result).toMatchObject({ owners, listings: LISTINGS, priceChanges: prices });
    expect(await count('owners')).toBe(owners);
    expect(await count('listings')).toBe(LISTINGS);
    expect(await count('price_changes')).toBe(prices);
    const stored = await database.db.selectFrom('listings').select('vin').execute();
    expect(new Set(stored.map((row) => row.vin))).toEqual(new Set(vins));
    expect(progress).toEqual([0, 500, 1_000, 1_500, 2_000]);
    expect(await isEmpty(database.db)).toBe(false);
  });

  it('leaves the tables vacuumed and analysed, as a running database keeps them', async () => {
    const { rows } = await sql<{
      relname: string;
      reltuples: number;
      relpages: number;
      relallvisible: number;
    }>`
      select relname, reltuples::float8 as reltuples, relpages, relallvisible from pg_class
      where relname in ('owners', 'listings', 'price_changes') order by relname`.execute(database.db);
    // ANALYZE counted the rows for the planner (-1 before: "never analysed"); VACUUM reclaimed the rows the deal
    // refresh rewrote and marked every page all-visible (0 before).
    expect(rows.map((row) => [row.relname, row.reltuples])).toEqual([
      ['listings', LISTINGS],
      ['owners', result.owners],
      ['price_changes', result.priceChanges],
    ]);
    for (const row of rows) expect(row.relallvisible).toBe(row.relpages);
    expect(rows.every((row) => row.relpages > 0)).toBe(true);
  });

  it('refuses to seed a database that has inventory', async () => {
    await expect(seedDatabase(database.db, { seed: 7, listings: 10, now: NOW })).rejects.toThrow(
      expect.objectContaining({ code: 'DATABASE_NOT_EMPTY' }) as unknown as DataError,
    );
  });

  it('rates every listing with the market price model, and a second refresh changes nothing', async () => {
    const { rows } = await sql<{ band: string | null; rated: boolean }>`
      select deal_rating ->> 'band' as band, deal_rating is not null as rated from listings`.execute(
      database.db,
    );
    expect(rows.every((row) => row.rated)).toBe(true);
    expect(result.dealsRefreshed).toBe(LISTINGS);
    // The seed is priced like the market: every band but the rare tails is common.
    for (const band of ['Great', 'Good', 'Fair'])
      expect(rows.filter((row) => row.band === band).length).toBeGreaterThan(LISTINGS * 0.02);
    expect(await refreshDealRatings(database.db)).toBe(0);
  });

  it('clears the inventory: no listing, owner or price change left (last: it empties the database)', async () => {
    await clearInventory(database.db);
    expect(await isEmpty(database.db)).toBe(true);
    const prices = await database.db.selectFrom('price_changes').select('listing_id').limit(1).execute();
    expect(prices).toEqual([]);
  });
});
