import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/open-database';
import type { DealComparison, NewListing, NewOwner } from '../db/schema';
import {
  clearInventory,
  type DataError,
  DEAL_RULES,
  generateInventory,
  isEmpty,
  refreshDealIndicators,
  type SeedResult,
  seedDatabase,
} from './index';

const NOW = new Date('2025-03-15T12:00:00Z');
const LISTINGS = 2_000;

interface Row {
  id: number;
  make_code: string;
  model_code: string;
  year: number;
  mileage: number;
  price: number;
  deal_indicator: string | null;
  deal_comparison: DealComparison | null;
}

/** percentile_cont(0.5): the middle value, or the mean of the two middle values. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The verdict the rules give, worked out in JavaScript from every listing. */
function expectedVerdict(row: Row, all: readonly Row[]) {
  const prices = all
    .filter(
      (other) =>
        other.id !== row.id &&
        other.make_code === row.make_code &&
        other.model_code === row.model_code &&
        Math.abs(other.year - row.year) <= DEAL_RULES.yearWindow &&
        Math.abs(other.mileage - row.mileage) <= DEAL_RULES.mileageWindow,
    )
    .map((other) => other.price);
  if (prices.length === 0) return { indicator: null, comparison: null };
  const middle = median(prices);
  const enough = prices.length >= DEAL_RULES.minComparables;
  return {
    indicator: enough && row.price <= middle * 0.92 ? 'Great' : enough && row.price < middle ? 'Good' : null,
    comparison: {
      comparables: prices.length,
      medianPrice: Math.round(middle),
      // SQL's round() takes halves away from zero; Math.round takes them up.
      difference:
        (Math.sign(row.price - middle) * Math.round(Math.abs((row.price - middle) / middle) * 10_000)) /
          10_000 +
        0,
    },
  };
}

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

  it('judges every listing against its comparables and keeps the comparison to explain it', async () => {
    const rows = (
      await sql<Row>`select id, make_code, model_code, year, mileage, price, deal_indicator, deal_comparison
      from listings`.execute(database.db)
    ).rows;
    for (const row of rows) {
      const expected = expectedVerdict(row, rows);
      expect({ id: row.id, indicator: row.deal_indicator, comparison: row.deal_comparison }).toEqual({
        id: row.id,
        ...expected,
      });
    }
    expect(rows.filter((row) => row.deal_indicator === 'Great').length).toBeGreaterThan(50);
    expect(rows.filter((row) => row.deal_indicator === 'Good').length).toBeGreaterThan(50);
    expect(result.dealsRefreshed).toBe(rows.filter((row) => row.deal_comparison).length);
    // A second refresh finds nothing to change.
    expect(await refreshDealIndicators(database.db)).toBe(0);
  });

  describe('on a hand-made market', () => {
    const owner: NewOwner = {
      id: 8_100_000,
      kind: 'dealer',
      name: 'Test Motors',
      phone: null,
      email: null,
      website: null,
      priority: 15,
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      latitude: 30.27,
      longitude: -97.74,
      has_dealer_financing: false,
      hide_email_form: false,
    };
    const listing = (id: number, price: number, year = 2020, mileage = 30_000): NewListing => ({
      id,
      owner_id: owner.id,
      vin: `VIN${id}`,
      listing_type: 'USED',
      make_code: 'TOYOTA',
      model_code: 'CAMRY',
      series_code: null,
      trim_code: 'LE',
      trim_name: 'LE',
      year,
      mileage,
      price,
      msrp: null,
      vehicle_style_code: 'SEDAN',
      transmission_code: 'AUT',
      drive_group: 'FWD',
      engine_code: '4CLDR',
      fuel_type_group: 'GSL',
      ext_color_simple: 'WHITE',
      int_color: null,
      feature_codes: [],
      packages: [],
      mpg_city: null,
      mpg_highway: null,
      vehicle_exchange: false,
      vehicle_use_type: 'PERSONAL',
      seller_type: 'd',
      priority: 15,
      tier: 'Standard',
      zip: owner.zip,
      latitude: owner.latitude,
      longitude: owner.longitude,
      image_count: 1,
      description: null,
      deal_indicator: null,
      deal_comparison: null,
      listed_at: NOW,
      updated_at: NOW,
    });
    const verdict = async (id: number) =>
      database.db
        .selectFrom('listings')
        .select(['deal_indicator', 'deal_comparison'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    beforeAll(async () => {
      await clearInventory(database.db);
      expect(await isEmpty(database.db)).toBe(true);
      await database.db.insertInto('owners').values(owner).execute();
      await database.db
        .insertInto('listings')
        .values([
          listing(1, 19_000),
          listing(2, 20_000, 2021, 45_000),
          listing(3, 21_000, 2019, 10_000),
          listing(4, 22_000),
          listing(5, 23_000),
          listing(6, 24_000),
          // Not comparable: two model years away, 25,000 miles away.
          listing(7, 9_000, 2023),
          listing(8, 9_000, 2020, 55_001),
        ])
        .execute();
      await refreshDealIndicators(database.db, { listingIds: [1, 2, 3, 4, 5, 6, 7, 8] });
    });

    it('calls 8 percent or more under the median of 3+ comparables Great', async () => {
      // Comparables of 1: 20,000 21,000 22,000 23,000 24,000; median 22,000; 19,000 is 13.6 percent under.
      expect(await verdict(1)).toEqual({
        deal_indicator: 'Great',
        deal_comparison: { comparables: 5, medianPrice: 22_000, difference: -0.1364 },
      });
    });

    it('calls anything under the median Good, and the rest nothing', async () => {
      // Comparables of 3: 19,000 22,000 23,000 24,000 (listing 2 is 35,000 miles away, listing 8 45,001).
      expect(await verdict(3)).toEqual({
        deal_indicator: 'Good',
        deal_comparison: { comparables: 4, medianPrice: 22_500, difference: -0.0667 },
      });
      expect((await verdict(6)).deal_indicator).toBeNull();
    });

    it('keeps the comparison without a verdict below 3 comparables, and none without comparables', async () => {
      expect(await verdict(7)).toEqual({ deal_indicator: null, deal_comparison: null });
      const lonely = await verdict(8);
      expect(lonely.deal_indicator).toBeNull();
      expect(lonely.deal_comparison).toMatchObject({ comparables: 1 });
    });

    it('refreshes the neighbours of a repriced listing', async () => {
      await database.db.updateTable('listings').set({ price: 30_000 }).where('id', '=', 1).execute();
      await refreshDealIndicators(database.db, { listingIds: [1] });
      // Listing 4 now compares with 20,000 21,000 23,000 24,000 30,000: median 23,000.
      expect(await verdict(4)).toMatchObject({
        deal_indicator: 'Good',
        deal_comparison: { medianPrice: 23_000 },
      });
      expect((await verdict(1)).deal_indicator).toBeNull();
    });
  });
});
