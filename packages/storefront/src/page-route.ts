import type { Brand } from '@forecourt/brand';
import {
  BARE_RESULTS_PATH,
  canonicalUrl,
  decode,
  encode,
  MODEL_NOT_FOUND_KEY,
  type ModelLookup,
  type ModelNameLookup,
  type ModelSlugLookup,
  match,
  type SearchQuery,
  type SeriesLookup,
} from '@forecourt/seo-routes';
import { hasMalformedEscape } from './malformed-url';
import { withoutRefusedValues } from './refused-values';

/** Paths the spec does not give: ours, outside its route table. */
export const COMPARE_PATH = '/cars-for-sale/compare';
export const SAVED_PATH = '/my-autotrader';
/** Every car: the canonical bare results path (spec 001 s2 "/cars-for-sale becomes .../searchresults.xhtml"). */
export const ALL_CARS_PATH = BARE_RESULTS_PATH;
/** "Vehicle details (legacy) | /cars-for-sale/vehicledetails.xhtml" (spec 001 s2), its listing id in the query. */
const LEGACY_VEHICLE_PATH = '/cars-for-sale/vehicledetails.xhtml';
/** Where the carmaker brand's own pages live (spec 001 s2): `${CARMAKER_PAGES_PATH}/privacy-policy`. */
export const CARMAKER_PAGES_PATH = '/cars-for-sale/fordblueadvantage';

export type PageRoute =
  | { readonly page: 'home' }
  | { readonly page: 'advanced-search' }
  | {
      readonly page: 'results';
      readonly query: SearchQuery;
      /** A model the URL named that the reference data does not have: the page shows the make's cars and says so. */
      readonly modelNotFound?: string;
    }
  | { readonly page: 'vehicle'; readonly id: string }
  | { readonly page: 'compare' }
  | { readonly page: 'saved' }
  | { readonly page: 'dealers'; readonly params: Readonly<Record<string, string>> }
  | { readonly page: 'dealer'; readonly dealerId: string }
  | { readonly page: 'content'; readonly slug: string }
  | { readonly page: 'redirect'; readonly location: string }
  | { readonly page: 'not-found' }
  /** A URL with a malformed percent-escape (`%E0%A4%A`): the 400 page. */
  | { readonly page: 'bad-request' };

/**
 * Reference-data lookups for search paths (`createReferenceLookups` of seo-routes): the server has them all, so a
 * model spelled as shoppers spell it (`cr-v`, `f-150`, the code's `crv`) is redirected to its canonical path, the
 * name slug (`modelSlugs`), and an unknown one to the make's. The browser has those of the models its page names
 * (the bootstrap data's, `complete: false`), so it reads the name slugs of the page's own links back to their
 * codes and keeps any other spelling as written.
 */
export interface RouteLookups {
  readonly models?: ModelLookup;
  readonly series?: SeriesLookup;
  readonly modelSlugs?: ModelSlugLookup;
  /** Model names by code, for the titles and headings of pages (`CRV` is "CR-V"). */
  readonly modelNames?: ModelNameLookup;
}

/**
 * A search's trims as the inventory codes them, `MODEL|TRIM` (`RAV4|XLE+PREMIUM`): a path writes a trim of its
 * one model by the trim part alone (`/toyota/rav4/xle-premium`), and the page's filters, names and search read
 * the whole code. Trims of a search of several models (or of none) stay as written.
 */
export function withModelTrims(query: SearchQuery): SearchQuery {
  const models = query.modelCode;
  const model = Array.isArray(models) ? (models.length === 1 ? models[0] : undefined) : models;
  const trims = query.trimCode;
  if (typeof model !== 'string' || model === '' || trims === undefined) return query;
  const list = Array.isArray(trims) ? trims : [String(trims)];
  if (list.every((trim) => trim.includes('|'))) return query;
  return { ...query, trimCode: list.map((trim) => (trim.includes('|') ? trim : `${model}|${trim}`)) };
}

/**
 * Which page a URL shows. Legacy and non-canonical search URLs become a redirect to the canonical path (the
 * server answers it with a 301, the client replaces its history entry), so one search has one URL.
 */
export function pageRoute(
  pathname: string,
  search: string,
  brand: Brand,
  lookups: RouteLookups = {},
): PageRoute {
  // Before any decoding: no page can be told from a path or query that does not decode (issue 29).
  if (hasMalformedEscape(pathname) || hasMalformedEscape(search.replaceAll('+', ' ')))
    return { page: 'bad-request' };
  if (pathname === COMPARE_PATH) return { page: 'compare' };
  if (pathname === SAVED_PATH) return { page: 'saved' };
  const matched = match(pathname, { brand });
  if (!matched) return { page: 'not-found' };
  switch (matched.pageType) {
    case 'hp':
      return { page: 'home' };
    // The search form: /cars-for-sale/advanced-search and the older /cars-for-sale/index.xhtml.
    case 'sfp':
      return { page: 'advanced-search' };
    case 'landing':
    case 'srp': {
      const decoded = decode(pathname, search, lookups);
      if (!decoded.ok) return { page: 'not-found' };
      // A value the search refuses (an unknown sort, a radius, page size or zip out of range) is dropped and the
      // URL corrected: the shopper sees the default, never an error page.
      const accepted = withoutRefusedValues(decoded.query);
      const fixed =
        accepted &&
        encode(accepted, lookups.modelSlugs ? { brand, modelSlugs: lookups.modelSlugs } : { brand });
      // A series stays in the query string: the browser, which decodes without the lookups, would read a series
      // segment as the model, and render another search than the server did.
      const options = { brand, ...lookups, seriesInPath: false };
      const canonical = fixed
        ? canonicalUrl(fixed.pathname, fixed.search, options)
        : canonicalUrl(pathname, search, options);
      const target = canonical && canonical.pathname + canonical.search;
      if (target && target !== pathname + search) return { page: 'redirect', location: target };
      const { [MODEL_NOT_FOUND_KEY]: notFound, ...rest } = decoded.query;
      const query = withModelTrims(rest);
      return typeof notFound === 'string'
        ? { page: 'results', query, modelNotFound: notFound }
        : { page: 'results', query };
    }
    case 'vdp':
    case 'legacyDetail':
    case 'inv': {
      // /vehicle/{id or VIN}, /inventory/{vin}/{seoListingId}, /inventory/{id or VIN} and /{seoListingId}: match
      // has checked the id.
      const id = matched.params.seoListingId ?? matched.params.id;
      if (id) return { page: 'vehicle', id };
      // The legacy vehicledetails.xhtml?listingId=... (any case, a trailing slash) answers with its canonical
      // /vehicle/{id} path; without a valid listing id ("digits, 5 or more") it shows no car.
      const canonical = canonicalUrl(LEGACY_VEHICLE_PATH, search, { brand });
      return canonical
        ? { page: 'redirect', location: canonical.pathname + canonical.search }
        : { page: 'not-found' };
    }
    // The carmaker brand's landing (its /cars-for-sale) and its pages under /cars-for-sale/fordblueadvantage/:
    // the brand app's config has their content, and a brand without it answers 404.
    case 'carmakerLanding':
      return { page: 'content', slug: 'landing-page' };
    case 'carmakerPage':
      return matched.params.page ? { page: 'content', slug: matched.params.page } : { page: 'not-found' };
    case 'dealerSearch':
      return { page: 'dealers', params: matched.params };
    case 'dealerDetails':
      return matched.params.dealerId
        ? { page: 'dealer', dealerId: matched.params.dealerId }
        : { page: 'not-found' };
    default:
      return { page: 'not-found' };
  }
}
