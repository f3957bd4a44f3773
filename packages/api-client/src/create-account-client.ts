import {
  type AccountCall,
  type AccountClient,
  AccountHttpError,
  type ListingsReply,
} from '@forecourt/saved-items';
import { ACCOUNT_REFUSALS } from './account-refusals';
import { ApiClientError } from './api-client-error';
import type { ApiClient } from './create-api-client';
import { toSearchParams } from './search-params';
import { isRefusal, isSignedOut, serverMessage } from './status-values';

/** The GraphQL query of the unread-notification count (spec 000 s7: "GraphQL query for unreadNotificationsCount"). */
export const UNREAD_NOTIFICATIONS_QUERY = '{ unreadNotificationsCount }';

export interface AccountClientOptions {
  /**
   * Called when an account call finds the shopper signed out: no token for a call that needs one (nothing is
   * sent; the call rejects with `ApiClientError` `SIGNED_OUT`), or the API answered 401 (a token that lapsed;
   * the call rejects with `AccountHttpError` 401). The app signs the shopper out, or in again, from here.
   * @default none
   */
  onSignedOut?: (call: AccountCall) => void;
  /** The GraphQL query sent for the unread count. @default UNREAD_NOTIFICATIONS_QUERY */
  unreadNotificationsQuery?: string;
}

/** "A non-OK HTTP status is raised as an error with its status text" (spec 000 s7), as saved-items reads it. */
function toAccountHttpError(error: ApiClientError & { status: number }): AccountHttpError {
  const httpError = new AccountHttpError(error.status, serverMessage(error));
  httpError.cause = error;
  return httpError;
}

/**
 * The saved-items `AccountClient` over the API's account, notifications, listing and personalization calls
 * (spec 000 s7). Requests are the interface's, flat, put into the contracts' `{ body | query | params }`;
 * renamed calls: `registerLightUser` is `lightUserSearch`, `putAccountVehicle` `updateAccountVehicle`,
 * `getListings` `getListingsByIds`, `refreshCache` `getRecentSearches`. A 4xx the store reads as a reply
 * field becomes that reply (`ACCOUNT_REFUSALS`); any other non-OK status rejects with `AccountHttpError`;
 * breaker, network and request errors reject as they are.
 */
export function createAccountClient(api: ApiClient, options: AccountClientOptions = {}): AccountClient {
  const unreadQuery = options.unreadNotificationsQuery ?? UNREAD_NOTIFICATIONS_QUERY;

  async function run<T>(name: AccountCall, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (isSignedOut(error)) options.onSignedOut?.(name);
      if (error instanceof ApiClientError && error.code === 'HTTP_STATUS' && error.status !== undefined) {
        if (isRefusal(error) && Object.hasOwn(ACCOUNT_REFUSALS, name)) {
          const refusal = ACCOUNT_REFUSALS[name as keyof typeof ACCOUNT_REFUSALS];
          return refusal(error.status, serverMessage(error)) as T;
        }
        throw toAccountHttpError(error as ApiClientError & { status: number });
      }
      throw error;
    }
  }

  return {
    saveVehicle: (request) => run('saveVehicle', () => api.saveVehicle({ body: request })),
    deleteBookmark: (request) => run('deleteBookmark', () => api.deleteBookmark({ body: request })),
    persistQuickSaveVehicles: (request) =>
      run('persistQuickSaveVehicles', () => api.persistQuickSaveVehicles({ body: request })),
    saveSearch: ({ searchParams, ...request }) =>
      run('saveSearch', () =>
        api.saveSearch({
          body: { ...request, ...(searchParams && { searchParams: toSearchParams(searchParams) }) },
        }),
      ),
    deleteSearch: (request) => run('deleteSearch', () => api.deleteSearch({ body: request })),
    optOut: (request) => run('optOut', () => api.optOut({ body: request })),
    optOutSearch: (request) => run('optOutSearch', () => api.optOutSearch({ body: request })),
    validateProfileForm: (request) =>
      run('validateProfileForm', () => api.validateProfileForm({ body: request })),
    registerLightUser: ({ searchParams, ...request }) =>
      run('registerLightUser', () =>
        api.lightUserSearch({ body: { ...request, searchParams: toSearchParams(searchParams) } }),
      ),
    saveBestDeals: (request) => run('saveBestDeals', () => api.saveBestDeals({ body: request })),
    getUserInfo: ({ brand }) => run('getUserInfo', () => api.getUserInfo({ query: { brand } })),
    getBookmarkInfo: () => run('getBookmarkInfo', () => api.getBookmarkInfo()),
    getOwnedVehicles: () => run('getOwnedVehicles', () => api.getOwnedVehicles()),
    deleteOwnedVehicle: ({ vehicleId }) =>
      run('deleteOwnedVehicle', () => api.deleteOwnedVehicle({ query: { vehicleId } })),
    getAccountVehicles: () => run('getAccountVehicles', () => api.getAccountVehicles()),
    addAccountVehicle: (vehicle) => run('addAccountVehicle', () => api.addAccountVehicle({ body: vehicle })),
    putAccountVehicle: ({ vehicleId, vehicle: { id: _id, ...fields } }) =>
      run('putAccountVehicle', () =>
        api.updateAccountVehicle({
          params: { vehicleId },
          body: fields,
        }),
      ),
    deleteAccountVehicle: ({ id }) =>
      run('deleteAccountVehicle', () => api.deleteAccountVehicle({ params: { id } })),
    getUnreadNotificationsCount: () =>
      run('getUnreadNotificationsCount', async () => {
        const { data } = await api.getUnreadNotificationsCount({ body: { query: unreadQuery } });
        return { unreadNotificationsCount: data.unreadNotificationsCount };
      }),
    getListings: (request) =>
      run('getListings', async (): Promise<ListingsReply> => {
        const reply = await api.getListingsByIds({ query: request });
        // The breaker's "empty object" would read as "every saved listing expired" and drop them all.
        if (!('listings' in reply)) {
          throw new ApiClientError(
            'FALLBACK',
            'getListingsByIds',
            'getListingsByIds: the listing service is unavailable (breaker fallback)',
          );
        }
        return reply;
      }),
    getRecentSearchListings: (request) =>
      run('getRecentSearchListings', () => api.getRecentSearchListings({ query: request })),
    getRecentSearchCounts: (request) =>
      run('getRecentSearchCounts', () => api.getRecentSearchCounts({ query: request })),
    refreshCache: () =>
      run('refreshCache', async () => {
        const { recentSearches } = await api.getRecentSearches();
        // "The account area also keeps a lighter form: heading plus a timestamp" (spec 000 s3).
        return { recentSearches: recentSearches.map(({ heading, timestamp }) => ({ heading, timestamp })) };
      }),
    updateProfileCache: (request) =>
      run('updateProfileCache', async () => {
        await api.updateProfileCache({ body: request });
      }),
  };
}
