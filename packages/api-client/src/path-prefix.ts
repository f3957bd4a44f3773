import { type Brand, SITE_CONFIGS, type SiteConfig } from '@forecourt/brand';

/** A brand, or the part of a site configuration that decides the path prefix. */
export type ApiBrand = Brand | Pick<SiteConfig, 'apiPathPrefix'>;

/** The brand's `apiPathPrefix`: "/cm-api" on the review-site hosts (spec 001 s2), '' elsewhere and by default. */
export function pathPrefixOf(brand: ApiBrand | undefined): string {
  if (brand === undefined) return '';
  if (typeof brand !== 'string') return brand.apiPathPrefix;
  return Object.values(SITE_CONFIGS).find((config) => config.brand === brand)?.apiPathPrefix ?? '';
}

/**
 * `prefix` + `path`, unless the path already starts with it: the content calls' own paths
 * (`/cm-api/content/...`) must not become `/cm-api/cm-api/...`.
 */
export function prefixPath(prefix: string, path: string): string {
  if (prefix === '' || path === prefix || path.startsWith(`${prefix}/`)) return path;
  return `${prefix}${path}`;
}

/** The base URL and a path joined with exactly one slash. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}
