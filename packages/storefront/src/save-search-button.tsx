import { findSavedSearch } from '@forecourt/saved-items';
import type { SearchQuery } from '@forecourt/seo-routes';
import { useStore } from 'zustand';
import { useHydrated } from './hooks/use-hydrated';
import { useEnvironment } from './storefront-environment';

/** The button's text when the search on the page is one of the shopper's saved searches. */
export const SAVED_SEARCH_LABEL = 'Saved search';
export const SAVE_SEARCH_LABEL = 'Save search';

/**
 * Saves the search on the page: signed in, to the account (then the update-saved-search modal opens for its name
 * and alerts); anonymous, the e-mail subscribe modal offers e-mail alerts instead (spec 000 s4). The search is
 * named from the page's heading by the recent-search label rules (`savedSearchName`). Once saved, the button is
 * pressed and reads "Saved search"; a click then opens the saved search's dialog to rename it or change its alerts.
 */
export function SaveSearchButton({ query, title }: { query: SearchQuery; title?: string }) {
  const { stores } = useEnvironment();
  const hydrated = useHydrated();
  const searchBookmarks = useStore(stores.savedItems, (state) => state.bookmarks.searchBookmarks);
  const signedIn = useStore(stores.savedItems, (state) => state.signedIn);
  // The server and the hydrating render know no saves: the button is unpressed until hydrated.
  const saved = hydrated && signedIn ? findSavedSearch(searchBookmarks, query) : undefined;
  const actions = stores.savedItems.getState();
  return (
    <button
      type="button"
      className="fc-button fc-button--secondary"
      aria-pressed={saved !== undefined}
      onClick={() => {
        if (saved) actions.openUpdateSavedSearch(saved);
        else void actions.saveSearch({ criteria: query, ...(title !== undefined && { title }) });
      }}
    >
      {saved ? SAVED_SEARCH_LABEL : SAVE_SEARCH_LABEL}
    </button>
  );
}
