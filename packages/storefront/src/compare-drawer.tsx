import { lazy, Suspense, useEffect } from 'react';
import { useClientState } from './hooks/use-client-state';
import { COMPARE_PATH } from './page-route';
import { useRouter } from './router';
import { useEnvironment } from './storefront-environment';

const NONE: readonly string[] = [];

// The drawer's code loads once the compare list has a car: it is empty on first paint (the list is the browser's).
const CompareDrawerPanel = lazy(() =>
  import('./compare-drawer-panel').then((module) => ({ default: module.CompareDrawerPanel })),
);

/**
 * The compare list at the foot of every page but compare itself: the last three cars ("Fetch shows the last 3 by
 * default", spec 001 s4), folded or not as the shopper's showDrawer preference says (spec 001 s3).
 */
export function CompareDrawerBar() {
  const { stores } = useEnvironment();
  const { location } = useRouter();
  const ids = useClientState(stores.compare, (state) => state.activeResults, NONE);
  const key = ids.join(',');

  useEffect(() => {
    if (key) void stores.compare.getState().loadListings();
  }, [key, stores.compare]);

  if (location.pathname === COMPARE_PATH || ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareDrawerPanel ids={ids} />
    </Suspense>
  );
}
