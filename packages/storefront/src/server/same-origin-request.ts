type Headers = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Whether a state-changing request (the sign-out) comes from a page of this site, by what the browser says about
 * it: `Sec-Fetch-Site` must be `same-origin` (not `same-site`: another brand on another port of localhost, or a
 * sibling subdomain, is same-site), and `Origin`, when sent, must be this origin. A browser sends at least one of
 * them on every POST; a request with neither falls back to `Referer`, and with none of the three it is refused.
 * This is what stops another site from signing a shopper out with a plain-text form post: SameSite=Lax cookies do
 * not, since the answer's Set-Cookie clears the session whether or not the request carried it.
 */
export function isSameOriginRequest(headers: Headers, origin: string): boolean {
  const site = one(headers['sec-fetch-site']);
  const from = one(headers.origin);
  if (site !== undefined && site !== 'same-origin') return false;
  if (from !== undefined) return from === origin;
  if (site !== undefined) return true;
  const referer = one(headers.referer);
  return referer !== undefined && URL.parse(referer)?.origin === origin;
}
