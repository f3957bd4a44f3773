import { DealRatingPanel } from '@forecourt/ui';
import { useQuery } from '@tanstack/react-query';
import {
  formatUsd,
  type Listing,
  listingHref,
  listingMileage,
  listingPrice,
  listingTitle,
} from '../listing-view';
import { renderLink } from '../render-link';
import { useEnvironment } from '../storefront-environment';

/**
 * The vehicle page's deal-rating panel (issue 33): why the car got its rating, from `pricingDetail.dealRating`
 * (the market price model's figures, stored with the listing), and its nearest comparables, read by id as one
 * listings-by-ids request. A file of its own so the vehicle page holds one line for it. Without a rating (an
 * API before issue 33) nothing is shown: the price summary's older explanation still stands.
 */
export function VehicleDealRating({ listing }: { listing: Listing }) {
  const { api, config } = useEnvironment();
  const rating = listing.pricingDetail?.dealRating;
  const ids = rating?.comparableIds ?? [];
  const comparables = useQuery({
    // The ids are in the listing itself: the key names them, so another car's panel asks again.
    queryKey: ['forecourt', 'listing', 'deal-comparables', listing.id, ...ids] as const,
    queryFn: async ({ signal }) =>
      (await api.getListingsByIds({ query: { listingId: ids } }, { signal }))?.listings ?? [],
    enabled: ids.length > 0,
  });
  if (!rating) return null;
  const cars = (comparables.data ?? []).map((car) => {
    const price = listingPrice(car);
    const mileage = listingMileage(car);
    return {
      id: car.id,
      title: listingTitle(car, config.brand),
      href: listingHref(car),
      ...(price !== undefined && { price: formatUsd(price) }),
      ...(mileage && { mileage }),
    };
  });
  return (
    <DealRatingPanel
      {...(rating.band && { band: rating.band })}
      {...(rating.marketPrice !== undefined && { marketPrice: rating.marketPrice })}
      {...(rating.gap !== undefined && { gap: rating.gap })}
      {...(rating.gapPercent !== undefined && { gapPercent: rating.gapPercent })}
      {...(rating.confidence && { confidence: rating.confidence })}
      comparableCount={rating.comparableCount}
      comparables={cars}
      renderLink={renderLink}
    />
  );
}
