import { apiErrorSchema, CONTRACTS, type Contract, type ContractReply } from '@forecourt/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { listing } from '../testing/fixtures';
import { insertLot, LOT, LOT_OWNERS, movableClock } from '../testing/listing-fixtures';

const PROLOGUE = { first: 710_000_020, second: 710_000_021 } as const;
const ODD_TRIM = 710_000_030;

describe.each(ENGINES)('dealer lot, custom orders, pre-order and photos on %s', (engine) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi(engine, { clock: movableClock() });
    await insertLot(api.database.db);
    const prologue = {
      owner_id: LOT_OWNERS.austinHonda,
      listing_type: 'NEW',
      year: 2027,
      model_code: 'PROLOGUE',
    };
    await api.database.db
      .insertInto('listings')
      .values([
        // A model the reference data does not know (an imported feed's): pre-order reads its new listings.
        listing({
          id: PROLOGUE.first,
          ...prologue,
          trim_code: 'EX',
          trim_name: 'EX',
          price: 47_000,
          msrp: 48_000,
        }),
        listing({
          id: PROLOGUE.second,
          ...prologue,
          trim_code: 'TOURING',
          trim_name: 'Touring',
          msrp: 53_000,
        }),
        listing({
          id: ODD_TRIM,
          owner_id: LOT_OWNERS.madisonFord,
          model_code: 'FIT',
          trim_name: '<b>"Sport" & Co',
          status: 'sold',
        }),
      ])
      .execute();
  });

  afterAll(async () => {
    await api?.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await api.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, response };
  };
  /** A 200 reply, read through the call's contract. */
  const call = async <C extends Contract>(contract: C, url: string): Promise<ContractReply<C>> => {
    const { status, response } = await get(url);
    expect(status, response.body).toBe(200);
    return contract.reply.parse(response.json()) as ContractReply<C>;
  };
  const failure = async (url: string) => {
    const { status, response } = await get(url);
    return { status, error: apiErrorSchema.parse(response.json()).error };
  };
  const ids = (body: { listings: { id: string }[] }) => body.listings.map((item) => item.id);

  describe('GET /rest/lsc/dealerlot/v2/multiple', () => {
    const lot = (query: string) =>
      call(
        CONTRACTS.getDealerLot,
        `/rest/lsc/dealerlot/v2/multiple?zip=78701&makeCode=HONDA&modelCode=CIVIC&${query}`,
      );

    it('keeps "95 percent to 105 percent of sale price" of the listing shown, both edges in, nearest first', async () => {
      const body = await lot(`excludedListingId=${LOT.civicDeal}`);
      // $20,000: $19,000 and $21,000 are in; $18,999 and $21,001 are out, as is the listing itself.
      expect(ids(body)).toEqual([String(LOT.civicAtLow), String(LOT.civicAtHigh)]);
      // "listings[0] with owner and id"
      expect(body.listings[0]?.owner).toMatchObject({
        id: String(LOT_OWNERS.austinHonda),
        name: 'Austin Honda',
      });
      expect(body.listings[1]?.owner).toMatchObject({ name: 'Round Rock Toyota' });
      expect(body.listings[1]?.distance).toBeGreaterThan(15);
    });

    it('uses the price window the client sends instead', async () => {
      const body = await lot(`excludedListingId=${LOT.civicDeal}&minPrice=18999&maxPrice=21001`);
      expect(ids(body).sort()).toEqual(
        [LOT.civicAtLow, LOT.civicAtHigh, LOT.civicBelow, LOT.civicAbove].map(String).sort(),
      );
      const onlyMin = await lot(`excludedListingId=${LOT.civicDeal}&minPrice=27000`);
      expect(ids(onlyMin)).toEqual([String(LOT.newCivic)]);
    });

    it('narrows by radius, years and listing types', async () => {
      const near = await lot(`excludedListingId=${LOT.civicDeal}&searchRadius=10`);
      expect(ids(near)).toEqual([String(LOT.civicAtLow)]);
      const years = await lot(`excludedListingId=${LOT.civicDeal}&startYear=2021&endYear=2021`);
      expect(ids(years)).toEqual([String(LOT.civicAtLow)]);
      const fresh = await lot('listingTypes=NEW');
      expect(ids(fresh)).toEqual([String(LOT.newCivic)]);
      const all = await lot('listingTypes=all');
      expect(ids(all)).toHaveLength(6);
    });

    it('answers an empty lot, not an error, for a listing id nobody has', async () => {
      expect((await lot('excludedListingId=99999&minPrice=1000000')).listings).toEqual([]);
    });

    it.each([
      ['no zip', '/rest/lsc/dealerlot/v2/multiple?makeCode=HONDA&modelCode=CIVIC', 'query.zip'],
      ['no model', '/rest/lsc/dealerlot/v2/multiple?zip=78701&makeCode=HONDA', 'query.modelCode'],
      [
        'a zip that is no US zip',
        '/rest/lsc/dealerlot/v2/multiple?zip=00000&makeCode=HONDA&modelCode=CIVIC',
        'query.zip',
      ],
      [
        'a negative price',
        '/rest/lsc/dealerlot/v2/multiple?zip=78701&makeCode=HONDA&modelCode=CIVIC&minPrice=-5',
        'query.minPrice',
      ],
      [
        'a window upside down',
        '/rest/lsc/dealerlot/v2/multiple?zip=78701&makeCode=HONDA&modelCode=CIVIC&minPrice=21000&maxPrice=19000',
        'query.maxPrice',
      ],
      [
        'a non-digit listing id',
        '/rest/lsc/dealerlot/v2/multiple?zip=78701&makeCode=HONDA&modelCode=CIVIC&excludedListingId=7100a0001',
        'query.excludedListingId',
      ],
    ])('answers 400 naming the field for %s', async (_rule, url, field) => {
      const { status, error } = await failure(url);
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'BAD_REQUEST', field });
    });
  });

  describe('GET /rest/lsc/customorder/dealers', () => {
    const path = '/rest/lsc/customorder/dealers?zip=78701&';
    const dealers = async (query: string) =>
      (await call(CONTRACTS.getCustomOrderDealers, `${path}${query}`)).customOrders;

    it('lists the dealers selling the make new, nearest first, "each with an owner carrying nameplate and id"', async () => {
      const orders = await dealers('makeCode=HONDA&modelCode=CIVIC&year=2027');
      // Round Rock Toyota has a used Civic but sells no Honda new: it takes no custom order for one.
      expect(orders.map((order) => order.owner.name)).toEqual(['Austin Honda', 'Madison Honda']);
      expect(orders[0]).toMatchObject({
        owner: { id: String(LOT_OWNERS.austinHonda), nameplate: 'Honda', privateSeller: false },
      });
      expect(orders[0]?.distance).toBeLessThan(1);
      expect(orders[1]?.distance).toBeGreaterThan(900);
    });

    it('puts the dealerId sent as ownerIdToBoost first, when it carries the make', async () => {
      const boosted = await dealers(`makeCode=HONDA&ownerIdToBoost=${LOT_OWNERS.madisonHonda}`);
      expect(boosted.map((order) => order.owner.id)).toEqual([
        String(LOT_OWNERS.madisonHonda),
        String(LOT_OWNERS.austinHonda),
      ]);
      const other = await dealers(`makeCode=HONDA&ownerIdToBoost=${LOT_OWNERS.madisonFord}`);
      expect(other.map((order) => order.owner.name)).toEqual(['Austin Honda', 'Madison Honda']);
      const toyota = await dealers('makeCode=toyota');
      expect(toyota.map((order) => order.owner)).toMatchObject([
        { name: 'Round Rock Toyota', nameplate: 'Toyota' },
      ]);
    });

    it.each([
      ['a dealerId that is not digits', 'makeCode=HONDA&ownerIdToBoost=abc', 'query.ownerIdToBoost'],
      ['no make', '', 'query.makeCode'],
      ['a year of 2 digits', 'makeCode=HONDA&year=27', 'query.year'],
    ])('answers 400 naming the field for %s', async (_rule, query, field) => {
      const { status, error } = await failure(`${path}${query}`);
      expect(status).toBe(400);
      expect(error.field).toBe(field);
    });
  });

  describe('GET /rest/lsc/preorder/listings', () => {
    const path = '/rest/lsc/preorder/listings?';
    const preOrder = (query: string) => call(CONTRACTS.getPreOrderListings, `${path}${query}`);

    it('answers one listing per make, model and year at the national MSRP, with its trim entries', async () => {
      const body = await preOrder('makeCode=HONDA&modelCode=CIVIC&year=2027');
      expect(body.listings).toEqual([
        {
          id: 'HONDA-CIVIC-2027',
          pricingDetail: { salePrice: 24_000 },
          make: 'Honda',
          makeCode: 'HONDA',
          model: 'Civic',
          modelCode: 'CIVIC',
          imageUrl: '/media/models/HONDA/CIVIC/2027.svg',
          images: {
            sources: [
              {
                src: '/media/models/HONDA/CIVIC/2027.svg',
                alt: '2027 Honda Civic',
                title: '2027 Honda Civic',
              },
            ],
          },
          title: '2027 Honda Civic',
          trimCode: 'CIVIC|LX',
          year: 2027,
        },
      ]);
      expect(body.trims.map((trim) => [trim.trimName, trim.pricingDetail.salePrice])).toEqual([
        ['LX', 24_000],
        ['Sport', 25_800],
        ['EX', 27_700],
        ['EX-L', 29_800],
        ['Touring', 32_000],
      ]);
      // "Trim entries have ids containing Trim and carry make, model and pricingDetail.salePrice."
      expect(body.trims[0]).toEqual({
        id: 'HONDA-CIVIC-2027-Trim-LX',
        make: 'Honda',
        model: 'Civic',
        trimName: 'LX',
        trimCode: 'CIVIC|LX',
        pricingDetail: { salePrice: 24_000 },
      });
    });

    it('prices next year with list-price inflation, and reads new listings for a model it has no reference for', async () => {
      const next = await preOrder('makeCode=HONDA&modelCode=CIVIC&year=2028');
      expect(next.listings[0]?.pricingDetail.salePrice).toBe(24_600);
      const listed = await preOrder('makeCode=honda&modelCode=prologue&year=2027');
      expect(listed.listings[0]).toMatchObject({
        id: 'HONDA-PROLOGUE-2027',
        pricingDetail: { salePrice: 48_000 },
      });
      expect(listed.trims.map((trim) => trim.id)).toEqual([
        'HONDA-PROLOGUE-2027-Trim-EX',
        'HONDA-PROLOGUE-2027-Trim-TOURING',
      ]);
    });

    it('answers no listings and no trims for a year that cannot be pre-ordered or a model nobody builds', async () => {
      expect(await preOrder('makeCode=HONDA&modelCode=CIVIC&year=2015')).toEqual({
        listings: [],
        trims: [],
      });
      expect(await preOrder('makeCode=HONDA&modelCode=NOPE&year=2027')).toEqual({
        listings: [],
        trims: [],
      });
    });

    it.each([
      ['no year', 'makeCode=HONDA&modelCode=CIVIC', 'query.year'],
      ['a year in words', 'makeCode=HONDA&modelCode=CIVIC&year=soon', 'query.year'],
      ['no model', 'makeCode=HONDA&year=2027', 'query.modelCode'],
    ])('answers 400 naming the field for %s', async (_rule, query, field) => {
      const { status, error } = await failure(`${path}${query}`);
      expect(status).toBe(400);
      expect(error.field).toBe(field);
    });
  });

  describe('GET /media/listings/:id/:n.svg and /media/models/...', () => {
    it('draws the car as a cacheable SVG with an ETag, and answers 304 to a matching If-None-Match', async () => {
      const { status, response } = await get(`/media/listings/${LOT.civicDeal}/1.svg`);
      expect(status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=2592000');
      expect(response.body).toContain('<title>2020 Honda Civic</title>');
      expect(response.body).toContain('1 / 3');
      const etag = String(response.headers.etag);
      const again = await get(`/media/listings/${LOT.civicDeal}/1.svg`, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.response.body).toBe('');
      const second = await get(`/media/listings/${LOT.civicDeal}/2.svg`);
      expect(second.response.headers.etag).not.toBe(etag);
    });

    it('escapes the text it draws', async () => {
      const { response } = await get(`/media/listings/${ODD_TRIM}/1.svg`);
      expect(response.body).toContain('&lt;b&gt;&quot;Sport&quot; &amp; Co');
      expect(response.body).not.toContain('<b>');
    });

    it('draws the model of a pre-order listing', async () => {
      const { status, response } = await get('/media/models/HONDA/CIVIC/2027.svg');
      expect(status).toBe(200);
      expect(response.body).toContain('2027 Honda Civic');
      expect((await get('/media/models/HONDA/NOPE/2027.svg')).status).toBe(404);
      expect((await get('/media/models/HONDA/CIVIC/27.svg')).status).toBe(400);
    });

    it.each([
      ['a photo past the image count', `/media/listings/${LOT.civicDeal}/4.svg`, 404],
      ['a listing nobody has', '/media/listings/799999999/1.svg', 404],
      ['an id past the integer range', '/media/listings/99999999999/1.svg', 404],
      ['a non-digit listing id', '/media/listings/71000000x/1.svg', 400],
      ['a photo 0', `/media/listings/${LOT.civicDeal}/0.svg`, 400],
      ['a photo that is no SVG', `/media/listings/${LOT.civicDeal}/1.png`, 400],
    ])('answers %s with %i', async (_rule, url, status) => {
      expect((await get(url)).status).toBe(status);
    });
  });

  describe('malformed input generated from the contracts', () => {
    // Every query key of each route, given any text, a number out of range, or several values: the answer is
    // a reply or a 400 naming a query field, never a 500.
    const contracts = [
      CONTRACTS.getListingsByIds,
      CONTRACTS.searchListings,
      CONTRACTS.getDealerLot,
      CONTRACTS.getCustomOrderDealers,
      CONTRACTS.getPreOrderListings,
    ];
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -10, max: 3000 }).map(String),
      fc.constantFrom('99999999999', '-1', '1e9', '78701', 'HONDA', 'CIVIC', '2027', 'ALL', '710000001'),
      fc.array(fc.constantFrom('HONDA', 'x', '', '12'), { minLength: 2, maxLength: 3 }),
    );

    it.each(contracts.map((contract) => [contract.name, contract] as const))(
      '%s never answers 500',
      async (_name, contract) => {
        const keys = Object.keys((contract.query as unknown as { shape: Record<string, unknown> }).shape);
        await fc.assert(
          fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 5 }), async (query) => {
            const search = new URLSearchParams();
            for (const [key, entry] of Object.entries(query)) {
              for (const item of Array.isArray(entry) ? entry : [entry]) search.append(key, item);
            }
            const response = await api.app.inject({ method: 'GET', url: `${contract.path}?${search}` });
            expect([200, 400, 404]).toContain(response.statusCode);
            if (response.statusCode === 400) {
              expect(apiErrorSchema.parse(response.json()).error.field).toMatch(/^query\b/);
            }
          }),
          { numRuns: 40 },
        );
      },
    );
  });
});
