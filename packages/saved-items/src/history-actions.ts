import { type ActionResult, failed, OK } from './action-result';
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

export function historyActions(ctx: StoreContext): HistoryActions {
  const { set, get } = ctx;

  const hydrate = () => {
    if (ctx.history.hydrated) return;
    ctx.history.hydrated = true;
    const now = ctx.now();
    const storedSearches = ctx.storage.readRecentSearches();
    const storedInventory = ctx.storage.readRecentInventory();
    const recentSearches = freshEntries(storedSearches, now);
    const recentInventory = freshEntries(storedInventory, now);
    if (recentSearches.length < storedSearches.length) ctx.storage.writeRecentSearches(recentSearches);
    if (recentInventory.length < storedInventory.length) ctx.storage.writeRecentInventory(recentInventory);
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
