import { ApiClientError } from '@forecourt/api-client';

/** The query key a refused search names (`query.zip` is `zip`), in words a shopper knows. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  zip: 'ZIP code',
  searchRadius: 'search radius',
  sortBy: 'sort order',
  numRecords: 'page size',
  firstRecord: 'page',
  minPrice: 'lowest price',
  maxPrice: 'highest price',
  startYear: 'oldest year',
  endYear: 'newest year',
  mileage: 'mileage',
};

/**
 * What the results page says when the search call refused the search (a 400, or the client's own check of the
 * request): the shopper's input, named, not an outage; `undefined` for any other failure (the page then offers to
 * try again). Issue 32: "Any input the API refuses with a 400 is the shopper's input, not an outage."
 */
export function refusedSearchMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiClientError)) return undefined;
  if (error.code !== 'INVALID_REQUEST' && error.status !== 400) return undefined;
  const path = error.apiError?.error.field ?? error.field ?? '';
  const key = path.replace(/^query\./, '').replace(/\[.*$/, '');
  const what = Object.hasOwn(FIELD_WORDS, key) ? FIELD_WORDS[key] : key || undefined;
  return what
    ? `We couldn't search with that ${what}. Change it and try again.`
    : "We couldn't run this search as it is written. Change it and try again.";
}
