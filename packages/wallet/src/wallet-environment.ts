/** Where the wallet writes what went wrong. @default console */
export interface WalletLogger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/**
 * The part of the Web Storage API the wallet uses: `localStorage` in the browser, anything with the same three
 * calls elsewhere. Any call may throw (Safari private mode, storage disabled, quota full).
 */
export interface WalletStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
