// Spec 000 section 9, "Business constants and limits": the ones that belong to saved items and recent history.
// The listing rules of the same section (tiers, images, 'Dealer', e-commerce labels, currency) live in
// @forecourt/listings; reference-cache and breaker figures in the packages that make those calls.

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Recent search heading cut to 30 characters plus '...'" */
export const RECENT_SEARCH_HEADING_MAX = 30;
/** "subheading cut to 55 characters plus '...'" */
export const RECENT_SEARCH_SUBHEADING_MAX = 55;
/** What a cut label ends with. */
export const TRUNCATION_SUFFIX = '...';
/** "at most 3 criteria in a subheading" */
export const RECENT_SEARCH_SUBHEADING_CRITERIA = 3;

/** "Recent searches: max 10" */
export const RECENT_SEARCHES_MAX = 10;
/** "Recent inventory: max 50" */
export const RECENT_INVENTORY_MAX = 50;
/** "expiry 60 days (5184000000 ms)", for recent searches and recent inventory alike. */
export const RECENT_HISTORY_EXPIRY_MS = 60 * DAY_MS;
/** "Default store max 50": the length of a recent-history list when none is given. */
export const RECENT_HISTORY_DEFAULT_MAX = 50;

/** "Update-saved-vehicle panel auto-closes after 3000 ms" */
export const UPDATE_SAVED_VEHICLE_CLOSE_MS = 3000;
/** "update-saved-search dialog after 500 ms" */
export const UPDATE_SAVED_SEARCH_CLOSE_MS = 500;
/** "alerts modal after 1 s" */
export const ALERTS_MODAL_CLOSE_MS = 1000;
/** "e-mail subscribe success after 2 s" */
export const EMAIL_SUBSCRIBE_SUCCESS_MS = 2000;

/** "Auth consumer cookie: 30 days (2592000 s)"; the same as COOKIES.consumerId.maxAge of @forecourt/brand. */
export const CONSUMER_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** "Unread notification count defaults to "0"" (a string, as the spec gives it). */
export const DEFAULT_PSX_NOTIFICATIONS_COUNT = '0';
/** "cars-I-own count defaults to 0" */
export const DEFAULT_MY_CARS_COUNT = 0;
/** "maxQuickSavesLimit (default 0)" (section 3): with no configured limit an anonymous shopper cannot quick-save. */
export const DEFAULT_MAX_QUICK_SAVES_LIMIT = 0;

/** "The recently-searched carousel asks for 12 records per search (numRecords=12)" (section 7). */
export const RECENT_SEARCH_CAROUSEL_RECORDS = 12;

/** The responseCode that means success for search/delete and the alert toggles (section 4). */
export const RESPONSE_CODE_OK = '200';
/** The status that means success for light registration and best deals (section 4). */
export const STATUS_OK = 200;
