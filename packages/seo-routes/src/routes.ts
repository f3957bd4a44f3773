import { type Brand, selectSiteConfig } from '@forecourt/brand';
import { match as compileMatcher } from 'path-to-regexp';
import { SHOPPING_BASE_PATH } from './base-path';
import { decodeLocationSegment, type LocationValue } from './segments';
import { readSegment } from './slug';
import { isDealerId, isListingId, isVin } from './validators';
import { LISTING_TYPE, MAKE } from './vocabulary';

/** The page types that have a path (spec 001 section 2); the others' paths are "not shown". */
export type PageType =
  | 'hp'
  | 'landing'
  | 'carmakerLanding'
  | 'sfp'
  | 'srp'
  | 'vdp'
  | 'inv'
  | 'legacyDetail'
  | 'bap'
  | 'sitemap'
  | 'dealerSearch'
  | 'dealerDetails'
  | 'marketplaceLanding'
  | 'marketplaceSearch'
  | 'marketplaceDetails'
  | 'carmakerPage'
  | 'magazineVisitorAgreement';

export interface RouteMatch {
  pageType: PageType;
  params: Record<string, string>;
}

export interface MatchOptions {
  /**
   * The brand serving the path: `/cars-for-sale` is the carmaker landing for `ford`, the valuation brand's
   * dealer pages live under `/dealers`.
   * @default 'atc'
   */
  brand?: Brand;
}

/** "carmaker brand pages: landing-page, accessibility-statement, consumer-privacy, privacy-policy, visitor-agreement" */
export const CARMAKER_PAGES: readonly string[] = [
  'landing-page',
  'accessibility-statement',
  'consumer-privacy',
  'privacy-policy',
  'visitor-agreement',
];

interface Route {
  pageType: PageType;
  /** A path-to-regexp path, relative to the shopping base path unless `root` is set. */
  path: string;
  root?: boolean;
  /** Extra check of the matched parameters (path-to-regexp 8+ has no inline patterns). */
  accept?: (params: Record<string, string>) => boolean;
}

/** The route table, first match wins (spec 001 section 2). */
export const ROUTES: readonly Route[] = [
  { pageType: 'hp', path: '/', root: true },
  { pageType: 'landing', path: '' },
  { pageType: 'sfp', path: '/advanced-search' },
  { pageType: 'sfp', path: '/index.xhtml' },
  { pageType: 'vdp', path: '/vehicledetails.xhtml' },
  {
    pageType: 'vdp',
    path: '/vehicle/:id',
    accept: ({ id }) => isListingId(id) || isVin(id),
  },
  {
    pageType: 'inv',
    path: '/inventory/:vin/:seoListingId',
    accept: ({ vin, seoListingId }) => isVin(vin) && isListingId(seoListingId),
  },
  { pageType: 'inv', path: '/inventory/:id', accept: ({ id }) => isListingId(id) || isVin(id) },
  { pageType: 'bap', path: '/build-and-price' },
  { pageType: 'sitemap', path: '/sitemap/:sitemapPageId' },
  {
    pageType: 'carmakerPage',
    path: '/fordblueadvantage/:page',
    accept: ({ page }) => CARMAKER_PAGES.includes(page as string),
  },
  { pageType: 'magazineVisitorAgreement', path: '/caranddriver/visitor-agreement' },
  {
    pageType: 'legacyDetail',
    path: '/:seoListingId',
    accept: ({ seoListingId }) => isListingId(seoListingId),
  },
  { pageType: 'marketplaceLanding', path: '/marketplace', root: true },
  { pageType: 'marketplaceSearch', path: '/marketplace/listings', root: true },
  { pageType: 'marketplaceDetails', path: '/marketplace/listings/:listingId', root: true },
];

const MATCHERS = ROUTES.map((route) => ({
  route,
  match: compileMatcher(route.root ? route.path : `${SHOPPING_BASE_PATH}${route.path}`, { sensitive: false }),
}));

const DEALER_ROOTS = ['/car-dealers', '/dealers'] as const;
const DEALER_SEGMENTS = 6;

/**
 * Dealer details: `/(dealer-details)?/(microsite-about)?/{location?}/{online?}/{dealerId}/{dealerName?}`; dealer
 * search: `/{listingType?}/{makeCode?}/{location?}`. Both under `/car-dealers`, or `/dealers` for the valuation
 * brand. Segment words decide which, in order, so no ambiguous pattern is needed.
 */
function matchDealer(rest: string[]): RouteMatch | undefined {
  // At most dealer-details, microsite-about, location, online, dealerId and dealerName: a longer path is no
  // dealer page, and reading thousands of its segments took milliseconds.
  if (rest.length > DEALER_SEGMENTS) return undefined;
  const segments = rest.map((part) => readSegment(part));
  if (segments.some((segment) => segment === undefined)) return undefined;
  const words = segments as string[];
  const idAt = words.findIndex((segment) => isDealerId(segment));
  if (idAt !== -1) {
    const params: Record<string, string> = { dealerId: words[idAt] as string };
    let at = 0;
    if (words[at] === 'dealer-details') at++;
    if (words[at] === 'microsite-about') at++;
    const location = at < idAt ? decodeLocationSegment(words[at] as string) : undefined;
    if (location) {
      Object.assign(params, flatLocation(location));
      at++;
    }
    if (words[at] === 'online') {
      params.virtual = 'true';
      at++;
    }
    if (at !== idAt || words.length > idAt + 2) return undefined;
    if (words[idAt + 1]) params.dealerName = words[idAt + 1] as string;
    return { pageType: 'dealerDetails', params };
  }
  const params: Record<string, string> = {};
  let at = 0;
  const listingType = words[at]?.replace(/-cars$/, '');
  if (listingType && LISTING_TYPE.codes.has(listingType)) {
    params.listingType = LISTING_TYPE.codes.get(listingType) as string;
    at++;
  }
  if (words[at] && MAKE.codes.has(words[at] as string)) {
    params.makeCode = MAKE.codes.get(words[at] as string) as string;
    at++;
  }
  const location = words[at] ? decodeLocationSegment(words[at] as string) : undefined;
  if (location) {
    Object.assign(params, flatLocation(location));
    at++;
  }
  return at === words.length ? { pageType: 'dealerSearch', params } : undefined;
}

function flatLocation(location: LocationValue): Record<string, string> {
  return location.zip ? { city: location.city, state: location.state, zip: location.zip } : { ...location };
}

/**
 * The page a pathname shows and its parameters, or `undefined` when no route matches. Search results are every
 * other path under `/cars-for-sale`; `decode` reads their segments.
 */
export function match(pathname: string, options: MatchOptions = {}): RouteMatch | undefined {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const { route, match: test } of MATCHERS) {
    let result: ReturnType<typeof test>;
    try {
      result = test(path);
    } catch {
      return undefined; // a malformed percent-encoding
    }
    if (!result) continue;
    const params = result.params as Record<string, string>;
    if (route.accept && !route.accept(params)) continue;
    if (route.pageType === 'landing' && options.brand === 'ford')
      return { pageType: 'carmakerLanding', params };
    return { pageType: route.pageType, params: { ...params } };
  }
  const dealerRoot = selectSiteConfig({ brand: options.brand ?? 'atc' }).dealerBasePath;
  for (const root of DEALER_ROOTS) {
    if (path.toLowerCase() === root || path.toLowerCase().startsWith(`${root}/`)) {
      // Both roots answer (old links), but each brand has its own: the page says which root it was under.
      const found = matchDealer(path.slice(root.length).split('/').filter(Boolean));
      return found && { ...found, params: { ...found.params, root, canonicalRoot: dealerRoot } };
    }
  }
  if (path.toLowerCase().startsWith(`${SHOPPING_BASE_PATH}/`)) return { pageType: 'srp', params: {} };
  return undefined;
}
