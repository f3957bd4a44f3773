import { type ActionResult, failed, OK } from './action-result';
import { RECENT_INVENTORY_MAX, RECENT_SEARCHES_MAX } from './constants';
import type { RecentSearchEntry } from './entities';
import { addRecentInventory, addRecentSearch, freshEntries, removeRecentSearch } from './recent-history';
import { type RecentSearchInput, recentSearchEntry } from './recent-search-entry';
import type { RecentSearchLabelOptions } from './recent-search-labels';
import { reportFailure, type StoreContext } from './store-context';

export interface HistoryActions {
  /** Reads recent searches and inventory from storage, dropping expired entries. Runs once; later calls do nothing. */
  hydrateRecentHistory(): void;
  /**
   * Keeps a search just run, unless the rules of spec 000 section 5 say it is not stored. Returns the entry
   * kept, or `null`.
   */
  recordRecentSearch(input: RecentSearchInput, options?: RecentSearchLabelOptions): RecentSearchEntry | null;
  removeRecentSearch(heading: string): void;
  /** Keeps a listing just viewed. */
  recordRecentInventory(listingId: string): void;
  /** The account area's recent searches, from the cache refresh; an empty list when it fails. */
  loadRecentSearches(): Promise<ActionResult>;
}

/** The first entry of each key, in order. */
function uniqueBy<T>(list: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function historyActions(ctx: StoreContext): HistoryActions {
  const { set, get } = ctx;

  const hydrate = () => {
    if (ctx.history.hydrated) return;
    ctx.history.hydrated = true;
    const now = ctx.now();
    const storedSearches = ctx.storage.readRecentSearches();
    const storedInventory = ctx.storage.readRecentInventory();
    // Entries the store already holds (given as initial state, or set before the page read storage) stay first.
    const recentSearches = freshEntries(
      uniqueBy([...get().recentSearches, ...storedSearches], (entry) => entry.heading),
      now,
    ).slice(0, RECENT_SEARCHES_MAX);
    const recentInventory = freshEntries(
      uniqueBy([...get().recentInventory, ...storedInventory], (entry) => entry.id),
      now,
    ).slice(0, RECENT_INVENTORY_MAX);
    if (recentSearches.length !== storedSearches.length) ctx.storage.writeRecentSearches(recentSearches);
    if (recentInventory.length !== storedInventory.length) ctx.storage.writeRecentInventory(recentInventory);
    set({ recentSearches, recentInventory });
  };

  return {
    hydrateRecentHistory: hydrate,

    recordRecentSearch(input, options = {}) {
      hydrate();
      const now = ctx.now();
      const entry = recentSearchEntry(input, { ...options, now, brand: ctx.brand });
      if (!entry) return null;
      const recentSearches = addRecentSearch(get().recentSearches, entry, { now });
      set({ recentSearches });
      ctx.storage.writeRecentSearches(recentSearches);
      return entry;
    },

    removeRecentSearch(heading) {
      hydrate();
      const recentSearches = removeRecentSearch(get().recentSearches, heading);
      set({ recentSearches });
      ctx.storage.writeRecentSearches(recentSearches);
    },

    recordRecentInventory(listingId) {
      hydrate();
      const recentInventory = addRecentInventory(get().recentInventory, listingId, { now: ctx.now() });
      set({ recentInventory });
      ctx.storage.writeRecentInventory(recentInventory);
    },

    async loadRecentSearches() {
      try {
        const reply = await ctx.client.refreshCache();
        set({ accountRecentSearches: reply.recentSearches ?? [], recentSearchesSet: true });
        return OK;
      } catch (error) {
        // "Recent-search failures are only logged and give an empty list."
        reportFailure(ctx, 'loadRecentSearches', error, null);
        set({ accountRecentSearches: [], recentSearchesSet: true });
        return failed('server');
      }
    },
  };
}
