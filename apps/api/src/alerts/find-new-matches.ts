import { CONTRACTS } from '@forecourt/contracts';
import type { ZipDirectory } from '@forecourt/location';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { toListingSearch } from '../listings/search-request';
import { findListings, type ListingHit } from '../search/search-listings';

/** Listings read per query while walking back to the oldest candidate, newest first. */
const PAGE = 100;
/** A walk never reads more listings than this for one search and one chunk of the change log (logged). */
export const MAX_NEW_MATCHES_PER_SEARCH = 5_000;

export type NewMatches = { ok: true; listings: ListingHit[] } | { ok: false; reason: string };

/**
 * Which of `candidates` (listing ids the change log says were listed) a saved search (its query in the
 * listing-service dialect) finds now. The search module does the matching, so an alert finds what the search
 * page finds: its results are walked newest first down to `since`, the oldest candidate's `listed_at`, so every
 * candidate the search finds is seen.
 */
export async function findNewMatches(
  db: Kysely<Schema>,
  query: Record<string, unknown>,
  since: Date,
  zips: ZipDirectory,
  candidates: ReadonlySet<number>,
): Promise<NewMatches> {
  const search = savedSearch(query, zips);
  if (!search.ok) return search;
  return walk(db, search.search, 'datelistedDESC', candidates, (row) => new Date(row.listed_at) < since);
}

/**
 * Which of `candidates` (listing ids whose price the change log says fell, with their lowest new price) a saved
 * search finds now: its results walked from the dearest down to the cheapest candidate.
 */
export async function findRepricedMatches(
  db: Kysely<Schema>,
  query: Record<string, unknown>,
  zips: ZipDirectory,
  candidates: ReadonlyMap<number, number>,
): Promise<NewMatches> {
  const search = savedSearch(query, zips);
  if (!search.ok) return search;
  const cheapest = Math.min(...candidates.values());
  return walk(
    db,
    search.search,
    'derivedpriceDESC',
    new Set(candidates.keys()),
    (row) => row.price < cheapest,
  );
}

type ListingSearch = ReturnType<typeof toListingSearch>['search'];

function savedSearch(
  query: Record<string, unknown>,
  zips: ZipDirectory,
): { ok: true; search: ListingSearch } | { ok: false; reason: string } {
  const parsed = CONTRACTS.searchListings.query.safeParse(query);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? 'invalid query' };
  try {
    return { ok: true, search: toListingSearch(parsed.data, zips).search };
  } catch (error) {
    // An unknown zip (the zip data changed since the search was saved): nothing to match against.
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Pages through the search in `sortBy` order until every candidate is seen or a row is past them all. */
async function walk(
  db: Kysely<Schema>,
  search: ListingSearch,
  sortBy: ListingSearch['sortBy'],
  candidates: ReadonlySet<number>,
  pastThem: (row: ListingHit) => boolean,
): Promise<NewMatches> {
  const found: ListingHit[] = [];
  let left = candidates.size;
  for (let first = 0; left > 0 && first < MAX_NEW_MATCHES_PER_SEARCH; first += PAGE) {
    const page = await findListings(db, { ...search, sortBy, firstRecord: first, numRecords: PAGE });
    for (const row of page) {
      if (candidates.has(row.id)) {
        found.push(row);
        left -= 1;
      }
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE || pastThem(last)) break;
  }
  return { ok: true, listings: found };
}
