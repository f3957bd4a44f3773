import {
  CONTRACTS,
  type ContractReply,
  type Contracts,
  DEFAULT_NUM_RECORDS,
  FACET_KEYS,
  type FacetKey,
  type FacetValue,
  type Listing,
  type Owner,
  type Relaxation,
  type SearchSort,
} from '@forecourt/contracts';
import type { z } from 'zod';
import { facetLabel, facetValuesOf } from './samples/facet-values';
import { ownerOfListing, SAMPLE_LISTINGS } from './samples/listings';
import { SAMPLE_OWNERS } from './samples/owners';
import { milesBetween, placeByCity, placeByZip } from './samples/places';

type SearchContract = Contracts['searchListings'];
/** A search as a client sends it (lists or comma strings, numbers or digits); defaults may be left out. */
export type SearchInput = z.input<SearchContract['query']>;
type Query = z.output<SearchContract['query']>;
export type SearchReply = ContractReply<SearchContract>;

/** The listings and owners a search looks through. */
export interface SampleCatalog {
  readonly listings: readonly Listing[];
  readonly owners: readonly Owner[];
}

/** The wider radii a search that finds nothing offers, in miles, before nationwide (as the API does). */
export const WIDER_RADII = [100, 200, 500] as const;

interface Entry {
  readonly listing: Listing;
  readonly owner: Owner | undefined;
  readonly distance: number | undefined;
}

const price = (listing: Listing) => listing.pricingDetail?.salePrice ?? listing.pricingDetail?.msrp;
const miles = (listing: Listing) => listing.mileage?.value;

function inRange(value: number | undefined, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true;
  return value !== undefined && (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** Does the listing meet every filter of the query (but `except`, for that filter's own counts)? */
function matches({ listing, owner }: Entry, query: Query, except?: FacetKey): boolean {
  for (const key of FACET_KEYS) {
    if (key === except) continue;
    const wanted = (query[key] as string[] | undefined)?.filter((value) => value !== 'ALL') ?? [];
    if (wanted.length === 0) continue;
    const has = facetValuesOf(key, listing, owner);
    if (!wanted.some((value) => has.includes(value))) return false;
  }
  const [mpgMin, mpgMax] = (query.mpgRange ?? '-')
    .split('-')
    .map((part) => (part ? Number(part) : undefined));
  return (
    inRange(listing.year, query.startYear, query.endYear) &&
    inRange(price(listing), query.minPrice, query.maxPrice) &&
    inRange(miles(listing), undefined, query.mileage) &&
    inRange(listing.mpgHighway, mpgMin, mpgMax) &&
    (!query.vehicleExchange || listing.moneyBackGuarantee === true) &&
    (query.dealerId === undefined || owner?.id === query.dealerId)
  );
}

const ascending =
  (value: (entry: Entry) => number | undefined, direction = 1) =>
  (a: Entry, b: Entry) =>
    ((value(a) ?? Number.POSITIVE_INFINITY * direction) -
      (value(b) ?? Number.POSITIVE_INFINITY * direction)) *
    direction;

const SORTS: Readonly<Record<SearchSort, (a: Entry, b: Entry) => number>> = {
  relevance: () => 0,
  priceASC: ascending((entry) => price(entry.listing)),
  priceDESC: ascending((entry) => price(entry.listing), -1),
  mileageASC: ascending((entry) => miles(entry.listing)),
  mileageDESC: ascending((entry) => miles(entry.listing), -1),
  yearDESC: ascending((entry) => entry.listing.year, -1),
  yearASC: ascending((entry) => entry.listing.year),
  distanceASC: ascending((entry) => entry.distance),
  datelistedDESC: ascending((entry) => entry.listing.daysOnSite),
};

/** The query as a client would send it again: lists as lists, the rest as text, defaults and paging left out. */
function wireQuery(query: Query): Record<string, string | string[]> {
  const wire: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || key === 'firstRecord') continue;
    if (key === 'sortBy' && value === 'relevance') continue;
    if (key === 'numRecords' && value === DEFAULT_NUM_RECORDS) continue;
    wire[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return wire;
}

function facetsOf(entries: readonly Entry[], query: Query): SearchReply['facets'] {
  const facets: SearchReply['facets'] = {};
  for (const key of FACET_KEYS) {
    const counts = new Map<string, FacetValue>();
    for (const entry of entries) {
      if (!matches(entry, query, key)) continue;
      for (const value of new Set(facetValuesOf(key, entry.listing, entry.owner))) {
        const facet = counts.get(value) ?? { value, label: facetLabel(key, value, entry.listing), count: 0 };
        counts.set(value, { ...facet, count: facet.count + 1 });
      }
    }
    if (counts.size > 0)
      facets[key] = [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  }
  return facets;
}

/**
 * The reply of `searchListings` for a query over the sample listings (or `catalog`), worked out as the API does:
 * the filters, the distance from the zip (or city and state) within `searchRadius` (the place's default, 50, when
 * absent; 0 is nationwide), the sort, the page, facet counts under every other filter, and, when nothing is
 * found, the nearest relaxations (a wider radius, all trims, all models of the make).
 */
export function searchReply(
  input: SearchInput = {},
  catalog: SampleCatalog = { listings: SAMPLE_LISTINGS, owners: SAMPLE_OWNERS },
): SearchReply {
  const query = CONTRACTS.searchListings.query.parse(input);
  const origin = placeByZip(query.zip) ?? placeByCity(query.city, query.state);
  const radius = origin ? (query.searchRadius ?? origin.defaultSearchRadius) : undefined;
  const entries: Entry[] = catalog.listings.map((listing) => {
    const owner = ownerOfListing(listing, catalog.owners);
    const coordinates = owner?.location?.coordinates;
    const distance = origin && coordinates ? milesBetween(origin, coordinates) : undefined;
    return { listing: distance === undefined ? listing : { ...listing, distance }, owner, distance };
  });
  const near = (within: number | undefined) =>
    entries.filter((entry) => !within || entry.distance === undefined || entry.distance <= within);
  const count = (relaxed: Query, within: number | undefined) =>
    near(within).filter((entry) => matches(entry, relaxed)).length;

  const found = near(radius)
    .filter((entry) => matches(entry, query))
    .sort(SORTS[query.sortBy]);
  const page = found.slice(query.firstRecord, query.firstRecord + query.numRecords);
  const owners = [
    ...new Map(page.flatMap(({ owner }) => (owner ? [[owner.id, owner] as const] : []))).values(),
  ];

  const relaxations: Relaxation[] = [];
  if (found.length === 0) {
    const wider = radius ? [...WIDER_RADII.filter((value) => value > radius), 0] : [];
    const nearest = wider.find((value) => count(query, value) > 0);
    if (nearest !== undefined) {
      relaxations.push({
        kind: 'widerRadius',
        key: 'searchRadius',
        label: nearest === 0 ? 'Search nationwide' : `Search within ${nearest} miles`,
        query: { ...wireQuery(query), searchRadius: String(nearest) },
        totalResultCount: count(query, nearest),
      });
    }
    const noTrim = { ...query, trimCode: undefined };
    if (query.trimCode?.length && count(noTrim, radius) > 0) {
      relaxations.push({
        kind: 'droppedTrim',
        key: 'trimCode',
        label: 'Search all trims',
        query: wireQuery(noTrim),
        totalResultCount: count(noTrim, radius),
      });
    }
    const noModel = { ...noTrim, modelCode: undefined };
    if (query.modelCode?.length && count(noModel, radius) > 0) {
      const makeCode = query.makeCode?.length === 1 ? query.makeCode[0] : undefined;
      const make = catalog.listings.find((listing) => listing.makeCode === makeCode)?.make ?? makeCode;
      relaxations.push({
        kind: 'droppedFilter',
        key: 'modelCode',
        label: make ? `Search all ${make} models` : 'Search all models',
        query: wireQuery(noModel),
        totalResultCount: count(noModel, radius),
      });
    }
  }

  return {
    listings: page.map((entry) => entry.listing),
    owners,
    totalResultCount: found.length,
    firstRecord: query.firstRecord,
    numRecords: query.numRecords,
    facets: facetsOf(near(radius), query),
    relaxations,
    ...(origin &&
      radius !== undefined && {
        location: { zip: origin.zip, city: origin.city, state: origin.state, searchRadius: radius },
      }),
  };
}
