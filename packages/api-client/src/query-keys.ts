import type { AccountBrandCode } from '@forecourt/brand';
import type { ContractRequestInput, Contracts } from '@forecourt/contracts';

/** The first segment of every key: `queryClient.removeQueries({ queryKey: queryKeys.all })` clears them all. */
export const QUERY_ROOT = 'forecourt';

type QueryOf<N extends keyof Contracts> = NonNullable<ContractRequestInput<Contracts[N]>['query']>;

/** The results page's search in the listing-service dialect (the `searchListings` query). */
export type SearchListingsQuery = QueryOf<'searchListings'>;
/** A dealer's listings page: the search without the dealer, which the key and the call add. */
export type DealerListingsQuery = Omit<SearchListingsQuery, 'dealerId'>;
/** A dealer's comparable lot (`getDealerLot`). */
export type DealerLotQuery = QueryOf<'getDealerLot'>;
/** Dealers that take custom orders (`getCustomOrderDealers`). */
export type CustomOrderDealersQuery = QueryOf<'getCustomOrderDealers'>;
/** The pre-order listings of a new model: make, model and year (`getPreOrderListings`). */
export type PreOrderListingsQuery = QueryOf<'getPreOrderListings'>;
/** A market by zip, or by city and state (`getMarket`). */
export type MarketQuery = QueryOf<'getMarket'>;
/** Research models of a make: the atc make code, and optionally the year and page size. */
export interface ResearchModelsInput {
  makeCode: string;
  year?: number;
  limit?: number;
}
/** Research trims (vehicle reference data) of a make, optionally a model and a year. */
export interface ResearchTrimsInput {
  makeCode: string;
  modelCode?: string;
  year?: number;
}

const root = [QUERY_ROOT] as const;

/**
 * One key factory for every query, hierarchical so a prefix matches a family: `queryKeys.listings.all` every
 * listing query, `queryKeys.account.all` everything of the signed-in shopper (remove it on sign-in and
 * sign-out: account keys do not name the shopper), `queryKeys.reference.all` the reference data. Object parts
 * are hashed by react-query with sorted keys, so `{ a, b }` and `{ b, a }` are one key.
 */
export const queryKeys = {
  all: root,
  listings: {
    all: [...root, 'listings'] as const,
    search: (query: SearchListingsQuery) => [...root, 'listings', 'search', query] as const,
    byId: (listingId: string) => [...root, 'listings', 'byId', listingId] as const,
    byIds: (listingIds: readonly string[]) => [...root, 'listings', 'byIds', [...listingIds]] as const,
    /** A new model's pre-order listings and trims. */
    preOrder: (query: PreOrderListingsQuery) => [...root, 'listings', 'preOrder', query] as const,
  },
  payments: {
    all: [...root, 'payments'] as const,
    /** Keyed by the payments query the wallet gives, so wallets with the same terms share a quote. */
    forListing: (listingId: string | null, query: Readonly<Record<string, string>>) =>
      [...root, 'payments', listingId, query] as const,
  },
  reference: {
    all: [...root, 'reference'] as const,
    searchOptions: [...root, 'reference', 'searchOptions'] as const,
    trimCodes: (makeCode: string, modelCode: string) =>
      [...root, 'reference', 'trimCodes', { makeCode, modelCode }] as const,
    researchModels: (input: ResearchModelsInput) =>
      [...root, 'reference', 'research', 'models', input] as const,
    researchTrims: (input: ResearchTrimsInput) => [...root, 'reference', 'research', 'trims', input] as const,
  },
  location: {
    all: [...root, 'location'] as const,
    zip: (zip: string) => [...root, 'location', 'zip', zip] as const,
    city: (city: string, state: string) => [...root, 'location', 'city', { city, state }] as const,
    nearest: (latitude: number, longitude: number) =>
      [...root, 'location', 'nearest', { latitude, longitude }] as const,
    market: (query: MarketQuery) => [...root, 'location', 'market', query] as const,
  },
  dealers: {
    all: [...root, 'dealers'] as const,
    /** Everything of one dealer. */
    detail: (dealerId: string) => [...root, 'dealers', 'detail', dealerId] as const,
    /** A dealer's details page: the dealer's listings (and the dealer among the owners). */
    listings: (dealerId: string, query: DealerListingsQuery = {}) =>
      [...root, 'dealers', 'detail', dealerId, 'listings', query] as const,
    lot: (query: DealerLotQuery) => [...root, 'dealers', 'lot', query] as const,
    customOrder: (query: CustomOrderDealersQuery) => [...root, 'dealers', 'customOrder', query] as const,
  },
  account: {
    all: [...root, 'account'] as const,
    unreadNotificationsCount: [...root, 'account', 'unreadNotificationsCount'] as const,
    bookmarks: [...root, 'account', 'bookmarks'] as const,
    userInfo: (brand: AccountBrandCode) => [...root, 'account', 'userInfo', brand] as const,
    wallet: (consumerId: string) => [...root, 'account', 'wallet', consumerId] as const,
  },
} as const;
