import { CONTRACTS } from '@forecourt/contracts';
import type { SearchQuery } from '@forecourt/seo-routes';

/** Sort names of the older results pages that have an order of ours: kept as that order, not dropped. */
const LEGACY_SORTS: Readonly<Record<string, string>> = {
  derivedpriceASC: 'priceASC',
  derivedpriceDESC: 'priceDESC',
};

/** The settings of a search that have a default to fall back to: sort, page, page size, distance and its centre. */
const FALLBACK_KEYS: ReadonlySet<string> = new Set([
  'sortBy',
  'firstRecord',
  'numRecords',
  'searchRadius',
  'zip',
]);

/**
 * The search without the values the search call would refuse with a 400 (an unknown `sortBy` such as an older
 * site's `derivedpriceASC`, a `searchRadius`, `numRecords` or `zip` out of range), or `undefined` when it refuses none. Checked against the call's own contract, so the page and the
 * API agree on what a value may be: a URL a shopper copied from elsewhere falls back to the defaults, corrected,
 * rather than answering an error.
 */
export function withoutRefusedValues(query: SearchQuery): SearchQuery | undefined {
  const sort =
    typeof query.sortBy === 'string' && Object.hasOwn(LEGACY_SORTS, query.sortBy)
      ? LEGACY_SORTS[query.sortBy]
      : undefined;
  if (sort) return withoutRefusedValues({ ...query, sortBy: sort }) ?? { ...query, sortBy: sort };
  const parsed = CONTRACTS.searchListings.query.safeParse(query);
  if (parsed.success) return undefined;
  const refused = new Set<string>();
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && FALLBACK_KEYS.has(key) && Object.hasOwn(query, key)) refused.add(key);
  }
  // A refused filter (a model code no car can have, a year range backwards) is not dropped: it is what the shopper
  // asked for, and the page names it (the API's 400). Nor is a refusal that names no key.
  if (refused.size === 0) return undefined;
  const kept: SearchQuery = {};
  for (const [key, value] of Object.entries(query)) if (!refused.has(key)) kept[key] = value;
  return kept;
}
