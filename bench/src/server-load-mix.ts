// What the load asks for: results pages as shoppers reach them (makes, models, body styles, price ranges,
// nationwide and around a place), listing reads by ids, payment quotes. Deterministic (a seeded PRNG), so every
// run measures the same mix.
import { createReferenceLookups, encode, type ModelSlugLookup } from '@forecourt/seo-routes';
import { random } from './harness.js';
import { MAKES } from './search-mix.js';

const STYLES = ['SEDAN', 'SUVCROSS', 'TRUCKS', 'COUPE', 'HATCH', 'VANMV'];
const PLACES: readonly (readonly [string, string, string])[] = [
  ['Austin', 'TX', '78701'],
  ['Madison', 'WI', '53703'],
  ['Denver', 'CO', '80202'],
  ['Atlanta', 'GA', '30303'],
  ['New York', 'NY', '10001'],
  ['San Francisco', 'CA', '94103'],
  ['Chicago', 'IL', '60601'],
  ['Seattle', 'WA', '98101'],
  ['Miami', 'FL', '33131'],
  ['Phoenix', 'AZ', '85004'],
];

export interface ResultsPage {
  /** Path and query of the page on the brand app. */
  path: string;
  /** It names a place (a location segment or a zip in the query); else it searches nationwide. */
  located: boolean;
}

/**
 * `count` distinct results pages: about 60% located (half by a `{city}-{state}-{zip}` segment, half by `?zip=`),
 * 70% naming a make (half of those a model), a body style where no model is named, some a price range, listing
 * type or sort. Built by @forecourt/seo-routes' `encode` with the reference data's name slugs (`modelSlugsOf`), so
 * every path is the canonical one the site links to (`/honda/cr-v`), not a 301 to it.
 */
export function resultsPages(count: number, seed = 11, modelSlugs?: ModelSlugLookup): ResultsPage[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const pages = new Map<string, ResultsPage>();
  while (pages.size < count) {
    const query: Record<string, string> = {};
    const located = next() < 0.6;
    if (located) {
      const [city, state, zip] = pick(PLACES);
      if (next() < 0.5) Object.assign(query, { city, state, zip });
      else Object.assign(query, { zip, searchRadius: pick(['25', '50', '100', '200']) });
    }
    let model = false;
    if (next() < 0.7) {
      const [make, models] = pick(MAKES);
      query.makeCode = make;
      if (models.length > 0 && next() < 0.5) {
        query.modelCode = pick(models);
        model = true;
      }
    }
    if (!model && next() < 0.3) query.vehicleStyleCode = pick(STYLES);
    const price = next();
    if (price < 0.2) query.maxPrice = String(10_000 + 5_000 * Math.floor(next() * 7));
    else if (price < 0.3) Object.assign(query, { minPrice: '15000', maxPrice: '30000' });
    if (next() < 0.4) query.listingType = pick(['USED', 'NEW', 'CERTIFIED']);
    if (next() < 0.2) query.sortBy = pick(['priceASC', 'mileageASC', 'yearDESC', 'datelistedDESC']);
    const { pathname, search } = encode(query, modelSlugs ? { modelSlugs } : {});
    pages.set(pathname + search, { path: pathname + search, located });
  }
  return [...pages.values()];
}

/** The name slugs of the API's reference data (its search options), as the brand server builds them. */
export async function modelSlugsOf(apiUrl: string): Promise<ModelSlugLookup> {
  const reply = await fetch(`${apiUrl}/rest/reference/searchoptions`);
  if (!reply.ok) throw new Error(`search options: HTTP ${reply.status}`);
  const options = (await reply.json()) as { models: { makeCode: string; code: string; name: string }[] };
  return createReferenceLookups({ models: options.models }).modelSlugs;
}

/**
 * `length` picks of `0..count-1` by popularity (Zipf, s = 1): the first few paths take most of the traffic and a
 * long tail is asked rarely, as with a marketplace's searches.
 */
export function popularitySequence(count: number, length: number, seed = 12): number[] {
  const next = random(seed);
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 0; rank < count; rank++) {
    total += 1 / (rank + 1);
    cumulative.push(total);
  }
  return Array.from({ length }, () => {
    const target = next() * total;
    const index = cumulative.findIndex((bound) => bound >= target);
    return index === -1 ? count - 1 : index;
  });
}

/** Client `client` of `clients` starts at its own offset in `items`, so clients do not march in step. */
export function rotated<T>(items: readonly T[], client: number, clients: number): T[] {
  const offset = Math.floor((client * items.length) / clients);
  return [...items.slice(offset), ...items.slice(0, offset)];
}

/**
 * Listing reads by ids as the pages ask for them: mostly one id (the vehicle page), some two to four (compare,
 * saved cars). `count` distinct reads, fewer than the API's 200 cache entries so each is cached after one call.
 */
export function listingReadPaths(ids: readonly string[], count: number, seed = 13): string[] {
  const next = random(seed);
  const reads = new Set<string>();
  while (reads.size < count) {
    const many = next() < 0.3 ? 2 + Math.floor(next() * 3) : 1;
    const chosen = Array.from({ length: many }, () => ids[Math.floor(next() * ids.length)] as string);
    reads.add(`/rest/lsc/listing?listingId=${[...new Set(chosen)].join(',')}`);
  }
  return [...reads];
}

/** Payment quotes for listings with the wallet's terms: credit band, deal type, term, down payment. */
export function paymentPaths(ids: readonly string[], count: number, seed = 14): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const paths = new Set<string>();
  while (paths.size < count) {
    const dealType = pick(['finance', 'finance', 'lease', 'cash']);
    const query = new URLSearchParams({
      listingId: pick(ids),
      creditType: pick(['a', 'b', 'b', 'c', 'd']),
      dealType,
      ...(dealType === 'lease'
        ? { leaseTerm: pick(['24', '36', '48']) }
        : { loanTerm: pick(['48', '60', '72']) }),
      downPayment: String(1000 * Math.floor(next() * 8)),
      zip: pick(PLACES)[2],
    });
    paths.add(`/rest/retailing/payments?${query}`);
  }
  return [...paths];
}
