import { isEmailFormHidden, ownerDisplayName } from '@forecourt/listings';
import {
  COMPARE_MAX,
  OwnerCard,
  PartnerOffers,
  PaymentSummary,
  PhotoGallery,
  PriceHistoryChart,
  PriceSummary,
  SaveToggleButton,
  SpecsTable,
} from '@forecourt/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useClientState } from '../hooks/use-client-state';
import { useHydrated } from '../hooks/use-hydrated';
import { useStoreInTransition } from '../hooks/use-store-in-transition';
import { type ListingModal, ListingModals } from '../listing-modals';
import { formatUsd, listingCondition, listingPrice, listingTitle } from '../listing-view';
import { partnerOfferCards } from '../partner-offer-cards';
import { listingQuery } from '../queries';
import { renderLink } from '../render-link';
import { vehicleHead } from '../seo/listing-head';
import { PageHeadTags } from '../seo/page-head-tags';
import { useEnvironment } from '../storefront-environment';
import {
  daysOnSiteOf,
  dealerDifferences,
  isReducedPriceOf,
  photosOf,
  priceHistoryOf,
  specGroups,
} from '../vehicle-view';
import { GoneVehiclePage } from './gone-vehicle-page';
import { VehicleCondition } from './vehicle-condition';
import { VehicleDealRating } from './vehicle-deal-rating';
import { VehiclePayment } from './vehicle-payment';
import { VehicleDealerLot, VehicleSimilarCars } from './vehicle-similar-cars';

/** What the vehicle page says when the listing service cannot answer (a server-rendered 503 says it too). */
export const VEHICLE_PAGE_TEXTS = Object.freeze({
  unavailable: 'We could not load this vehicle. Please try again in a moment.',
  retry: 'Try again',
});

/** Vehicle details (spec 001 s2, s3): photos, price and deal, history, specifications, owner, payment, offers, sharing. */
export function VehiclePage({ id }: { id: string }) {
  const { api, config, origin, session, stores } = useEnvironment();
  const detail = useQuery(listingQuery(api, id));
  const hydrated = useHydrated();
  const [modal, setModal] = useState<ListingModal | null>(null);
  const [compareFull, setCompareFull] = useState(false);
  // "showShareListingsModal" (spec 001 s3) is the share modal's open state; the other modals are the page's.
  const sharing = useClientState(stores.preferences, (state) => state.showShareListingsModal, false);
  const open = (next: ListingModal | null) => {
    stores.preferences.getState().setPreference('showShareListingsModal', next === 'share');
    setModal(next === 'share' ? null : next);
  };
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
  const wallet = useStoreInTransition(stores.wallet, (state) => state);

  useEffect(() => {
    if (listing) stores.savedItems.getState().recordRecentInventory(listing.id);
  }, [listing, stores.savedItems]);
  // Leaving the page closes the share modal: it is not to greet the shopper on the next one.
  useEffect(
    () => () => stores.preferences.getState().setPreference('showShareListingsModal', false),
    [stores.preferences],
  );

  if (detail.isPending) return <p aria-busy="true">Loading the vehicle…</p>;
  // A failed refresh keeps the car on screen: only a page with no car to show says the service is away.
  if (detail.isError && !detail.data)
    return (
      <div className="fc-vehicle-page__error" role="alert">
        <p>{VEHICLE_PAGE_TEXTS.unavailable}</p>
        <button type="button" className="fc-button" onClick={() => void detail.refetch()}>
          {VEHICLE_PAGE_TEXTS.retry}
        </button>
      </div>
    );
  if (!detail.data || !listing) return <GoneVehiclePage id={id} />;

  const { owner, owners } = detail.data;
  const title = listingTitle(listing, config.brand);
  const price = listingPrice(listing);
  const ownersMap = Object.fromEntries(owners.map((item) => [String(item.id), item]));
  const ownerName = ownerDisplayName(listing as never, ownersMap as never) ?? owner?.name;
  const address = owner?.location?.address;
  const savedItems = stores.savedItems.getState();
  const daysOnSite = daysOnSiteOf(listing);
  const differences = dealerDifferences(listing, owner ?? undefined);

  return (
    <article className="fc-vehicle-page">
      <PageHeadTags
        head={vehicleHead(listing, title, owner, ownerName, {
          brand: config.brand,
          siteName: config.siteName,
          origin,
        })}
      />
      <h1>{title}</h1>
      <VehicleCondition listing={listing} />
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
            if (inCompare) {
              compare.remove(listing.id);
              return;
            }
            // "at five an add is ignored" (spec 001 s4): the modal says why.
            setCompareFull(compare.activeResults.length >= COMPARE_MAX);
            compare.add(listing.id);
            open('compare');
          }}
        >
          {inCompare ? 'In compare' : 'Add to compare'}
        </button>
        <button type="button" className="fc-button fc-button--secondary" onClick={() => open('share')}>
          Share
        </button>
        {owner && !isEmailFormHidden(listing as never, ownersMap as never) && (
          <button type="button" className="fc-button fc-button--secondary" onClick={() => open('emailOwner')}>
            E-mail the seller
          </button>
        )}
        {/* In the server's HTML too (the session is the server's to know): added after hydration, it wrapped the
            row onto a new line on a phone and moved the page below it (issue 11's CLS on the vehicle page). */}
        {!session.signedIn && listing.makeCode && listing.modelCode && (
          <button
            type="button"
            className="fc-button fc-button--secondary"
            onClick={() => open('emailCapture')}
          >
            Get alerts for cars like this
          </button>
        )}
      </div>
      <div className="fc-vehicle-page__columns">
        <div className="fc-vehicle-page__media">
          <PhotoGallery photos={photosOf(listing)} title={title} />
        </div>
        <aside className="fc-vehicle-page__side">
          <PriceSummary
            {...(price !== undefined && { price: formatUsd(price) })}
            {...(listing.pricingDetail?.dealIndicator && {
              dealIndicator: listing.pricingDetail.dealIndicator,
            })}
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
        {/* After the price and payment in the document: on a phone (one column) they come right after the
            photos, not after the whole specification table (issue 29). */}
        <div className="fc-vehicle-page__details">
          <VehicleDealRating listing={listing} />
          <PriceHistoryChart points={priceHistoryOf(listing)} />
          <SpecsTable groups={specGroups(listing)} />
        </div>
      </div>
      <ul className="fc-vehicle-page__more">
        {listing.makeCode && listing.modelCode && (
          <li>
            <button type="button" className="fc-link-button" onClick={() => open('trims')}>
              {`See other ${[listing.make, listing.model].filter(Boolean).join(' ')} trims`}
            </button>
          </li>
        )}
        {ownerName && differences.length > 0 && (
          <li>
            <button type="button" className="fc-link-button" onClick={() => open('dealerDifference')}>
              {`Why buy from ${ownerName}`}
            </button>
          </li>
        )}
        <li>
          <button type="button" className="fc-link-button" onClick={() => open('report')}>
            Report this listing
          </button>
        </li>
      </ul>
      {/* Keyed: another car's lists are searched as their own places near, not at once on a client-side visit. */}
      <VehicleSimilarCars key={`similar-${listing.id}`} listing={listing} owner={owner} />
      <VehicleDealerLot key={`lot-${listing.id}`} listing={listing} owner={owner} />
      <ListingModals
        open={sharing ? 'share' : modal}
        onOpen={open}
        listing={listing}
        owner={owner ?? undefined}
        ownerName={ownerName}
        compareLimitReached={compareFull}
      />
    </article>
  );
}
