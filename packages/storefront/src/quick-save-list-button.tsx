import { useClientState } from './hooks/use-client-state';
import { useEnvironment } from './storefront-environment';

/**
 * Opens the quick-save list panel (spec 000 s2: "See locally ... saved vehicles; it opens only if listings remain
 * after expired ones are dropped") for an anonymous shopper. The button is in the server's HTML too, kept
 * invisible while there is nothing saved (or before hydration), so appearing after the first save moves nothing
 * on the page: a shopper aiming at a card's heart never hits the toolbar's "Save search" instead. Signed in, the
 * garage lists the account's saves and the button is not rendered.
 */
export function QuickSaveListButton() {
  const { session, stores } = useEnvironment();
  const count = useClientState(stores.savedItems, (state) => state.savedListings.length, 0);
  if (session.signedIn) return null;
  const empty = count === 0;
  return (
    <button
      type="button"
      className={`fc-button fc-button--secondary${empty ? ' fc-quick-save-list-button--empty' : ''}`}
      disabled={empty}
      aria-hidden={empty ? true : undefined}
      tabIndex={empty ? -1 : undefined}
      onClick={() => void stores.savedItems.getState().openQuickSaveList()}
    >
      Your saved cars ({count})
    </button>
  );
}
