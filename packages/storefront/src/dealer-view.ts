import { ApiClientError, type DealerListingsQuery, type SearchListingsQuery } from '@forecourt/api-client';
import type { Brand } from '@forecourt/brand';
import {
  buildDealerDetailsPath,
  buildDealerSearchPath,
  type DealerDetailsQuery,
  isDealerId,
  isZip,
  type LocationValue,
  MAKE,
  match,
  type SearchQuery,
} from '@forecourt/seo-routes';
import type { DealerAddress } from '@forecourt/ui';
import { type Listing, type Owner, ownerOf } from './listing-view';
import { searchHref } from './search-url';

/**
 * What a dealer search asks for: the path's listing type, make and location (`match` gives them as codes), or,
 * when the dealer search form was sent without JavaScript, `makeCode` and `zip` from the query string.
 */
export interface DealerSearchCriteria {
  readonly listingType?: string;
  readonly makeCode?: string;
  readonly city?: string;
  readonly state?: string;
  readonly zip?: string;
  /** The criteria came (partly) from the query string: the page has no canonical path of its own. */
  readonly fromQuery: boolean;
}

/**
 * The dealer search reads one page of the largest size: "numRecords 1 to 100" (the search contract's
 * `MAX_NUM_RECORDS`). Copied, not imported: that module defines zod schemas the browser bundle leaves out, and
 * importing a constant from it would bring them in. dealer-view.test.ts keeps the two equal.
 */
export const DEALER_SEARCH_RECORDS = 100;

/** A dealer page shows the first cards of its inventory; "See all" opens the results filtered by the dealer. */
export const DEALER_INVENTORY_QUERY: DealerListingsQuery = Object.freeze({ numRecords: 12 });

/** Listing types as the dealer search heading names them (the codes of the `listingType` segment). */
export const LISTING_TYPE_LABELS: Readonly<Record<string, string>> = {
  NEW: 'New',
  USED: 'Used',
  CERTIFIED: 'Certified',
  '3P_CERT': 'Third-party certified',
};

/** The criteria of a dealer search page from `match`'s params and the URL's query string. */
export function dealerSearchCriteria(
  params: Readonly<Record<string, string>>,
  search = '',
): DealerSearchCriteria {
  const query = new URLSearchParams(search);
  const queryMake = query.get('makeCode')?.toUpperCase() || undefined;
  const queryZip = query.get('zip')?.trim() || undefined;
  const makeCode = params.makeCode ?? (queryMake && MAKE.slugs.has(queryMake) ? queryMake : undefined);
  const zip = params.zip ?? (queryZip && isZip(queryZip) ? queryZip : undefined);
  // ALL is the default listing type: it names no narrower search, so it is left out (and out of the path).
  const listingType = params.listingType && params.listingType !== 'ALL' ? params.listingType : undefined;
  return {
    ...(listingType && { listingType }),
    ...(makeCode && { makeCode }),
    ...(params.city && params.state && { city: params.city, state: params.state }),
    ...(zip && { zip }),
    fromQuery: makeCode !== params.makeCode || zip !== params.zip,
  };
}

/**
 * The listing search a dealer search runs: dealers' listings only (seller type d), nearest first when there is a
 * place, one page of 100. The API has no dealer search of its own; the dealers are the owners of these listings.
 */
export function dealerSearchQuery(criteria: DealerSearchCriteria): SearchListingsQuery {
  const place = criteria.zip
    ? { zip: criteria.zip }
    : criteria.city && criteria.state
      ? { city: criteria.city, state: criteria.state }
      : undefined;
  return {
    sellerType: ['d'],
    ...(criteria.listingType && { listingType: [criteria.listingType] }),
    ...(criteria.makeCode && { makeCode: [criteria.makeCode] }),
    ...(place && { ...place, sortBy: 'distanceASC' as const }),
    numRecords: DEALER_SEARCH_RECORDS,
  };
}

/**
 * The search failed because of its place: the API answers a zip or city its zip data does not know with a 400,
 * and a place no request may name (a city of 101 letters) never leaves the client. Trying again cannot help.
 */
export function isUnknownPlace(criteria: DealerSearchCriteria, error: unknown): boolean {
  if (!(criteria.zip || criteria.city) || !(error instanceof ApiClientError)) return false;
  return error.code === 'INVALID_REQUEST' || error.status === 400;
}

/** The canonical path of a dealer search (the brand's dealer root), or undefined for a query-string search. */
export function dealerSearchPath(criteria: DealerSearchCriteria, brand: Brand): string | undefined {
  if (criteria.fromQuery) return undefined;
  const location: LocationValue | undefined =
    criteria.city && criteria.state
      ? { city: criteria.city, state: criteria.state, ...(criteria.zip && { zip: criteria.zip }) }
      : undefined;
  return buildDealerSearchPath(
    {
      ...(criteria.listingType && { listingType: criteria.listingType }),
      ...(criteria.makeCode && { makeCode: criteria.makeCode }),
      ...(location && { location }),
    },
    { brand },
  );
}

/** A dealer found by a search: its owner record, how many of the search's listings are its own, how near it is. */
export interface DealerSummary {
  readonly owner: Owner;
  readonly listingCount: number;
  /** Miles from the searched place: its nearest listing's distance. */
  readonly distance?: number;
}

/**
 * The dealers among the owners of `listings` (private sellers left out, and owners without a dealer id, which
 * have no details page), with their listing counts: nearest first, then most listings, then by name.
 */
export function dealersFromListings(listings: readonly Listing[], owners: readonly Owner[]): DealerSummary[] {
  const found = new Map<string, { owner: Owner; listingCount: number; distance?: number }>();
  for (const listing of listings) {
    const owner = ownerOf(listing, owners);
    if (!owner || owner.privateSeller || !isDealerId(owner.id)) continue;
    const entry = found.get(owner.id) ?? { owner, listingCount: 0 };
    entry.listingCount += 1;
    if (
      listing.distance !== undefined &&
      (entry.distance === undefined || listing.distance < entry.distance)
    ) {
      entry.distance = listing.distance;
    }
    found.set(owner.id, entry);
  }
  return [...found.values()].sort(
    (a, b) =>
      (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) ||
      b.listingCount - a.listingCount ||
      a.owner.name.localeCompare(b.owner.name, 'en-US'),
  );
}

/** The owner of a dealer's listings reply: among `owners`, or embedded in a listing. */
export function findDealer(
  reply: { listings: readonly Listing[]; owners: readonly Owner[] },
  dealerId: string,
): Owner | null {
  const listed = reply.owners.find((owner) => String(owner.id) === dealerId);
  if (listed) return listed;
  for (const listing of reply.listings) {
    const owner = ownerOf(listing, reply.owners);
    if (owner && String(owner.id) === dealerId) return owner;
  }
  return null;
}

export function dealerAddress(owner: Owner): DealerAddress | undefined {
  const address = owner.location?.address;
  if (!address) return undefined;
  return {
    ...(address.address1 && { street: address.address1 }),
    city: address.city,
    state: address.state,
    zip: address.zip,
  };
}

/** `capitolhonda.example` → `https://capitolhonda.example`; anything but a web address is left out (no `javascript:`). */
export function dealerWebsite(website: string | undefined): string | undefined {
  const value = website?.trim();
  if (!value) return undefined;
  if (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value)) return value;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(value) ? `https://${value}` : undefined;
}

/**
 * The dealer's details page: `/car-dealers/{location}/{dealerId}/{dealerName}` when its place and name make a
 * path that routes back to it, else without the place (a city that is no location segment, say), else the id.
 */
export function dealerHref(owner: Owner, brand: Brand): string {
  const address = owner.location?.address;
  const candidates: DealerDetailsQuery[] = [
    ...(address
      ? [{ location: { city: address.city, state: address.state, zip: address.zip }, dealerName: owner.name }]
      : []),
    { dealerName: owner.name },
  ];
  for (const candidate of candidates) {
    try {
      const path = buildDealerDetailsPath({ ...candidate, dealerId: owner.id }, { brand, logger: SILENT });
      if (match(path, { brand })?.params.dealerId === owner.id) return path;
    } catch {
      // The next, plainer path.
    }
  }
  return buildDealerDetailsPath({ dealerId: owner.id }, { brand });
}

const SILENT = { error: () => undefined };

/** The results page filtered by the dealer (and by the dealer search's make and listing type, when given). */
export function dealerInventoryHref(
  dealerId: string,
  criteria?: Pick<DealerSearchCriteria, 'listingType' | 'makeCode'>,
  brand?: Brand,
): string {
  const query: SearchQuery = {
    dealerId,
    ...(criteria?.listingType && { listingType: [criteria.listingType] }),
    ...(criteria?.makeCode && { makeCode: [criteria.makeCode] }),
  };
  return searchHref(query, { brand });
}

/** '4.2 mi away'; a dealer at the searched place is '0 mi away'. */
export function formatDistance(miles: number | undefined): string | undefined {
  if (miles === undefined || !Number.isFinite(miles)) return undefined;
  return `${miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles)} mi away`;
}

/** 'Austin, TX' (no zip: the heading names the place, the zip is in the form). */
export function placeLabel(
  criteria: Pick<DealerSearchCriteria, 'city' | 'state' | 'zip'>,
): string | undefined {
  if (criteria.city && criteria.state) return `${criteria.city}, ${criteria.state}`;
  return criteria.zip;
}

/** 'Used Honda car dealers near Austin, TX'; 'Car dealers' for a search that names nothing. */
export function dealerSearchHeading(criteria: DealerSearchCriteria, makeName: string | undefined): string {
  const kind = [criteria.listingType && LISTING_TYPE_LABELS[criteria.listingType], makeName]
    .filter(Boolean)
    .join(' ');
  const place = placeLabel(criteria);
  const heading = `${kind ? `${kind} car dealers` : 'Car dealers'}${place ? ` near ${place}` : ''}`;
  return heading.charAt(0).toUpperCase() + heading.slice(1);
}

/** A make's name when the reference data has not arrived: the path word in title case ('land-rover' → 'Land Rover'). */
export function makeNameFromCode(makeCode: string): string {
  const slug = MAKE.slugs.get(makeCode) ?? makeCode.toLowerCase();
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The dealer search of a dealer's city (a breadcrumb), or undefined when its place makes no location segment. */
export function dealerAreaPath(address: DealerAddress | undefined, brand: Brand): string | undefined {
  if (!address) return undefined;
  try {
    return buildDealerSearchPath({ location: { city: address.city, state: address.state } }, { brand });
  } catch {
    return undefined;
  }
}
