import { COMPARE_MAX, type ListingCardProps, SaveToggleButton } from '@forecourt/ui';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import {
  firstPhoto,
  formatMonthly,
  formatUsd,
  type Listing,
  listingCondition,
  listingHref,
  listingMileage,
  listingPrice,
  listingTitle,
  monthlyPaymentCents,
  type Owner,
  ownerOf,
} from '../listing-view';
import { renderLink } from '../render-link';
import { useEnvironment } from '../storefront-environment';
import { useHydrated } from './use-hydrated';
import { useStoreInTransition } from './use-store-in-transition';

const NONE: readonly string[] = [];

/**
 * Result cards bound to the shopper's stores: saved state, the compare list and the wallet's monthly payment.
 * Until hydration every card shows the neutral state and the default terms' payment, as the server rendered it.
 */
export function useListingCards(
  listings: readonly Listing[],
  owners: readonly Owner[],
  { compare = true }: { compare?: boolean } = {},
): ListingCardProps[] {
  const { config, stores } = useEnvironment();
  const hydrated = useHydrated();
  const savedIds = useStore(
    stores.savedItems,
    useShallow((state) => state.savedListings.map((item) => item.listingId)),
  );
  const compareIds = useStore(stores.compare, (state) => state.activeResults);
  const wallet = useStoreInTransition(stores.wallet, (state) => state);
  const saved = new Set(hydrated ? savedIds : NONE);
  const compared = hydrated ? compareIds : NONE;
  const savedItems = stores.savedItems.getState();

  return listings.map((listing) => {
    const price = listingPrice(listing);
    const owner = ownerOf(listing, owners);
    const photo = firstPhoto(listing, config.brand);
    const title = listingTitle(listing, config.brand);
    const mileage = listingMileage(listing);
    const payment =
      price === undefined
        ? undefined
        : formatMonthly(monthlyPaymentCents(hydrated ? wallet : {}, price, listingCondition(listing)));
    const city = owner?.location?.address?.city;
    return {
      id: listing.id,
      title,
      href: listingHref(listing),
      renderLink,
      ...(photo && { imageSrc: photo.src, imageAlt: photo.alt }),
      ...(price !== undefined && { price: formatUsd(price) }),
      ...(mileage && { mileage }),
      ...(listing.pricingDetail?.dealIndicator && { dealIndicator: listing.pricingDetail.dealIndicator }),
      reducedPrice: Boolean((listing as { isReducedPrice?: boolean }).isReducedPrice),
      ...(payment && { monthlyPayment: payment }),
      ...(owner?.name && { ownerName: owner.name }),
      ...(city && { location: `${city}, ${owner?.location?.address?.state ?? ''}`.trim() }),
      saveSlot: (
        <SaveToggleButton
          saved={saved.has(listing.id)}
          vehicleTitle={title}
          onToggle={(next) =>
            void (next
              ? savedItems.saveVehicle(listing.id, { listing, title })
              : savedItems.unsaveVehicle(listing.id))
          }
        />
      ),
      ...(compare && {
        compareSelected: compared.includes(listing.id),
        compareFull: compared.length >= COMPARE_MAX,
        onCompareToggle: (id: string, selected: boolean) => {
          const list = stores.compare.getState();
          if (selected) list.add(id);
          else list.remove(id);
        },
      }),
    };
  });
}
