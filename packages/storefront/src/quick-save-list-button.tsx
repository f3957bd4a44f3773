import { useClientState } from './hooks/use-client-state';
import { useEnvironment } from './storefront-environment';

/**
 * Opens the quick-save list panel (spec 000 s2: "See locally ... saved vehicles; it opens only if listings remain
 * after expired ones are dropped") for an anonymous shopper with quick-saves; nothing before hydration, when
 * signed in (the garage lists the account's saves) or with none saved.
 */
export function QuickSaveListButton() {
  const { session, stores } = useEnvironment();
  const count = useClientState(stores.savedItems, (state) => state.savedListings.length, 0);
  if (session.signedIn || count === 0) return null;
  return (
    <button
      type="button"
      className="fc-button fc-button--secondary"
      onClick={() => void stores.savedItems.getState().openQuickSaveList()}
    >
      Your saved cars ({count})
    </button>
  );
}
