import type { AccountBrandCode } from '@forecourt/brand';
import type { SearchOptions } from '@forecourt/contracts';
import { buildPaymentsQuery, type PaymentsQueryInput, type WalletLike } from '@forecourt/wallet';
import { ApiClientError } from './api-client-error';
import { type ApiSelectQueryOptions, apiQueryOptions as options } from './api-query-options';
import { UNREAD_NOTIFICATIONS_QUERY } from './create-account-client';
import type { ApiClient } from './create-api-client';
import {
  type CustomOrderDealersQuery,
  type DealerListingsQuery,
  type DealerLotQuery,
  type MarketQuery,
  type PreOrderListingsQuery,
  queryKeys,
  type ResearchModelsInput,
  type ResearchTrimsInput,
  type SearchListingsQuery,
} from './query-keys';
import { STALE_TIMES, type StaleTimes } from './stale-times';

/** "Trim reference page size 5, or 100 for a selected model" (spec 001 s9). */
const TRIMS_FOR_A_MODEL = 100;
/** "models limit 25 default, 50 for model loading" (spec 001 s9). */
const MODELS_FOR_LOADING = 50;

/** `null` for a 404 (a consumer with no wallet yet is a state, not a failure to retry). */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  }
}

export interface QueryOptionsConfig {
  /** Stale times per kind of data, over `STALE_TIMES`. @default STALE_TIMES */
  staleTimes?: Partial<StaleTimes>;
}

/**
 * The react-query options of the storefront's server state, bound to one API client. Framework-free: plain
 * objects for `@tanstack/react-query` (or any query-core client). Calls with a breaker fallback resolve it as
 * data, as the spec's "failure gives empty object" says; other failures reject.
 */
export function createQueryOptions(api: ApiClient, config: QueryOptionsConfig = {}) {
  const stale: StaleTimes = { ...STALE_TIMES, ...config.staleTimes };
  const searchOptions = () =>
    options(queryKeys.reference.searchOptions, stale.reference, (signal) =>
      api.getSearchOptions(undefined, { signal }),
    );

  return {
    /** The results page (`searchListings`): listings, owners, facets, relaxations. Stale after `search`. */
    searchListings: (query: SearchListingsQuery) =>
      options(queryKeys.listings.search(query), stale.search, (signal) =>
        api.searchListings({ query }, { signal }),
      ),
    /** A vehicle page's listing (`getListingsByIds` with one id): `listings[0]` and its owner, or `{}`. */
    listingById: (listingId: string) =>
      options(queryKeys.listings.byId(listingId), stale.listing, (signal) =>
        api.getListingsByIds({ query: { listingId: [listingId] } }, { signal }),
      ),
    /** Several listings in one call (compare, saved lists). */
    listingsByIds: (listingIds: readonly string[]) =>
      options(queryKeys.listings.byIds(listingIds), stale.listing, (signal) =>
        api.getListingsByIds({ query: { listingId: [...listingIds] } }, { signal }),
      ),
    /** The payments of a listing on the shopper's wallet terms (`buildPaymentsQuery`), or the breaker's fallback. */
    payments: (wallet: WalletLike, input: PaymentsQueryInput = {}) => {
      const query = buildPaymentsQuery(wallet, input);
      return options(queryKeys.payments.forListing(input.listingId ?? null, query), stale.listing, (signal) =>
        api.getPayments({ query }, { signal }),
      );
    },
    /** Search options reference data: makes, models, trims, body styles, colour groups. */
    searchOptions,
    /** The makes, picked from the search options (one cache entry, one call). */
    researchMakes: (): ApiSelectQueryOptions<
      SearchOptions,
      SearchOptions['makes'],
      typeof queryKeys.reference.searchOptions
    > => ({ ...searchOptions(), select: (data) => data.makes }),
    /** The models of a make (`getResearchModels`), 50 at most unless `limit` says otherwise. */
    researchModels: (input: ResearchModelsInput) =>
      options(queryKeys.reference.researchModels(input), stale.reference, (signal) =>
        api.getResearchModels(
          {
            query: {
              atcMakeCode: input.makeCode,
              limit: input.limit ?? MODELS_FOR_LOADING,
              ...(input.year !== undefined && { yearId: input.year }),
            },
          },
          { signal },
        ),
      ),
    /** The trims of a make (5) or of a make and model (100): `getResearchVehicles`. */
    researchTrims: (input: ResearchTrimsInput) =>
      options(queryKeys.reference.researchTrims(input), stale.reference, (signal) =>
        api.getResearchVehicles(
          {
            query: {
              atcMakeCode: input.makeCode,
              ...(input.modelCode !== undefined && {
                atcModelCode: input.modelCode,
                limit: TRIMS_FOR_A_MODEL,
              }),
              ...(input.year !== undefined && { yearId: input.year }),
            },
          },
          { signal },
        ),
      ),
    /** The trim codes of a make and model (`getTrimCodes`), to read a trim segment of a path. */
    trimCodes: (makeCode: string, modelCode: string) =>
      options(queryKeys.reference.trimCodes(makeCode, modelCode), stale.reference, (signal) =>
        api.getTrimCodes({ query: { makeCode, modelCode } }, { signal }),
      ),
    zipLocation: (zip: string) =>
      options(queryKeys.location.zip(zip), stale.reference, (signal) =>
        api.getZipLocation({ params: { zip } }, { signal }),
      ),
    cityLocation: (city: string, state: string) =>
      options(queryKeys.location.city(city, state), stale.reference, (signal) =>
        api.getCityLocation({ query: { city, state } }, { signal }),
      ),
    nearestZip: (latitude: number, longitude: number) =>
      options(queryKeys.location.nearest(latitude, longitude), stale.reference, (signal) =>
        api.getNearestZip({ query: { latitude, longitude } }, { signal }),
      ),
    /** `{ success: true, payload }` or `{ success: false, message }`: an unknown place is a value. */
    market: (query: MarketQuery) =>
      options(queryKeys.location.market(query), stale.reference, (signal) =>
        api.getMarket({ query }, { signal }),
      ),
    /** A dealer's details page: its listings, the dealer among the owners (`searchListings` with `dealerId`). */
    dealerListings: (dealerId: string, query: DealerListingsQuery = {}) =>
      options(queryKeys.dealers.listings(dealerId, query), stale.search, (signal) =>
        api.searchListings({ query: { ...query, dealerId } }, { signal }),
      ),
    /** Comparable listings at nearby dealers (`getDealerLot`). */
    dealerLot: (query: DealerLotQuery) =>
      options(queryKeys.dealers.lot(query), stale.listing, (signal) =>
        api.getDealerLot({ query }, { signal }),
      ),
    /** Dealers that take custom orders, nearest first (`getCustomOrderDealers`). */
    customOrderDealers: (query: CustomOrderDealersQuery) =>
      options(queryKeys.dealers.customOrder(query), stale.listing, (signal) =>
        api.getCustomOrderDealers({ query }, { signal }),
      ),
    /** A new model's pre-order listings at the national MSRP, with its trims (`getPreOrderListings`). */
    preOrderListings: (query: PreOrderListingsQuery) =>
      options(queryKeys.listings.preOrder(query), stale.listing, (signal) =>
        api.getPreOrderListings({ query }, { signal }),
      ),
    /** The unread-notification count, a number (the header shows "0" while there is none). */
    unreadNotificationsCount: () =>
      options(queryKeys.account.unreadNotificationsCount, stale.user, async (signal) => {
        const body = { query: UNREAD_NOTIFICATIONS_QUERY };
        return (await api.getUnreadNotificationsCount({ body }, { signal })).data.unreadNotificationsCount;
      }),
    /** The signed-in shopper's saved vehicles and searches (`getBookmarkInfo`). */
    bookmarks: () =>
      options(queryKeys.account.bookmarks, stale.user, (signal) =>
        api.getBookmarkInfo(undefined, { signal }),
      ),
    /** The signed-in shopper's profile and saved ids for a brand (`getUserInfo`). */
    userInfo: (brand: AccountBrandCode) =>
      options(queryKeys.account.userInfo(brand), stale.user, (signal) =>
        api.getUserInfo({ query: { brand } }, { signal }),
      ),
    /** The consumer's wallet record (`getWalletByConsumer`), `null` when they have none yet. */
    walletByConsumer: (consumerId: string) =>
      options(queryKeys.account.wallet(consumerId), stale.user, (signal) =>
        orNull(api.getWalletByConsumer({ params: { consumerId } }, { signal })),
      ),
  };
}

/** The option factories `createQueryOptions` returns. */
export type QueryOptionsFactories = ReturnType<typeof createQueryOptions>;
