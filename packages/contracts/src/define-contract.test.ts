import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  apiErrorSchema,
  CONTRACTS,
  type Contract,
  ContractError,
  type ContractReply,
  type ContractRequest,
  type ContractRequestInput,
  contractsOf,
  defineContract,
  OPERATOR_CONTRACTS,
  pathParamsOf,
  SERVICE_NAMES,
  SERVICES,
  type SearchSort,
} from './index';

const ALL = Object.entries(CONTRACTS) as [string, Contract][];

describe('defineContract', () => {
  const base = {
    name: 'getThing',
    service: 'listing',
    method: 'GET',
    reply: z.object({ ok: z.boolean() }),
    auth: 'none',
    spec: '001 s7',
    summary: 'A thing.',
  } as const;

  it('defaults the reply status to 200 and adds the 400 and 500 error replies', () => {
    const contract = defineContract({ ...base, path: '/rest/lsc/thing' });
    expect(contract.replyStatus).toBe(200);
    expect(Object.keys(contract.errors)).toEqual(['400', '500']);
    expect(contract.errors[400]).toBe(apiErrorSchema);
    expect(Object.isFrozen(contract)).toBe(true);
    expect(Object.isFrozen(contract.errors)).toBe(true);
  });

  it('adds 401 when auth is required, and keeps the given errors', () => {
    const notFound = z.object({ gone: z.literal(true) });
    const contract = defineContract({
      ...base,
      path: '/rest/lsc/thing',
      auth: 'required',
      errors: { 404: notFound },
    });
    expect(Object.keys(contract.errors)).toEqual(['400', '401', '404', '500']);
    expect(contract.errors[404]).toBe(notFound);
  });

  it('throws PATH_PARAMS_MISMATCH when path and params disagree', () => {
    const define = (path: string, params?: z.ZodObject) => () => defineContract({ ...base, path, params });
    expect(define('/rest/lsc/thing/:id')).toThrow(ContractError);
    expect(define('/rest/lsc/thing/:id', z.object({ thingId: z.string() }))).toThrow(
      expect.objectContaining({ code: 'PATH_PARAMS_MISMATCH', contract: 'getThing' }),
    );
    expect(define('/rest/lsc/thing', z.object({ id: z.string() }))).toThrow(
      expect.objectContaining({ code: 'PATH_PARAMS_MISMATCH' }),
    );
    expect(define('/rest/lsc/thing/:id', z.object({ id: z.string() }))()).toMatchObject({
      pathParams: ['id'],
    });
  });

  it("throws OUTSIDE_SERVICE_ROOT for a path outside its service's root", () => {
    expect(() => defineContract({ ...base, path: '/rest/lscx/thing' })).toThrow(
      expect.objectContaining({ code: 'OUTSIDE_SERVICE_ROOT' }),
    );
  });

  it('reads path parameters in order', () => {
    expect(pathParamsOf('/wallet-storage/consumers/:consumerId/wallet')).toEqual(['consumerId']);
    expect(pathParamsOf('/a/:b/c/:d_e')).toEqual(['b', 'd_e']);
    expect(pathParamsOf('/rest/lsc/listing')).toEqual([]);
  });

  it('types requests and replies from the schemas (checked by tsc)', () => {
    type Search = ContractRequest<typeof CONTRACTS.searchListings>;
    expectTypeOf<Search['query']['sortBy']>().toEqualTypeOf<SearchSort>();
    expectTypeOf<Search['query']['makeCode']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<Search['query']['startYear']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Search['body']>().toEqualTypeOf<undefined>();
    expectTypeOf<ContractRequest<typeof CONTRACTS.getListingByVin>['params']>().toEqualTypeOf<{
      vin: string;
    }>();
    expectTypeOf<ContractReply<typeof CONTRACTS.getMarket>>().toExtend<{ success: boolean }>();
    expectTypeOf<ContractRequestInput<typeof CONTRACTS.persistQuickSaveVehicles>['body']>().toEqualTypeOf<{
      listingIds: string | string[];
    }>();
    expect(CONTRACTS.searchListings.query.shape.sortBy).toBeDefined();
  });
});

describe('CONTRACTS', () => {
  it('is frozen and keyed by each contract name', () => {
    expect(Object.isFrozen(CONTRACTS)).toBe(true);
    for (const [key, contract] of ALL) expect(contract.name).toBe(key);
  });

  it('has one contract per method and path', () => {
    const routes = ALL.map(([, contract]) => `${contract.method} ${contract.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(ALL.map(([name, contract]) => ({ name, contract })))(
    '$name: path under $contract.service',
    ({ contract }) => {
      expect(contract.path.startsWith(SERVICES[contract.service])).toBe(true);
      expect(contract.summary.length).toBeGreaterThan(0);
      expect(contract.spec).toMatch(/^00[012] s\d/);
    },
  );

  it('names the calls of the brief', () => {
    expect(Object.keys(CONTRACTS)).toEqual(
      expect.arrayContaining([
        'getListingsByIds',
        'searchListings',
        'getListingByVin',
        'getDealerLot',
        'getCustomOrderDealers',
        'saveVehicle',
        'deleteBookmark',
        'persistQuickSaveVehicles',
        'saveSearch',
        'deleteSearch',
        'optOut',
        'optOutSearch',
        'validateProfileForm',
        'lightUserSearch',
        'saveBestDeals',
        'getUserInfo',
        'getBookmarkInfo',
        'getOwnedVehicles',
        'deleteOwnedVehicle',
        'getAccountVehicles',
        'updateAccountVehicle',
        'deleteAccountVehicle',
        'getUnreadNotificationsCount',
        'getRecentSearchListings',
        'getRecentSearchCounts',
        'getMarket',
        'getSearchOptions',
        'getResearchModels',
        'getPayments',
        'getBudget',
        'createWallet',
        'getWallet',
        'getWalletByConsumer',
        'updateWallet',
        'getConsumer',
        'emailFriend',
        'shareText',
        'getDatafile',
      ]),
    );
  });

  it('creates with 201 (the wallet) and accepts listing reports and telemetry with 202', () => {
    expect(CONTRACTS.createWallet.replyStatus).toBe(201);
    expect(CONTRACTS.reportListing.replyStatus).toBe(202);
    expect(CONTRACTS.reportWebVitals.replyStatus).toBe(202);
    expect(ALL.filter(([, contract]) => contract.replyStatus !== 200).map(([name]) => name)).toEqual([
      'reportListing',
      'createWallet',
      'reportWebVitals',
    ]);
  });
});

describe('contractsOf', () => {
  it('gives each service its calls, and every call one service', () => {
    const counted = SERVICE_NAMES.flatMap((service) => contractsOf(service).map((contract) => contract.name));
    expect(counted.sort()).toEqual(Object.keys(CONTRACTS).sort());
    expect(contractsOf('wallet-storage').map((contract) => contract.name)).toEqual([
      'createWallet',
      'getWallet',
      'getWalletByConsumer',
      'updateWallet',
    ]);
    const browserServices = SERVICE_NAMES.filter((service) => service !== 'operator');
    for (const service of browserServices) expect(contractsOf(service).length).toBeGreaterThan(0);
  });

  // Issue 31: the operator's calls are outside CONTRACTS, so nothing built from it (the brand servers' proxy, the
  // browser's client) can reach them.
  it('keeps the operator calls out of CONTRACTS and under their own root', () => {
    expect(contractsOf('operator')).toEqual([]);
    const operator = Object.values(OPERATOR_CONTRACTS);
    expect(operator.map((contract) => contract.name)).toEqual(['startFeedImport', 'getFeedImport']);
    for (const contract of operator) {
      expect(contract.service).toBe('operator');
      expect(contract.path.startsWith('/operator-api/')).toBe(true);
      expect(contract.auth).toBe('required');
      expect(Object.keys(CONTRACTS)).not.toContain(contract.name);
    }
    expect(
      Object.values(CONTRACTS as Record<string, Contract>).some((contract) =>
        contract.path.startsWith('/operator-api'),
      ),
    ).toBe(false);
  });
});
