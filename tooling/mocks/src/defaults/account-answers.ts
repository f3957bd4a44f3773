import type { RecentSearch } from '@forecourt/contracts';
import { errorReply } from '../mock-reply';
import type { MockAnswers } from '../mock-types';
import {
  SAMPLE_ACCOUNT_VEHICLES,
  SAMPLE_CONSUMER,
  SAMPLE_OWNED_VEHICLES,
  SAMPLE_PROFILE,
  SAMPLE_RECENT_SEARCHES,
  SAMPLE_SEARCH_BOOKMARKS,
  SAMPLE_VEHICLE_BOOKMARKS,
} from '../samples/account';
import { searchReply } from '../search-reply';

/** The notification count the header and garage show. */
export const SAMPLE_UNREAD_NOTIFICATIONS = 3;

const OK = '200';
const formatPhone = (digits: string) =>
  digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
/** Listings a recent search counts as new: those listed in the last week (ours, for the sample data). */
const NEW_WITHIN_DAYS = 7;

/** Replaces (or adds) the recent search of the same heading, newest first, at most 10 (spec 000 s9). */
const withSearch = (search: RecentSearch) => ({
  recentSearches: [search, ...SAMPLE_RECENT_SEARCHES.filter((item) => item.heading !== search.heading)].slice(
    0,
    10,
  ),
});

/**
 * The account, saved items, member and personalization calls for the sample shopper. Stateless: a save answers
 * as saved, but the next read still gives the sample bookmarks.
 */
export const ACCOUNT_ANSWERS: MockAnswers<
  | 'validateProfileForm'
  | 'lightUserSearch'
  | 'getUserInfo'
  | 'getConsumer'
  | 'getOwnedVehicles'
  | 'deleteOwnedVehicle'
  | 'updateProfileCache'
  | 'saveVehicle'
  | 'deleteBookmark'
  | 'persistQuickSaveVehicles'
  | 'saveSearch'
  | 'deleteSearch'
  | 'optOut'
  | 'optOutSearch'
  | 'saveBestDeals'
  | 'getBookmarkInfo'
  | 'getAccountVehicles'
  | 'addAccountVehicle'
  | 'updateAccountVehicle'
  | 'deleteAccountVehicle'
  | 'getUnreadNotificationsCount'
  | 'getRecentSearchListings'
  | 'getRecentSearchCounts'
  | 'getRecentSearches'
  | 'addRecentSearch'
  | 'updateRecentSearch'
  | 'removeRecentSearch'
> = {
  validateProfileForm: ({ body }) => ({
    success: true,
    formattedUserPhone: formatPhone(body.updatedPhoneNumber),
  }),
  lightUserSearch: {
    status: 200,
    consumerId: SAMPLE_CONSUMER.consumerid,
    bookmarkSaved: true,
    bookmarkAlreadySaved: false,
  },
  getUserInfo: SAMPLE_PROFILE,
  getConsumer: SAMPLE_CONSUMER,
  getOwnedVehicles: [...SAMPLE_OWNED_VEHICLES],
  deleteOwnedVehicle: ({ query }) =>
    SAMPLE_OWNED_VEHICLES.some((vehicle) => vehicle.vehicleid === query.vehicleId)
      ? SAMPLE_OWNED_VEHICLES.filter((vehicle) => vehicle.vehicleid !== query.vehicleId)
      : errorReply(404, `No owned vehicle has id ${query.vehicleId}`),
  updateProfileCache: ({ body }) => ({
    carIds: body.carIds,
    searchIds: body.searchIds ?? SAMPLE_PROFILE.searchIds,
  }),
  saveVehicle: ({ body }) => ({
    msgs: [],
    bookmarkSaved: true,
    bookmarkAlreadySaved: false,
    id: body.bookmarkId ?? `vb-${body.listingId}`,
    version: (body.version ?? 0) + 1,
    cacheType: 'vehicle',
    responseCode: OK,
    ...(body.mobilePhone && { mobilePhone: formatPhone(body.mobilePhone) }),
  }),
  deleteBookmark: { bookmark: { isDeleted: true, isSaved: false } },
  persistQuickSaveVehicles: ({ body }) => ({
    createdBookmarkBeans: body.listingIds.map((listingId) => ({
      id: `vb-${listingId}`,
      listingId,
      version: 1,
    })),
    deletedBookmarkBeans: [],
    failedToCreateBookmarkBeans: [],
    failedToDeleteBookmarkBeans: [],
  }),
  saveSearch: ({ body }) => ({
    id: body.bookmarkId ?? 'sb-4100',
    title: body.searchName ?? 'Saved search',
    isSaved: true,
    version: (body.version ?? 0) + 1,
    ...(body.searchParams && { searchParams: body.searchParams }),
    alert: { sendEmailAlerts: body.sendEmailAlerts ?? true, sendTextAlerts: body.sendTextAlerts ?? false },
    msgs: [],
    responseCode: OK,
    isOverLimit: false,
  }),
  deleteSearch: { responseCode: OK },
  optOut: ({ body }) => ({ userId: body.userId, message: 'success' }),
  optOutSearch: ({ body }) => ({ userId: body.userId, message: 'success' }),
  saveBestDeals: { status: 200 },
  getBookmarkInfo: {
    bookmarks: {
      inventoryBookmarks: [...SAMPLE_VEHICLE_BOOKMARKS],
      searchBookmarks: [...SAMPLE_SEARCH_BOOKMARKS],
    },
  },
  getAccountVehicles: [...SAMPLE_ACCOUNT_VEHICLES],
  addAccountVehicle: ({ body }) => [
    ...SAMPLE_ACCOUNT_VEHICLES,
    {
      ...body,
      id: 'av-new',
      kbbVehicleId: body.vin ? `vin:${body.vin}` : `ymm:${body.year}:${body.make}:${body.model}`,
    },
  ],
  updateAccountVehicle: ({ params, body }) =>
    SAMPLE_ACCOUNT_VEHICLES.some((vehicle) => vehicle.id === params.vehicleId)
      ? SAMPLE_ACCOUNT_VEHICLES.map((vehicle) =>
          vehicle.id === params.vehicleId ? { ...body, id: vehicle.id } : vehicle,
        )
      : errorReply(404, `No vehicle has id ${params.vehicleId}`),
  deleteAccountVehicle: ({ params }) =>
    SAMPLE_ACCOUNT_VEHICLES.some((vehicle) => vehicle.id === params.id)
      ? SAMPLE_ACCOUNT_VEHICLES.filter((vehicle) => vehicle.id !== params.id)
      : errorReply(404, `No vehicle has id ${params.id}`),
  getUnreadNotificationsCount: { data: { unreadNotificationsCount: SAMPLE_UNREAD_NOTIFICATIONS } },
  getRecentSearchListings: ({ query }) => {
    const { myatcLastExecution: _since, ...filters } = query;
    const { listings, owners, totalResultCount } = searchReply(filters);
    const newResultCount = listings.filter((listing) => (listing.daysOnSite ?? 0) <= NEW_WITHIN_DAYS).length;
    return { listings, owners, totalResultCount, newResultCount };
  },
  getRecentSearchCounts: ({ query }) => {
    const { myatcLastExecution: _since, ...filters } = query;
    const { listings, totalResultCount } = searchReply({ ...filters, numRecords: 100 });
    const newResultCount = listings.filter((listing) => (listing.daysOnSite ?? 0) <= NEW_WITHIN_DAYS).length;
    return { counts: { totalResultCount, newResultCount } };
  },
  getRecentSearches: { recentSearches: [...SAMPLE_RECENT_SEARCHES] },
  addRecentSearch: ({ body }) => withSearch(body),
  updateRecentSearch: ({ body }) => withSearch(body),
  removeRecentSearch: ({ query }) => ({
    recentSearches: SAMPLE_RECENT_SEARCHES.filter((search) => search.heading !== query.heading),
  }),
};
