import { listingKeyOf, searchKeyOf, toListingQuery } from '@forecourt/query-dialects';
import { SeoEncodeError } from './errors';

/**
 * A search in the listing-service dialect (spec 001 section 3): the keys the search-results path segments are
 * named after (`listingType`, `makeCode`, ...). List values are arrays; everything else is a string.
 */
export type SearchQuery = Record<string, string | string[]>;

/** What callers may hand to `encode`: either dialect, looser (numbers, comma strings, single values for lists). */
export type SearchQueryInput = Readonly<Record<string, unknown>>;

/** Keys a path segment can carry whose values are lists in the listing dialect. */
export const SEGMENT_LIST_KEYS: ReadonlySet<string> = new Set([
  'listingType',
  'sellerType',
  'vehicleStyleCode',
  'driveGroup',
  'engineCode',
  'fuelTypeGroup',
  'featureCode',
  'extColorSimple',
  'vehicleUseType',
  'makeCode',
  'seriesCode',
  'modelCode',
  'trimCode',
]);

/** "pageType and allListingType are removed from results queries." (spec 001 section 2) */
export const REMOVED_RESULT_KEYS: readonly string[] = ['pageType', 'allListingType'];

/** "Search results default to listingType ['ALL'] when none is given." */
export const DEFAULT_LISTING_TYPE: readonly string[] = ['ALL'];

function isTextual(value: unknown): boolean {
  return value == null || ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * The canonical form of a search: the listing dialect as `@forecourt/query-dialects` makes it (normalised,
 * search-form keys renamed, list keys as arrays, keys sorted), with `pageType` and `allListingType` removed and
 * every segment list key an array. Throws `SeoEncodeError` (`NOT_A_STRING`) when a key a segment is built from
 * holds something that cannot be text: "SEO encoders throw if a value that must be a string is not."
 */
export function canonicalQuery(input: SearchQueryInput): SearchQuery {
  const listing = toListingQuery(input);
  for (const [key, raw] of Object.entries(input)) {
    const values = Array.isArray(raw) ? raw : [raw];
    if (SEGMENT_LIST_KEYS.has(listingKeyOf(key)) && !values.every(isTextual)) {
      throw new SeoEncodeError('NOT_A_STRING', key, `${key} must be a string, got ${typeof raw}`);
    }
  }
  for (const key of REMOVED_RESULT_KEYS) delete listing[key];
  for (const key of SEGMENT_LIST_KEYS) {
    const value = listing[key];
    if (typeof value === 'string') listing[key] = [value];
  }
  return listing;
}

/** The single value of a key, if it has exactly one. */
export function single(query: SearchQuery, key: string): string | undefined {
  const value = query[key];
  if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
  return value;
}

/**
 * A query string in the search-form dialect (`makeCodeList=HONDA%2CBMW`), as shoppers' URLs carry it, from a
 * query already in canonical form: keys renamed and sorted, lists comma-joined. It is written directly rather
 * than through `toSearchQuery`, which would normalise the query a second time (the hot path of `encode`).
 */
export function toSearchString(query: SearchQuery): string {
  const pairs: [string, string][] = [];
  for (const key in query) {
    const value = query[key] as string | string[];
    pairs.push([searchKeyOf(key), Array.isArray(value) ? value.join(',') : value]);
  }
  if (pairs.length === 0) return '';
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`;
}

/** Parses a query string in either dialect into the canonical form (repeated keys merged into a list). */
export function fromSearchString(search: string | URLSearchParams): SearchQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  // A Map, not an object: a parameter named __proto__ must be a key like any other.
  const merged = new Map<string, string[]>();
  for (const [key, value] of params) merged.set(key, [...(merged.get(key) ?? []), value]);
  const input: Record<string, unknown> = {};
  for (const [key, values] of merged) {
    Object.defineProperty(input, key, {
      value: values.length === 1 ? values[0] : values,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return canonicalQuery(input);
}
