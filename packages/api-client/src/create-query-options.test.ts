import { buildPaymentsQuery } from '@forecourt/wallet';
import { partialMatchKey, QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { errorAnswer, type FakeRoutes, fakeApi } from './fake-fetch';
import {
  ApiClientError,
  createQueryOptions,
  QUERY_ROOT,
  queryKeys,
  STALE_TIMES,
  shouldRetryQuery,
} from './index';
import { LISTINGS, PAYMENTS, WALLET } from './test-fixtures';

const SEARCH = {
  listings: [],
  owners: [],
  totalResultCount: 0,
  firstRecord: 0,
  numRecords: 25,
  facets: {},
  relaxations: [],
};
const SEARCH_OPTIONS = {
  makes: [{ code: 'HONDA', name: 'Honda' }],
  models: [],
  vehicleStyles: [],
  extColorGroups: [],
};

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

function setup(routes: FakeRoutes = {}) {
  const fake = fakeApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  return { ...fake, queries: createQueryOptions(fake.api), queryClient };
}

describe('queryKeys', () => {
  it(`starts every key with '${QUERY_ROOT}' and nests families under their prefix`, () => {
    const families: [readonly unknown[], readonly unknown[]][] = [
      [queryKeys.listings.all, queryKeys.listings.search({ makeCode: 'HONDA' })],
      [queryKeys.listings.all, queryKeys.listings.byId('712345678')],
      [
        queryKeys.listings.all,
        queryKeys.listings.preOrder({ makeCode: 'FORD', modelCode: 'BRONCO', year: 2026 }),
      ],
      [queryKeys.reference.all, queryKeys.reference.researchModels({ makeCode: 'HONDA' })],
      [queryKeys.reference.all, queryKeys.reference.searchOptions],
      [queryKeys.location.all, queryKeys.location.market({ zip: '78701' })],
      [queryKeys.dealers.detail('5100001'), queryKeys.dealers.listings('5100001', { sortBy: 'priceASC' })],
      [queryKeys.account.all, queryKeys.account.wallet('c-1')],
      [queryKeys.account.all, queryKeys.account.userInfo('AT')],
      [queryKeys.all, queryKeys.payments.forListing('712345678', { creditType: 'b' })],
    ];
    for (const [prefix, key] of families) {
      expect(key[0]).toBe(QUERY_ROOT);
      expect(partialMatchKey(key as unknown[], prefix as unknown[])).toBe(true);
    }
    expect(partialMatchKey([...queryKeys.listings.byId('1')], [...queryKeys.account.all])).toBe(false);
  });
});

describe('createQueryOptions: stale times per kind', () => {
  it.each([
    ['searchListings', STALE_TIMES.search, (q: Q) => q.searchListings({ makeCode: 'HONDA' })],
    ['dealerListings', STALE_TIMES.search, (q: Q) => q.dealerListings('5100001')],
    ['listingById', STALE_TIMES.listing, (q: Q) => q.listingById('712345678')],
    ['listingsByIds', STALE_TIMES.listing, (q: Q) => q.listingsByIds(['712345678'])],
    ['payments', STALE_TIMES.listing, (q: Q) => q.payments({})],
    [
      'dealerLot',
      STALE_TIMES.listing,
      (q: Q) => q.dealerLot({ zip: '78701', makeCode: 'HONDA', modelCode: 'CIVIC' }),
    ],
    [
      'customOrderDealers',
      STALE_TIMES.listing,
      (q: Q) => q.customOrderDealers({ zip: '78701', makeCode: 'FORD', modelCode: 'BRONCO', year: 2026 }),
    ],
    [
      'preOrderListings',
      STALE_TIMES.listing,
      (q: Q) => q.preOrderListings({ makeCode: 'FORD', modelCode: 'BRONCO', year: 2026 }),
    ],
    ['searchOptions', STALE_TIMES.reference, (q: Q) => q.searchOptions()],
    ['researchModels', STALE_TIMES.reference, (q: Q) => q.researchModels({ makeCode: 'HONDA' })],
    ['researchTrims', STALE_TIMES.reference, (q: Q) => q.researchTrims({ makeCode: 'HONDA' })],
    ['zipLocation', STALE_TIMES.reference, (q: Q) => q.zipLocation('78701')],
    ['market', STALE_TIMES.reference, (q: Q) => q.market({ zip: '78701' })],
    ['unreadNotificationsCount', STALE_TIMES.user, (q: Q) => q.unreadNotificationsCount()],
    ['bookmarks', STALE_TIMES.user, (q: Q) => q.bookmarks()],
    ['walletByConsumer', STALE_TIMES.user, (q: Q) => q.walletByConsumer('c-1')],
  ])('%s is fresh for %i ms', (_name, staleTime, make) => {
    expect(make(setup().queries).staleTime).toBe(staleTime);
  });

  it('quotes the spec: reference data 12 hours (43200000 ms), the request cache 120 s', () => {
    expect(STALE_TIMES).toEqual({ reference: 43_200_000, listing: 120_000, search: 30_000, user: 30_000 });
  });

  it('takes other stale times', () => {
    const queries = createQueryOptions(fakeApi().api, { staleTimes: { search: 5_000 } });
    expect(queries.searchListings({}).staleTime).toBe(5_000);
    expect(queries.searchOptions().staleTime).toBe(STALE_TIMES.reference);
  });
});

type Q = ReturnType<typeof createQueryOptions>;

describe('createQueryOptions: fetching through a query client', () => {
  it("passes react-query's signal to the call, and cancelling aborts the request", async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { queries, queryClient, sent } = setup({
      'GET /rest/lsc/listing/search': () => new Promise((resolve) => (answer = resolve)),
    });
    const options = queries.searchListings({ makeCode: 'HONDA', zip: '78701' });
    const cancelled = queryClient.fetchQuery(options);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    await expect(cancelled).rejects.toThrow();
    expect(sent[0]?.signal?.aborted).toBe(true);

    const fetched = queryClient.fetchQuery(options);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    answer({ body: SEARCH });
    await expect(fetched).resolves.toEqual(SEARCH);
    expect(sent[1]?.url.search).toBe('?makeCode=HONDA&zip=78701');
    expect(sent[1]?.signal?.aborted).toBe(false);
  });

  it('tags the key with its data type', async () => {
    const { queries, queryClient } = setup({ 'GET /rest/reference/searchoptions': { body: SEARCH_OPTIONS } });
    const options = queries.searchOptions();
    await queryClient.prefetchQuery(options);
    const data = queryClient.getQueryData(options.queryKey);
    expectTypeOf(data?.makes).toEqualTypeOf<{ code: string; name: string }[] | undefined>();
    expect(data?.makes).toEqual(SEARCH_OPTIONS.makes);
  });

  it('researchMakes picks the makes from the search options entry (one call for both)', async () => {
    const { queries, queryClient, fetch } = setup({
      'GET /rest/reference/searchoptions': { body: SEARCH_OPTIONS },
    });
    const makes = queries.researchMakes();
    expect(makes.queryKey).toEqual(queries.searchOptions().queryKey);
    const data = await queryClient.fetchQuery(makes);
    expect(makes.select(data)).toEqual([{ code: 'HONDA', name: 'Honda' }]);
    await queryClient.fetchQuery(queries.searchOptions());
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('asks 50 models for a make and 100 trims for a model (spec 001 s9)', async () => {
    const { queries, queryClient, sent } = setup({
      'GET /cars-for-sale/kbbresearch/reference/models': { body: { items: [] } },
      'GET /cars-for-sale/kbbresearch/reference/vehicles': { body: { items: [] } },
    });
    await queryClient.fetchQuery(queries.researchModels({ makeCode: 'HONDA', year: 2024 }));
    await queryClient.fetchQuery(queries.researchTrims({ makeCode: 'HONDA', modelCode: 'CIVIC' }));
    await queryClient.fetchQuery(queries.researchTrims({ makeCode: 'HONDA' }));
    expect(sent.map((request) => request.url.search)).toEqual([
      '?atcMakeCode=HONDA&limit=50&yearId=2024',
      '?atcMakeCode=HONDA&atcModelCode=CIVIC&limit=100',
      '?atcMakeCode=HONDA',
    ]);
  });

  it("keys payments by the listing and the wallet's payments query", async () => {
    const { queries, queryClient, sent } = setup({ 'GET /rest/retailing/payments': { body: PAYMENTS } });
    const wallet = { creditType: 'a' as const, loanTerm: 72, zip: '78701' };
    const options = queries.payments(wallet, { listingId: '712345678', price: 20_000 });
    const query = buildPaymentsQuery(wallet, { listingId: '712345678', price: 20_000 });
    expect(options.queryKey).toEqual(queryKeys.payments.forListing('712345678', query));
    await expect(queryClient.fetchQuery(options)).resolves.toEqual(PAYMENTS);
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual(query);
  });

  it('unwraps the GraphQL unread count to a number', async () => {
    const { queries, queryClient, sent } = setup({
      'POST /psx-notifications': { body: { data: { unreadNotificationsCount: 4 } } },
    });
    await expect(queryClient.fetchQuery(queries.unreadNotificationsCount())).resolves.toBe(4);
    expect(sent[0]?.body).toEqual({ query: '{ unreadNotificationsCount }' });
  });

  it('gives null for a consumer with no wallet, the record otherwise', async () => {
    const { queries, queryClient } = setup({
      'GET /wallet-storage/consumers/c-1/wallet': { body: WALLET },
      'GET /wallet-storage/consumers/c-2/wallet': errorAnswer(404, 'none'),
    });
    await expect(queryClient.fetchQuery(queries.walletByConsumer('c-1'))).resolves.toEqual(WALLET);
    await expect(queryClient.fetchQuery(queries.walletByConsumer('c-2'))).resolves.toBeNull();
  });

  it("searches a dealer's listings with dealerId for its details page", async () => {
    const { queries, queryClient, sent } = setup({ 'GET /rest/lsc/listing/search': { body: SEARCH } });
    await queryClient.fetchQuery(queries.dealerListings('5100001', { sortBy: 'priceASC' }));
    expect(sent[0]?.url.search).toBe('?sortBy=priceASC&dealerId=5100001');
  });

  it("asks a new model's pre-order listings by make, model and year", async () => {
    const reply = {
      listings: [],
      trims: [
        {
          id: 'FORD-BRONCO-2026-Trim-BADLANDS',
          make: 'Ford',
          model: 'Bronco',
          trimName: 'Badlands',
          pricingDetail: { salePrice: 52_000 },
        },
      ],
    };
    const { queries, queryClient, sent } = setup({ 'GET /rest/lsc/preorder/listings': { body: reply } });
    const options = queries.preOrderListings({ makeCode: 'FORD', modelCode: 'BRONCO', year: 2026 });
    expect(options.queryKey).toEqual([
      QUERY_ROOT,
      'listings',
      'preOrder',
      { makeCode: 'FORD', modelCode: 'BRONCO', year: 2026 },
    ]);
    await expect(queryClient.fetchQuery(options)).resolves.toEqual(reply);
    expect(sent[0]?.url.search).toBe('?makeCode=FORD&modelCode=BRONCO&year=2026');
  });

  it('gives the listing of a vehicle page', async () => {
    const { queries, queryClient, sent } = setup({ 'GET /rest/lsc/listing': { body: LISTINGS } });
    await expect(queryClient.fetchQuery(queries.listingById('712345678'))).resolves.toEqual(LISTINGS);
    expect(sent[0]?.url.search).toBe('?listingId=712345678');
  });
});

describe('shouldRetryQuery', () => {
  const http = (status: number) => new ApiClientError('HTTP_STATUS', 'getWallet', 'x', { status });
  it.each([
    ['a 5xx', true, http(503)],
    ['a network error', true, new TypeError('fetch failed')],
    ['a 404', false, http(404)],
    ['a 401', false, http(401)],
    ['a signed-out call', false, new ApiClientError('SIGNED_OUT', 'getWallet', 'x')],
    ['a bad request', false, new ApiClientError('INVALID_REQUEST', 'getWallet', 'x')],
    ['a bad reply', false, new ApiClientError('INVALID_REPLY', 'getWallet', 'x')],
  ])('%s: retry is %s', (_what, retry, error) => {
    expect(shouldRetryQuery(0, error)).toBe(retry);
  });

  it('stops after 3 tries', () => {
    expect(shouldRetryQuery(2, http(503))).toBe(true);
    expect(shouldRetryQuery(3, http(503))).toBe(false);
  });
});
