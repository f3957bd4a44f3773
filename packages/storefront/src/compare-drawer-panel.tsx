import { CompareDrawer } from '@forecourt/ui';
import { useClientState } from './hooks/use-client-state';
import { firstPhoto, type Listing, listingTitle } from './listing-view';
import { COMPARE_PATH } from './page-route';
import { renderLink } from './render-link';
import { useEnvironment } from './storefront-environment';

/** The compare drawer of a non-empty compare list (compare-drawer.tsx loads it when the list has a car). */
export function CompareDrawerPanel({ ids }: { ids: readonly string[] }) {
  const { config, stores } = useEnvironment();
  const reply = useClientState(stores.compare, (state) => state.compareListings, {});
  const open = useClientState(stores.preferences, (state) => state.showDrawer, true);
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
