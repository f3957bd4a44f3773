import {
  LIST_KEYS,
  listingKeyOf,
  type QueryInput,
  searchKeyOf,
  sortedQuery,
  toListingEntries,
} from '@forecourt/query-dialects';
import { SeoEncodeError } from './errors';
import { readSearchParams } from './search-params';
import { queryText } from './slug';

/**
 * A search in the listing-service dialect (spec 001 section 3): the keys the search-results path segments are
 * named after (`listingType`, `makeCode`, ...). List values are arrays; everything else is a string.
 */
export type SearchQuery = Record<string, string | string[]>;

/**
 * What callers may hand to `encode`: either dialect, looser (numbers, comma strings, single values for lists),
 * as an object or a Map.
 */
export type SearchQueryInput = QueryInput;

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

const LIST_KEY_SET: ReadonlySet<string> = new Set([...LIST_KEYS, ...SEGMENT_LIST_KEYS]);

/** "pageType and allListingType are removed from results queries." (spec 001 section 2) */
export const REMOVED_RESULT_KEYS: readonly string[] = ['pageType', 'allListingType'];

/** "Search results default to listingType ['ALL'] when none is given." */
export const DEFAULT_LISTING_TYPE: readonly string[] = ['ALL'];

function isTextual(value: unknown): boolean {
  const type = typeof value;
  return value == null || type === 'string' || type === 'number' || type === 'boolean';
}

/** A search being taken apart or put together: the canonical values, keys in no particular order. */
export type SearchEntries = Map<string, string | string[]>;

/**
 * The canonical form of a search: the listing dialect as `@forecourt/query-dialects` makes it (normalised,
 * search-form keys renamed, list keys as arrays, keys sorted), with `pageType` and `allListingType` removed and
 * every segment list key an array. Throws `SeoEncodeError` (`NOT_A_STRING`) when a key a segment is built from
 * holds something that cannot be text: "SEO encoders throw if a value that must be a string is not."
 */
export function canonicalQuery(input: SearchQueryInput): SearchQuery {
  return sortedQuery(canonicalEntries(input));
}

/** {@link canonicalQuery} as a Map, not yet sorted: what `encode` works on. */
export function canonicalEntries(input: SearchQueryInput): SearchEntries {
  checkSegmentValues(input);
  return canonicalForm(toListingEntries(input));
}

/**
 * {@link canonicalEntries} of parsed query-string parameters, what `decode` works on: their values are all text,
 * so there is nothing to check.
 */
export function canonicalParams(params: ReadonlyMap<string, string>): SearchEntries {
  return canonicalForm(toListingEntries(params));
}

/** Throws `SeoEncodeError` (`NOT_A_STRING`) when a key a segment is built from holds what cannot be text. */
function checkSegmentValues(input: SearchQueryInput): void {
  if (input instanceof Map) for (const [key, raw] of input) checkSegmentValue(key, raw);
  else {
    const record = input as Readonly<Record<string, unknown>>;
    for (const key of Object.keys(record)) checkSegmentValue(key, record[key]);
  }
}

function checkSegmentValue(key: string, raw: unknown): void {
  if (isTextual(raw) || isTextList(raw) || !SEGMENT_LIST_KEYS.has(listingKeyOf(key))) return;
  throw new SeoEncodeError('NOT_A_STRING', key, `${key} must be a string, got ${typeof raw}`);
}

function isTextList(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (!isTextual(item)) return false;
  return true;
}

/** Entries in the listing dialect as the canonical form has them: see {@link canonicalQuery}. */
function canonicalForm(entries: SearchEntries): SearchEntries {
  for (const key of REMOVED_RESULT_KEYS) entries.delete(key);
  for (const [key, value] of entries) {
    if (typeof value === 'string' && SEGMENT_LIST_KEYS.has(key)) entries.set(key, [value]);
    // A repeated parameter left with one value (`?sortBy=&sortBy=x`, `?sortBy=x,`) is that value: its URL
    // (`sortBy=x`) reads back as a string, and one search must have one form.
    else if (Array.isArray(value) && value.length === 1 && !LIST_KEY_SET.has(key))
      entries.set(key, value[0] as string);
  }
  return entries;
}

/** The single value of a key, if it has exactly one. */
export function single(query: SearchQuery | SearchEntries, key: string): string | undefined {
  const value = query instanceof Map ? query.get(key) : query[key];
  if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
  return value;
}

/**
 * A query string in the search-form dialect (`makeCodeList=HONDA%2CBMW`), as shoppers' URLs carry it, from a
 * query already in canonical form: keys renamed and sorted, lists comma-joined. It is written directly rather
 * than through `toSearchQuery`, which would normalise the query a second time (the hot path of `encode`).
 */
export function toSearchString(query: SearchQuery | SearchEntries): string {
  const pairs: [string, string][] = [];
  for (const [key, value] of query instanceof Map ? query : Object.entries(query)) {
    pairs.push([searchKeyOf(key), Array.isArray(value) ? value.join(',') : value]);
  }
  pairs.sort(byName);
  let search = '';
  for (const [key, value] of pairs)
    search += `${search === '' ? '?' : '&'}${queryText(key)}=${queryText(value)}`;
  return search;
}

function byName([a]: [string, string], [b]: [string, string]): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The most parameters a search has, in its query string and once decoded (path and query string together): a
 * search has some forty keys, and thousands would make one parse take milliseconds (issue 12: "never more than
 * a millisecond"). A search with more is refused, not cut short: cutting would make its canonical URL (keys
 * sorted, path segments moved to the query) keep other parameters than the URL it came from.
 */
export const MAX_SEARCH_PARAMETERS = 100;

/**
 * Query-string parameters as a Map; `undefined` for more than {@link MAX_SEARCH_PARAMETERS} of them. A repeated
 * key is one list written twice ("comma strings become arrays"): `?a=x,y&a=z` is `?a=x,y,z`, which is also how
 * {@link toSearchString} writes it back. A Map, not an object: a parameter named `__proto__` must be a key like
 * any other.
 */
export function parseSearch(search: string | URLSearchParams): Map<string, string> | undefined {
  const params = typeof search === 'string' ? readSearchParams(search, MAX_SEARCH_PARAMETERS) : [...search];
  if (!params || params.length > MAX_SEARCH_PARAMETERS) return undefined;
  const merged = new Map<string, string>();
  for (const [key, value] of params) {
    const seen = merged.get(key);
    merged.set(key, seen === undefined ? value : `${seen},${value}`);
  }
  return merged;
}

/**
 * Parses a query string in either dialect into the canonical form (repeated keys merged into a list);
 * `undefined` for more than {@link MAX_SEARCH_PARAMETERS} parameters.
 */
export function fromSearchString(search: string | URLSearchParams): SearchQuery | undefined {
  const params = parseSearch(search);
  return params && canonicalQuery(params);
}
