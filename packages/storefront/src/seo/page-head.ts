import type { ApiClient } from '@forecourt/api-client';
import { type Brand, selectSiteConfig } from '@forecourt/brand';
import type { ModelNameLookup, ModelSlugLookup, SearchQuery } from '@forecourt/seo-routes';
import { countText, formatCount } from '@forecourt/ui';
import { makeNameFromCode } from '../dealer-view';
import { searchHref } from '../search-url';
import { canonicalSearchQuery, NOINDEX_FOLLOW, resultsRobots } from './canonical-search';
import { breadcrumbData, itemListData, type StructuredData } from './structured-data';

type SearchReply = Awaited<ReturnType<ApiClient['searchListings']>>;
type Listing = SearchReply['listings'][number];

/** What a page says about itself in its head, and the heading it opens with. */
export interface PageHead {
  /** The document title, the brand's name last. */
  readonly title: string;
  /** The page's `<h1>`. */
  readonly heading: string;
  /** `<meta name="description">`. @default none */
  readonly description?: string | undefined;
  /** The absolute canonical URL. @default none */
  readonly canonical?: string | undefined;
  /** `<meta name="robots">`, e.g. `noindex,follow`. @default none (index, follow) */
  readonly robots?: string | undefined;
  /** JSON-LD nodes, one `<script type="application/ld+json">` each. @default none */
  readonly structuredData?: readonly StructuredData[];
}

export interface HeadSite {
  readonly brand: Brand;
  readonly siteName: string;
  /** The origin shoppers use, for canonical and structured-data URLs. */
  readonly origin: string;
  /**
   * Model names by code from the route lookups (the reference data's: `CRV` is "CR-V"), so a page names its model
   * even when no car of it is found. @default none (the reply's names, else the code)
   */
  readonly modelNames?: ModelNameLookup | undefined;
  /** Name slugs for the canonical and breadcrumb URLs (`/honda/cr-v`). @default the codes' slugs */
  readonly modelSlugs?: ModelSlugLookup | undefined;
}

/** What names a search's codes besides its reply: the route lookups' model names. */
type Names = Pick<HeadSite, 'modelNames'>;

/** The titles of pages with nothing to show (their status says why: 404, 410). */
export const NOT_FOUND_TEXTS = Object.freeze({
  heading: 'We could not find that page',
  vehicleHeading: 'We could not find that car',
  goneHeading: 'This car is no longer for sale',
});

/** A title with the brand's name after it, as every page of the site ends its title. */
export const siteTitle = (text: string, siteName: string) => `${text} | ${siteName}`;

/** The not-found page (404). */
export function notFoundHead(
  site: Pick<HeadSite, 'siteName'>,
  heading: string = NOT_FOUND_TEXTS.heading,
): PageHead {
  return { title: siteTitle(heading, site.siteName), heading, robots: NOINDEX_FOLLOW };
}

const list = (value: SearchQuery[string] | undefined): string[] =>
  value === undefined
    ? []
    : Array.isArray(value)
      ? value.map(String)
      : String(value).split(',').filter(Boolean);

/**
 * The word of a listing type in a search's name; USED is the brand's `usedListingLabel` (spec 001 s3 has the
 * carmaker brand say "Certified"; ours says Used: issue 29).
 */
function conditionWord(type: string, brand: Brand): string | undefined {
  switch (type) {
    case 'NEW':
      return 'New';
    case 'USED':
      return selectSiteConfig({ brand }).usedListingLabel;
    case 'CERTIFIED':
      return 'Certified';
    case '3P_CERT':
      return 'Third-party certified';
    default:
      return undefined;
  }
}

/**
 * A code's name: a model's from the route lookups (the reference data, for the search's one make), else as the
 * reply carries it: its facet's label, else a listing's own name for it (a make and model the facets do not list
 * on this page), else a make's slug in title case, else the code itself.
 */
function nameOf(
  reply: SearchReply | undefined,
  key: 'makeCode' | 'modelCode' | 'trimCode',
  code: string,
  query: SearchQuery,
  names: Names,
): string {
  if (key === 'modelCode' && names.modelNames) {
    const makes = list(query.makeCode);
    const name = makes.length === 1 ? names.modelNames(makes[0] as string, code) : undefined;
    if (name) return name;
  }
  const facet = reply?.facets[key]?.find((option) => option.value === code);
  if (facet) return facet.label;
  const field = key === 'makeCode' ? 'make' : key === 'modelCode' ? 'model' : 'trim';
  for (const listing of reply?.listings ?? []) {
    if (listing[key] !== code) continue;
    const value = listing[field];
    if (typeof value === 'string' && value) return value;
    if (value && typeof value === 'object' && value.name) return value.name;
  }
  // No reply (the service is away), or no car to name it: a make's path word reads as its name, and a trim its
  // code's words without the model (`CRV|EX+L` reads "EX L", never "CR-V CRV|EX+L"); a model's code is all there is.
  if (key === 'makeCode') return makeNameFromCode(code);
  return key === 'trimCode' ? trimWords(code) : code;
}

const trimWords = (code: string) => code.slice(code.indexOf('|') + 1).replace(/\+/g, ' ');

interface SearchWords {
  readonly condition?: string | undefined;
  /** Year, makes, models and trims: "2020 Honda CR-V EX". */
  readonly vehicle: string;
  /** Whether the search names a model or trim: else its cars are "Honda cars". */
  readonly named: boolean;
  readonly place?: string | undefined;
}

function searchWords(
  query: SearchQuery,
  reply: SearchReply | undefined,
  brand: Brand,
  names: Names,
): SearchWords {
  const types = list(query.listingType).filter((type) => type !== 'ALL');
  const condition = types.length === 1 ? conditionWord(types[0] as string, brand) : undefined;
  const year =
    query.startYear !== undefined && String(query.startYear) === String(query.endYear)
      ? String(query.startYear)
      : undefined;
  const namesOf = (key: 'makeCode' | 'modelCode' | 'trimCode') =>
    list(query[key])
      .map((code) => nameOf(reply, key, code, query, names))
      .join(', ');
  const vehicle = [year, namesOf('makeCode'), namesOf('modelCode'), namesOf('trimCode')]
    .filter(Boolean)
    .join(' ');
  const city = typeof query.city === 'string' ? query.city : undefined;
  const state = typeof query.state === 'string' ? query.state : undefined;
  const located = reply?.location;
  const place =
    city && state
      ? `${city}, ${state.toUpperCase()}`
      : query.zip && located
        ? `${located.city}, ${located.state} ${located.zip}`
        : typeof query.zip === 'string'
          ? query.zip
          : undefined;
  const named = list(query.modelCode).length > 0 || list(query.trimCode).length > 0;
  return { condition, vehicle, named, place };
}

/** "Used Honda CR-V", "Used Honda cars", "Cars": the search's cars, with their condition when it has one. */
function carsWords(
  { condition, vehicle, named }: SearchWords,
  lowerCondition: boolean,
  count?: number,
): string {
  const cars = count === 1 ? 'car' : 'cars';
  const words = [lowerCondition ? condition?.toLowerCase() : condition, vehicle, named ? undefined : cars];
  const text = words.filter(Boolean).join(' ');
  return lowerCondition ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

const inPlace = ({ place }: SearchWords) => (place ? ` in ${place}` : '');

/**
 * What a search is called on its page: "Used Honda CR-V for sale in Houston, TX", "Used Honda cars for sale",
 * "Cars for sale" when it names nothing. Names come from the route lookups (models) and the reply (facet labels,
 * listings), never codes.
 */
export function searchPhrase(
  query: SearchQuery,
  reply: SearchReply | undefined,
  brand: Brand,
  names: Names = {},
): string {
  const words = searchWords(query, reply, brand, names);
  return `${carsWords(words, false)} for sale${inPlace(words)}`;
}

/**
 * The results page's head. h1: "13 used Honda CR-V for sale in Houston, TX" (the count first, as marketplaces
 * write it); title: "Used Honda CR-V for sale in Houston, TX - 13 cars | Brand"; a description with the count;
 * the canonical URL of its result parameters; `noindex,follow` when deep in filters or empty; JSON-LD of its cars
 * (`ItemList`) and its trail (`BreadcrumbList`).
 */
export function resultsHead(query: SearchQuery, reply: SearchReply | undefined, site: HeadSite): PageHead {
  const words = searchWords(query, reply, site.brand, site);
  const phrase = searchPhrase(query, reply, site.brand, site);
  const canonicalQuery = canonicalSearchQuery(query);
  const canonical = `${site.origin}${searchHref(canonicalQuery, site)}`;
  if (!reply) return { title: siteTitle(phrase, site.siteName), heading: phrase, canonical };
  const total = reply.totalResultCount;
  const count = formatCount(total);
  const cars = carsWords(words, true, total);
  const description =
    total === 0
      ? `No ${cars} for sale${inPlace(words)} on ${site.siteName} right now. Widen the search to see similar cars.`
      : `Shop ${count} ${cars} for sale${inPlace(words)} on ${site.siteName}. Compare prices, photos and ` +
        'dealers, and see a monthly payment on every car.';
  const first = reply.firstRecord ?? 0;
  return {
    title: siteTitle(`${phrase} - ${countText(total, 'car', 'cars')}`, site.siteName),
    // An empty page's h1 names the search too: "No used Honda CR-V for sale in Houston, TX".
    heading:
      total === 0 ? `No ${cars} for sale${inPlace(words)}` : `${count} ${cars} for sale${inPlace(words)}`,
    description,
    canonical,
    robots: resultsRobots(query, total),
    structuredData: [
      itemListData(
        phrase,
        total,
        reply.listings.map((listing) => ({
          url: `${site.origin}/cars-for-sale/vehicle/${listing.id}`,
          name: listingName(listing),
        })),
        first + 1,
      ),
      breadcrumbData(searchTrail(canonicalQuery, reply, site)),
    ],
  };
}

const listingName = (listing: Listing) =>
  listing.title ?? ([listing.year, listing.make, listing.model].filter(Boolean).join(' ') || listing.id);

/** Home, then the make, the model and the place, as far as the search names them, each step its own search. */
function searchTrail(query: SearchQuery, reply: SearchReply, site: HeadSite) {
  const crumbs = [{ name: site.siteName, url: `${site.origin}/` }];
  const step: Record<string, SearchQuery[string]> = {};
  if (query.listingType !== undefined) step.listingType = query.listingType;
  for (const key of ['makeCode', 'modelCode'] as const) {
    const codes = list(query[key]);
    if (codes.length !== 1) break;
    step[key] = codes;
    crumbs.push({
      name: nameOf(reply, key, codes[0] as string, query, site),
      url: `${site.origin}${searchHref(step as SearchQuery, site)}`,
    });
  }
  const self = `${site.origin}${searchHref(query, site)}`;
  if (crumbs.at(-1)?.url !== self)
    crumbs.push({ name: searchPhrase(query, reply, site.brand, site), url: self });
  return crumbs;
}
