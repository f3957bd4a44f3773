import type { CONTRACTS } from '@forecourt/contracts';
import type { ZipDirectory } from '@forecourt/location';
import type { z } from 'zod';
import type { ListingSearch, SortKey } from '../search/listing-search';
import { rowIds } from './listing-replies';
import { resolveSearchOrigin, type SearchOrigin } from './search-origin';

export type SearchQuery = z.output<(typeof CONTRACTS)['searchListings']['query']>;
type ContractSort = SearchQuery['sortBy'];

/** The contract's sort names (`SEARCH_SORTS`) as the search module's. */
export const SORTS: Readonly<Record<ContractSort, SortKey>> = {
  relevance: 'relevance',
  priceASC: 'derivedpriceASC',
  priceDESC: 'derivedpriceDESC',
  mileageASC: 'mileageASC',
  mileageDESC: 'mileageDESC',
  yearDESC: 'yearDESC',
  yearASC: 'yearASC',
  distanceASC: 'distanceASC',
  datelistedDESC: 'datelistedDESC',
};

/** Open code lists are stored in capitals; shoppers' URLs are not always. */
const upper = (values: string[] | undefined) => values?.map((value) => value.toUpperCase());

/** "Search results default to listingType ['ALL']" (spec 001 s2): ALL, alone or among others, filters nothing. */
export function listingTypeFilter(values: readonly string[] | undefined): string[] | undefined {
  return values && values.length > 0 && !values.includes('ALL') ? [...values] : undefined;
}

function mpgRange(range: string | undefined): Pick<ListingSearch, 'minMpg' | 'maxMpg'> {
  if (range === undefined) return {};
  const [min, max] = range.split('-');
  return { minMpg: Number(min), ...(max ? { maxMpg: Number(max) } : {}) };
}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

export interface ParsedSearch {
  search: ListingSearch;
  origin: SearchOrigin | undefined;
}

/** The contract's query (listing-service dialect, already validated) as a search of the search module. */
export function toListingSearch(query: SearchQuery, zips: ZipDirectory): ParsedSearch {
  const origin = resolveSearchOrigin(zips, query);
  const search: ListingSearch = defined({
    makeCode: upper(query.makeCode),
    modelCode: upper(query.modelCode),
    trimCode: upper(query.trimCode),
    seriesCode: upper(query.seriesCode),
    featureCode: upper(query.featureCode),
    transmissionCode: upper(query.transmissionCode),
    listingType: listingTypeFilter(query.listingType),
    sellerType: query.sellerType,
    vehicleStyleCode: query.vehicleStyleCode,
    driveGroup: query.driveGroup,
    engineCode: query.engineCode,
    fuelTypeGroup: query.fuelTypeGroup,
    extColorSimple: query.extColorSimple,
    vehicleUseType: query.vehicleUseType,
    vehicleExchange: query.vehicleExchange,
    startYear: query.startYear,
    endYear: query.endYear,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    mileage: query.mileage,
    ...mpgRange(query.mpgRange),
    // An id past the integer range is no owner's: -1 finds nothing instead of failing in SQL.
    ownerId: query.dealerId === undefined ? undefined : (rowIds([query.dealerId])[0] ?? -1),
    origin: origin?.origin,
    radius: origin?.radius,
    sortBy: SORTS[query.sortBy],
    firstRecord: query.firstRecord,
    numRecords: query.numRecords,
  });
  return { search, origin };
}

export type QueryRecord = Record<string, string | string[]>;

/**
 * A parsed query as query parameters again (lists as arrays, numbers and flags as text), keys sorted: the
 * request-cache key, and the base of each relaxation's `query`.
 */
export function canonicalQuery(query: Readonly<Record<string, unknown>>): QueryRecord {
  const record: QueryRecord = {};
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) record[key] = value.map(String);
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      record[key] = String(value);
    }
  }
  return record;
}
