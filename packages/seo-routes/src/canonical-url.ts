import type { Brand } from '@forecourt/brand';
import { buildVehicleDetailsPath } from './page-paths';
import {
  type DecodeOptions,
  decodeEntries,
  type EncodedSearch,
  type EncodeOptions,
  encodeSearch,
  MODEL_NOT_FOUND_KEY,
} from './search-path';
import { fromSearchString, toSearchString } from './search-query';
import { isListingId } from './validators';

/**
 * The canonical SEO URL of a results or legacy details URL, or `undefined` when it has none. Apps answer a
 * request whose URL differs from its canonical one with a 301 to it: `/cars-for-sale/searchresults.xhtml?makeCode=HONDA`
 * becomes `/cars-for-sale/honda`, `/cars-for-sale/vehicledetails.xhtml?listingId=123456` becomes
 * `/cars-for-sale/vehicle/123456`.
 */
export function canonicalUrl(
  pathname: string,
  search: string,
  options: DecodeOptions &
    Pick<EncodeOptions, 'modelSlugs'> & {
      brand?: Brand;
      /**
       * Whether a series may be a path segment: only for readers that decode with the series lookup too. The
       * storefront's browser has none, so its server keeps the series in the query string (`false`).
       * @default whether `series` is given
       */
      seriesInPath?: boolean;
    } = {},
): EncodedSearch | undefined {
  if (pathname.toLowerCase() === '/cars-for-sale/vehicledetails.xhtml') {
    const query = fromSearchString(search);
    if (!query) return undefined;
    const { listingId, ...rest } = query;
    if (typeof listingId !== 'string' || !isListingId(listingId)) return undefined;
    return { pathname: buildVehicleDetailsPath({ listingId }), search: toSearchString(rest) };
  }
  const decoded = decodeEntries(pathname, search, options);
  if (!decoded.ok) return undefined;
  // A model the `models` lookup does not know is dropped, and named for the page the redirect leads to.
  if (decoded.unknownModel !== undefined) decoded.entries.set(MODEL_NOT_FOUND_KEY, decoded.unknownModel);
  // Without the series lookup a series segment would read back as the model: the series stays in the query.
  return encodeSearch(
    decoded.entries,
    {
      ...(options.brand && { brand: options.brand }),
      ...(options.modelSlugs && { modelSlugs: options.modelSlugs }),
    },
    options.seriesInPath ?? options.series !== undefined,
  );
}
