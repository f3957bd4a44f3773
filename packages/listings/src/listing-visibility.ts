import type { Listing, OwnersMap } from './listing';
import { isPrivateSeller, resolveOwner } from './resolve-owner';

type VisibilityFields = Pick<Listing, 'owner' | 'ownerId' | 'make' | 'makeCode' | 'ecommWebsite' | 'esntial'>;

/** The make code and name of the carmaker whose e-commerce listings hide the e-mail form. */
export const HYUNDAI_MAKE_CODE = 'HYUND';
const HYUNDAI_MAKE_NAME = 'hyundai';

/**
 * A hyundai e-commerce listing: a Hyundai (make code `HYUND` or make name Hyundai) with an e-commerce link
 * (ecommWebsite.href or esntial.ecommWebsite.href).
 */
export function isHyundaiEcommerceListing(listing: Omit<VisibilityFields, 'owner' | 'ownerId'>): boolean {
  const hyundai =
    listing.makeCode?.trim().toUpperCase() === HYUNDAI_MAKE_CODE ||
    listing.make?.trim().toLowerCase() === HYUNDAI_MAKE_NAME;
  const href = listing.ecommWebsite?.href ?? listing.esntial?.ecommWebsite?.href;
  return hyundai && typeof href === 'string' && href.trim() !== '';
}

/**
 * Whether the e-mail (lead) form is hidden: "Private-seller listings hide the e-mail form; hyundai e-commerce
 * listings hide it too" (spec 001 section 6, spec 000 section 6), and when the owner sets hideEmailForm
 * (spec 001 section 3).
 */
export function isEmailFormHidden(listing: VisibilityFields, owners?: OwnersMap): boolean {
  const owner = resolveOwner(listing, owners);
  return owner?.hideEmailForm === true || isPrivateSeller(owner) || isHyundaiEcommerceListing(listing);
}

/** "Private-seller listings hide ads" (spec 000 section 6), as does a dealer's dealerConfig.hideAds. */
export function areAdsHidden(
  listing: Pick<Listing, 'owner' | 'ownerId' | 'dealerConfig'>,
  owners?: OwnersMap,
) {
  return listing.dealerConfig?.hideAds === true || isPrivateSeller(resolveOwner(listing, owners));
}
