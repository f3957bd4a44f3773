import { CONTRACTS } from '@forecourt/contracts';
import type { ZipDirectory } from '@forecourt/location';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { toListingSearch } from '../listings/search-request';
import { findListings, type ListingHit } from '../search/search-listings';

/** Listings read per query while walking back to the search's last run, newest first. */
const PAGE = 100;
/** A pass never looks further than this many new listings for one search (a saved "all cars" search). */
export const MAX_NEW_MATCHES_PER_SEARCH = 500;

export type NewMatches = { ok: true; listings: ListingHit[] } | { ok: false; reason: string };

/**
 * The active listings a saved search (its query in the listing-service dialect) finds that were listed after
 * `since`, newest first. The search module does the matching, so an alert finds what the search page finds.
 */
export async function findNewMatches(
  db: Kysely<Schema>,
  query: Record<string, unknown>,
  since: Date,
  zips: ZipDirectory,
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
  for (let first = 0; first < MAX_NEW_MATCHES_PER_SEARCH; first += PAGE) {
    const page = await findListings(db, {
      ...search,
      sortBy: 'datelistedDESC',
      firstRecord: first,
      numRecords: PAGE,
    });
    const fresh = page.filter((row) => row.listed_at.getTime() > since.getTime());
    found.push(...fresh);
    if (fresh.length < page.length || page.length < PAGE) break;
  }
  return { ok: true, listings: found.slice(0, MAX_NEW_MATCHES_PER_SEARCH) };
}
