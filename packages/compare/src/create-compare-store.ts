import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  COMPARE_FETCH_ALL_COUNT,
  COMPARE_FETCH_DEFAULT_COUNT,
  COMPARE_MAX,
  COMPARE_STORAGE_EXPIRY_MS,
  COMPARE_STORAGE_KEY,
} from './compare-constants';
import { CompareError } from './compare-error';
import {
  type CompareListing,
  type CompareListingsReply,
  createCompareListingsFetcher,
  type FetchCompareListings,
} from './compare-listings-fetcher';
import { type CompareStorage, readCompareRecord, writeCompareRecord } from './compare-storage';

/** What `add` did: `present` and `full` leave the list unchanged ("at five an add is ignored"). */
export type CompareAddOutcome = 'added' | 'present' | 'full';

export interface LoadCompareListingsOptions {
  /** Fetch the last 5 instead of the last 3 ("Fetch shows the last 3 by default (5 when requested)"). */
  showAll?: boolean;
}

export interface CompareState<TListing extends CompareListing = CompareListing, TOwner = unknown> {
  /** "activeResults (list of listing ids)" (spec 001 section 3), oldest first; at most `COMPARE_MAX`. */
  activeResults: readonly string[];
  /** The last fetch's reply; `{}` before any fetch and after a failed one. */
  compareListings: CompareListingsReply<TListing, TOwner>;
  /** True while the latest `loadListings` call is in flight. */
  loading: boolean;
  /** Adds a listing id "only if not present and fewer than five"; persists. Throws on a non-listing id. */
  add(id: string): CompareAddOutcome;
  /** Removes a listing id (and its fetched listing); persists. Returns whether it was there. */
  remove(id: string): boolean;
  /** Empties the list and removes the stored record. */
  clear(): void;
  /**
   * Fetches the last 3 ids (5 with `showAll`). Resolves to the reply, or `{}` on any failure: "Compare listing
   * fetch failure falls back to an empty object" (spec 001 section 8). Never rejects.
   */
  loadListings(options?: LoadCompareListingsOptions): Promise<CompareListingsReply<TListing, TOwner>>;
  /** Re-reads the stored record (for example on a `storage` event from another tab). */
  hydrate(): void;
}

export type CompareStore<TListing extends CompareListing = CompareListing, TOwner = unknown> = StoreApi<
  CompareState<TListing, TOwner>
>;

export interface CompareStoreOptions<TListing extends CompareListing = CompareListing, TOwner = unknown> {
  /** Where the list persists, e.g. `localStorage`. Default: none, the list lives in memory only. */
  storage?: CompareStorage | null;
  /** The clock, ms since the epoch. Default `Date.now`. */
  now?: () => number;
  /**
   * Fetches listings by id. Default: `createCompareListingsFetcher()` (global `fetch`, same-origin
   * `GET /rest/lsc/listing`). Pass one wrapped in the compare breaker (3 s time-out, 30 s reset).
   */
  fetchListings?: FetchCompareListings<TListing, TOwner>;
  /** The storage key. Default `COMPARE_STORAGE_KEY` (`'forecourt.compare'`). */
  storageKey?: string;
  /** Told about every fetch failure before it becomes `{}`. Default: none. */
  onFetchError?: (error: unknown) => void;
}

/** "Dealer and listing ids must contain digits." (spec 001 section 5) */
function isListingId(id: unknown): id is string {
  return typeof id === 'string' && /\d/.test(id);
}

/** Stored ids are outside our control: keep valid, distinct ids, and at most the newest five. */
function sanitise(ids: readonly string[]): string[] {
  return [...new Set(ids.filter(isListingId))].slice(-COMPARE_MAX);
}

/** The compare list of spec 001 sections 3, 4 and 9 as a zustand vanilla store. */
export function createCompareStore<TListing extends CompareListing = CompareListing, TOwner = unknown>(
  options: CompareStoreOptions<TListing, TOwner> = {},
): CompareStore<TListing, TOwner> {
  const storage = options.storage ?? undefined;
  const now = options.now ?? (() => Date.now());
  const key = options.storageKey ?? COMPARE_STORAGE_KEY;
  const fetchListings = options.fetchListings ?? createCompareListingsFetcher<TListing, TOwner>();
  let latestRequest = 0;
  /** The latest fetch: for which list, how many of its ids, and its reply. */
  let latest:
    | { key: string; count: number; reply: Promise<CompareListingsReply<TListing, TOwner>> }
    | undefined;

  const read = (): string[] =>
    storage ? sanitise(readCompareRecord(storage, key, now(), COMPARE_STORAGE_EXPIRY_MS) ?? []) : [];
  const persist = (ids: readonly string[]) => {
    if (storage) writeCompareRecord(storage, key, ids, now());
  };

  const store = createStore<CompareState<TListing, TOwner>>()((set, get) => ({
    activeResults: read(),
    compareListings: {},
    loading: false,

    add(id) {
      if (!isListingId(id)) {
        throw new CompareError('INVALID_LISTING_ID', `Not a listing id: ${JSON.stringify(id)}`);
      }
      const { activeResults } = get();
      if (activeResults.includes(id)) return 'present';
      if (activeResults.length >= COMPARE_MAX) return 'full';
      const next = [...activeResults, id];
      set({ activeResults: next });
      persist(next);
      return 'added';
    },

    remove(id) {
      const { activeResults, compareListings } = get();
      if (!activeResults.includes(id)) return false;
      const next = activeResults.filter((active) => active !== id);
      set({
        activeResults: next,
        compareListings: compareListings.listings
          ? { ...compareListings, listings: compareListings.listings.filter((listing) => listing.id !== id) }
          : compareListings,
      });
      persist(next);
      return true;
    },

    clear() {
      set({ activeResults: [], compareListings: {} });
      persist([]);
    },

    loadListings({ showAll = false } = {}) {
      const count = showAll ? COMPARE_FETCH_ALL_COUNT : COMPARE_FETCH_DEFAULT_COUNT;
      const key = get().activeResults.join(',');
      // The compare page asks for five while the drawer on the same page asks for the default three: the smaller
      // ask for the same list must not replace the larger one's reply (four cars showed three).
      if (latest && latest.key === key && latest.count > count) return latest.reply;
      const reply = fetchLast(count);
      latest = { key, count, reply };
      return reply;
    },

    hydrate() {
      if (storage) set({ activeResults: read() });
    },
  }));

  async function fetchLast(count: number): Promise<CompareListingsReply<TListing, TOwner>> {
    const { setState: set, getState: get } = store;
    const request = ++latestRequest;
    const ids = get().activeResults.slice(-count);
    if (ids.length === 0) {
      set({ compareListings: {}, loading: false });
      return {};
    }
    set({ loading: true });
    let reply: CompareListingsReply<TListing, TOwner>;
    try {
      const value = await fetchListings(ids);
      reply = typeof value === 'object' && value !== null ? value : {};
    } catch (error) {
      options.onFetchError?.(error);
      reply = {};
    }
    // A newer call (or a newer list) supersedes this one: its reply must not overwrite the newer state.
    if (request === latestRequest) set({ compareListings: reply, loading: false });
    return reply;
  }
  return store;
}
