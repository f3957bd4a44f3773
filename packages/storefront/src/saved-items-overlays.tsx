import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { useHydrated } from './hooks/use-hydrated';
import { useEnvironment } from './storefront-environment';

// The panels' and modals' code loads when the store first opens one: none is open on first paint.
const SavedItemsOverlaysContent = lazy(() =>
  import('./saved-items-overlays-content').then((module) => ({ default: module.SavedItemsOverlaysContent })),
);

/**
 * The saved-items panels and modals of spec 000 s2, each shown while its open flag is set in the store (the
 * store keeps "only one of the modals or notifications open at a time").
 */
export function SavedItemsOverlays() {
  const { stores } = useEnvironment();
  const hydrated = useHydrated();
  const open = useStore(stores.savedItems, (state) => Object.values(state.open).some(Boolean));
  if (!hydrated || !open) return null;
  return (
    <Suspense fallback={null}>
      <SavedItemsOverlaysContent />
    </Suspense>
  );
}
