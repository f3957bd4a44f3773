/** Any origin: what a path is resolved against to see whether it leaves it. */
const HERE = new URL('http://this-site.invalid/');

/**
 * A path on this site to send the shopper back to (sign-in's returnTo, the sign-in offer's "Not now"), or `/`: a
 * return path that leads elsewhere would make the redirect an open one. The value is resolved as a browser resolves
 * a Location header, so `//host`, `/\host` and `/<tab>/host` (all another host to a browser) are refused, not only
 * what starts with `//`.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  try {
    return new URL(value, HERE).origin === HERE.origin ? value : '/';
  } catch {
    return '/';
  }
}
