import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/open-database';
import { at, insert, listing, owner, PLACES } from '../testing/fixtures';
import type { ListingSearch } from './listing-search';
import { searchListings } from './search-listings';

let database: Database;

const search = (overrides: Partial<ListingSearch> = {}): ListingSearch => ({
  sortBy: 'relevance',
  firstRecord: 0,
  numRecords: 25,
  ...overrides,
});

beforeAll(async () => {
  database = await openDatabase();
  await insert(
    database.db,
    [
      owner({ id: 5_000_001 }),
      owner({ id: 5_000_002, ...PLACES.roundRock }),
      owner({ id: 5_000_003, ...PLACES.madison }),
    ],
    [
      listing({ id: 700_000_001, owner_id: 5_000_001, price: 18_000, year: 2019, feature_codes: ['SUNRF'] }),
      listing({
        id: 700_000_002,
        owner_id: 5_000_001,
        model_code: 'ACCORD',
        price: 27_000,
        tier: 'Featured',
      }),
      listing({
        id: 700_000_003,
        owner_id: 5_000_002,
        ...at(PLACES.roundRock),
        make_code: 'TOYOTA',
        model_code: 'CAMRY',
        price: 24_000,
        mileage: 12_000,
        feature_codes: ['SUNRF', 'LEATHER'],
      }),
      listing({
        id: 700_000_004,
        owner_id: 5_000_003,
        ...at(PLACES.madison),
        make_code: 'FORD',
        model_code: 'F150PICKUP',
        vehicle_style_code: 'TRUCKS',
        price: 35_000,
        listing_type: 'NEW',
        year: 2026,
        mileage: 10,
      }),
      listing({ id: 700_000_005, owner_id: 5_000_001, status: 'sold' }),
    ],
  );
});

afterAll(async () => {
  await database?.close();
});

const ids = (page: { listings: { id: number }[] }) => page.listings.map((row) => row.id);

describe('searchListings', () => {
  it('finds active listings only, Featured first for relevance, with the total', async () => {
    const page = await searchListings(database.db, search());
    expect(page.total).toBe(4);
    expect(ids(page)[0]).toBe(700_000_002);
    expect(ids(page)).not.toContain(700_000_005);
  });

  it('filters by make and counts makes as if the make filter were cleared', async () => {
    const page = await searchListings(database.db, search({ makeCode: ['HONDA'] }));
    expect(ids(page).sort()).toEqual([700_000_001, 700_000_002]);
    expect(page.facets.makeCode).toEqual([
      { value: 'HONDA', count: 2 },
      { value: 'FORD', count: 1 },
      { value: 'TOYOTA', count: 1 },
    ]);
    // Other facets count within the chosen make.
    expect(page.facets.modelCode).toEqual([
      { value: 'ACCORD', count: 1 },
      { value: 'CIVIC', count: 1 },
    ]);
  });

  it('keeps listings within the radius of the origin and sorts them by distance', async () => {
    const page = await searchListings(
      database.db,
      search({ origin: PLACES.austin, radius: 25, sortBy: 'distanceASC' }),
    );
    expect(ids(page)).toEqual([700_000_001, 700_000_002, 700_000_003]);
    expect(page.listings[2]?.distance).toBeGreaterThan(15);
    expect(page.listings[2]?.distance).toBeLessThan(25);
    const near = await searchListings(database.db, search({ origin: PLACES.austin, radius: 10 }));
    expect(near.total).toBe(2);
  });

  it('applies price, year and mileage ranges, and requires every feature asked for', async () => {
    expect(
      ids(await searchListings(database.db, search({ minPrice: 20_000, maxPrice: 30_000 }))).sort(),
    ).toEqual([700_000_002, 700_000_003]);
    expect(ids(await searchListings(database.db, search({ startYear: 2026, endYear: 2026 })))).toEqual([
      700_000_004,
    ]);
    expect((await searchListings(database.db, search({ mileage: 15_000 }))).total).toBe(2);
    expect(ids(await searchListings(database.db, search({ featureCode: ['SUNRF', 'LEATHER'] })))).toEqual([
      700_000_003,
    ]);
    const sunroof = await searchListings(database.db, search({ featureCode: ['SUNRF'] }));
    expect(sunroof.facets.featureCode).toEqual([
      { value: 'SUNRF', count: 2 },
      { value: 'LEATHER', count: 1 },
    ]);
  });

  it('sorts by price both ways and pages through the results', async () => {
    const cheapest = await searchListings(database.db, search({ sortBy: 'derivedpriceASC', numRecords: 2 }));
    expect(ids(cheapest)).toEqual([700_000_001, 700_000_003]);
    const next = await searchListings(
      database.db,
      search({ sortBy: 'derivedpriceASC', numRecords: 2, firstRecord: 2 }),
    );
    expect(ids(next)).toEqual([700_000_002, 700_000_004]);
    expect(next.total).toBe(4);
    expect(
      ids(await searchListings(database.db, search({ sortBy: 'derivedpriceDESC', numRecords: 1 }))),
    ).toEqual([700_000_004]);
  });

  it('answers zero results with a zero total and empty facets, not an error', async () => {
    const page = await searchListings(database.db, search({ makeCode: ['BMW'] }));
    expect(page).toMatchObject({ total: 0, listings: [] });
    // The make facet still offers what the other filters would find.
    expect(page.facets.makeCode).toContainEqual({ value: 'HONDA', count: 2 });
    expect(page.facets.modelCode).toBeUndefined();
  });
});
