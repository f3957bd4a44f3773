/**
 * How much one shopper may keep on the server. "Limits ... come from configuration; over the limit is the
 * spec's isOverLimit, not an error page" (issue 8). config.ts reads QUICK_SAVE_LIMIT and SAVED_SEARCH_LIMIT.
 */
export interface AccountLimits {
  /**
   * The most saved vehicles one shopper keeps: a save past it answers a message, a quick-save converted past it
   * lands in failedToCreateBookmarkBeans. @default 100 (QUICK_SAVE_LIMIT)
   */
  quickSaves: number;
  /** The most saved searches one shopper (or one e-mail light registration) keeps. @default 25 (SAVED_SEARCH_LIMIT) */
  savedSearches: number;
}

export const DEFAULT_ACCOUNT_LIMITS: Readonly<AccountLimits> = Object.freeze({
  quickSaves: 100,
  savedSearches: 25,
});
