/** Where the store reports what it cannot show a shopper: failed calls, unusable storage. */
export interface SavedItemsLogger {
  error(message: string, detail?: unknown): void;
  warn?(message: string, detail?: unknown): void;
}
