import type { SearchQuery } from '@forecourt/seo-routes';
import { useEnvironment } from './storefront-environment';

/**
 * Saves the search on the page: signed in, to the account (then the update-saved-search modal opens for its name
 * and alerts); anonymous, the e-mail subscribe modal offers e-mail alerts instead (spec 000 s4).
 */
export function SaveSearchButton({ query }: { query: SearchQuery }) {
  const { stores } = useEnvironment();
  return (
    <button
      type="button"
      className="fc-button fc-button--secondary"
      onClick={() => void stores.savedItems.getState().saveSearch({ criteria: query })}
    >
      Save search
    </button>
  );
}
