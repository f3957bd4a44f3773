import type { Brand } from '@forecourt/brand';
import { type EncodeOptions, encode, type ModelSlugLookup, type SearchQuery } from '@forecourt/seo-routes';

type QueryValue = SearchQuery[string];

/** Whose URL a search link is: the brand's form, and the model names' slugs when known. */
export interface SearchHrefOptions {
  /** The brand whose path form to write (the main brand's `/used-cars/...`, the others' `/...?listingTypes=USED`). */
  readonly brand?: Brand | undefined;
  readonly modelSlugs?: ModelSlugLookup | undefined;
}

/**
 * The canonical URL of a search on a brand: its SEO path plus what stays in the query string (spec 001 s2), the
 * model by its name slug (`/honda/cr-v`) when `options` has it (the route lookups), else by its code's slug
 * (`/honda/crv`), which the server answers with a 301 to the name slug. Without a brand, the main brand's form.
 */
export function searchHref(query: SearchQuery, options: SearchHrefOptions = {}): string {
  const encodeOptions: EncodeOptions = {
    ...(options.brand && { brand: options.brand }),
    ...(options.modelSlugs && { modelSlugs: options.modelSlugs }),
  };
  const { pathname, search } = encode(query, encodeOptions);
  return pathname + search;
}

const asList = (value: QueryValue | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? [...value] : String(value).split(',').filter(Boolean);

/** A filter value switched on or off; a new filter starts the results from the first page again. */
/** The listing type of All Results. */
const ALL_LISTING_TYPE = 'ALL';

export function toggleFilter(query: SearchQuery, key: string, value: string, on: boolean): SearchQuery {
  // "Active category defaults to All Results" (spec 001 s2): ALL is no condition, not one among others. A
  // condition ticked under All Results replaces it (ALL,USED kept every car while "Used" showed ticked), and
  // ticking All Results clears the others.
  const exclusive = key === 'listingType' ? ALL_LISTING_TYPE : undefined;
  const current = asList(query[key]).filter(
    (item) => item !== value && (exclusive === undefined || (value !== exclusive && item !== exclusive)),
  );
  const next: Record<string, QueryValue> = { ...query };
  delete next.firstRecord;
  const values = on ? [...current, value] : current;
  if (values.length > 0) next[key] = values;
  else delete next[key];
  // A model belongs to one make: dropping the make drops its models and trims.
  if (key === 'makeCode' && !on) {
    delete next.modelCode;
    delete next.trimCode;
  }
  return next as SearchQuery;
}

/** One key set (or removed when empty), back to the first page. */
export function withValue(query: SearchQuery, key: string, value: string | undefined): SearchQuery {
  const next: Record<string, QueryValue> = { ...query };
  delete next.firstRecord;
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next as SearchQuery;
}

export function isChecked(query: SearchQuery, key: string, value: string): boolean {
  return asList(query[key]).includes(value);
}

/** A place the shopper chose: a zip, with its city and state when the zip's lookup answered. */
export interface ChosenPlace {
  readonly zip: string;
  readonly city?: string | undefined;
  readonly state?: string | undefined;
}

/**
 * The search moved to a place (and a distance, 0 for nationwide), back to the first page. The old place's city and
 * state go; the new one's come with its zip, so the path carries spec 001's location segment,
 * `{city}-{state}-{zip}` (`/cars-for-sale/all-cars/houston-tx-77002`, issue 29: it was only `?zip=` in the query).
 * A zip alone (its lookup failed) stays in the query. Distance sorting needs a centre, so it stays valid.
 */
export function withPlace(
  query: SearchQuery,
  place: string | ChosenPlace,
  searchRadius?: number,
): SearchQuery {
  const chosen = typeof place === 'string' ? { zip: place } : place;
  const next: Record<string, QueryValue> = { ...query, zip: chosen.zip };
  delete next.city;
  delete next.state;
  if (chosen.city && chosen.state) {
    next.city = chosen.city;
    next.state = chosen.state;
  }
  delete next.firstRecord;
  if (searchRadius !== undefined) next.searchRadius = String(searchRadius);
  return next as SearchQuery;
}
