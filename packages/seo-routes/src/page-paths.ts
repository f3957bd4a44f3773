import { type Brand, selectSiteConfig } from '@forecourt/brand';
import { compile } from 'path-to-regexp';
import { SHOPPING_BASE_PATH } from './base-path';
import { PATH_COMPILE_MESSAGE, PathParamError, SeoEncodeError } from './errors';
import { encodeLocationSegment, type LocationValue } from './segments';
import { toSlug } from './slug';
import { isDealerId, isListingId, isVin } from './validators';
import { LISTING_TYPE, MAKE, type Vocabulary } from './vocabulary';

/** Where path builders report a compile failure before rethrowing it. */
export interface PathLogger {
  error(message: string, error?: unknown): void;
}

export interface BuildOptions {
  /**
   * Gets "There was an issue compiling the path" when a path cannot be compiled.
   * @default console
   */
  logger?: PathLogger;
}

function compiler(path: string) {
  const toPath = compile(path);
  return (params: Record<string, string>, options: BuildOptions = {}) => {
    try {
      return toPath(params);
    } catch (error) {
      (options.logger ?? console).error(PATH_COMPILE_MESSAGE, error);
      throw error;
    }
  };
}

function required(value: unknown, name: string, valid: (value: unknown) => boolean): string {
  const text = typeof value === 'number' ? String(value) : value;
  if (!valid(text)) throw new PathParamError(name);
  return text as string;
}

const vehiclePath = compiler(`${SHOPPING_BASE_PATH}/vehicle/:id`);
const inventoryPath = compiler(`${SHOPPING_BASE_PATH}/inventory/:vin/:seoListingId`);
const inventoryBuilderPath = compiler(`${SHOPPING_BASE_PATH}/inventory/:id`);
const marketplacePath = compiler('/marketplace/listings/:listingId');
const sitemapPath = compiler(`${SHOPPING_BASE_PATH}/sitemap/:sitemapPageId`);

/** `/cars-for-sale/vehicle/{listingId or vin}`. Throws `PathParamError` without a valid one of them. */
export function buildVehicleDetailsPath(
  query: { listingId?: string | number; vin?: string },
  options?: BuildOptions,
): string {
  const id = isListingId(String(query.listingId ?? '')) ? String(query.listingId) : query.vin;
  return vehiclePath({ id: required(id, 'listingId', (v) => isListingId(v) || isVin(v)) }, options);
}

/**
 * `/cars-for-sale/inventory/{vin}/{seoListingId}`, or the builder form `/cars-for-sale/inventory/{listingId or vin}`
 * when only one of them is given.
 */
export function buildInventoryPath(
  query: { vin?: string; listingId?: string | number; seoListingId?: string | number },
  options?: BuildOptions,
): string {
  const seoListingId = String(query.seoListingId ?? query.listingId ?? '');
  if (query.vin && isVin(query.vin) && isListingId(seoListingId)) {
    return inventoryPath({ vin: query.vin, seoListingId }, options);
  }
  const id = isListingId(seoListingId) ? seoListingId : query.vin;
  return inventoryBuilderPath({ id: required(id, 'listingId', (v) => isListingId(v) || isVin(v)) }, options);
}

/** `/marketplace/listings/{listingId}`; "listingId required". */
export function buildMarketplaceDetailsPath(
  query: { listingId?: string | number },
  options?: BuildOptions,
): string {
  return marketplacePath({ listingId: required(query.listingId, 'listingId', isListingId) }, options);
}

/** `/cars-for-sale/sitemap/{sitemapPageId}`. */
export function buildSitemapPath(query: { sitemapPageId?: string | number }, options?: BuildOptions): string {
  const id = required(query.sitemapPageId, 'sitemapPageId', (v) => typeof v === 'string' && v.length > 0);
  return sitemapPath({ sitemapPageId: id }, options);
}

export interface DealerDetailsQuery {
  dealerId?: string | number;
  dealerName?: string;
  location?: LocationValue;
  /** An online-only ("virtual") dealer: the `online` segment. */
  virtual?: boolean;
}

/**
 * `/car-dealers/{location?}/{online?}/{dealerId}/{dealerName?}` (`/dealers` for the valuation brand).
 * "dealerId required, 5 or more digits": otherwise throws `PathParamError` with the spec's message.
 */
export function buildDealerDetailsPath(
  query: DealerDetailsQuery,
  options: BuildOptions & { brand?: Brand } = {},
): string {
  const dealerId = required(query.dealerId, 'dealerId', isDealerId);
  const root = selectSiteConfig({ brand: options.brand ?? 'atc' }).dealerBasePath;
  const segments = [
    query.location ? encodeLocationSegment(query.location) : undefined,
    query.virtual ? 'online' : undefined,
    dealerId,
    query.dealerName ? encodeURIComponent(toSlug(query.dealerName)) : undefined,
  ].filter(Boolean);
  return `${root}/${segments.join('/')}`;
}

export interface DealerSearchQuery {
  /** A listing-type code, as `match` gives it back: `USED`, `NEW`, `CERTIFIED`. */
  listingType?: string;
  /** A make code, as `match` gives it back: `HONDA`, `CHEV`. */
  makeCode?: string;
  location?: LocationValue;
}

function slugOf(words: Vocabulary, key: string, code: string | undefined): string | undefined {
  if (code === undefined || code === '') return undefined;
  const slug = words.slugs.get(code.toUpperCase());
  // A code the route table does not know would build a path that matches nothing: a caller's mistake.
  if (slug === undefined) throw new SeoEncodeError('UNKNOWN_CODE', key, `${key} ${code} has no path segment`);
  return slug;
}

/**
 * `/car-dealers/{listingType?}/{makeCode?}/{location?}` (`/dealers` for the valuation brand), from the codes
 * `match` gives back for a dealer search. Throws `SeoEncodeError` (`UNKNOWN_CODE`) for a code with no segment.
 */
export function buildDealerSearchPath(query: DealerSearchQuery, options: { brand?: Brand } = {}): string {
  const root = selectSiteConfig({ brand: options.brand ?? 'atc' }).dealerBasePath;
  const segments = [
    slugOf(LISTING_TYPE, 'listingType', query.listingType),
    slugOf(MAKE, 'makeCode', query.makeCode),
    query.location ? encodeLocationSegment(query.location) : undefined,
  ].filter(Boolean);
  return segments.length ? `${root}/${segments.join('/')}` : root;
}
