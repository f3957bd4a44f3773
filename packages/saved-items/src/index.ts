export type {
  AccountCall,
  AccountClient,
  BestDealsReply,
  BestDealsRequest,
  BookmarkBean,
  BookmarkInfoReply,
  CacheRefreshReply,
  DeleteBookmarkReply,
  DeleteBookmarkRequest,
  DeleteSearchReply,
  DeleteSearchRequest,
  LightUserReply,
  LightUserRequest,
  ListingsReply,
  ListingsRequest,
  OptOutReply,
  OptOutRequest,
  PersistQuickSavesReply,
  PersistQuickSavesRequest,
  ProfileCacheRequest,
  RecentSearchCountsReply,
  RecentSearchListingsRequest,
  SaveSearchReply,
  SaveSearchRequest,
  SaveVehicleReply,
  SaveVehicleRequest,
  UserInfoReply,
  ValidateProfileFormReply,
  ValidateProfileFormRequest,
} from './account-client';
export type { ActionResult, FailureReason } from './action-result';
export type { AlertActions, CancelAlertsInput, ToggleAlertsInput } from './alert-actions';
export {
  ALERTS_MODAL_CLOSE_MS,
  CONSUMER_COOKIE_MAX_AGE_S,
  DEFAULT_MAX_QUICK_SAVES_LIMIT,
  DEFAULT_MY_CARS_COUNT,
  DEFAULT_PSX_NOTIFICATIONS_COUNT,
  EMAIL_SUBSCRIBE_SUCCESS_MS,
  RECENT_HISTORY_DEFAULT_MAX,
  RECENT_HISTORY_EXPIRY_MS,
  RECENT_INVENTORY_MAX,
  RECENT_SEARCH_CAROUSEL_RECORDS,
  RECENT_SEARCH_HEADING_MAX,
  RECENT_SEARCH_SUBHEADING_CRITERIA,
  RECENT_SEARCH_SUBHEADING_MAX,
  RECENT_SEARCHES_MAX,
  RESPONSE_CODE_OK,
  STATUS_OK,
  TRUNCATION_SUFFIX,
  UPDATE_SAVED_SEARCH_CLOSE_MS,
  UPDATE_SAVED_VEHICLE_CLOSE_MS,
} from './constants';
export type {
  AccountVehicle,
  Bookmark,
  LeadProfile,
  ListingSummary,
  NewOwnedCar,
  OwnedVehicle,
  RecentInventoryEntry,
  RecentSearchEntry,
  RecentSearchSummary,
  SavedListing,
  SearchBookmark,
  SearchCriteria,
  ServerMessage,
  UserProfile,
  VehicleBookmark,
} from './entities';
export {
  AccountHttpError,
  BREAKER_ERROR_CODES,
  BREAKER_ERROR_MESSAGES,
  type BreakerErrorKind,
  breakerErrorKind,
  SavedItemsError,
  type SavedItemsErrorCode,
} from './errors';
export {
  GLOBAL_ALERTS,
  type GlobalAlert,
  type GlobalAlertKey,
  type GlobalAlertKind,
  globalAlert,
} from './global-alerts';
export {
  createInMemoryAccountClient,
  type InMemoryAccountClient,
  type InMemoryAccountClientOptions,
  type RecordedCall,
} from './in-memory-account-client';
export { IN_MEMORY_MESSAGES, type InMemoryAccountData } from './in-memory-data';
export type { SavedItemsLogger } from './logger';
export { mergeProfiles, sameProfile } from './merge-profiles';
export { ALERT_BANNERS, MESSAGES } from './messages';
export { type OwnedCarActions, ownedCarsCount } from './owned-car-actions';
export { formatPhone, isValidPhone, phoneDigits } from './phone';
export {
  LEAD_PROFILE_FIELDS,
  leadProfileChanged,
  type ProfileChanges,
  type SubmitProfile,
} from './profile-actions';
export {
  addRecentInventory,
  addRecentSearch,
  freshEntries,
  pushRecent,
  type RecentHistoryOptions,
  removeRecentSearch,
  uniqueIds,
} from './recent-history';
export { recentSearchCarouselRequest } from './recent-search-carousel';
export {
  isRecentSearchStorable,
  NON_CRITERIA_KEYS,
  type RecentSearchEntryOptions,
  type RecentSearchInput,
  recentSearchEntry,
  searchUrl,
} from './recent-search-entry';
export {
  CRITERIA_SEPARATOR,
  FOR_SALE_SUFFIX,
  MULTIPLE_CAR_SEARCH,
  priceLabel,
  type RecentSearchLabelOptions,
  type RecentSearchLabels,
  recentSearchHeading,
  recentSearchLabels,
  SUBHEADING_CRITERIA,
  type SubheadingCriterion,
  subheadingCriteria,
  VALUE_SEPARATOR,
  yearLabel,
} from './recent-search-labels';
export type { BestDealsInput, RegisterEmailInput } from './registration-actions';
export {
  createSavedItemsStorage,
  type SavedItemsStorage,
  type SavedItemsStorageOptions,
  STORAGE_KEYS,
  type StorageKey,
  type StorageLike,
  type TextAlertsCache,
} from './saved-items-storage';
export {
  createSavedItemsStore,
  type SavedItemsActions,
  type SavedItemsStore,
  type SavedItemsStoreOptions,
} from './saved-items-store';
export {
  CRITERION_NAMES,
  type CriterionLine,
  findSavedSearch,
  RUN_ONLY_KEYS,
  SAVED_SEARCH_NAME_MAX,
  savedSearchCriteria,
  savedSearchCriteriaLines,
  savedSearchName,
} from './saved-search-name';
export type { SaveSearchInput } from './search-actions';
export { type GroupedMessages, groupServerMessages, MESSAGE_SEPARATOR } from './server-messages';
export type { QuickSaveLimitBehaviour } from './store-context';
export type { SavedItemsTimers } from './timers';
export { truncateLabel } from './truncate-label';
export type { SavedSearchChanges } from './update-search-actions';
export type { SavedVehicleChanges } from './update-vehicle-actions';
export {
  type ButtonState,
  initialSavedItemsState,
  PANELS,
  type Panel,
  type SavedItemsState,
  type SubscribeState,
  type UpdateSavedInventoryState,
  type UpdateSavedSearchState,
  type UserBookmarks,
} from './user-state';
export type { SaveVehicleOptions } from './vehicle-actions';
export {
  compareVehicleInterest,
  INTEREST_VIEW_COUNT_THRESHOLD,
  type InterestFields,
  rankByVehicleInterest,
} from './vehicle-interest';
