import type { CookieJar } from '@forecourt/brand';
import { vi } from 'vitest';
import {
  createInMemoryAccountClient,
  createSavedItemsStore,
  type InMemoryAccountData,
  type SavedItemsState,
  type SavedItemsStoreOptions,
  type StorageLike,
} from './index';

/** A Web Storage stand-in over a Map, for tests. */
export function memoryStorage(
  initial: Record<string, unknown> = {},
): StorageLike & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial).map(([key, value]) => [key, JSON.stringify(value)]));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

/** A storage whose every call throws, like a refused one (private mode) or a full one on write. */
export function throwingStorage(error = new Error('QuotaExceededError')): StorageLike {
  return {
    getItem: () => {
      throw error;
    },
    setItem: () => {
      throw error;
    },
    removeItem: () => {
      throw error;
    },
  };
}

/** 15 January 2025, noon UTC. */
export const TEST_NOW = Date.UTC(2025, 0, 15, 12);

export interface SetupOptions extends Partial<Omit<SavedItemsStoreOptions, 'client'>> {
  data?: Partial<InMemoryAccountData>;
  state?: Partial<SavedItemsState>;
}

/** A store over the in-memory client, a memory storage, a cookie jar spy and a logger spy. */
export function setup(options: SetupOptions = {}) {
  const { data, state, ...rest } = options;
  const client = createInMemoryAccountClient(data ? { data } : {});
  const storage = memoryStorage();
  const jar = new Map<string, string>();
  const cookies: CookieJar = {
    get: (name) => jar.get(name),
    set: vi.fn((name: string, value: string) => {
      jar.set(name, value);
    }),
    remove: (name) => {
      jar.delete(name);
    },
  };
  const logger = { error: vi.fn(), warn: vi.fn() };
  let time = TEST_NOW;
  const store = createSavedItemsStore({
    client,
    storage,
    cookies,
    logger,
    now: () => time,
    ...rest,
    ...(state && { initialState: state }),
  });
  return {
    store,
    client,
    storage,
    cookies,
    logger,
    get state() {
      return store.getState();
    },
    setNow(ms: number) {
      time = ms;
    },
  };
}

/** The open flags that are set. */
export function openPanels(state: SavedItemsState): string[] {
  return Object.entries(state.open)
    .filter(([, open]) => open)
    .map(([panel]) => panel);
}
