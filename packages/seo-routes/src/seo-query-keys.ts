import { lookupSeries, type SeriesLookup, type TrimCodeLookup } from './search-path';
import type { SearchQuery } from './search-query';
import { single } from './search-query';
import { decodeLocationSegment } from './segments';
import { toSlug } from './slug';
import { MAKE } from './vocabulary';

/** The SEO-style query keys of spec 000 section 2; `hybridElectric` is our name for the hybrid/electric key. */
export const SEO_QUERY_KEYS: readonly string[] = [
  'make',
  'model',
  'series',
  'trim',
  'location',
  'hybridElectric',
];

export interface SeoQueryKeyOptions {
  trimCodes?: TrimCodeLookup;
  series?: SeriesLookup;
}

/**
 * Converts SEO-style query keys into search parameters (spec 000 section 2, spec 001 section 2): "trim is
 * decoded only when make and model are known; model and series only when make is known and the target is not
 * already set; the hybrid/electric key yields the codes HYB and ELE; location is decoded together with the
 * zip if one is given." The SEO keys are removed; values that cannot be decoded are dropped with them.
 */
export function decodeSeoQueryKeys(query: SearchQuery, options: SeoQueryKeyOptions = {}): SearchQuery {
  const out: SearchQuery = { ...query };
  const take = (key: string) => {
    const value = single(out, key);
    delete out[key];
    return value === undefined ? undefined : toSlug(value);
  };
  const make = take('make');
  const model = take('model');
  const series = take('series');
  const trim = take('trim');
  const location = take('location');
  const hybridElectric = take('hybridElectric');

  const makeCode = make ? MAKE.codes.get(make) : undefined;
  if (makeCode && !out.makeCode) out.makeCode = [makeCode];
  const knownMake = single(out, 'makeCode');
  if (knownMake && model && !out.modelCode) out.modelCode = [model.toUpperCase()];
  if (knownMake && series && !out.seriesCode)
    out.seriesCode = [lookupSeries(options.series, knownMake, series) ?? series.toUpperCase()];
  const knownModel = single(out, 'modelCode');
  if (knownMake && knownModel && trim && !out.trimCode) {
    let code = trim.toUpperCase();
    try {
      const found = options.trimCodes?.(knownMake, knownModel)?.find((item) => toSlug(item.code) === trim);
      if (found) code = found.code.toUpperCase();
    } catch {
      // a failed lookup skips the resolution
    }
    out.trimCode = [code];
  }
  if (hybridElectric && hybridElectric !== 'false') out.fuelTypeGroup = ['HYB', 'ELE'];
  const place = location ? decodeLocationSegment(location) : undefined;
  if (place) {
    out.city = place.city;
    out.state = place.state;
    const zip = single(out, 'zip') ?? place.zip;
    if (zip) out.zip = zip;
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
