import { CONTRACTS } from '@forecourt/contracts';
import type { SearchQuery } from '@forecourt/seo-routes';

/**
 * The keys a canonical results URL keeps: the ones the search call reads (the `searchListings` contract's query),
 * so only what changes the results. Everything else a shopper's URL carries is dropped: the tracking keys real
 * marketplaces add (`fromSIP`, `Log`, `utm_*`, `referrer`, `clickType`, `gclid`, ...) and anything we do not know.
 * One list, derived from the contract, so a filter the API learns is kept without a change here.
 */
export const RESULT_PARAMETERS: ReadonlySet<string> = new Set(
  Object.keys(CONTRACTS.searchListings.query.shape),
);

/**
 * Keys that never make a page of their own, though they are result parameters: a page of a search is the search,
 * and its order or page size does not change which cars it lists.
 */
const NOT_A_FILTER = new Set(['listingType', 'sortBy', 'firstRecord', 'numRecords', 'searchRadius']);

/** Filters a landing page is made of, the ones shoppers and other sites link to (make, model, place). */
const LANDING_KEYS = new Set(['makeCode', 'modelCode', 'city', 'state', 'zip']);

/**
 * How many filters beyond make, model, condition and place a results page may have and still ask to be indexed:
 * two ("used Honda CR-V in Houston, under $20,000, AWD" is a page people search for; a third filter is a
 * combination no one links to). A list filter counts each value, and a second make or model counts as a filter.
 */
export const MAX_INDEXED_EXTRA_FILTERS = 2;

/** The robots directive of a page that is not to be indexed but whose links are to be followed. */
export const NOINDEX_FOLLOW = 'noindex,follow';

/** The upper bound of a range counts with its lower one: "2018 to 2020" is one filter, the year. */
const RANGE_LOWER_BOUND: Readonly<Record<string, string>> = { endYear: 'startYear', maxPrice: 'minPrice' };

const valuesOf = (value: SearchQuery[string] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [String(value)];

/** The search with only its result parameters: what its canonical URL is built from (with `searchHref`). */
export function canonicalSearchQuery(query: SearchQuery): SearchQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([key]) => RESULT_PARAMETERS.has(key) || LANDING_KEYS.has(key)),
  ) as SearchQuery;
}

/** The filters a search has beyond make, model, condition and place (one per value; a second make counts too). */
export function extraFilterCount(query: SearchQuery): number {
  let count = 0;
  for (const [key, value] of Object.entries(canonicalSearchQuery(query))) {
    if (NOT_A_FILTER.has(key)) continue;
    const lower = RANGE_LOWER_BOUND[key];
    if (lower !== undefined && query[lower] !== undefined) continue;
    const values = valuesOf(value).filter((item) => item !== '');
    if (key === 'makeCode' || key === 'modelCode') count += Math.max(0, values.length - 1);
    else if (!LANDING_KEYS.has(key)) count += values.length;
  }
  return count;
}

/**
 * `noindex,follow` for a results page search engines should not list: one with no cars, or one deeper in filters
 * than {@link MAX_INDEXED_EXTRA_FILTERS}. `undefined` (index it) otherwise.
 */
export function resultsRobots(query: SearchQuery, totalResultCount: number): string | undefined {
  return totalResultCount === 0 || extraFilterCount(query) > MAX_INDEXED_EXTRA_FILTERS
    ? NOINDEX_FOLLOW
    : undefined;
}
