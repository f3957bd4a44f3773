import { type ContractName, DEFAULT_NUM_RECORDS } from '@forecourt/contracts';
import { MockError } from './mock-error';
import type { MockBody } from './mock-types';

type EmptyReplies = { readonly [N in ContractName]?: MockBody<N> };

const NO_LISTINGS = { listings: [], owners: [] };
const NO_ITEMS = { items: [] };
const NO_RECENT_SEARCHES = { recentSearches: [] };

/** What each call that answers a list says when there is nothing: no listings, no bookmarks, a count of 0. */
export const EMPTY_REPLIES: EmptyReplies = Object.freeze({
  getListingsByIds: NO_LISTINGS,
  searchListings: {
    ...NO_LISTINGS,
    totalResultCount: 0,
    firstRecord: 0,
    numRecords: DEFAULT_NUM_RECORDS,
    facets: {},
    relaxations: [],
  },
  getDealerLot: { listings: [] },
  getCustomOrderDealers: { customOrders: [] },
  getPreOrderListings: { listings: [], trims: [] },
  getResearchModels: NO_ITEMS,
  getResearchVehicles: NO_ITEMS,
  getVehicleOptions: NO_ITEMS,
  getVehicleSpecs: NO_ITEMS,
  getBodyStyles: NO_ITEMS,
  getTrimCodes: NO_ITEMS,
  getSearchOptions: { makes: [], models: [], vehicleStyles: [], extColorGroups: [] },
  getIndexedLocations: {},
  getCertifiedContent: { programs: [] },
  getDatafile: { revision: 'empty', features: [], experiments: [] },
  getUserInfo: { searchIds: [], carIds: [] },
  getOwnedVehicles: [],
  deleteOwnedVehicle: [],
  getAccountVehicles: [],
  addAccountVehicle: [],
  updateAccountVehicle: [],
  deleteAccountVehicle: [],
  getBookmarkInfo: { bookmarks: { inventoryBookmarks: [], searchBookmarks: [] } },
  getUnreadNotificationsCount: { data: { unreadNotificationsCount: 0 } },
  getRecentSearchListings: { ...NO_LISTINGS, totalResultCount: 0, newResultCount: 0 },
  getRecentSearchCounts: { counts: { totalResultCount: 0, newResultCount: 0 } },
  getRecentSearches: NO_RECENT_SEARCHES,
  addRecentSearch: NO_RECENT_SEARCHES,
  updateRecentSearch: NO_RECENT_SEARCHES,
  removeRecentSearch: NO_RECENT_SEARCHES,
  getWebVitalsSummary: { page: null, brand: null, metrics: [] },
});

/**
 * The empty reply of a call that answers a list (see EMPTY_REPLIES): spread it to add what an empty state
 * still has, as the search's relaxations. Throws MockError NO_EMPTY_REPLY for a call with nothing to be empty.
 */
export function emptyReply<N extends ContractName>(name: N): MockBody<N> {
  const reply = EMPTY_REPLIES[name];
  if (reply === undefined) {
    throw new MockError('NO_EMPTY_REPLY', name, `${name} has no empty reply: it answers no list`);
  }
  return reply as MockBody<N>;
}
