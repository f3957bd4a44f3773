import { apiErrorSchema, CONTRACTS, type Contract, type ContractReply } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_EVERY_MS } from '../search/listing-searcher';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { listing } from '../testing/fixtures';
import { DEAL_VIN, insertLot, LOT, LOT_OWNERS, movableClock } from '../testing/listing-fixtures';

describe.each(ENGINES)('listing routes on %s', (engine) => {
  let api: TestApi;
  const clock = movableClock();

  beforeAll(async () => {
    api = await createTestApi(engine, { clock });
    await insertLot(api.database.db);
  });

  afterAll(async () => {
    await api?.close();
  });

  /** A 200 reply, read through the call's contract. */
  const call = async <C extends Contract>(contract: C, url: string): Promise<ContractReply<C>> => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return contract.reply.parse(response.json()) as ContractReply<C>;
  };
  const failure = async (url: string) => {
    const response = await api.app.inject({ method: 'GET', url });
    return { status: response.statusCode, error: apiErrorSchema.parse(response.json()).error };
  };
  const byIds = (query: string) => call(CONTRACTS.getListingsByIds, `/rest/lsc/listing${query}`);
  const search = (query: string) => call(CONTRACTS.searchListings, `/rest/lsc/listing/search?${query}`);
  const ids = (body: { listings: { id: string }[] }) => body.listings.map((item) => item.id);
  const prices = (body: ContractReply<typeof CONTRACTS.searchListings>) =>
    body.listings.map((item) => item.pricingDetail?.salePrice);

  describe('GET /rest/lsc/listing (listings by ids)', () => {
    it('answers "listings (id, ownerId) and owners" in the order asked, unknown and sold ids absent', async () => {
      const body = await byIds(
        `?listingId=${LOT.civicAbove}&listingId=${LOT.soldCivic}&listingId=99999&listingId=${LOT.civicDeal}&listingId=99999999999`,
      );
      expect(ids(body)).toEqual([String(LOT.civicAbove), String(LOT.civicDeal)]);
      const owners = [String(LOT_OWNERS.austinPrivate), String(LOT_OWNERS.austinHonda)];
      expect(body.listings.map((item) => item.ownerId)).toEqual(owners);
      expect(body.owners.map((owner) => owner.id)).toEqual(owners);
    });

    it('takes a comma list as well as a repeated listingId, and numRecords caps the answer', async () => {
      expect(ids(await byIds(`?listingId=${LOT.civicDeal},${LOT.newCivic}`))).toEqual([
        String(LOT.civicDeal),
        String(LOT.newCivic),
      ]);
      expect(ids(await byIds(`?listingId=${LOT.civicDeal},${LOT.newCivic}&numRecords=1`))).toEqual([
        String(LOT.civicDeal),
      ]);
    });

    it('maps a listing with the spec field names: pricingDetail, pricingHistory, isReducedPrice, daysOnSite', async () => {
      const [deal] = (await byIds(`?listingId=${LOT.civicDeal}`)).listings;
      expect(deal).toMatchObject({
        id: String(LOT.civicDeal),
        owner: String(LOT_OWNERS.austinHonda),
        ownerId: String(LOT_OWNERS.austinHonda),
        ownerName: 'Austin Honda',
        phone: '5125550100',
        type: 'USED',
        listingType: 'USED',
        year: 2020,
        make: 'Honda',
        makeCode: 'HONDA',
        model: 'Civic',
        modelCode: 'CIVIC',
        trim: 'EX',
        trimCode: 'CIVIC|EX',
        vin: DEAL_VIN,
        // "type + year + make + model + trim ... plus ' w/ {first package}'" (spec 001 s3)
        listingTitle: 'Used 2020 Honda Civic EX w/ Convenience Package',
        // "Long title adds city, state, zip."
        listingTitleLong: 'Used 2020 Honda Civic EX w/ Convenience Package in Austin, TX 78701',
        mileage: { value: 40_000 },
        features: ['Sunroof/Moonroof', 'Leather Seats'],
        hasLeatherSeats: true,
        pricingDetail: {
          salePrice: 20_000,
          msrp: 26_500,
          // "pricingDetail.dealIndicator ('Great' or 'Good')" (spec 000 s3): the market price model's band.
          dealIndicator: 'Great',
          dealRating: {
            band: 'Great',
            marketPrice: 22_000,
            gap: -2_000,
            gapPercent: -9.1,
            confidence: 'medium',
            comparableCount: 5,
            comparableIds: [],
          },
        },
        pricingHistory: [
          { date: '2026-11-01', price: 21_500 },
          { date: '2026-11-10', price: 20_000 },
        ],
        isReducedPrice: true,
        // listed 2026-11-01T12:00Z, the clock says 2026-11-21T12:00Z
        daysOnSite: 20,
        priority: 20,
        vdpBaseUrl: `/cars-for-sale/vehicle/${LOT.civicDeal}`,
        fullDescription: 'One owner, <clean> & serviced.',
      });
      expect(deal?.images?.sources).toHaveLength(3);
      expect(deal?.images?.sources[0]).toEqual({
        src: `/media/listings/${LOT.civicDeal}/1.svg`,
        alt: '2020 Honda Civic photo 1',
        title: '2020 Honda Civic',
      });
    });

    it('answers owners with their place, phone, website, privateSeller and hideEmailForm', async () => {
      const { owners } = await byIds(`?listingId=${LOT.civicDeal},${LOT.civicAbove}`);
      const dealer = owners.find((owner) => owner.id === String(LOT_OWNERS.austinHonda));
      const seller = owners.find((owner) => owner.id === String(LOT_OWNERS.austinPrivate));
      expect(dealer).toMatchObject({
        name: 'Austin Honda',
        phone: '5125550100',
        website: 'https://austinhonda.example',
        privateSeller: false,
        hideEmailForm: false,
        location: { address: { city: 'Austin', state: 'TX', zip: '78701' } },
      });
      // "Private-seller listings hide the e-mail form" (spec 001 s6)
      expect(seller).toMatchObject({ name: 'Jo Seller', privateSeller: true, hideEmailForm: true });
      expect(seller).not.toHaveProperty('phone');
    });

    it('answers a listing without price changes with its current price and not reduced', async () => {
      const [item] = (await byIds(`?listingId=${LOT.civicAtLow}`)).listings;
      expect(item).toMatchObject({
        pricingHistory: [{ date: '2026-11-01', price: 19_000 }],
        isReducedPrice: false,
      });
      expect(item?.pricingDetail).not.toHaveProperty('dealIndicator');
    });

    it.each([
      ['no listingId', '', 'query.listingId'],
      ['a non-digit listing id', '?listingId=71000000a', 'query.listingId[0]'],
      ['a short listing id', `?listingId=${LOT.civicDeal},1234`, 'query.listingId[1]'],
      ['a huge numRecords', `?listingId=${LOT.civicDeal}&numRecords=1000`, 'query.numRecords'],
      [
        'more than 100 ids',
        `?listingId=${Array.from({ length: 101 }, (_, n) => 100_000 + n).join(',')}`,
        'query.listingId',
      ],
    ])('answers 400 naming the field for %s', async (_rule, query, field) => {
      const { status, error } = await failure(`/rest/lsc/listing${query}`);
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'BAD_REQUEST', field });
    });
  });

  describe('GET /rest/lsc/listing/vin/:vin', () => {
    it('answers owners[0] and listings[0] (id, vdpBaseUrl) for a VIN in any case', async () => {
      const body = await call(
        CONTRACTS.getListingByVin,
        `/rest/lsc/listing/vin/${DEAL_VIN.toLowerCase()}?collapseFilters=true`,
      );
      expect(body.listings[0]).toMatchObject({
        id: String(LOT.civicDeal),
        vdpBaseUrl: `/cars-for-sale/vehicle/${LOT.civicDeal}`,
      });
      expect(body.owners[0]).toMatchObject({ id: String(LOT_OWNERS.austinHonda), name: 'Austin Honda' });
    });

    it('answers 404 for a VIN nobody lists', async () => {
      const { status, error } = await failure('/rest/lsc/listing/vin/1FTFW1E50NFA00001');
      expect(status).toBe(404);
      expect(error.code).toBe('NOT_FOUND');
    });

    it.each([
      ['an O in it (VIN is 17 characters without I, O or Q)', '2HGFC2F59LH51234O'],
      ['16 characters', '2HGFC2F59LH51234'],
    ])('answers 400 naming params.vin for %s', async (_rule, vin) => {
      const { status, error } = await failure(`/rest/lsc/listing/vin/${vin}`);
      expect(status).toBe(400);
      expect(error.field).toBe('params.vin');
    });
  });

  describe('GET /rest/lsc/listing/search', () => {
    it('finds every active listing, Featured first, with totals, paging echoes and no relaxations', async () => {
      const body = await search('');
      expect(body).toMatchObject({ totalResultCount: 9, firstRecord: 0, numRecords: 25, relaxations: [] });
      expect(body.listings).toHaveLength(9);
      expect(body.listings[0]?.id).toBe(String(LOT.civicDeal));
      expect(ids(body)).not.toContain(String(LOT.soldCivic));
      expect(body).not.toHaveProperty('location');
      // Listings name their owner by id; each owner comes once.
      expect(body.listings[0]?.owner).toBe(String(LOT_OWNERS.austinHonda));
      expect(new Set(body.owners.map((owner) => owner.id)).size).toBe(body.owners.length);
      expect(body.owners).toHaveLength(5);
    });

    it("carries each listing's first photo only (a result card's); by id the listing has every photo", async () => {
      const found = (await search('')).listings.find((one) => one.id === String(LOT.civicDeal));
      const [byId] = (await byIds(`?listingId=${LOT.civicDeal}`)).listings;
      expect(byId?.images?.sources).toHaveLength(3);
      expect(found?.images?.sources).toEqual(byId?.images?.sources.slice(0, 1));
    });

    it('searches around a zip within the radius (default 50) and says where', async () => {
      const near = await search('zip=78701&searchRadius=10');
      expect(near.totalResultCount).toBe(5);
      expect(near.location).toEqual({ zip: '78701', city: 'Austin', state: 'TX', searchRadius: 10 });
      expect(near.listings.every((item) => (item.distance ?? 99) < 10)).toBe(true);
      // "Default search radius 50" (spec 001 s9): Round Rock (about 18 miles) is in, Madison is not.
      const byDefault = await search('zip=78701');
      expect(byDefault.totalResultCount).toBe(7);
      expect(byDefault.location?.searchRadius).toBe(50);
      const nationwide = await search('zip=78701&searchRadius=0&sortBy=distanceASC');
      expect(nationwide.totalResultCount).toBe(9);
      expect(nationwide.listings.at(-1)?.distance).toBeGreaterThan(900);
    });

    it('centres on the centre zip of a city and state when there is no zip', async () => {
      const body = await search('city=Round%20Rock&state=TX&searchRadius=5');
      expect(body.location).toMatchObject({ city: 'Round Rock', state: 'TX', searchRadius: 5 });
      expect(ids(body).sort()).toEqual([String(LOT.civicAtHigh), String(LOT.newCamry)]);
    });

    it('counts facets with display labels, each as if its own filter were cleared', async () => {
      const { totalResultCount, facets } = await search('makeCode=HONDA&listingType=USED');
      expect(totalResultCount).toBe(5);
      // Every used listing is a Honda: clearing the make filter finds no other make.
      expect(facets.makeCode).toEqual([{ value: 'HONDA', label: 'Honda', count: 5 }]);
      expect(facets.listingType).toEqual([
        { value: 'USED', label: 'Used', count: 5 },
        { value: 'NEW', label: 'New', count: 2 },
      ]);
      expect(facets.sellerType).toEqual([
        { value: 'd', label: 'Dealer', count: 4 },
        { value: 'p', label: 'By Owner', count: 1 },
      ]);
      expect(facets.trimCode).toEqual([
        { value: 'CIVIC|EX', label: 'EX', count: 4 },
        { value: 'CIVIC|LX', label: 'LX', count: 1 },
      ]);
      expect(facets.featureCode).toEqual([
        { value: 'LEATHER_SEATS', label: 'Leather Seats', count: 1 },
        { value: 'SUNROOF', label: 'Sunroof/Moonroof', count: 1 },
      ]);
      expect(facets.extColorSimple).toEqual([
        { value: 'BLACK', label: 'Black', count: 4 },
        { value: 'RED', label: 'Red', count: 1 },
      ]);
      const all = (await search('')).facets;
      expect(all.vehicleStyleCode).toContainEqual({ value: 'TRUCKS', label: 'Truck', count: 1 });
      expect(all.driveGroup).toContainEqual({ value: 'AWD4WD', label: 'AWD/4WD', count: 1 });
      expect(all.listingType).toContainEqual({ value: 'NEW', label: 'New', count: 4 });
    });

    it('filters a trim by its model-qualified code or by the bare code, and by dealer', async () => {
      expect((await search('trimCode=CIVIC|LX')).totalResultCount).toBe(1);
      expect((await search('trimCode=lx')).totalResultCount).toBe(1);
      expect((await search('trimCode=ACCORD|LX')).totalResultCount).toBe(0);
      const lot = await search(`dealerId=${LOT_OWNERS.roundRockToyota}`);
      expect(ids(lot).sort()).toEqual([String(LOT.civicAtHigh), String(LOT.newCamry)]);
      expect((await search('dealerId=99999999999')).totalResultCount).toBe(0);
    });

    it('sorts by price both ways, mileage and year, and pages through the results', async () => {
      expect(prices(await search('sortBy=priceASC&numRecords=3'))).toEqual([18_999, 19_000, 20_000]);
      const second = await search('sortBy=priceasc&numRecords=3&firstRecord=3');
      expect(prices(second)).toEqual([21_000, 21_001, 27_000]);
      expect(second).toMatchObject({ totalResultCount: 9, firstRecord: 3, numRecords: 3 });
      expect(prices(await search('sortBy=priceDESC&numRecords=1'))).toEqual([52_000]);
      expect((await search('sortBy=mileageDESC&numRecords=1')).listings[0]?.mileage?.value).toBe(61_000);
      expect((await search('sortBy=yearASC&numRecords=1')).listings[0]?.year).toBe(2019);
    });

    it('offers the nearest wider radius that finds something when a search finds nothing', async () => {
      const body = await search('makeCode=TOYOTA&modelCode=CAMRY&zip=78701&searchRadius=10');
      expect(body).toMatchObject({ totalResultCount: 0, listings: [] });
      expect(body.relaxations).toEqual([
        {
          kind: 'widerRadius',
          key: 'searchRadius',
          label: 'Search within 100 miles',
          query: {
            makeCode: ['TOYOTA'],
            modelCode: ['CAMRY'],
            numRecords: '25',
            searchRadius: '100',
            sortBy: 'relevance',
            zip: '78701',
          },
          totalResultCount: 1,
        },
      ]);
      const far = await search('makeCode=FORD&zip=78701');
      expect(far.relaxations).toMatchObject([
        {
          kind: 'widerRadius',
          label: 'Search nationwide',
          query: { searchRadius: '0' },
          totalResultCount: 1,
        },
      ]);
    });

    it('offers the search without its trim and without its model, and each query finds its count', async () => {
      const body = await search(
        'makeCode=HONDA&modelCode=CIVIC&trimCode=CIVIC|TOURING&zip=78701&firstRecord=25',
      );
      expect(body.totalResultCount).toBe(0);
      expect(body.relaxations).toMatchObject([
        { kind: 'droppedTrim', key: 'trimCode', label: 'Search all trims', totalResultCount: 6 },
        { kind: 'droppedFilter', key: 'modelCode', label: 'Search all Honda models', totalResultCount: 6 },
      ]);
      for (const relaxation of body.relaxations) {
        expect(relaxation.query).not.toHaveProperty('firstRecord');
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(relaxation.query)) params.set(key, String(value));
        expect((await search(params.toString())).totalResultCount).toBe(relaxation.totalResultCount);
      }
    });

    it('answers nothing to relax when nothing near or far would match', async () => {
      expect(await search('makeCode=FERRARI&zip=78701')).toMatchObject({
        totalResultCount: 0,
        relaxations: [],
      });
    });

    it.each([
      ['a 4-digit zip', 'zip=7870', 'query.zip'],
      ['a zip that is no US zip', 'zip=00000', 'query.zip'],
      ['a negative price', 'minPrice=-1', 'query.minPrice'],
      // Past what the database stores (the property test found a 500 for this one).
      ['an 11-digit price', 'minPrice=99999999999', 'query.minPrice'],
      ['an 11-digit mileage', 'mileage=99999999999', 'query.mileage'],
      ['an unknown sort', 'sortBy=cheapest', 'query.sortBy'],
      ['a huge numRecords', 'numRecords=1000', 'query.numRecords'],
      ['an unknown listing type', 'listingType=USED,LEASED', 'query.listingType[1]'],
      ['a city without its state', 'city=Austin', 'query.state'],
      ['a city the zip data does not know', 'city=Nowhere&state=TX', 'query.city'],
      ['a year range upside down', 'startYear=2022&endYear=2018', 'query.endYear'],
      ['an mpg range without a dash', 'mpgRange=30', 'query.mpgRange'],
    ])('answers 400 naming the field for %s', async (_rule, query, field) => {
      const { status, error } = await failure(`/rest/lsc/listing/search?${query}`);
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'BAD_REQUEST', field });
      expect(error.message).toContain(field);
    });
  });

  describe('the server-side request cache', () => {
    it('keys replies by the index position: a write to listings, by anyone, shows within a poll of the log (issue 34)', async () => {
      const query = '?listingId=710000099';
      expect(ids(await byIds(query))).toEqual([]);
      // Written straight to the database, as another instance or the importer's process would: no hook clears it.
      // The index hears of it at the change log's NOTIFY (at the latest its next poll, FOLLOW_EVERY_MS), which
      // moves the position the replies are keyed by.
      const soon = { timeout: 2 * FOLLOW_EVERY_MS, interval: 20 };
      await api.database.db
        .insertInto('listings')
        .values(listing({ id: 710_000_099, owner_id: LOT_OWNERS.austinHonda, price: 18_500 }))
        .execute();
      await expect.poll(async () => ids(await byIds(query)), soon).toEqual(['710000099']);
      const searchQuery = 'makeCode=HONDA&sortBy=priceASC&numRecords=100';
      const price = async () =>
        (await search(searchQuery)).listings.find((item) => item.id === '710000099')?.pricingDetail
          ?.salePrice;
      expect(await price()).toBe(18_500);
      await api.database.db
        .updateTable('listings')
        .set({ price: 17_900 })
        .where('id', '=', 710_000_099)
        .execute();
      // The same search repeated sees the price drop, then the sale.
      await expect.poll(price, soon).toBe(17_900);
      await api.database.db
        .updateTable('listings')
        .set({ status: 'sold' })
        .where('id', '=', 710_000_099)
        .execute();
      await expect.poll(price, soon).toBeUndefined();
      expect(ids(await byIds(query))).toEqual([]);
    });

    it('answers the same request from the cache for 120 s (spec 001 s9) when no searched column changed', async () => {
      const query = `?listingId=${LOT.civicDeal}`;
      const colour = async () => (await byIds(query)).listings[0]?.color?.interiorColor;
      const before = await colour();
      // The interior colour is no search column: the change log does not name it, the position stays.
      await api.database.db
        .updateTable('listings')
        .set({ int_color: 'Tan' })
        .where('id', '=', Number(LOT.civicDeal))
        .execute();
      clock.advance(119_000);
      expect(await colour()).toBe(before);
      clock.advance(1_000);
      expect(await colour()).toBe('Tan');
    });
  });
});
