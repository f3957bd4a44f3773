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
  const parsed = CONTRACTS.searchListings.query.safeParse(query);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? 'invalid query' };
  let search: ReturnType<typeof toListingSearch>['search'];
  try {
    search = toListingSearch(parsed.data, zips).search;
  } catch (error) {
    // An unknown zip (the zip data changed since the search was saved): nothing to match against.
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const found: ListingHit[] = [];
  let left = candidates.size;
  for (let first = 0; left > 0 && first < MAX_NEW_MATCHES_PER_SEARCH; first += PAGE) {
    const page = await findListings(db, {
      ...search,
      sortBy: 'datelistedDESC',
      firstRecord: first,
      numRecords: PAGE,
    });
    for (const row of page) {
      if (candidates.has(row.id)) {
        found.push(row);
        left -= 1;
      }
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE || new Date(last.listed_at).getTime() < since.getTime()) break;
  }
  return { ok: true, listings: found };
}
