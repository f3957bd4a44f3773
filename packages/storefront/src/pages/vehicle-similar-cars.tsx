import { COOKIES } from '@forecourt/brand';
import { type ComparableCar, ComparableCars } from '@forecourt/ui';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { useHydrated } from '../hooks/use-hydrated';
import { useNearViewport } from '../hooks/use-near-viewport';
import {
  firstPhoto,
  formatUsd,
  type Listing,
  listingHref,
  listingPrice,
  listingTitle,
  type Owner,
  ownerOf,
} from '../listing-view';
import { renderLink } from '../render-link';
import {
  conditionWords,
  dealerLotCriteria,
  dealerLotQuery,
  priceDifferenceText,
  SIMILAR_CARS_SHOWN,
  similarCarsCriteria,
  similarCarsQuery,
} from '../similar-cars';
import { useEnvironment } from '../storefront-environment';

/** The cards' facts, formatted: price against the page's car, seller, place and distance. */
function comparableCar(
  listing: Listing,
  owners: readonly Owner[],
  reference: number,
  brand: Parameters<typeof listingTitle>[1],
): ComparableCar {
  const owner = ownerOf(listing, owners);
  const price = listingPrice(listing);
  const address = owner?.location?.address;
  const distance = listing.distance;
  const where = [address?.city && address.state ? `${address.city}, ${address.state}` : undefined]
    .concat(distance === undefined ? [] : [`${Math.round(distance)} mi away`])
    .filter(Boolean)
    .join(' · ');
  const difference = priceDifferenceText(price, reference);
  const photo = firstPhoto(listing, brand);
  return {
    id: listing.id,
    title: listingTitle(listing, brand),
    href: listingHref(listing),
    ...(price !== undefined && { price: formatUsd(price) }),
    ...(difference && { priceDifference: difference }),
    ...(owner?.name && { seller: owner.name }),
    ...(where && { place: where }),
    ...(photo && { imageSrc: photo.src }),
  };
}

const modelName = (listing: Listing) => [listing.make, listing.model].filter(Boolean).join(' ');

/**
 * Similar cars near the shopper (issue 29): the same make, model and condition within 80 to 120 percent of this
 * car's price, around the shopper's zip (the resolved location, else the location cookie), else around the car's
 * dealer. Searched once its place nears the viewport and after hydration, as the list it replaces was (issue 11):
 * the server's HTML has none of it, and until the answer its place is an empty block of no height.
 */
export function VehicleSimilarCars({ listing, owner }: { listing: Listing; owner: Owner | null }) {
  const { api, config, stores, cookies } = useEnvironment();
  const hydrated = useHydrated();
  const located = useStore(stores.location, (state) => state.location);
  const [place, near] = useNearViewport<HTMLDivElement>('400px');
  const shopperZip = hydrated ? (located?.zip ?? readCookie(cookies, COOKIES.userZip.name)) : undefined;
  const dealerZip = owner?.location?.address?.zip;
  const criteria = similarCarsCriteria(listing, shopperZip ?? dealerZip);
  const similar = useQuery({
    ...similarCarsQuery(api, criteria),
    enabled: hydrated && near && criteria !== undefined,
  });
  const listings = (similar.data?.listings ?? [])
    .filter((item) => item.id !== listing.id)
    .slice(0, SIMILAR_CARS_SHOWN);
  if (!criteria || listings.length === 0) return hydrated ? <div ref={place} aria-hidden="true" /> : null;
  const words = conditionWords(criteria.condition);
  const around = shopperZip ? 'near you' : `near ${owner?.name ?? criteria.zip}`;
  return (
    <ComparableCars
      heading={`Similar ${words} ${modelName(listing)} ${around}`}
      description={`${capitalise(words)} ${modelName(listing)}, ${formatUsd(criteria.range.minPrice)} to ${formatUsd(criteria.range.maxPrice)}, nearest first, around ${criteria.zip}.`}
      cars={listings.map((item) =>
        comparableCar(item, similar.data?.owners ?? [], criteria.price, config.brand),
      )}
      renderLink={renderLink}
    />
  );
}

/**
 * The dealer-lot comparables of spec 001 s7: cars of the same make, model and condition at dealers around this
 * car's dealer, within "Comparable-listing price window 95 percent to 105 percent of sale price" (s9). Shown only
 * when there are some; loaded as `VehicleSimilarCars` is.
 */
export function VehicleDealerLot({ listing, owner }: { listing: Listing; owner: Owner | null }) {
  const { api, config } = useEnvironment();
  const hydrated = useHydrated();
  const [place, near] = useNearViewport<HTMLDivElement>('400px');
  const criteria = owner?.privateSeller
    ? undefined
    : dealerLotCriteria(listing, owner?.location?.address?.zip);
  const lot = useQuery({
    ...dealerLotQuery(api, criteria),
    enabled: hydrated && near && criteria !== undefined,
  });
  // The breaker's fallback is `{}` (spec 001 s7 "empty fallback"): no list, nothing to show.
  const listings = (lot.data?.listings ?? []).filter((item) => item.id !== listing.id);
  if (!criteria || listings.length === 0) return hydrated ? <div ref={place} aria-hidden="true" /> : null;
  const words = conditionWords(criteria.listingTypes[0] ?? 'USED');
  return (
    <ComparableCars
      heading={`Comparable cars at dealers near ${owner?.name ?? criteria.zip}`}
      description={`${capitalise(words)} ${modelName(listing)} priced within 95 to 105 percent of this car (${formatUsd(criteria.minPrice)} to ${formatUsd(criteria.maxPrice)}), nearest first.`}
      cars={listings.map((item) => comparableCar(item, [], criteria.salePrice, config.brand))}
      renderLink={renderLink}
    />
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function readCookie(cookies: { get(name: string): string | undefined } | undefined, name: string) {
  try {
    const value = cookies?.get(name);
    return value && /^\d{5}$/.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
