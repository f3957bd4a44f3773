import type { AccountBrandCode } from '@forecourt/brand';
import type {
  AccountVehicle,
  ListingSummary,
  NewOwnedCar,
  OwnedVehicle,
  RecentSearchSummary,
  SavedListing,
  SearchBookmark,
  SearchCriteria,
  ServerMessage,
  UserProfile,
  VehicleBookmark,
} from './entities';

// The calls of spec 000 section 7, with the payload and the reply fields the spec names. Every reply field is
// optional: the store reads what is there and treats a missing success field as a failure. A client rejects
// with AccountHttpError on a non-OK status, and with its breaker's error (code EOPENBREAKER, ETIMEDOUT,
// ESEMLOCKED) when a breaker refuses the call.

/** POST vehicle: "listingId to save; to update or change alerts: bookmarkId, mobilePhone, ...". */
export interface SaveVehicleRequest {
  listingId?: string;
  bookmarkId?: string;
  /** Digits only. */
  mobilePhone?: string;
  enableEmailAlerts?: boolean;
  enableTextAlerts?: boolean;
  notes?: string;
  title?: string;
  overwriteFlag?: boolean;
  /** Ours: "the version from the reply is kept for later updates", so updates send it. */
  version?: number;
}

export interface SaveVehicleReply {
  msgs?: ServerMessage[];
  bookmarkSaved?: boolean;
  bookmarkAlreadySaved?: boolean;
  mobilePhone?: string;
  version?: number;
  id?: string;
  /** "The save reply carries a cache type." */
  cacheType?: string;
  /** Read by the alert toggles (section 4: "On responseCode '200'"). */
  responseCode?: string;
}

/** POST deletebookmark: "the listing". */
export interface DeleteBookmarkRequest {
  listing: SavedListing;
}

export interface DeleteBookmarkReply {
  bookmark?: { isDeleted?: boolean; isSaved?: boolean };
}

/** POST persistQuickSaveVehicles: "listingIds as a comma-joined string". */
export interface PersistQuickSavesRequest {
  listingIds: string;
}

export interface BookmarkBean {
  id?: string;
  listingId?: string;
  version?: number;
}

export interface PersistQuickSavesReply {
  createdBookmarkBeans?: BookmarkBean[];
  deletedBookmarkBeans?: BookmarkBean[];
  failedToCreateBookmarkBeans?: BookmarkBean[];
  failedToDeleteBookmarkBeans?: BookmarkBean[];
}

/** POST search: "save or update a search: bookmarkId, searchName, brand, mobilePhone, alert flags". */
export interface SaveSearchRequest {
  bookmarkId?: string;
  searchName?: string;
  brand: AccountBrandCode;
  mobilePhone?: string;
  sendEmailAlerts?: boolean;
  sendTextAlerts?: boolean;
  overwriteFlag?: boolean;
  version?: number;
  /** The criteria, when saving a new search. */
  searchParams?: SearchCriteria;
  searchString?: string;
}

/** "bookmark fields", plus the messages shown in the dialog and the alert toggles' responseCode. */
export interface SaveSearchReply extends Partial<SearchBookmark> {
  msgs?: ServerMessage[];
  responseCode?: string;
}

/** POST search/delete. */
export interface DeleteSearchRequest {
  bookmarkId: string;
  version?: number;
}

export interface DeleteSearchReply {
  responseCode?: string;
}

/** POST savedcontent/optout and savedcontent/optoutsearch. */
export interface OptOutRequest {
  userId: string;
}

export interface OptOutReply {
  userId?: string;
  message?: string;
}

/** POST validateProfileForm. */
export interface ValidateProfileFormRequest {
  currentPhoneNumber: string;
  updatedPhoneNumber: string;
  zipCode: string;
}

export interface ValidateProfileFormReply {
  success?: boolean;
  zipCodeError?: string;
  phoneNumberError?: string;
  formattedUserPhone?: string;
}

/** POST lightuser/search: "search fields plus emailAddress". */
export interface LightUserRequest {
  emailAddress: string;
  brand: AccountBrandCode;
  searchParams: SearchCriteria;
  searchName?: string;
  searchString?: string;
}

export interface LightUserReply {
  status?: number;
  consumerId?: string;
  bookmarkSaved?: boolean;
  bookmarkAlreadySaved?: boolean;
  isOverLimit?: boolean;
}

/** POST savebestdeals (authenticated myatc API): "search (bestDealsOptIn, userId, zipcode, optional styleCodes) plus email". */
export interface BestDealsRequest {
  search: { bestDealsOptIn: boolean; userId?: string; zipcode: string; styleCodes?: string[] };
  email: string;
}

export interface BestDealsReply {
  status?: number;
  message?: string;
}

/** GET userinfo: "searchIds, carIds, profile fields". */
export type UserInfoReply = Partial<UserProfile>;

/** GET bookmarkInfo (myatc API). The split into vehicles and searches is ours. */
export interface BookmarkInfoReply {
  bookmarks?: { inventoryBookmarks?: VehicleBookmark[]; searchBookmarks?: SearchBookmark[] };
}

/** GET /rest/lsc/listing: "listingId (comma list), numRecords, hideFilters". */
export interface ListingsRequest {
  listingId: string;
  numRecords?: number;
  hideFilters?: boolean;
}

export interface ListingsReply {
  listings?: ListingSummary[];
}

/** GET recentsearches/listings and recentsearches/counts: "filter lists, comma split". */
export type RecentSearchListingsRequest = Record<string, string>;

export interface RecentSearchCountsReply {
  counts?: Record<string, number>;
}

/** Not shown by the spec: the cache refresh recent searches are hydrated from. */
export interface CacheRefreshReply {
  recentSearches?: RecentSearchSummary[];
}

/** Not shown by the spec: "the profile-cache update (sends carIds)". */
export interface ProfileCacheRequest {
  carIds: string[];
  searchIds?: string[];
}

/** Every account call of spec 000 section 7. The real HTTP client lives in @forecourt/api-client. */
export interface AccountClient {
  /** POST vehicle: save a listing, update a saved vehicle or change its alerts. */
  saveVehicle(request: SaveVehicleRequest): Promise<SaveVehicleReply>;
  /** POST deletebookmark. */
  deleteBookmark(request: DeleteBookmarkRequest): Promise<DeleteBookmarkReply>;
  /** POST persistQuickSaveVehicles. */
  persistQuickSaveVehicles(request: PersistQuickSavesRequest): Promise<PersistQuickSavesReply>;
  /** POST search: save or update a search, or change its alerts. */
  saveSearch(request: SaveSearchRequest): Promise<SaveSearchReply>;
  /** POST search/delete. */
  deleteSearch(request: DeleteSearchRequest): Promise<DeleteSearchReply>;
  /** POST savedcontent/optout: cancel every vehicle alert. */
  optOut(request: OptOutRequest): Promise<OptOutReply>;
  /** POST savedcontent/optoutsearch: cancel every search alert. */
  optOutSearch(request: OptOutRequest): Promise<OptOutReply>;
  /** POST validateProfileForm. */
  validateProfileForm(request: ValidateProfileFormRequest): Promise<ValidateProfileFormReply>;
  /** POST lightuser/search: e-mail light registration. */
  registerLightUser(request: LightUserRequest): Promise<LightUserReply>;
  /** POST savebestdeals. */
  saveBestDeals(request: BestDealsRequest): Promise<BestDealsReply>;
  /** GET userinfo?brand=AT|KBB. */
  getUserInfo(request: { brand: AccountBrandCode }): Promise<UserInfoReply>;
  /** GET bookmarkInfo. */
  getBookmarkInfo(): Promise<BookmarkInfoReply>;
  /** GET consumer/consumer-vehicle-owners. */
  getOwnedVehicles(): Promise<OwnedVehicle[]>;
  /** DELETE consumer/consumer-vehicle-owners. */
  deleteOwnedVehicle(request: { vehicleId: string }): Promise<OwnedVehicle[]>;
  /** GET vehicles (user account API). */
  getAccountVehicles(): Promise<AccountVehicle[]>;
  /** PUT vehicle/id/{vehicleId}. */
  putAccountVehicle(request: { vehicleId: string; vehicle: AccountVehicle }): Promise<AccountVehicle[]>;
  /** POST vehicles (ours): adds a car by VIN or year/make/model, with its ZIP; answers the list. */
  addAccountVehicle(vehicle: NewOwnedCar): Promise<AccountVehicle[]>;
  /** DELETE vehicle/id/{id}. */
  deleteAccountVehicle(request: { id: string }): Promise<AccountVehicle[]>;
  /** POST /psx-notifications (GraphQL unreadNotificationsCount, bearer token). */
  getUnreadNotificationsCount(): Promise<{ unreadNotificationsCount?: number | string }>;
  /** GET /rest/lsc/listing. */
  getListings(request: ListingsRequest): Promise<ListingsReply>;
  /** GET recentsearches/listings (personalization API). */
  getRecentSearchListings(request: RecentSearchListingsRequest): Promise<ListingsReply>;
  /** GET recentsearches/counts (personalization API). */
  getRecentSearchCounts(request: RecentSearchListingsRequest): Promise<RecentSearchCountsReply>;
  /** Not shown: the cache refresh. */
  refreshCache(): Promise<CacheRefreshReply>;
  /** Not shown: the profile-cache update. */
  updateProfileCache(request: ProfileCacheRequest): Promise<void>;
}

/** The name of each call, as the in-memory client's `calls` and `queue` know them. */
export type AccountCall = keyof AccountClient;
