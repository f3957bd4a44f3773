import { searchKeyOf } from './dialect-keys';
import { normalizedEntries, type QueryInput } from './normalize-query';
import { sortedQuery } from './sorted-query';

/** A query in the search-form dialect: every value a string, lists comma-joined. */
export type SearchQuery = Record<string, string>;

/**
 * A listing-service query in the search-form dialect (spec 001 section 3): normalised ({@link normalizeQuery}),
 * keys renamed by {@link LISTING_TO_SEARCH_KEYS}, and every array comma-joined ("List values are comma-joined in
 * the search form"). Other keys pass through unchanged. When a query holds both a key and its counterpart
 * (`makeCode` and `makeCodeList`), the renamed one wins. Keys stay sorted. A Map (parsed URL parameters) is accepted as well as an object.
 */
export function toSearchQuery(listingQuery: QueryInput): SearchQuery {
  const entries = new Map<string, string>();
  const renamed = new Set<string>();
  for (const [key, value] of normalizedEntries(listingQuery)) {
    const searchKey = searchKeyOf(key);
    if (searchKey === key && renamed.has(key)) continue;
    if (searchKey !== key) renamed.add(searchKey);
    entries.set(searchKey, typeof value === 'string' ? value : value.join(','));
  }
  return sortedQuery(entries);
}
