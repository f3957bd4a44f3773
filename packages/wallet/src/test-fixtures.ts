// Shared by the store tests only (not exported from the package): a Web Storage, a cookie jar and a logger in
// memory, and a store wired to them with the in-memory storage service.
import type { CookieJar } from '@forecourt/brand';
import { vi } from 'vitest';
import {
  type CreateWalletStoreOptions,
  createInMemoryWalletStorageClient,
  createWalletStore,
  type InMemoryWalletStorageClient,
  type InMemoryWalletStorageClientOptions,
  type WalletStorage,
} from './index';

/** 2025-03-01T12:00:00Z */
export const T0 = Date.UTC(2025, 2, 1, 12);
export const DAY = 24 * 60 * 60 * 1000;

export function memoryStorage(
  initial: Record<string, string> = {},
): WalletStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
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

export function memoryCookies(
  initial: Record<string, string> = {},
): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value) => {
      values.set(name, value);
    },
    remove: (name) => {
      values.delete(name);
    },
  };
}

export function quietLogger() {
  return { warn: vi.fn(), error: vi.fn() };
}

/** A store over in-memory everything, reading the fake clock of vi.useFakeTimers(). */
export function setup(
  options: Partial<Omit<CreateWalletStoreOptions, 'cookies'>> & {
    cookies?: ReturnType<typeof memoryCookies>;
    server?: InMemoryWalletStorageClientOptions;
    /** A service shared with another store: a second device of the same shopper. @default a new one */
    shared?: InMemoryWalletStorageClient;
    consumer?: string;
  } = {},
) {
  const client = options.shared ?? createInMemoryWalletStorageClient(options.server);
  const storage = options.storage === undefined ? memoryStorage() : options.storage;
  const cookies = options.cookies ?? memoryCookies();
  const logger = options.logger ?? quietLogger();
  let consumer = options.consumer;
  const store = createWalletStore({
    now: () => Date.now(),
    ...options,
    client,
    storage,
    cookies,
    logger,
    consumerId: () => consumer,
  });
  return {
    store,
    client,
    storage,
    cookies,
    logger,
    signIn: (id: string | undefined) => {
      consumer = id;
    },
  };
}
