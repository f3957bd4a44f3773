import type { LeadProfile, RecentInventoryEntry, RecentSearchEntry, UserProfile } from './entities';
import type { SavedItemsLogger } from './logger';
import {
  isId,
  isRecentInventoryEntry,
  isRecentSearchEntry,
  listOf,
  toLeadProfile,
  toProfile,
  toTextAlertsCache,
} from './stored-shapes';

/** The part of the Web Storage interface the store uses (`localStorage` and `sessionStorage` fit). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * "Client storage keys hold: quick-save listing ids, user profile, recent searches, recent inventory, lead
 * profile and a text-alerts session cache" (spec 000 section 7). The names are ours.
 */
export const STORAGE_KEYS = Object.freeze({
  quickSaves: 'forecourt.quickSaveListingIds',
  profile: 'forecourt.userProfile',
  recentSearches: 'forecourt.recentSearches',
  recentInventory: 'forecourt.recentInventory',
  leadProfile: 'forecourt.leadProfile',
  textAlerts: 'forecourt.textAlerts',
});

export type StorageKey = keyof typeof STORAGE_KEYS;

/** The phone a shopper gave for text alerts in this session, so the alerts modal can offer it again. */
export interface TextAlertsCache {
  phone: string;
}

export interface SavedItemsStorageOptions {
  /** Where quick-saves, profile, history and lead profile are kept. @default none: nothing is kept */
  storage?: StorageLike;
  /** Where the text-alerts session cache is kept. @default `storage` */
  sessionStorage?: StorageLike;
  /** Other key names. @default STORAGE_KEYS */
  keys?: Partial<Record<StorageKey, string>>;
  /** @default console */
  logger?: SavedItemsLogger;
}

/** Typed reads and writes of each key. Never throws: a missing, failing or full storage reads as empty. */
export interface SavedItemsStorage {
  readQuickSaves(): string[];
  writeQuickSaves(ids: readonly string[]): void;
  readProfile(): UserProfile | undefined;
  writeProfile(profile: UserProfile | undefined): void;
  readRecentSearches(): RecentSearchEntry[];
  writeRecentSearches(entries: readonly RecentSearchEntry[]): void;
  readRecentInventory(): RecentInventoryEntry[];
  writeRecentInventory(entries: readonly RecentInventoryEntry[]): void;
  readLeadProfile(): LeadProfile | undefined;
  writeLeadProfile(lead: LeadProfile | undefined): void;
  readTextAlerts(): TextAlertsCache | undefined;
  writeTextAlerts(cache: TextAlertsCache | undefined): void;
}

export function createSavedItemsStorage(options: SavedItemsStorageOptions = {}): SavedItemsStorage {
  const keys = { ...STORAGE_KEYS, ...options.keys };
  const logger = options.logger ?? console;
  const report = (message: string, error: unknown) =>
    (logger.warn ?? logger.error).call(logger, message, error);

  const read = (key: StorageKey, storage = options.storage): unknown => {
    try {
      const text = storage?.getItem(keys[key]);
      return text ? JSON.parse(text) : undefined;
    } catch (error) {
      report(`Could not read ${keys[key]} from storage`, error);
      return undefined;
    }
  };
  const write = (key: StorageKey, value: unknown, storage = options.storage): void => {
    try {
      if (value === undefined) storage?.removeItem(keys[key]);
      else storage?.setItem(keys[key], JSON.stringify(value));
    } catch (error) {
      // A full storage (QuotaExceededError) or a refused one (private mode): the store keeps working in memory.
      report(`Could not write ${keys[key]} to storage`, error);
    }
  };
  const session = options.sessionStorage ?? options.storage;

  return {
    readQuickSaves: () => [...new Set(listOf(read('quickSaves'), isId))],
    writeQuickSaves: (ids) => write('quickSaves', ids.length ? [...ids] : undefined),
    readProfile: () => toProfile(read('profile')),
    writeProfile: (profile) => write('profile', profile),
    readRecentSearches: () => listOf(read('recentSearches'), isRecentSearchEntry),
    writeRecentSearches: (entries) => write('recentSearches', [...entries]),
    readRecentInventory: () => listOf(read('recentInventory'), isRecentInventoryEntry),
    writeRecentInventory: (entries) => write('recentInventory', [...entries]),
    readLeadProfile: () => toLeadProfile(read('leadProfile')),
    writeLeadProfile: (lead) => write('leadProfile', lead),
    readTextAlerts: () => toTextAlertsCache(read('textAlerts', session)),
    writeTextAlerts: (cache) => write('textAlerts', cache, session),
  };
}
