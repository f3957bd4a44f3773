import { CompareDrawer } from '@forecourt/ui';
import { useEffect } from 'react';
import { useClientState } from './hooks/use-client-state';
import { firstPhoto, type Listing, listingTitle } from './listing-view';
import { COMPARE_PATH } from './page-route';
import { renderLink } from './render-link';
import { useRouter } from './router';
import { useEnvironment } from './storefront-environment';

const NONE: readonly string[] = [];

/**
 * The compare list at the foot of every page but compare itself: the last three cars ("Fetch shows the last 3 by
 * default", spec 001 s4), folded or not as the shopper's showDrawer preference says (spec 001 s3).
 */
export function CompareDrawerBar() {
  const { config, stores } = useEnvironment();
  const { location } = useRouter();
  const ids = useClientState(stores.compare, (state) => state.activeResults, NONE);
  const reply = useClientState(stores.compare, (state) => state.compareListings, {});
  const open = useClientState(stores.preferences, (state) => state.showDrawer, true);
  const key = ids.join(',');

  useEffect(() => {
    if (key) void stores.compare.getState().loadListings();
  }, [key, stores.compare]);

  if (location.pathname === COMPARE_PATH) return null;
  const listings = ((reply.listings ?? []) as unknown as Listing[]).filter((listing) =>
    ids.includes(listing.id),
  );
  return (
    <CompareDrawer
      count={ids.length}
      items={listings.map((listing) => {
        const photo = firstPhoto(listing, config.brand);
        return { id: listing.id, title: listingTitle(listing, config.brand), ...(photo && { photo }) };
      })}
      open={open}
      onOpenChange={(next) => stores.preferences.getState().setPreference('showDrawer', next)}
      onRemove={(id) => stores.compare.getState().remove(id)}
      compareHref={COMPARE_PATH}
      renderLink={renderLink}
    />
  );
}
