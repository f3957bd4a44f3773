import {
  buildVehicleDetailsPath,
  createReferenceLookups,
  encode,
  type ModelSlugLookup,
} from '@forecourt/seo-routes';
import { listingPhotoUrl } from '../listings/listing-media';
import { searchOptions } from '../reference/search-options';

/** Where an alert's links point. */
export interface AlertLinks {
  /** The shoppers' site (vehicle pages). @default 'http://localhost:3000' (config PUBLIC_SITE_URL) */
  siteUrl: string;
  /** This API as shoppers reach it (the unsubscribe page). @default 'http://localhost:4000' (config PUBLIC_API_URL) */
  apiUrl: string;
}

export const DEFAULT_ALERT_LINKS: AlertLinks = Object.freeze({
  siteUrl: 'http://localhost:3000',
  apiUrl: 'http://localhost:4000',
});

export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';
export const MAILBOX_PATH = '/alerts/mailbox';
/** The results page a saved search links to when its query has no SEO path. */
const RESULTS_PATH = '/cars-for-sale/searchresults.xhtml';

const origin = (url: string) => url.replace(/\/+$/, '');

export function vehicleLink(links: AlertLinks, listingId: number): string {
  return `${origin(links.siteUrl)}${buildVehicleDetailsPath({ listingId })}`;
}

/** The first photo of a listing, served by this API. */
export function photoLink(links: AlertLinks, listingId: number): string {
  return `${origin(links.apiUrl)}${listingPhotoUrl(listingId, 1)}`;
}

let slugs: ModelSlugLookup | undefined;
/** The reference data's model name slugs, as the brand apps write them: made on the first link. */
const modelSlugs = () => {
  slugs ??= createReferenceLookups({ models: searchOptions().models }).modelSlugs;
  return slugs;
};

/**
 * The results page of a saved search (its SEO path, spec 001 s2), so the shopper sees every match: the model by
 * its name slug (`/honda/cr-v`), the URL the site answers without a redirect.
 */
export function searchLink(links: AlertLinks, query: Record<string, string | string[]>): string {
  try {
    const { pathname, search } = encode(query, { modelSlugs: modelSlugs() });
    return `${origin(links.siteUrl)}${pathname}${search}`;
  } catch {
    // A value the SEO path cannot carry: the plain results page with the query as saved.
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      params.set(key, Array.isArray(value) ? value.join(',') : value);
    const text = params.toString();
    return `${origin(links.siteUrl)}${RESULTS_PATH}${text ? `?${text}` : ''}`;
  }
}

export function unsubscribeLink(links: AlertLinks, token: string): string {
  return `${origin(links.apiUrl)}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
