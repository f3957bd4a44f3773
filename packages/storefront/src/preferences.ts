import type { StorageLike } from '@forecourt/saved-items';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Spec 001 s3, "User preferences: compareToggle, showDrawer, showRecentSearches (default true), showShareListingsModal". */
export interface UserPreferences {
  /** Result cards offer "Add to compare". */
  readonly compareToggle: boolean;
  /** The compare drawer (the bar of cars picked to compare) is open rather than folded away. */
  readonly showDrawer: boolean;
  /** Home shows the recent searches. */
  readonly showRecentSearches: boolean;
  /** The share-listing modal is open. */
  readonly showShareListingsModal: boolean;
}

export interface PreferencesState extends UserPreferences {
  setPreference<K extends keyof UserPreferences>(key: K, value: UserPreferences[K]): void;
}

/**
 * The spec gives only showRecentSearches' default (true). Compare and the drawer are on until the shopper turns
 * them off, as the feature would be useless otherwise; the share modal starts closed.
 */
export const DEFAULT_PREFERENCES: UserPreferences = Object.freeze({
  compareToggle: true,
  showDrawer: true,
  showRecentSearches: true,
  showShareListingsModal: false,
});

/** Where the preferences are kept in local storage (ours: the spec names none). */
export const PREFERENCES_STORAGE_KEY = 'forecourt:preferences';

/** A storage that never throws: a full or refused storage keeps the preference for this tab only. */
function forgivingStorage(storage: StorageLike): StateStorage {
  const attempt = <T>(run: () => T, fallback: T): T => {
    try {
      return run();
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (name) => attempt(() => storage.getItem(name), null),
    setItem: (name, value) => attempt(() => storage.setItem(name, value), undefined),
    removeItem: (name) => attempt(() => storage.removeItem(name), undefined),
  };
}

/**
 * The shopper's preferences, kept in the browser's storage. Whether the share modal is open is a preference of
 * the spec's but not one to keep: a reload should not greet the shopper with a modal, so it is not persisted.
 */
export function createPreferencesStore(storage?: StorageLike): StoreApi<PreferencesState> {
  const initial = (set: (partial: Partial<PreferencesState>) => void): PreferencesState => ({
    ...DEFAULT_PREFERENCES,
    setPreference: (key, value) => set({ [key]: value }),
  });
  if (!storage) return createStore<PreferencesState>()((set) => initial(set));
  return createStore<PreferencesState>()(
    persist((set) => initial(set), {
      name: PREFERENCES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => forgivingStorage(storage)),
      partialize: ({ compareToggle, showDrawer, showRecentSearches }) => ({
        compareToggle,
        showDrawer,
        showRecentSearches,
      }),
    }),
  );
}
