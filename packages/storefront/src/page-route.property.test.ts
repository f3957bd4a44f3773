// @vitest-environment node
// Pure URL handling: Node's URL and URLSearchParams, not jsdom's (several times slower over 100,000 URLs).
import type { Brand } from '@forecourt/brand';
import { isListingId, isVin } from '@forecourt/seo-routes';
import {
  assertThat,
  checkUrls,
  mutatedUrl,
  type RandomUrl,
  randomUrl,
  valueOrTypedError,
} from '@forecourt/seo-routes/testing';
import { describe, expect, it } from 'vitest';
import { type PageRoute, pageRoute } from './page-route';

// Issue 12: "Every URL parser (seo-routes match and decode, the legacy URL handling) gets 100,000 random and
// mutated paths in a property test: a value or a typed error, never an uncaught exception." pageRoute is the
// storefront's: which page a URL shows, and the 301s of legacy and non-canonical URLs. It has no error of its
// own: any exception would be an error page, so it must always answer with a page.
const ORIGIN = 'https://www.example.test';
const noException = () => false;

/**
 * The pathname and query string a server or browser hands over for a request's path: parsed, as `new URL` gives
 * them (a path, even one starting `//`, which as a relative URL would name a host).
 */
function asSent(pathname: string, search: string): { pathname: string; search: string } {
  const url = new URL(`${ORIGIN}${pathname.startsWith('/') ? '' : '/'}${pathname}${search}`);
  return { pathname: url.pathname, search: url.search };
}

function checkRoute(route: PageRoute, brand: Brand, where: () => string): void {
  // A vehicle page is for "digits, 5 or more" or a VIN ("17 characters without I, O or Q") only.
  if (route.page === 'vehicle') assertThat(isListingId(route.id) || isVin(route.id), where);
  if (route.page !== 'redirect') return;
  // A 301 to this site (never `//other.example`), which the browser then asks for as it writes it.
  const target = URL.canParse(route.location, ORIGIN) ? new URL(route.location, ORIGIN) : undefined;
  assertThat(target !== undefined, where);
  if (!target) return;
  assertThat(target.origin === ORIGIN && route.location.startsWith('/'), where);
  const next = valueOrTypedError(
    'pageRoute',
    { pathname: target.pathname, search: target.search },
    () => pageRoute(target.pathname, target.search, brand),
    noException,
  );
  // One redirect leads to a page: not to another redirect (a loop or a chain) and not to a 404.
  assertThat(
    next?.page === 'results' || next?.page === 'vehicle',
    () => `${where()}, then ${JSON.stringify(next)}`,
  );
}

function routesOrRedirects(url: RandomUrl): void {
  // The raw strings as a caller might pass them, and (when it differs) the URL as a server or browser parses it.
  const sent = asSent(url.pathname, url.search);
  const inputs = [{ pathname: url.pathname, search: url.search }];
  if (sent.pathname !== url.pathname || sent.search !== url.search) inputs.push(sent);
  for (const { pathname, search } of inputs) {
    const route = valueOrTypedError(
      'pageRoute',
      { pathname, search },
      () => pageRoute(pathname, search, url.brand),
      noException,
    );
    const where = () =>
      `pageRoute(${JSON.stringify(pathname)}, ${JSON.stringify(search)}, '${url.brand}') = ${JSON.stringify(route)}`;
    assertThat(route !== undefined, where);
    if (route) checkRoute(route, url.brand, where);
  }
}

// 100,000 URLs on a loaded 2-core machine take seconds, more than the 15 s this package allows a test.
describe('pageRoute: 100,000 random and mutated URLs', { timeout: 120_000 }, () => {
  it('shows a page for 50,000 purely random URLs, never an exception; a redirect leads to a page', () => {
    checkUrls(randomUrl, routesOrRedirects, { numRuns: 50_000 });
  });

  it('shows a page for 50,000 mutated real URLs, never an exception; a redirect leads to a page', () => {
    checkUrls(mutatedUrl, routesOrRedirects, { numRuns: 50_000 });
  });
});

// What the properties found, kept as cases.
describe('pageRoute: legacy vehicle details and odd search paths', () => {
  it.each([
    ['a listing id that is no listing id', '/cars-for-sale/vehicledetails.xhtml', '?listingId=%00712345678'],
    ['a trailing slash and a short id', '/cars-for-sale/vehicledetails.xhtml/', '?listingId=1234'],
  ])('shows no car for %s (it showed a vehicle page for any listingId text)', (_, pathname, search) => {
    expect(pageRoute(pathname, search, 'atc')).toEqual({ page: 'not-found' });
  });

  it('answers the legacy path in any case and with a trailing slash with the updated path', () => {
    expect(pageRoute('/Cars-For-Sale/VehicleDetails.xhtml/', '?listingId=712345678', 'atc')).toEqual({
      page: 'redirect',
      location: '/cars-for-sale/vehicle/712345678',
    });
  });

  it('shows a non-ASCII model at its percent-encoded path (it redirected to itself, as browsers send it, forever)', () => {
    expect(pageRoute('/cars-for-sale/honda/c%C3%ADvic', '', 'atc')).toEqual({
      page: 'results',
      query: { listingType: ['ALL'], makeCode: ['HONDA'], modelCode: ['CÍVIC'] },
    });
  });
});
