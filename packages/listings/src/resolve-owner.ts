import type { Listing, Owner, OwnersMap } from './listing';

/**
 * The listing's owner. The owner field "may be an index into an owners map" (spec 001 section 3): a string or
 * number is looked up in `owners`; without an owner field, `ownerId` is.
 */
export function resolveOwner(
  listing: Pick<Listing, 'owner' | 'ownerId'>,
  owners?: OwnersMap,
): Owner | undefined {
  const { owner, ownerId } = listing;
  if (typeof owner === 'object' && owner !== null) return owner;
  const key = owner ?? ownerId;
  return key === undefined ? undefined : owners?.[String(key)];
}

/** True when the owner is a private seller rather than a dealer. */
export function isPrivateSeller(owner: Owner | undefined): boolean {
  return owner?.privateSeller === true;
}
