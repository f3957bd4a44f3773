/** Any origin: what a path is resolved against to see whether it leaves it. */
const HERE = new URL('http://this-site.invalid/');

/**
 * A path on this site to send the shopper back to (sign-in's returnTo, the sign-in offer's "Not now"), or `/`: a
 * return path that leads elsewhere would make the redirect an open one. The value is resolved as a browser resolves
 * a Location header, so `//host`, `/\host` and `/<tab>/host` (all another host to a browser) are refused, not only
 * what starts with `//`.
 *
 * The answer is the resolved URL's path, query and fragment as the URL parser writes them: percent-encoded, so
 * ASCII only. A Location header must be Latin-1 (Node refuses anything else with ERR_INVALID_CHAR, a 500), and a
 * `returnTo` of `/cars-for-sale/used-cars/honda?q=café` or a raw non-ASCII path is a place on this site that a
 * shopper can be sent back to, encoded.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  try {
    const url = new URL(value, HERE);
    return url.origin === HERE.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}
