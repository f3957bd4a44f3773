import { type Brand, selectSiteConfig } from '@forecourt/brand';
import { searchKeyOf, sortedQuery } from '@forecourt/query-dialects';
import { SHOPPING_BASE_PATH } from './base-path';
import {
  canonicalEntries,
  DEFAULT_LISTING_TYPE,
  parseSearch,
  type SearchEntries,
  type SearchQuery,
  type SearchQueryInput,
  single,
  toSearchString,
} from './search-query';
import {
  decodeLocationSegment,
  decodeMpgSegment,
  decodePriceSegment,
  encodeLocationSegment,
  encodeMpgSegment,
  encodePriceSegment,
} from './segments';
import { readSegment, toSlug } from './slug';
import { isListingId, isYear } from './validators';
import {
  DRIVE_GROUP,
  ENGINE,
  EXPERIENCE,
  EXT_COLOR,
  FEATURE,
  FUEL_TYPE_GROUP,
  LISTING_TYPE,
  MAKE,
  SELLER_TYPE,
  US_STATES,
  VEHICLE_STYLE,
  type Vocabulary,
} from './vocabulary';

/** A trim-code lookup for a make and model (spec 001 section 7): the trims, each with its code. */
export type TrimCodeLookup = (makeCode: string, modelCode: string) => readonly { code: string }[] | undefined;

/** Says whether a segment after the make names one of its series, and which (reference data). */
export type SeriesLookup = (makeCode: string, segment: string) => string | undefined;

export interface EncodeOptions {
  /**
   * The brand whose URLs to write: the default (main) brand appends `-cars` to the listing-type segment.
   * @default 'atc'
   */
  brand?: Brand;
}

export interface DecodeOptions {
  /** Resolves a trim segment to its code; missing or failing, the segment is upper-cased instead. */
  trimCodes?: TrimCodeLookup;
  /** Tells series segments from model segments; missing, the segment after the make is the model. */
  series?: SeriesLookup;
}

export interface EncodedSearch {
  /** `/cars-for-sale/...`, or `/cars-for-sale/searchresults.xhtml` when no segment applies. */
  pathname: string;
  /** What the path does not carry, `?`-prefixed, keys sorted, lists comma-joined; `''` when nothing is left. */
  search: string;
}

export type DecodeResult =
  | { ok: true; query: SearchQuery }
  | { ok: false; reason: 'not-search-results' }
  | { ok: false; reason: 'unknown-segment' | 'bad-encoding'; segment: string };

/** "page type: searchresults.xhtml or cars-for-sale.xhtml." */
export const RESULTS_PAGE_SEGMENTS: readonly string[] = ['searchresults.xhtml', 'cars-for-sale.xhtml'];

/** "Bare results: /cars-for-sale becomes /cars-for-sale/searchresults.xhtml" */
export const BARE_RESULTS_PATH = `${SHOPPING_BASE_PATH}/searchresults.xhtml`;

/** Moves a single-valued key from the query into a segment, when its vocabulary knows the value. */
function takeWord(query: SearchEntries, key: string, words: Vocabulary): string | undefined {
  const code = single(query, key);
  const slug = code === undefined ? undefined : words.slugs.get(code);
  if (slug !== undefined) query.delete(key);
  return slug;
}

function takeCode(query: SearchEntries, key: string): string | undefined {
  const code = single(query, key);
  const slug = code === undefined ? '' : toSlug(code);
  if (slug === '') return undefined;
  query.delete(key);
  return slug;
}

/**
 * The SEO path of a search, by the rewriting rules of spec 001 section 2, plus the query string of what the
 * path does not carry. Segments come in the spec's order: experience, listing type, seller type, style,
 * drive, engine, fuel, price, mpg range, feature, money-back guarantee, colour, commercial vehicles, year,
 * make, series, model, trim, listing id, location. Throws `SeoEncodeError` for a value that cannot be one.
 */
export function encode(input: SearchQueryInput, options: EncodeOptions = {}): EncodedSearch {
  const query = canonicalEntries(input);
  const suffix = selectSiteConfig({ brand: options.brand ?? 'atc' }).listingTypeSuffix;
  const segments: string[] = [];
  const push = (segment: string | undefined) => {
    if (segment) segments.push(segment);
  };

  push(takeWord(query, 'experience', EXPERIENCE));

  let usedSegment = -1;
  const listingType = single(query, 'listingType');
  if (listingType === 'ALL')
    query.delete('listingType'); // the default: no segment needed
  // "A third-party-certified segment is dropped and the query listingType is set to 3P_CERT": it stays in the query.
  else if (listingType !== '3P_CERT') {
    const slug = takeWord(query, 'listingType', LISTING_TYPE);
    if (slug) {
      if (slug === 'used' && !suffix) usedSegment = segments.length;
      push(`${slug}${suffix}`);
    }
  }

  push(takeWord(query, 'sellerType', SELLER_TYPE));
  push(takeWord(query, 'vehicleStyleCode', VEHICLE_STYLE));
  push(takeWord(query, 'driveGroup', DRIVE_GROUP));
  push(takeWord(query, 'engineCode', ENGINE));
  push(takeWord(query, 'fuelTypeGroup', FUEL_TYPE_GROUP));

  if (query.has('minPrice') || query.has('maxPrice')) {
    const segment = encodePriceSegment({
      minPrice: single(query, 'minPrice'),
      maxPrice: single(query, 'maxPrice'),
    });
    if (segment) {
      query.delete('minPrice');
      query.delete('maxPrice');
      push(segment);
    }
  }
  const mpg = single(query, 'mpgRange');
  const mpgSegment = mpg === undefined ? undefined : encodeMpgSegment(mpg);
  if (mpgSegment) {
    query.delete('mpgRange');
    push(mpgSegment);
  }

  push(takeWord(query, 'featureCode', FEATURE));
  // "A vehicle exchange flag becomes money-back-guarantee."
  if (query.get('vehicleExchange') === 'true') {
    query.delete('vehicleExchange');
    push('money-back-guarantee');
  }
  push(takeWord(query, 'extColorSimple', EXT_COLOR));
  // "A vehicle use type of commercial only (without personal) becomes commercial-vehicles."
  if (single(query, 'vehicleUseType') === 'COMMERCIAL') {
    query.delete('vehicleUseType');
    push('commercial-vehicles');
  }
  // "Equal start and end year become a year segment (only then)."
  const startYear = single(query, 'startYear');
  if (startYear && isYear(startYear) && startYear === single(query, 'endYear')) {
    push(startYear);
    query.delete('startYear');
    query.delete('endYear');
  }

  // "Model and series need exactly one make. Trim needs exactly one model and at most one series."
  const make = takeWord(query, 'makeCode', MAKE);
  if (make) {
    push(make);
    const series = takeCode(query, 'seriesCode');
    push(series);
    const model = takeCode(query, 'modelCode');
    push(model);
    const seriesCodes = query.get('seriesCode');
    const seriesCount = Array.isArray(seriesCodes) ? seriesCodes.length : 0;
    if (model && seriesCount <= 1) push(takeCode(query, 'trimCode'));
  }

  // "A single listing id becomes a path segment."
  const listingId = single(query, 'listingId');
  if (listingId && isListingId(listingId)) {
    push(listingId);
    query.delete('listingId');
  }
  // "City and state, or a zip, become a location segment." A zip alone names no city: it stays in the query.
  const city = query.get('city');
  const state = query.get('state');
  if (city && typeof state === 'string' && US_STATES.has(state.toUpperCase())) {
    const location = { city: String(city), state, zip: single(query, 'zip') };
    push(encodeLocationSegment(location));
    query.delete('city');
    query.delete('state');
    if (location.zip && segments[segments.length - 1]?.endsWith(`-${location.zip}`)) query.delete('zip');
  }

  // "A /used segment is dropped when further segments exist." The listing type then stays in the query.
  if (usedSegment !== -1 && segments.length > usedSegment + 1) {
    segments.splice(usedSegment, 1);
    query.set('listingType', ['USED']);
  }

  const pathname = segments.length > 0 ? `${SHOPPING_BASE_PATH}/${segments.join('/')}` : BARE_RESULTS_PATH;
  return { pathname, search: toSearchString(query) };
}

export const LISTING_TYPE_SEGMENT = /^(new|used|certified|third-party-certified|all)(?:-cars)?$/;

/** Where decoding collects values: the query string's parameters, overwritten by what the path says. */
type Collected = Map<string, unknown>;

/**
 * Sets a value the path carries. The path wins over the query string, in either dialect: the search-form twin
 * (`makeCodeList` for `makeCode`) is removed, or the dialect mapping would let it win.
 */
function put(query: Collected, key: string, value: string | string[]): void {
  query.delete(searchKeyOf(key));
  query.set(key, value);
}

type Slot = (segment: string, query: Collected) => boolean;

const word =
  (key: string, words: Vocabulary, list = true): Slot =>
  (segment, query) => {
    const code = words.codes.get(segment);
    if (code === undefined) return false;
    put(query, key, list ? [code] : code);
    return true;
  };

/** The segment slots before the make, in the spec's order. */
const SLOTS: readonly Slot[] = [
  word('experience', EXPERIENCE, false),
  (segment, query) => {
    const match = LISTING_TYPE_SEGMENT.exec(segment);
    const code = match ? LISTING_TYPE.codes.get(match[1] as string) : undefined;
    if (code) put(query, 'listingType', [code]);
    return code !== undefined;
  },
  word('sellerType', SELLER_TYPE),
  word('vehicleStyleCode', VEHICLE_STYLE),
  word('driveGroup', DRIVE_GROUP),
  word('engineCode', ENGINE),
  word('fuelTypeGroup', FUEL_TYPE_GROUP),
  (segment, query) => {
    const price = decodePriceSegment(segment);
    if (price?.minPrice) put(query, 'minPrice', price.minPrice);
    if (price?.maxPrice) put(query, 'maxPrice', price.maxPrice);
    return price !== undefined;
  },
  (segment, query) => {
    const mpg = decodeMpgSegment(segment);
    if (mpg) put(query, 'mpgRange', mpg);
    return mpg !== undefined;
  },
  word('featureCode', FEATURE),
  (segment, query) => {
    if (segment !== 'money-back-guarantee') return false;
    put(query, 'vehicleExchange', 'true');
    return true;
  },
  word('extColorSimple', EXT_COLOR),
  (segment, query) => {
    if (segment !== 'commercial-vehicles') return false;
    put(query, 'vehicleUseType', ['COMMERCIAL']);
    return true;
  },
  (segment, query) => {
    if (!isYear(segment)) return false;
    put(query, 'startYear', segment);
    put(query, 'endYear', segment);
    return true;
  },
  word('makeCode', MAKE),
];
const MAKE_SLOT = SLOTS.length - 1;

function resolveTrim(segment: string, makeCode: string, modelCode: string, lookup?: TrimCodeLookup): string {
  try {
    const match = lookup?.(makeCode, modelCode)?.find((item) => toSlug(item.code) === segment);
    // "A trim segment is resolved through a trim-code lookup for the make and model, codes upper-cased."
    if (match) return match.code.toUpperCase();
  } catch {
    // "Lookup failures during path building are tolerated; the step is skipped."
  }
  return segment.toUpperCase();
}

function makeCodeOf(query: Collected): string {
  const value = query.get('makeCode') as string[];
  return value[0] as string;
}

/**
 * The search a results path stands for: path segments (in the spec's order) over the query string, with the
 * default `listingType ['ALL']`. Older forms decode too (`Used+Cars`, `all-cars`, `Madison+WI-53701`). A path
 * outside search results, or a segment that fits no slot, is an unsuccessful result, never an exception.
 */
export function decode(
  pathname: string,
  search: string | URLSearchParams = '',
  options: DecodeOptions = {},
): DecodeResult {
  const base = pathname.slice(0, SHOPPING_BASE_PATH.length).toLowerCase();
  const rest = pathname.slice(SHOPPING_BASE_PATH.length);
  if (base !== SHOPPING_BASE_PATH || (rest !== '' && !rest.startsWith('/')))
    return { ok: false, reason: 'not-search-results' };

  const query: Collected = parseSearch(search);
  const raw = rest.split('/').filter(Boolean);
  const segments: string[] = [];
  for (const part of raw) {
    const segment = readSegment(part);
    if (segment === undefined) return { ok: false, reason: 'bad-encoding', segment: part };
    segments.push(segment);
  }
  if (segments.length > 0 && RESULTS_PAGE_SEGMENTS.includes(segments[segments.length - 1] as string))
    segments.pop();

  let slot = 0;
  let afterMake = false;
  let model: string | undefined;
  let trimSeen = false;
  let series = false;
  for (const [index, segment] of segments.entries()) {
    const location = index === segments.length - 1 ? decodeLocationSegment(segment) : undefined;
    if (location) {
      put(query, 'city', location.city);
      put(query, 'state', location.state);
      if (location.zip) put(query, 'zip', location.zip);
      continue;
    }
    if (isListingId(segment)) {
      put(query, 'listingId', segment);
      continue;
    }
    if (afterMake) {
      const makeCode = makeCodeOf(query);
      const seriesCode = model === undefined && !series ? options.series?.(makeCode, segment) : undefined;
      if (seriesCode) {
        series = true;
        put(query, 'seriesCode', [seriesCode]);
      } else if (model === undefined) {
        model = segment.toUpperCase();
        put(query, 'modelCode', [model]);
      } else if (!trimSeen) {
        trimSeen = true;
        put(query, 'trimCode', [resolveTrim(segment, makeCode, model, options.trimCodes)]);
      } else return { ok: false, reason: 'unknown-segment', segment: raw[index] as string };
      continue;
    }
    const found = SLOTS.findIndex((accepts, at) => at >= slot && accepts(segment, query));
    if (found === -1) return { ok: false, reason: 'unknown-segment', segment: raw[index] as string };
    slot = found + 1;
    afterMake = found === MAKE_SLOT;
  }

  const result = canonicalEntries(query);
  // "Search results default to listingType ['ALL'] when none is given."
  if (!result.has('listingType')) result.set('listingType', [...DEFAULT_LISTING_TYPE]);
  return { ok: true, query: sortedQuery(result) };
}
