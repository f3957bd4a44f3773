import { LIST_KEYS, listingKeyOf } from './dialect-keys';
import { type NormalizedQuery, normalizedEntries, type QueryInput } from './normalize-query';
import { sortedQuery } from './sorted-query';

/** A query in the listing-service dialect: list keys hold arrays, other keys what normalisation left. */
export type ListingQuery = NormalizedQuery;

const LIST_KEY_SET: ReadonlySet<string> = new Set(LIST_KEYS);

/**
 * A search-form query in the listing-service dialect (spec 001 section 3): normalised ({@link normalizeQuery}),
 * keys renamed by {@link SEARCH_TO_LISTING_KEYS}, and every value of a {@link LIST_KEYS} key an array
 * (`makeCodeList: 'HONDA'` gives `makeCode: ['HONDA']`). Other keys pass through unchanged. When a query holds
 * both a key and its counterpart (`makeCodeList` and `makeCode`), the renamed one wins. Keys stay sorted. A Map (parsed URL parameters) is accepted as well as an object.
 */
export function toListingQuery(searchQuery: QueryInput): ListingQuery {
  return sortedQuery(toListingEntries(searchQuery));
}

/**
 * {@link toListingQuery} as a Map, keys not yet sorted: for callers that go on to change the query (the SEO path
 * encoder takes segments out of it) and would otherwise build and sort an object only to take it apart.
 */
export function toListingEntries(searchQuery: QueryInput): Map<string, string | string[]> {
  const entries = new Map<string, string | string[]>();
  const renamed = new Set<string>();
  for (const [key, value] of normalizedEntries(searchQuery)) {
    const listingKey = listingKeyOf(key);
    if (listingKey === key && renamed.has(key)) continue;
    if (listingKey !== key) renamed.add(listingKey);
    entries.set(listingKey, LIST_KEY_SET.has(listingKey) && typeof value === 'string' ? [value] : value);
  }
  return entries;
}
