import type { FetchCompareListings } from '@forecourt/compare';
import type { Listing, Owner } from '@forecourt/contracts';
import type { ApiClient } from './create-api-client';

/**
 * The compare store's `fetchListings` over `getListingsByIds` (spec 001 s7: `GET /rest/lsc/listing`, repeated
 * `listingId`, `X-fwd-svc: atc`). The reply's owner list becomes the map by owner id the compare reply holds,
 * so `owners[listing.ownerId]` finds a listing's owner. The call runs through the `listing` breaker, whose
 * settings are the compare page's (3 s time-out, 30 s reset, "failure gives empty object"): its fallback `{}`
 * is passed on as the reply; other failures reject, and the store turns them into `{}` (spec 001 s8).
 */
export function createCompareFetcher(api: ApiClient): FetchCompareListings<Listing, Owner> {
  return async (ids) => {
    if (ids.length === 0) return {};
    const reply = await api.getListingsByIds({ query: { listingId: [...ids] } });
    if (!('listings' in reply)) return {};
    return {
      listings: reply.listings,
      owners: Object.fromEntries(reply.owners.map((owner) => [owner.id, owner])),
    };
  };
}
