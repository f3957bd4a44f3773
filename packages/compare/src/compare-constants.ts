/** "Compare maximum 5" (spec 001 section 9); "at five an add is ignored" (spec 001 section 4). */
export const COMPARE_MAX = 5;

/** "The stored list is discarded when older than 3 days (259200000 ms)." (spec 001 section 4) */
export const COMPARE_STORAGE_EXPIRY_MS = 259_200_000;

/** "Fetch shows the last 3 by default" (spec 001 section 4). */
export const COMPARE_FETCH_DEFAULT_COUNT = 3;

/** "... (5 when requested)" (spec 001 section 4). */
export const COMPARE_FETCH_ALL_COUNT = 5;

/** The storage key of the compare record; the spec does not name one. */
export const COMPARE_STORAGE_KEY = 'forecourt.compare';
