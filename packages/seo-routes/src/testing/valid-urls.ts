import { MATCH_CASES } from '../routes.cases';
import { DECODE_CASES, ENCODE_CASES, LEGACY_DECODE_CASES } from '../search-path.cases';

/** A URL as the parsers take it: the pathname and the query string apart (`?`-prefixed or `''`). */
export interface TestUrl {
  pathname: string;
  search: string;
}

function unique(urls: TestUrl[]): TestUrl[] {
  const seen = new Map<string, TestUrl>();
  for (const url of urls) seen.set(`${url.pathname}${url.search}`, url);
  return [...seen.values()];
}

/**
 * Every valid URL the case tables name (routes, search results both ways, the legacy forms), plus the legacy
 * vehicle details URL with its `listingId`: the seeds that mutated URLs start from.
 */
export const VALID_URLS: readonly TestUrl[] = unique([
  ...MATCH_CASES.filter((item) => item.pageType !== undefined).map(({ pathname }) => ({
    pathname,
    search: '',
  })),
  ...ENCODE_CASES.map(({ pathname, search = '' }) => ({ pathname, search })),
  ...[...DECODE_CASES, ...LEGACY_DECODE_CASES].map(({ pathname, search = '' }) => ({ pathname, search })),
  { pathname: '/cars-for-sale/vehicledetails.xhtml', search: '?listingId=712345678' },
  { pathname: '/cars-for-sale/vehicledetails.xhtml', search: '?listingId=712345678&makeCode=HONDA' },
]);
