import { assertTimeout } from './request-cache';

/** The part of the Web Storage API the cache uses (`localStorage` fits). */
export interface PreferencesStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PreferencesCacheOptions {
  /** @default an in-memory storage (nothing survives a reload) */
  storage?: PreferencesStorage;
  /** @default Date.now */
  now?: () => number;
}

export interface PreferencesCache {
  /**
   * Stores a value for `timeout` milliseconds. Throws `CacheTimeoutError` for a time-out that is not a positive
   * finite number (spec 002 section 5). Returns false when the storage refused it (full, or disabled).
   */
  set(key: string, value: unknown, timeout: number): boolean;
  /** The stored value, or `undefined` when absent, expired (then removed) or unreadable (then removed). */
  get<T = unknown>(key: string): T | undefined;
  remove(key: string): void;
}

export function memoryStorage(): PreferencesStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The stored-preferences cache: values with an expiry, in a storage, on an injected clock. */
export function createPreferencesCache(options: PreferencesCacheOptions = {}): PreferencesCache {
  const storage = options.storage ?? memoryStorage();
  const now = options.now ?? Date.now;
  return {
    set(key, value, timeout) {
      assertTimeout(timeout);
      try {
        storage.setItem(key, JSON.stringify({ value, expires: now() + timeout }));
        return true;
      } catch {
        return false;
      }
    },
    get<T>(key: string) {
      const text = storage.getItem(key);
      if (text === null) return undefined;
      try {
        const entry = JSON.parse(text) as { value: T; expires: unknown };
        if (typeof entry.expires === 'number' && entry.expires > now()) return entry.value;
      } catch {
        // Unreadable: written by something else, or cut short. Dropped like an expired entry.
      }
      storage.removeItem(key);
      return undefined;
    },
    remove(key) {
      storage.removeItem(key);
    },
  };
}
