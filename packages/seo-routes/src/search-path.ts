import { type Brand, selectSiteConfig } from '@forecourt/brand';
import { sortedQuery } from '@forecourt/query-dialects';
import { SHOPPING_BASE_PATH } from './base-path';
import type { ModelLookup, ModelSlugLookup } from './reference-lookups';
import {
  canonicalEntries,
  canonicalParams,
  DEFAULT_LISTING_TYPE,
  MAX_SEARCH_PARAMETERS,
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
import { nonEmptyParts, readSegment, segmentText, toSlug } from './slug';
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
  /**
   * A model's name slug (`CRV` as `cr-v`: `createReferenceLookups`' `modelSlugs`), written for the model segment
   * in place of its code's slug; missing, or without a slug for the model, the code's slug (`crv`) is written,
   * which decodes to the same search.
   */
  modelSlugs?: ModelSlugLookup;
}

export interface DecodeOptions {
  /** Resolves a trim segment to its code; missing or failing, the segment is upper-cased instead. */
  trimCodes?: TrimCodeLookup;
  /** Tells series segments from model segments; missing, the segment after the make is the model. */
  series?: SeriesLookup;
  /**
   * Resolves a model segment or query value to its code (`cr-v` to `CRV`); a model it does not know is dropped
   * and named in `unknownModel`. Missing or failing, the segment is upper-cased instead (`CR-V`).
   */
  models?: ModelLookup;
}

/**
 * The query key a canonical URL names a dropped unknown model in (`/cars-for-sale/honda?modelNotFound=xyz`), so
 * that the page it redirects to can say so: ours, the spec is silent. It changes no result.
 */
export const MODEL_NOT_FOUND_KEY = 'modelNotFound';

export interface EncodedSearch {
  /** `/cars-for-sale/...`, or `/cars-for-sale/searchresults.xhtml` when no segment applies. */
  pathname: string;
  /** What the path does not carry, `?`-prefixed, keys sorted, lists comma-joined; `''` when nothing is left. */
  search: string;
}

export type DecodeResult =
  | { ok: true; query: SearchQuery; unknownModel?: string }
  | { ok: false; reason: 'not-search-results' | 'too-many-parameters' }
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

/**
 * Whether a model, series or trim slug reads back as itself in a path: not a dot segment (browsers resolve
 * those away), nor what `decode` takes for a listing id, a page type or a location.
 */
function isCodeSegment(slug: string): boolean {
  return (
    slug !== '' &&
    slug !== '.' &&
    slug !== '..' &&
    !isListingId(slug) &&
    !RESULTS_PAGE_SEGMENTS.includes(slug) &&
    decodeLocationSegment(slug) === undefined
  );
}

/** Moves a single-valued code into a segment (percent-encoded), unless it would read back as something else. */
function takeCode(query: SearchEntries, key: string): string | undefined {
  const code = single(query, key);
  // Decoding upper-cases the segment: the slug of that (`ß` reads back as `SS`, so it is written `ss`), or the
  // canonical URL would not be its own canonical URL.
  const slug = code === undefined ? '' : toSlug(toSlug(code).toUpperCase());
  if (!isCodeSegment(slug)) return undefined;
  query.delete(key);
  return segmentText(slug);
}

/**
 * Moves the trim into its segment: a trim code of the model's own (`RAV4|XLE+PREMIUM` of `RAV4`) by the trim's
 * part alone (`xle-premium`), as marketplaces write trims; any other by its code's slug ({@link takeCode}).
 */
function takeTrim(query: SearchEntries, modelCode: string): string | undefined {
  const code = single(query, 'trimCode');
  const prefix = `${modelCode.toUpperCase()}|`;
  if (code === undefined || !code.toUpperCase().startsWith(prefix) || code.length === prefix.length)
    return takeCode(query, 'trimCode');
  query.set('trimCode', [code.slice(prefix.length)]);
  return takeCode(query, 'trimCode');
}

/**
 * Moves the model into its segment: its name slug when the lookup has one that reads back as itself, else its
 * code's slug ({@link takeCode}). "Lookup failures during path building are tolerated; the step is skipped."
 */
function takeModel(query: SearchEntries, makeCode: string, slugs: ModelSlugLookup): string | undefined {
  const code = single(query, 'modelCode');
  let slug: string | undefined;
  try {
    slug = code === undefined ? undefined : slugs(makeCode, code);
  } catch {
    slug = undefined;
  }
  if (typeof slug === 'string' && isCodeSegment(slug)) {
    query.delete('modelCode');
    return segmentText(slug);
  }
  return takeCode(query, 'modelCode');
}

/** Adds a segment, if there is one. Not a closure in `encode`: one fewer function made per call. */
function append(segments: string[], segment: string | undefined): void {
  if (segment) segments.push(segment);
}

/**
 * The SEO path of a search, by the rewriting rules of spec 001 section 2, plus the query string of what the
 * path does not carry. Segments come in the spec's order: experience, listing type, seller type, style,
 * drive, engine, fuel, price, mpg range, feature, money-back guarantee, colour, commercial vehicles, year,
 * make, series, model, trim, listing id, location. Throws `SeoEncodeError` for a value that cannot be one.
 */
export function encode(input: SearchQueryInput, options: EncodeOptions = {}): EncodedSearch {
  return encodeSearch(input, options, true);
}

/**
 * {@link encode}, and whether the series may be a segment: only a reader with the series lookup tells it from a
 * model (`canonicalUrl` without one keeps the series in the query string, or the redirect would make it a model).
 */
export function encodeSearch(
  input: SearchQueryInput,
  options: EncodeOptions,
  seriesSegment: boolean,
): EncodedSearch {
  const query = canonicalEntries(input);
  const suffix = selectSiteConfig({ brand: options.brand ?? 'atc' }).listingTypeSuffix;
  const segments: string[] = [];

  append(segments, takeWord(query, 'experience', EXPERIENCE));

  let usedSegment = -1;
  const listingType = single(query, 'listingType');
  if (listingType === 'ALL')
    query.delete('listingType'); // the default: no segment needed
  // "A third-party-certified segment is dropped and the query listingType is set to 3P_CERT": it stays in the query.
  else if (listingType !== '3P_CERT') {
    const slug = takeWord(query, 'listingType', LISTING_TYPE);
    if (slug) {
      if (slug === 'used' && !suffix) usedSegment = segments.length;
      append(segments, `${slug}${suffix}`);
    }
  }

  append(segments, takeWord(query, 'sellerType', SELLER_TYPE));
  append(segments, takeWord(query, 'vehicleStyleCode', VEHICLE_STYLE));
  append(segments, takeWord(query, 'driveGroup', DRIVE_GROUP));
  append(segments, takeWord(query, 'engineCode', ENGINE));
  append(segments, takeWord(query, 'fuelTypeGroup', FUEL_TYPE_GROUP));

  if (query.has('minPrice') || query.has('maxPrice')) {
    const segment = encodePriceSegment({
      minPrice: single(query, 'minPrice'),
      maxPrice: single(query, 'maxPrice'),
    });
    // Only the bounds the segment carries leave the query: a minimum that is no price stays beside `cars-under-N`.
    const carried = segment === undefined ? undefined : decodePriceSegment(segment);
    if (carried) {
      if (carried.minPrice !== undefined) query.delete('minPrice');
      if (carried.maxPrice !== undefined) query.delete('maxPrice');
      append(segments, segment);
    }
  }
  const mpg = single(query, 'mpgRange');
  const mpgSegment = mpg === undefined ? undefined : encodeMpgSegment(mpg);
  if (mpgSegment) {
    query.delete('mpgRange');
    append(segments, mpgSegment);
  }

  append(segments, takeWord(query, 'featureCode', FEATURE));
  // "A vehicle exchange flag becomes money-back-guarantee."
  if (query.get('vehicleExchange') === 'true') {
    query.delete('vehicleExchange');
    append(segments, 'money-back-guarantee');
  }
  append(segments, takeWord(query, 'extColorSimple', EXT_COLOR));
  // "A vehicle use type of commercial only (without personal) becomes commercial-vehicles."
  if (single(query, 'vehicleUseType') === 'COMMERCIAL') {
    query.delete('vehicleUseType');
    append(segments, 'commercial-vehicles');
  }
  // "Equal start and end year become a year segment (only then)."
  const startYear = single(query, 'startYear');
  if (startYear && isYear(startYear) && startYear === single(query, 'endYear')) {
    append(segments, startYear);
    query.delete('startYear');
    query.delete('endYear');
  }

  // "Model and series need exactly one make. Trim needs exactly one model and at most one series."
  // Read before the make leaves the query, and only with slugs to look up: the common path stays as it was.
  const makeCode = options.modelSlugs ? single(query, 'makeCode') : undefined;
  const make = takeWord(query, 'makeCode', MAKE);
  if (make) {
    append(segments, make);
    const series = seriesSegment ? takeCode(query, 'seriesCode') : undefined;
    append(segments, series);
    // The model's code, before its segment takes it: a trim of that model is written by its own part.
    const modelCode = single(query, 'modelCode');
    const model =
      makeCode === undefined
        ? takeCode(query, 'modelCode')
        : takeModel(query, makeCode, options.modelSlugs as ModelSlugLookup);
    append(segments, model);
    const seriesCodes = query.get('seriesCode');
    const seriesCount = Array.isArray(seriesCodes) ? seriesCodes.length : 0;
    if (model && seriesCount <= 1) append(segments, takeTrim(query, modelCode ?? model));
  }

  // "A single listing id becomes a path segment."
  const listingId = single(query, 'listingId');
  if (listingId && isListingId(listingId)) {
    append(segments, listingId);
    query.delete('listingId');
  }
  // "City and state, or a zip, become a location segment." A zip alone names no city: it stays in the query.
  const city = query.get('city');
  const state = query.get('state');
  if (city && typeof state === 'string' && US_STATES.has(state.toUpperCase())) {
    const location = { city: String(city), state, zip: single(query, 'zip') };
    const segment = encodeLocationSegment(location);
    // A city whose slug is not a location slug (other letters, empty parts: "a - b", "Zürich") stays in the
    // query string; as a segment it would read back as an unknown one.
    if (decodeLocationSegment(segment)) {
      append(segments, segment);
      query.delete('city');
      query.delete('state');
      if (location.zip && segment.endsWith(`-${location.zip}`)) query.delete('zip');
    }
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

/**
 * Where decoding collects values: the query string in canonical form (listing dialect, normalised), and over
 * it what the path says, which wins. Values made from the path are canonical as they are made (vocabulary
 * codes, digits, a city from a location slug), so only the query string is normalised, once; codes taken from
 * free text go through {@link putCode}.
 */
type Collected = SearchEntries;

/** Sets a model, series or trim code (a segment or a lookup's answer) as normalisation leaves it: maybe none. */
function putCode(query: Collected, key: string, code: string): void {
  const value = canonicalEntries(new Map([[key, [code]]])).get(key);
  if (value === undefined) query.delete(key);
  else query.set(key, value);
}

type Slot = (segment: string, query: Collected) => boolean;

const word =
  (key: string, words: Vocabulary, list = true): Slot =>
  (segment, query) => {
    const code = words.codes.get(segment);
    if (code === undefined) return false;
    query.set(key, list ? [code] : code);
    return true;
  };

/** The segment slots before the make, in the spec's order. */
const SLOTS: readonly Slot[] = [
  word('experience', EXPERIENCE, false),
  (segment, query) => {
    const match = LISTING_TYPE_SEGMENT.exec(segment);
    const code = match ? LISTING_TYPE.codes.get(match[1] as string) : undefined;
    if (code) query.set('listingType', [code]);
    return code !== undefined;
  },
  word('sellerType', SELLER_TYPE),
  word('vehicleStyleCode', VEHICLE_STYLE),
  word('driveGroup', DRIVE_GROUP),
  word('engineCode', ENGINE),
  word('fuelTypeGroup', FUEL_TYPE_GROUP),
  (segment, query) => {
    const price = decodePriceSegment(segment);
    if (price?.minPrice) query.set('minPrice', price.minPrice);
    if (price?.maxPrice) query.set('maxPrice', price.maxPrice);
    return price !== undefined;
  },
  (segment, query) => {
    const mpg = decodeMpgSegment(segment);
    if (mpg) query.set('mpgRange', mpg);
    return mpg !== undefined;
  },
  word('featureCode', FEATURE),
  (segment, query) => {
    if (segment !== 'money-back-guarantee') return false;
    query.set('vehicleExchange', 'true');
    return true;
  },
  word('extColorSimple', EXT_COLOR),
  (segment, query) => {
    if (segment !== 'commercial-vehicles') return false;
    query.set('vehicleUseType', ['COMMERCIAL']);
    return true;
  },
  (segment, query) => {
    if (!isYear(segment)) return false;
    query.set('startYear', segment);
    query.set('endYear', segment);
    return true;
  },
  word('makeCode', MAKE),
];
const MAKE_SLOT = SLOTS.length - 1;

/** The first slot from `from` on that takes the segment (and has put its value in the query), or -1. */
function fillSlot(segment: string, query: Collected, from: number): number {
  for (let at = from; at < SLOTS.length; at++) if ((SLOTS[at] as Slot)(segment, query)) return at;
  return -1;
}

function resolveTrim(segment: string, makeCode: string, modelCode: string, lookup?: TrimCodeLookup): string {
  try {
    const match = lookup?.(makeCode, modelCode)?.find((item) => toSlug(item.code) === segment);
    // "A trim segment is resolved through a trim-code lookup for the make and model, codes upper-cased."
    if (match) return match.code.toUpperCase();
  } catch {
    // "Lookup failures during path building are tolerated; the step is skipped."
  }
  // A trim code separates its words with `+` (`EX+L`, `XLE+PREMIUM`), which a segment writes as `-` (`toSlug`).
  return segment.toUpperCase().replace(/-/g, '+');
}

/**
 * The series a segment names, by the injected lookup. "Lookup failures during path building are tolerated; the
 * step is skipped": a lookup that throws (or answers no text) names none.
 */
export function lookupSeries(
  lookup: SeriesLookup | undefined,
  makeCode: string,
  segment: string,
): string | undefined {
  if (!lookup) return undefined;
  try {
    const code = lookup(makeCode, segment);
    return typeof code === 'string' && code !== '' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The model code a spelling names, by the injected lookup: a code, `null` when the lookup knows no such model of
 * the make, `undefined` without a lookup or when it fails (the step is skipped, as for the other lookups).
 */
function lookupModel(
  lookup: ModelLookup | undefined,
  makeCode: string,
  spelling: string,
): string | null | undefined {
  if (!lookup) return undefined;
  try {
    const code = lookup(makeCode, spelling);
    // `null`: a lookup of some models only cannot tell, and the spelling is kept as written.
    if (code === null) return undefined;
    return typeof code === 'string' && code !== '' ? code : null;
  } catch {
    return undefined;
  }
}

/**
 * Model codes of the query string resolved by the lookup (`modelCodeList=CR-V` is `CRV`). With one make a model
 * it does not know is dropped and named; with several, it is kept (it may be another make's).
 */
function resolveQueryModels(query: Collected, lookup: ModelLookup): string | undefined {
  const values = query.get('modelCode');
  const makes = query.get('makeCode');
  if (!Array.isArray(values) || !Array.isArray(makes) || makes.length === 0) return undefined;
  let unknown: string | undefined;
  const codes: string[] = [];
  for (const value of values) {
    let found: string | null | undefined = null;
    for (const make of makes) {
      found = lookupModel(lookup, make, value);
      if (found !== null) break;
    }
    if (typeof found === 'string') codes.push(found);
    else if (found === undefined || makes.length > 1) codes.push(value);
    else unknown ??= value;
  }
  if (codes.length === 0) query.delete('modelCode');
  else putCodes(query, 'modelCode', codes);
  return unknown;
}

function putCodes(query: Collected, key: string, codes: string[]): void {
  const value = canonicalEntries(new Map([[key, codes]])).get(key);
  if (value === undefined) query.delete(key);
  else query.set(key, value);
}

/**
 * Legacy numbered keys (`makeCode1=HONDA&modelCode1=CRV&makeCode2=TOYOTA`, the older search pages' form) as
 * the lists they stand for, in number order, after any list the query already has (`makeCodeList`).
 */
const NUMBERED_KEY = /^(makeCode|modelCode|trimCode|seriesCode)(\d{1,3})$/;

function foldNumberedKeys(params: Map<string, string>): Map<string, string> {
  const numbered: [string, number, string][] = [];
  for (const [key, value] of params) {
    const last = key.charCodeAt(key.length - 1);
    if (last < 48 || last > 57) continue; // nearly every key: no digit at the end, no regular expression run
    const found = NUMBERED_KEY.exec(key);
    if (!found) continue;
    numbered.push([found[1] as string, Number(found[2]), value]);
  }
  if (numbered.length === 0) return params;
  const folded = new Map(params);
  numbered.sort((a, b) => a[1] - b[1]);
  for (const [base, number] of numbered) folded.delete(`${base}${number}`);
  for (const [base, number, value] of numbered) {
    if (!params.has(`${base}${number}`) || value.trim() === '') continue;
    const key = params.has(base) && !params.has(`${base}List`) ? base : `${base}List`;
    const held = folded.get(key);
    folded.set(key, held === undefined || held === '' ? value : `${held},${value}`);
  }
  return folded;
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
  const decoded = decodeEntries(pathname, search, options);
  if (!decoded.ok) return decoded;
  const query = sortedQuery(decoded.entries);
  return decoded.unknownModel === undefined
    ? { ok: true, query }
    : { ok: true, query, unknownModel: decoded.unknownModel };
}

/** {@link decode} as a Map, keys not sorted: `canonicalUrl` encodes it at once, without an object in between. */
export function decodeEntries(
  pathname: string,
  search: string | URLSearchParams,
  options: DecodeOptions,
): Exclude<DecodeResult, { ok: true }> | { ok: true; entries: SearchEntries; unknownModel?: string } {
  // Lower-cased only when it differs: nearly every path has the base as written.
  const base = pathname.slice(0, SHOPPING_BASE_PATH.length);
  const rest = pathname.slice(SHOPPING_BASE_PATH.length);
  if (
    (base !== SHOPPING_BASE_PATH && base.toLowerCase() !== SHOPPING_BASE_PATH) ||
    (rest !== '' && !rest.startsWith('/'))
  )
    return { ok: false, reason: 'not-search-results' };

  const params = parseSearch(search);
  if (!params) return { ok: false, reason: 'too-many-parameters' };
  const query: Collected = canonicalParams(foldNumberedKeys(params));
  const raw = nonEmptyParts(rest, '/');
  const last = raw.length > 0 ? readSegment(raw[raw.length - 1] as string) : undefined;
  if (last !== undefined && RESULTS_PAGE_SEGMENTS.includes(last)) raw.pop();

  let slot = 0;
  let afterMake = false;
  let model: string | undefined;
  let trimSeen = false;
  let series = false;
  let unknownModel: string | undefined;
  // Segments are read one at a time, up to the first that fits nowhere: a path of thousands of segments costs
  // no more than its first wrong one (issue 12: "never more than a millisecond").
  for (let index = 0; index < raw.length; index++) {
    const part = raw[index] as string;
    const segment = readSegment(part);
    if (segment === undefined) return { ok: false, reason: 'bad-encoding', segment: part };
    const location = index === raw.length - 1 ? decodeLocationSegment(segment) : undefined;
    if (location) {
      query.set('city', location.city);
      query.set('state', location.state);
      if (location.zip) query.set('zip', location.zip);
      continue;
    }
    if (isListingId(segment)) {
      query.set('listingId', segment);
      continue;
    }
    if (afterMake) {
      const makeCode = makeCodeOf(query);
      const seriesCode =
        model === undefined && !series ? lookupSeries(options.series, makeCode, segment) : undefined;
      if (seriesCode) {
        series = true;
        putCode(query, 'seriesCode', seriesCode);
      } else if (model === undefined) {
        const resolved = lookupModel(options.models, makeCode, segment);
        if (resolved === null) {
          // A model the reference data does not know: the make's results, and the page says so.
          unknownModel = segment;
          model = '';
          query.delete('modelCode');
        } else {
          model = resolved ?? segment.toUpperCase();
          putCode(query, 'modelCode', model);
        }
      } else if (!trimSeen) {
        trimSeen = true;
        // The trim of an unknown model is no trim of anything we know: dropped with it.
        if (model !== '')
          putCode(query, 'trimCode', resolveTrim(segment, makeCode, model, options.trimCodes));
      } else return { ok: false, reason: 'unknown-segment', segment: part };
      continue;
    }
    const found = fillSlot(segment, query, slot);
    if (found === -1) return { ok: false, reason: 'unknown-segment', segment: part };
    slot = found + 1;
    afterMake = found === MAKE_SLOT;
  }

  if (model === undefined && options.models && query.has('modelCode'))
    unknownModel = resolveQueryModels(query, options.models);
  // "Search results default to listingType ['ALL'] when none is given."
  if (!query.has('listingType')) query.set('listingType', [...DEFAULT_LISTING_TYPE]);
  // Counted once decoded, so a search and its canonical URL (which moves keys between path and query) agree.
  if (query.size > MAX_SEARCH_PARAMETERS) return { ok: false, reason: 'too-many-parameters' };
  return unknownModel === undefined
    ? { ok: true, entries: query }
    : { ok: true, entries: query, unknownModel };
}
