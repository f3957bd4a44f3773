import type { Brand } from '@forecourt/brand';
import {
  buildSitemapPath,
  buildVehicleDetailsPath,
  type ModelSlugLookup,
  type SearchQuery,
} from '@forecourt/seo-routes';
import { searchHref } from '../search-url';

/** The sitemap index's own id under the sitemap route (`/cars-for-sale/sitemap/index`). */
export const SITEMAP_INDEX_ID = 'index';

export interface SitemapLanding {
  readonly makeCode: string;
  readonly modelCode?: string | undefined;
  readonly city?: string | undefined;
  readonly state?: string | undefined;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Text as XML character data: the five characters the sitemap protocol asks to escape. */
const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );

/** Name slugs of the reference data (the server's route lookups), so a landing page is `/honda/cr-v`. */
export interface SitemapNames {
  /** The brand whose URL form the landing pages are written in. @default the main brand's */
  readonly brand?: Brand | undefined;
  readonly modelSlugs?: ModelSlugLookup | undefined;
}

/**
 * The path of a landing page, built with the search encoders so it is the results page's canonical URL: the model
 * by its name slug when `names` has it (else by the code's, which the page answers with a 301 to the name slug).
 */
export function landingPath(landing: SitemapLanding, names: SitemapNames = {}): string {
  const query: Record<string, string | string[]> = { makeCode: [landing.makeCode] };
  if (landing.modelCode) query.modelCode = [landing.modelCode];
  if (landing.city && landing.state) {
    query.city = landing.city;
    query.state = landing.state;
  }
  return searchHref(query as SearchQuery, names);
}

/** `<sitemapindex>` of the pages, each at `/cars-for-sale/sitemap/{id}` on the brand's origin. */
export function sitemapIndexXml(origin: string, pageIds: readonly string[]): string {
  const entries = pageIds.map(
    (id) =>
      `<sitemap><loc>${escapeXml(`${origin}${buildSitemapPath({ sitemapPageId: id })}`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** `<urlset>` of one page: its landing pages and vehicle pages on the brand's origin. */
export function urlSetXml(
  origin: string,
  page: { readonly landingPages: readonly SitemapLanding[]; readonly listingIds: readonly string[] },
  names: SitemapNames = {},
): string {
  const url = (path: string) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`;
  const lines = [
    ...page.landingPages.map((landing) => url(landingPath(landing, names))),
    ...page.listingIds.map((id) => url(buildVehicleDetailsPath({ listingId: id }))),
  ];
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${lines.join('\n')}\n</urlset>\n`;
}

/**
 * The brand's robots.txt: everything may be crawled but the API, sign-in and the shopper's own garage; the sitemap
 * index on the brand's own origin.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /my-autotrader',
    '',
    `Sitemap: ${origin}${buildSitemapPath({ sitemapPageId: SITEMAP_INDEX_ID })}`,
    '',
  ].join('\n');
}
