import { DEFAULT_BRAND_HOSTS, DEFAULT_WHITE_LABEL_DOMAINS, isHostOf, normaliseHost } from '@forecourt/brand';

/** Where shared links point when the page shared from is not one of ours: the main brand app on a laptop. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

/** Hosts whose pages may be linked back to: every brand host, the white-label domains, and local names. */
export const SHARE_LINK_DOMAINS: readonly string[] = Object.freeze([
  ...Object.values(DEFAULT_BRAND_HOSTS).flatMap((hosts) => hosts ?? []),
  ...DEFAULT_WHITE_LABEL_DOMAINS,
  'localhost',
  '127.0.0.1',
]);

/**
 * The origin of the link in a shared message. originPageUrl comes from the client, so its origin is used only
 * when its host is one of ours (the shopper shared from that brand's site); anything else gets the default
 * origin. Otherwise anyone could make our mailer send links to a site of their choosing.
 */
export function shareLinkOrigin(
  originPageUrl: string,
  fallback: string = DEFAULT_SITE_ORIGIN,
  domains: readonly string[] = SHARE_LINK_DOMAINS,
): string {
  let url: URL;
  try {
    url = new URL(originPageUrl);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fallback;
  if (url.username || url.password) return fallback;
  const host = normaliseHost(url.host);
  return domains.some((domain) => isHostOf(host, domain)) ? url.origin : fallback;
}
