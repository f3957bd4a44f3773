import { listingConditionName } from '@forecourt/listings';
import {
  COMPARE_MAX,
  ListingCard,
  type ListingCardProps,
  type ResultCard,
  type ResultCardPlace,
  SaveToggleButton,
} from '@forecourt/ui';
import type { PaymentRatesReply } from '@forecourt/wallet';
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
import { usePaymentRates } from '../payment-rates-query';
import { renderLink } from '../render-link';
import type { StorefrontConfig } from '../storefront-config';
import { type StorefrontEnvironment, useEnvironment } from '../storefront-environment';
import { useHydrated } from './use-hydrated';
import { useStoreInTransition } from './use-store-in-transition';

const NONE: readonly string[] = [];

/** What every card of a list shares: the shopper's stores as the list read them once. */
interface CardsContext {
  readonly brand: StorefrontConfig['brand'];
  readonly saved: ReadonlySet<string>;
  readonly compared: readonly string[];
  readonly wallet: Parameters<typeof monthlyPaymentCents>[0];
  /** The payments service's rates, once loaded: the wallet's credit band prices the cards. */
  readonly rates: PaymentRatesReply | undefined;
  readonly savedItems: ReturnType<StorefrontEnvironment['stores']['savedItems']['getState']>;
  readonly compareStore: StorefrontEnvironment['stores']['compare'];
  readonly compare: boolean;
}

/**
 * The shopper's stores as result cards read them: saved state, the compare list and the wallet's terms. Until
 * hydration every card shows the neutral state and the default terms' payment, as the server rendered it.
 */
function useCardsContext({ compare = true }: { compare?: boolean }): CardsContext {
  const { config, stores } = useEnvironment();
  const hydrated = useHydrated();
  const savedIds = useStore(
    stores.savedItems,
    useShallow((state) => state.savedListings.map((item) => item.listingId)),
  );
  const compareIds = useStore(stores.compare, (state) => state.activeResults);
  const wallet = useStoreInTransition(stores.wallet, (state) => state);
  const rates = usePaymentRates();
  return {
    rates,
    brand: config.brand,
    saved: new Set(hydrated ? savedIds : NONE),
    compared: hydrated ? compareIds : NONE,
    wallet: hydrated ? wallet : {},
    savedItems: stores.savedItems.getState(),
    compareStore: stores.compare,
    compare,
  };
}

/**
 * How a car sits against the wallet's budget (spec 002 s3 "budget, monthlyBudget"): a monthly budget against its
 * payment, a total budget against its price. None without a budget or a figure to compare.
 */
export function budgetFit(
  wallet: CardsContext['wallet'],
  price: number | undefined,
  paymentCents: number | null,
): 'within' | 'over' | undefined {
  const monthly = (wallet as { monthlyBudget?: number | null }).monthlyBudget;
  const total = (wallet as { budget?: number | null }).budget;
  if (typeof monthly === 'number' && monthly > 0 && paymentCents !== null)
    return paymentCents <= monthly * 100 ? 'within' : 'over';
  if (typeof total === 'number' && total > 0 && price !== undefined)
    return price <= total ? 'within' : 'over';
  return undefined;
}

/** One result card's props: the view model of a listing. */
function cardProps(listing: Listing, owners: readonly Owner[], context: CardsContext): ListingCardProps {
  const { brand, saved, compared, wallet, rates, savedItems, compareStore } = context;
  const price = listingPrice(listing);
  const owner = ownerOf(listing, owners);
  const photo = firstPhoto(listing, brand);
  const title = listingTitle(listing, brand);
  const mileage = listingMileage(listing);
  const condition = listingConditionName(listing as never);
  const paymentCents =
    price === undefined ? null : monthlyPaymentCents(wallet, price, listingCondition(listing), rates);
  // A down payment and trade-in that cover the price leave nothing to pay monthly: no "$0/mo" figure.
  const payment = paymentCents !== null && paymentCents > 0 ? formatMonthly(paymentCents) : undefined;
  const fit = budgetFit(wallet, price, paymentCents);
  const city = owner?.location?.address?.city;
  return {
    id: listing.id,
    title,
    href: listingHref(listing),
    renderLink,
    ...(photo && { imageSrc: photo.src, imageAlt: photo.alt }),
    ...(price !== undefined && { price: formatUsd(price) }),
    ...(mileage && { mileage }),
    ...(condition && { condition }),
    ...(listing.pricingDetail?.dealIndicator && { dealIndicator: listing.pricingDetail.dealIndicator }),
    // The market price model's band (issue 33) when the API sends one; a rating without a band is "not
    // enough similar cars", which the card says plainly.
    ...(listing.pricingDetail?.dealRating && {
      dealBand: listing.pricingDetail.dealRating.band ?? 'NotRated',
    }),
    reducedPrice: Boolean((listing as { isReducedPrice?: boolean }).isReducedPrice),
    ...(payment && { monthlyPayment: payment }),
    ...(fit && { budgetFit: fit }),
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
    ...(context.compare && {
      compareSelected: compared.includes(listing.id),
      compareFull: compared.length >= COMPARE_MAX,
      onCompareToggle: (id: string, selected: boolean) => {
        const list = compareStore.getState();
        if (selected) list.add(id);
        else list.remove(id);
      },
    }),
  };
}

/**
 * Result cards bound to the shopper's stores: saved state, the compare list and the wallet's monthly payment.
 * Until hydration every card shows the neutral state and the default terms' payment, as the server rendered it.
 */
export function useListingCards(
  listings: readonly Listing[],
  owners: readonly Owner[],
  options: { compare?: boolean } = {},
): ListingCardProps[] {
  const context = useCardsContext(options);
  return listings.map((listing) => cardProps(listing, owners, context));
}

/**
 * The same cards for `ResultsList`'s `cards`: each made in its own component's render (`BoundListingCard`), so
 * React can yield between cards while it hydrates; made in the page's one render, a results page's 25 cards were
 * one piece of work of 8-16 ms (unthrottled) in traces (issue 11's total blocking time). The stores are read once,
 * here, as `useListingCards` reads them.
 */
export function useListingCardSlots(
  listings: readonly Listing[],
  owners: readonly Owner[],
  options: { compare?: boolean } = {},
): ResultCard[] {
  const context = useCardsContext(options);
  return listings.map((listing) => ({
    id: listing.id,
    render: (place) => <BoundListingCard listing={listing} owners={owners} context={context} {...place} />,
  }));
}

function BoundListingCard({
  listing,
  owners,
  context,
  ...place
}: { listing: Listing; owners: readonly Owner[]; context: CardsContext } & ResultCardPlace) {
  return <ListingCard {...place} {...cardProps(listing, owners, context)} />;
}
