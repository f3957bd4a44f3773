import { COMPARE_MAX, CompareTable } from '@forecourt/ui';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useHydrated } from '../hooks/use-hydrated';
import {
  bodyStyleNames,
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
} from '../listing-view';
import { ALL_CARS_PATH } from '../page-route';
import { usePaymentRates } from '../payment-rates-query';
import { renderLink } from '../render-link';
import { Link } from '../router';
import { useEnvironment } from '../storefront-environment';

/** Compare: up to five listings side by side (spec 001 s3 "Compare state"), priced on the shopper's wallet. */
export function ComparePage() {
  const { stores, config } = useEnvironment();
  const hydrated = useHydrated();
  const ids = useStore(stores.compare, (state) => state.activeResults);
  const reply = useStore(stores.compare, (state) => state.compareListings);
  const loading = useStore(stores.compare, (state) => state.loading);
  const wallet = useStore(stores.wallet);
  const rates = usePaymentRates();
  const key = ids.join(',');

  useEffect(() => {
    // "Fetch shows the last 3 by default (5 when requested)": the compare page asks for all five.
    if (key) void stores.compare.getState().loadListings({ showAll: true });
  }, [key, stores.compare]);

  const listings = ((hydrated ? reply.listings : undefined) ?? []) as unknown as Listing[];
  const shown = listings.filter((listing) => ids.includes(listing.id));

  return (
    <section className="fc-compare-page">
      <title>{`Compare cars | ${config.siteName}`}</title>
      <h1>Compare cars</h1>
      <p>Compare up to {COMPARE_MAX} cars side by side.</p>
      {hydrated && loading && shown.length === 0 ? (
        <p aria-busy="true">Loading your cars…</p>
      ) : (
        <CompareTable
          renderLink={renderLink}
          onRemove={(id) => stores.compare.getState().remove(id)}
          emptyAction={<Link href={ALL_CARS_PATH}>Find cars to compare</Link>}
          listings={shown.map((listing) => {
            const price = listingPrice(listing);
            const photo = firstPhoto(listing, config.brand);
            const mileage = listingMileage(listing);
            const payment =
              price === undefined
                ? undefined
                : formatMonthly(monthlyPaymentCents(wallet, price, listingCondition(listing), rates));
            return {
              id: listing.id,
              title: listingTitle(listing, config.brand),
              href: listingHref(listing),
              ...(photo && { photo }),
              ...(price !== undefined && { price: formatUsd(price) }),
              ...(mileage && { mileage }),
              ...(listing.year && { year: String(listing.year) }),
              ...(bodyStyleNames(listing)[0] && { bodyStyle: bodyStyleNames(listing)[0] }),
              ...(listing.driveType && { drive: listing.driveType }),
              ...(listing.engine && { engine: listing.engine }),
              ...(listing.fuelType && { fuel: listing.fuelType }),
              ...(listing.color?.exteriorColor && { color: listing.color.exteriorColor }),
              ...(listing.pricingDetail?.dealIndicator && {
                dealIndicator: listing.pricingDetail.dealIndicator,
              }),
              ...(payment && { payment: `${payment}/mo` }),
            };
          })}
        />
      )}
    </section>
  );
}
