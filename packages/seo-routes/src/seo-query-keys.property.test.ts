import { describe, it } from 'vitest';
import {
  decodeSeoQueryKeys,
  MAX_SEARCH_PARAMETERS,
  type SearchQuery,
  type SeoQueryKeyOptions,
} from './index';
import { readSearchParams } from './search-params';
import {
  assertThat,
  checkUrls,
  mutatedUrl,
  type RandomUrl,
  randomUrl,
  valueOrTypedError,
} from './testing/index';

// Issue 12: "Every URL parser ... gets 100,000 random and mutated paths in a property test: a value or a typed
// error, never an uncaught exception." decodeSeoQueryKeys reads the SEO-style keys of a query string.
const LOOKUPS: SeoQueryKeyOptions[] = [
  {},
  { series: (make, segment) => `${make}-${segment}`, trimCodes: () => [{ code: 'ex+l' }] },
  {
    series: () => {
      throw new Error('reference service down');
    },
    trimCodes: () => {
      throw new Error('reference service down');
    },
  },
];

/**
 * The query string as the object callers hand over: repeated keys as a list, `__proto__` an own key. A query
 * string of more than MAX_SEARCH_PARAMETERS parameters, which `decode` refuses, is an empty query.
 */
function queryOf(search: string): SearchQuery {
  const query = new Map<string, string | string[]>();
  for (const [key, value] of readSearchParams(search, MAX_SEARCH_PARAMETERS) ?? []) {
    const seen = query.get(key);
    if (seen === undefined) query.set(key, value);
    else if (Array.isArray(seen)) seen.push(value);
    else query.set(key, [seen, value]);
  }
  return Object.fromEntries(query);
}

function keysOrTypedError(url: RandomUrl): void {
  const query = queryOf(url.search);
  const options = LOOKUPS[url.search.length % LOOKUPS.length];
  const result = valueOrTypedError('decodeSeoQueryKeys', url, () => decodeSeoQueryKeys(query, options));
  if (result === undefined) return;
  const where = () => `decodeSeoQueryKeys(${JSON.stringify(query)}) = ${JSON.stringify(result)}`;
  // "The SEO keys are removed."
  for (const key of ['make', 'model', 'series', 'trim', 'location', 'hybridElectric'])
    assertThat(!Object.hasOwn(result, key), where);
}

describe('decodeSeoQueryKeys: 100,000 random and mutated query strings', { timeout: 120_000 }, () => {
  it('answers 50,000 purely random query strings with search parameters, never an exception', () => {
    checkUrls(randomUrl, keysOrTypedError, { numRuns: 50_000 });
  });

  it('answers 50,000 mutated real query strings with search parameters, never an exception', () => {
    checkUrls(mutatedUrl, keysOrTypedError, { numRuns: 50_000 });
  });
});
