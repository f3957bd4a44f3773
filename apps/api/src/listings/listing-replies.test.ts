// In production the listing reads send their replies without checking them against the contract again
// (`checkBuiltReplies`): that is safe only while what toListing, toOwner and the search route build is exactly the
// contract's reply, with nothing to drop and no default to fill. These tests hold them to it, over the generated
// inventory and the hand-written lot (nulls, private sellers, price cuts, deals, a zero-result search).
import { CONTRACTS, type Contract } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../data/seed-database';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { DEAL_VIN, insertLot, LISTING_TEST_NOW, movableClock } from '../testing/listing-fixtures';

const SEARCHES = [
  '',
  'zip=78701&searchRadius=100',
  'zip=53703&searchRadius=0&sortBy=distanceASC',
  'makeCode=HONDA&listingType=USED&sortBy=priceASC',
  'makeCode=TOYOTA&modelCode=CAMRY&trimCode=LE&startYear=2018',
  'featureCode=SUNROOF&sellerType=p&numRecords=50',
  'city=Austin&state=TX&maxPrice=30000&firstRecord=25',
  // Nothing: relaxations answer, each with its query.
  'zip=78701&searchRadius=10&makeCode=FERRARI&modelCode=ROMA',
];

describe.each(ENGINES)('listing replies as built, on %s', (engine) => {
  let api: TestApi;
  const environment = process.env.NODE_ENV;

  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    api = await createTestApi(engine, { clock: movableClock() });
    process.env.NODE_ENV = environment;
    await seedDatabase(api.database.db, { seed: 5, listings: 400, now: LISTING_TEST_NOW });
    await insertLot(api.database.db);
    // The searches below are the index's (the path that reads a page's rows, owners and prices in one statement).
    while ((await api.app.inject({ method: 'GET', url: '/health/search' })).json().index !== 'current')
      await new Promise((resolve) => setTimeout(resolve, 50));
  });

  afterAll(async () => {
    process.env.NODE_ENV = environment;
    await api?.close();
  });

  /** The reply as sent, which must be what the contract reads out of it: nothing dropped, nothing filled in. */
  const sent = async (contract: Contract, url: string) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    const json: unknown = response.json();
    expect(contract.reply.parse(json)).toStrictEqual(json);
    return json as { listings: { id: string }[]; totalResultCount?: number };
  };

  it.each(SEARCHES)('search %j', async (query) => {
    await sent(CONTRACTS.searchListings, `/rest/lsc/listing/search?${query}`);
  });

  it('listings by ids, every listing, and by VIN', async () => {
    const ids = (
      await api.database.db.selectFrom('listings').select('id').where('status', '=', 'active').execute()
    ).map((row) => String(row.id));
    expect(ids.length).toBeGreaterThan(400);
    for (let first = 0; first < ids.length; first += 100) {
      const page = ids.slice(first, first + 100);
      const reply = await sent(CONTRACTS.getListingsByIds, `/rest/lsc/listing?listingId=${page.join(',')}`);
      expect(reply.listings.map((item) => item.id)).toEqual(page);
    }
    await sent(CONTRACTS.getListingByVin, `/rest/lsc/listing/vin/${DEAL_VIN}`);
  });
});
