import { ownerDisplayName } from '@forecourt/listings';
import {
  OwnerCard,
  PartnerOffers,
  PaymentSummary,
  PhotoGallery,
  PriceHistoryChart,
  PriceSummary,
  ResultsList,
  SaveToggleButton,
  SpecsTable,
} from '@forecourt/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useClientState } from '../hooks/use-client-state';
import { useHydrated } from '../hooks/use-hydrated';
import { useListingCards } from '../hooks/use-listing-cards';
import { formatUsd, listingCondition, listingPrice, listingTitle } from '../listing-view';
import { partnerOfferCards } from '../partner-offer-cards';
import { listingQuery, searchQuery } from '../queries';
import { renderLink } from '../render-link';
import { ShareListing } from '../share-listing';
import { useEnvironment } from '../storefront-environment';
import {
  daysOnSiteOf,
  dealComparisonOf,
  isReducedPriceOf,
  photosOf,
  priceHistoryOf,
  specGroups,
} from '../vehicle-view';
import { NotFoundPage } from './not-found-page';
import { VehiclePayment } from './vehicle-payment';

/** Vehicle details (spec 001 s2, s3): photos, price and deal, history, specifications, owner, payment, offers, sharing. */
export function VehiclePage({ id }: { id: string }) {
  const { api, config, origin, stores } = useEnvironment();
  const detail = useQuery(listingQuery(api, id));
  const hydrated = useHydrated();
  const [sharing, setSharing] = useState(false);
  const listing = detail.data?.listing;
  const saved = useClientState(
    stores.savedItems,
    (state) => state.savedListings.some((item) => item.listingId === listing?.id),
    false,
  );
  const inCompare = useClientState(
    stores.compare,
    (state) => state.activeResults.includes(listing?.id ?? ''),
    false,
  );
  const similar = useQuery({
    ...searchQuery(api, {
      makeCode: [listing?.makeCode ?? ''],
      modelCode: [listing?.modelCode ?? ''],
      numRecords: '5',
    }),
    enabled: hydrated && Boolean(listing?.makeCode && listing?.modelCode),
  });
  const similarCards = useListingCards(
    (similar.data?.listings ?? []).filter((item) => item.id !== listing?.id).slice(0, 4),
    similar.data?.owners ?? [],
  );
  const wallet = useStore(stores.wallet);

  useEffect(() => {
    if (listing) stores.savedItems.getState().recordRecentInventory(listing.id);
  }, [listing, stores.savedItems]);

  if (detail.isPending) return <p aria-busy="true">Loading the vehicle…</p>;
  if (detail.isError)
    return <p role="alert">We could not load this vehicle. Please try again in a moment.</p>;
  if (!detail.data || !listing) return <NotFoundPage />;

  const { owner, owners } = detail.data;
  const title = listingTitle(listing);
  const price = listingPrice(listing);
  const ownersMap = Object.fromEntries(owners.map((item) => [String(item.id), item]));
  const ownerName = ownerDisplayName(listing as never, ownersMap as never) ?? owner?.name;
  const address = owner?.location?.address;
  const savedItems = stores.savedItems.getState();
  const comparison = dealComparisonOf(listing);
  const daysOnSite = daysOnSiteOf(listing);

  return (
    <article className="fc-vehicle-page">
      <title>{`${title} | ${config.siteName}`}</title>
      <link rel="canonical" href={`${origin}/cars-for-sale/vehicle/${listing.id}`} />
      <h1>{title}</h1>
      <div className="fc-vehicle-page__actions">
        <SaveToggleButton
          saved={saved}
          vehicleTitle={title}
          onToggle={(next) =>
            void (next
              ? savedItems.saveVehicle(listing.id, { listing, title })
              : savedItems.unsaveVehicle(listing.id))
          }
        />
        <button
          type="button"
          className="fc-button fc-button--secondary"
          aria-pressed={inCompare}
          onClick={() => {
            const compare = stores.compare.getState();
            if (inCompare) compare.remove(listing.id);
            else compare.add(listing.id);
          }}
        >
          {inCompare ? 'In compare' : 'Add to compare'}
        </button>
        <button type="button" className="fc-button fc-button--secondary" onClick={() => setSharing(true)}>
          Share
        </button>
      </div>
      <div className="fc-vehicle-page__columns">
        <div className="fc-vehicle-page__media">
          <PhotoGallery photos={photosOf(listing)} title={title} />
          <PriceHistoryChart points={priceHistoryOf(listing)} />
          <SpecsTable groups={specGroups(listing)} />
        </div>
        <aside className="fc-vehicle-page__side">
          <PriceSummary
            {...(price !== undefined && { price: formatUsd(price) })}
            {...(listing.pricingDetail?.dealIndicator && {
              dealIndicator: listing.pricingDetail.dealIndicator,
            })}
            {...(comparison && { dealComparison: comparison })}
            isReducedPrice={isReducedPriceOf(listing)}
            {...(daysOnSite !== undefined && { daysOnSite })}
          />
          <div id="payment">
            {price !== undefined ? (
              <VehiclePayment
                listingId={listing.id}
                price={price}
                condition={listingCondition(listing)}
                wallet={hydrated ? wallet : {}}
              />
            ) : (
              <PaymentSummary status="error" errorMessage="Ask the seller for the price to see a payment." />
            )}
          </div>
          {ownerName && (
            <OwnerCard
              name={ownerName}
              renderLink={renderLink}
              privateSeller={Boolean(owner?.privateSeller)}
              {...(owner?.phone && { phone: owner.phone })}
              {...(address?.city &&
                address.state &&
                address.zip && {
                  address: {
                    city: address.city,
                    state: address.state,
                    zip: address.zip,
                    ...(address.address1 && { address1: address.address1 }),
                  },
                })}
              {...(owner &&
                !owner.privateSeller && { dealerHref: `/car-dealers/dealer-details/${owner.id}` })}
            />
          )}
          <PartnerOffers offers={partnerOfferCards(listing, owners, config.brand)} />
        </aside>
      </div>
      {similarCards.length > 0 && (
        <ResultsList
          headingLevel={2}
          heading={() => `Similar ${[listing.make, listing.model].filter(Boolean).join(' ')} for sale`}
          totalCount={similarCards.length}
          listings={similarCards}
          renderLink={renderLink}
        />
      )}
      {sharing && (
        <ShareListing
          listingId={listing.id}
          ownerId={owner?.id}
          title={title}
          onClose={() => setSharing(false)}
        />
      )}
    </article>
  );
}
