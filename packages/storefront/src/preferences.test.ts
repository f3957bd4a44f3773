import { describe, expect, it } from 'vitest';
import { createPreferencesStore, DEFAULT_PREFERENCES, PREFERENCES_STORAGE_KEY } from './preferences';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('createPreferencesStore (spec 001 s3 "User preferences")', () => {
  it('"showRecentSearches (default true)"; compare and the drawer on, the share modal closed', () => {
    const store = createPreferencesStore();
    expect(store.getState()).toMatchObject({
      compareToggle: true,
      showDrawer: true,
      showRecentSearches: true,
      showShareListingsModal: false,
    });
    expect(DEFAULT_PREFERENCES.showRecentSearches).toBe(true);
  });

  it('keeps compareToggle, showDrawer and showRecentSearches for the next visit', () => {
    const storage = memoryStorage();
    const store = createPreferencesStore(storage);
    store.getState().setPreference('showRecentSearches', false);
    store.getState().setPreference('showDrawer', false);
    store.getState().setPreference('showShareListingsModal', true);
    const next = createPreferencesStore(storage);
    expect(next.getState()).toMatchObject({
      showRecentSearches: false,
      showDrawer: false,
      compareToggle: true,
      // An open modal is not kept: a reload does not greet the shopper with it.
      showShareListingsModal: false,
    });
    expect(JSON.parse(storage.map.get(PREFERENCES_STORAGE_KEY) ?? '{}').state).toEqual({
      compareToggle: true,
      showDrawer: false,
      showRecentSearches: false,
    });
  });

  it('works on in memory when the storage refuses every call', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const store = createPreferencesStore(refusing);
    store.getState().setPreference('compareToggle', false);
    expect(store.getState().compareToggle).toBe(false);
  });

  it('falls back to the defaults for unreadable stored data', () => {
    const store = createPreferencesStore(memoryStorage({ [PREFERENCES_STORAGE_KEY]: '{not json' }));
    expect(store.getState().showRecentSearches).toBe(true);
  });
});
