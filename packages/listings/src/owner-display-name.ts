import type { Listing, OwnersMap } from './listing';
import { listingTypeOf } from './listing-type';
import { isPrivateSeller, resolveOwner } from './resolve-owner';

/** The name shown instead of a low-priority dealer's own (spec 000 section 9). */
export const DEALER_PLACEHOLDER_NAME = 'Dealer';

/** "... when priority is 10 or lower" (spec 000 section 9): 10 is STANDARD. */
export const DEALER_NAME_MAX_HIDDEN_PRIORITY = 10;

/**
 * "A dealer's name is replaced with 'Dealer' when priority is 10 or lower, the vehicle is not new and the owner
 * is not a private seller." (spec 000 section 9) Otherwise the listing's `ownerName`, else the owner's `name`.
 * A listing without a numeric priority keeps its name: nothing says it is a low tier.
 */
export function ownerDisplayName(
  listing: Pick<
    Listing,
    'priority' | 'listingType' | 'type' | 'listingTypes' | 'owner' | 'ownerId' | 'ownerName'
  >,
  owners?: OwnersMap,
): string | undefined {
  const owner = resolveOwner(listing, owners);
  const { priority } = listing;
  if (
    typeof priority === 'number' &&
    priority <= DEALER_NAME_MAX_HIDDEN_PRIORITY &&
    listingTypeOf(listing) !== 'NEW' &&
    !isPrivateSeller(owner)
  ) {
    return DEALER_PLACEHOLDER_NAME;
  }
  return listing.ownerName ?? owner?.name;
}
