import { CompareError } from './compare-error';

/** The listing-service path of the compare fetch (spec 001 section 7). */
export const COMPARE_LISTINGS_PATH = '/rest/lsc/listing';

/** "header X-fwd-svc atc" (spec 001 section 7). */
export const COMPARE_FORWARD_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'X-fwd-svc': 'atc',
});

/** A listing as the compare reply carries it: "listings (id, ownerId) and owners" (spec 001 section 7). */
export interface CompareListing {
  id: string;
  ownerId?: string | number;
}

/**
 * The reply of `GET /rest/lsc/listing`. Both fields are optional because "failure gives empty object"
 * (spec 001 sections 7 and 8): `{}` is a valid value of this type.
 */
export interface CompareListingsReply<TListing = CompareListing, TOwner = unknown> {
  listings?: readonly TListing[];
  owners?: Readonly<Record<string, TOwner>>;
}

/** Fetches the listings of the given ids; rejects on failure (the store turns that into `{}`). */
export type FetchCompareListings<TListing = CompareListing, TOwner = unknown> = (
  ids: readonly string[],
) => Promise<CompareListingsReply<TListing, TOwner>>;

export interface CompareListingsFetcherOptions {
  /**
   * The fetch to call. Default: the global `fetch`, looked up at call time (never at import).
   * Wrap it (or the returned function) in the compare breaker: 3 s time-out, 30 s reset (spec 001 section 9).
   */
  fetch?: typeof fetch;
  /** Origin (and any prefix) put before `/rest/lsc/listing`. Default `''`: a same-origin relative URL. */
  baseUrl?: string;
}

/** The URL of the compare fetch: one `listingId` parameter per id ("repeated listingId"). */
export function compareListingsUrl(ids: readonly string[], baseUrl = ''): string {
  const query = ids.map((id) => `listingId=${encodeURIComponent(id)}`).join('&');
  return `${baseUrl}${COMPARE_LISTINGS_PATH}${query ? `?${query}` : ''}`;
}

/**
 * The default `fetchListings` of the compare store: `GET /rest/lsc/listing` with repeated `listingId`, the
 * `X-fwd-svc: atc` header and same-origin credentials (spec 001 section 7). A non-OK status rejects with
 * `CompareError` code `FETCH_FAILED`.
 */
export function createCompareListingsFetcher<TListing = CompareListing, TOwner = unknown>(
  options: CompareListingsFetcherOptions = {},
): FetchCompareListings<TListing, TOwner> {
  return async (ids) => {
    const doFetch = options.fetch ?? globalThis.fetch;
    const response = await doFetch(compareListingsUrl(ids, options.baseUrl), {
      method: 'GET',
      headers: { ...COMPARE_FORWARD_HEADERS, Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) {
      throw new CompareError(
        'FETCH_FAILED',
        `GET ${COMPARE_LISTINGS_PATH} failed: ${response.status} ${response.statusText}`,
        response.status,
      );
    }
    return (await response.json()) as CompareListingsReply<TListing, TOwner>;
  };
}
