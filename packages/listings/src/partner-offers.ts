import {
  type Brand,
  DEFAULT_BRAND,
  type PartnerOffer,
  type SiteConfig,
  selectSiteConfig,
} from '@forecourt/brand';
import type { Listing, OwnersMap } from './listing';
import { isPrivateSeller, resolveOwner } from './resolve-owner';

/** "The cash offer path is /instant-cash-offer/, with offerCode=A and dealer_id ..." (spec 001 section 9) */
export const INSTANT_CASH_OFFER_PATH = '/instant-cash-offer/';
export const INSTANT_CASH_OFFER_CODE = 'A';

export interface PartnerOffersOptions {
  /** The brand of the page; its site configuration gives the offers and their order. Default `'atc'`. */
  brand?: Brand;
  /** A site configuration (e.g. `selectSiteConfig({ brand, experience })`); wins over `brand`. Default: none. */
  siteConfig?: Pick<SiteConfig, 'partnerOffers'>;
  /** The reply's owners map, for a listing whose owner is an index into it. Default: none. */
  owners?: OwnersMap;
  /** Whether the dealer has its own financing. Default: the listing has a non-empty `finance`. */
  dealerFinancing?: boolean;
  /** "hidden if hideSponsoredCarLoans is set" (configuration, not a listing field). Default `false`. */
  hideSponsoredCarLoans?: boolean;
}

type OfferFields = Pick<Listing, 'owner' | 'ownerId' | 'finance'>;

function hasFinance(finance: unknown): boolean {
  if (finance === null || finance === undefined || finance === false) return false;
  return typeof finance !== 'object' || Object.keys(finance).length > 0;
}

/**
 * The partner offers of a vehicle page, in order (spec 001 section 9): the brand's list from `@forecourt/brand`
 * (which already leaves out the instant cash offer for the valuation and magazine brands and gives the
 * valuation brand its warranty, credit report, insurance quote), then each offer's listing condition:
 * "dealer financing (if the dealer has it)" (a private seller has none) and "sponsored car loans (hidden if
 * hideSponsoredCarLoans is set ...)".
 */
export function partnerOffers(listing: OfferFields, options: PartnerOffersOptions = {}): PartnerOffer[] {
  const config = options.siteConfig ?? selectSiteConfig({ brand: options.brand ?? DEFAULT_BRAND });
  const privateSeller = isPrivateSeller(resolveOwner(listing, options.owners));
  const dealerFinancing = !privateSeller && (options.dealerFinancing ?? hasFinance(listing.finance));
  return config.partnerOffers.filter((offer) => {
    if (offer === 'dealer-financing') return dealerFinancing;
    if (offer === 'sponsored-car-loans') return options.hideSponsoredCarLoans !== true;
    return true;
  });
}

/** "wording differs for private sellers" (spec 001 section 9): which wording the sponsored car loans card uses. */
export function sponsoredCarLoansWording(
  listing: Pick<Listing, 'owner' | 'ownerId'>,
  owners?: OwnersMap,
): 'private-seller' | 'dealer' {
  return isPrivateSeller(resolveOwner(listing, owners)) ? 'private-seller' : 'dealer';
}

/**
 * "The cash offer path is /instant-cash-offer/, with offerCode=A and dealer_id for dealers that have one."
 * (spec 001 section 9) The dealer id is the owner's id (else `ownerId`); private sellers get none.
 */
export function instantCashOfferPath(
  listing: Pick<Listing, 'owner' | 'ownerId'>,
  owners?: OwnersMap,
): string {
  const owner = resolveOwner(listing, owners);
  const dealerId = isPrivateSeller(owner) ? undefined : (owner?.id ?? listing.ownerId);
  const query = new URLSearchParams({ offerCode: INSTANT_CASH_OFFER_CODE });
  if (dealerId !== undefined && String(dealerId) !== '') query.set('dealer_id', String(dealerId));
  return `${INSTANT_CASH_OFFER_PATH}?${query}`;
}
