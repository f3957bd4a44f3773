import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, type DecodeResult, decode, encode, match, type SearchQuery } from './index';
import { toSlug } from './slug';
import {
  assertSame,
  checkUrls,
  mutatedUrl,
  type RandomUrl,
  randomUrl,
  validSearch,
  valueOrTypedError,
} from './testing/index';

// Issue 12: "Every URL parser (seo-routes match and decode, the legacy URL handling) gets 100,000 random and
// mutated paths in a property test: a value or a typed error, never an uncaught exception." canonicalUrl is the
// legacy URL handling: apps answer a URL that differs from its canonical one with a 301 to it.
const ORIGIN = 'https://www.example.test';

/**
 * A decoded search as its canonical path states it: model, series and trim codes as a path segment gives them
 * back ("Plus signs in segments become hyphens"; decoding upper-cases them), a city as its slug.
 */
function asPathStatesIt(result: DecodeResult): DecodeResult {
  if (!result.ok) return result;
  const query: SearchQuery = { ...result.query };
  for (const key of ['modelCode', 'seriesCode', 'trimCode']) {
    const codes = query[key];
    if (Array.isArray(codes))
      query[key] = codes.map((code) => toSlug(toSlug(code).toUpperCase()).toUpperCase());
  }
  if (typeof query.city === 'string') query.city = toSlug(query.city).replace(/-+/g, '-');
  return { ok: true, query };
}

function canonicalOrNone(url: RandomUrl): void {
  const { pathname, search, brand } = url;
  const canonical = valueOrTypedError('canonicalUrl', url, () => canonicalUrl(pathname, search, { brand }));
  if (canonical === undefined) return;
  const where = () =>
    `canonicalUrl(${JSON.stringify(pathname)}, ${JSON.stringify(search)}) = ${JSON.stringify(canonical)}`;
  // A 301 target on this site, written as a browser sends it back: otherwise the redirect never settles.
  const sentBack = new URL(canonical.pathname + canonical.search, ORIGIN);
  assertSame(sentBack.origin, ORIGIN, where);
  assertSame({ pathname: sentBack.pathname, search: sentBack.search }, canonical, where);
  const before = decode(pathname, search);
  if (before.ok) {
    // One search, one URL: the canonical URL is its own canonical URL, and the redirect keeps the search.
    assertSame(canonicalUrl(canonical.pathname, canonical.search, { brand }), canonical, where);
    assertSame(asPathStatesIt(decode(canonical.pathname, canonical.search)), asPathStatesIt(before), where);
  } else {
    // The legacy vehicle details URL: to the updated path of its (trimmed) listing id, which needs no redirect.
    const listingId = new URLSearchParams(search).get('listingId')?.trim();
    assertSame(match(canonical.pathname), { pageType: 'vdp', params: { id: listingId } }, where);
    assertSame(canonicalUrl(canonical.pathname, canonical.search, { brand }), undefined, where);
  }
}

describe('canonicalUrl: 100,000 random and mutated paths', { timeout: 120_000 }, () => {
  it('answers 50,000 purely random URLs with a canonical URL or none, never an exception', () => {
    checkUrls(randomUrl, canonicalOrNone, { numRuns: 50_000 });
  });

  it('answers 50,000 mutated real URLs with a canonical URL or none, never an exception', () => {
    checkUrls(mutatedUrl, canonicalOrNone, { numRuns: 50_000 });
  });
});

describe('round trips', { timeout: 60_000 }, () => {
  it('the path encode builds for a valid search is canonical and matches back as search results', () => {
    fc.assert(
      fc.property(validSearch, fc.constantFrom('atc', 'kbb', 'ford' as const), (query, brand) => {
        const built = encode(query, { brand });
        // A series segment is told from a model one by reference data, injected.
        const series = (_make: string, segment: string) =>
          query.seriesCode?.length === 1 && toSlug(query.seriesCode[0] as string) === segment
            ? (query.seriesCode[0] as string)
            : undefined;
        expect(canonicalUrl(built.pathname, built.search, { brand, series })).toEqual(built);
        // "/cars-for-sale/{seoListingId}" alone is the legacy detail page (spec 001 s2), so a search that is
        // only a listing id is one.
        const lone = /^\/cars-for-sale\/(\d{5,})$/.exec(built.pathname);
        expect(match(built.pathname, { brand })).toEqual(
          lone
            ? { pageType: 'legacyDetail', params: { seoListingId: lone[1] } }
            : { pageType: 'srp', params: {} },
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it('"Vehicle details (legacy) | /cars-for-sale/vehicledetails.xhtml" goes to the updated path of its listing id', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5,12}$/), (listingId) => {
        const canonical = canonicalUrl('/cars-for-sale/vehicledetails.xhtml', `?listingId=${listingId}`);
        expect(canonical).toEqual({ pathname: `/cars-for-sale/vehicle/${listingId}`, search: '' });
        expect(match(canonical?.pathname ?? '')).toEqual({ pageType: 'vdp', params: { id: listingId } });
      }),
      { numRuns: 1_000 },
    );
  });
});
