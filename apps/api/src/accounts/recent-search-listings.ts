import type { CONTRACTS, ContractRequest } from '@forecourt/contracts';
import type { ZipDirectory } from '@forecourt/location';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { listingsReply } from '../listings/listing-replies';
import { type SearchQuery, toListingSearch } from '../listings/search-request';
import type { ListingSearch } from '../search/listing-search';
import { countListings, findListings } from '../search/search-listings';

type CountsQuery = ContractRequest<typeof CONTRACTS.getRecentSearchCounts>['query'];
type ListingsQuery = ContractRequest<typeof CONTRACTS.getRecentSearchListings>['query'];

/**
 * A recent search as a search of the search module, newest listings first: what is new since the shopper last
 * ran it comes first in the carousel, and the new count is a prefix of that order.
 */
function recentSearch(query: CountsQuery, numRecords: number, zips: ZipDirectory): ListingSearch {
  const { myatcLastExecution: _since, ...filters } = query;
  const asSearch = { ...filters, sortBy: 'datelistedDESC', firstRecord: 0, numRecords } as SearchQuery;
  return toListingSearch(asSearch, zips).search;
}

const isNewer = (listedAt: Date | string, since: Date) => new Date(listedAt).getTime() > since.getTime();

/**
 * How many listings of the search were listed after `since`. The search module has no "listed after" filter,
 * so the boundary is found in the newest-first order: the page already read answers when it ends before the
 * boundary; otherwise a binary search over one-row pages finds it (about log2(total) small queries).
 */
async function countNewer(
  db: Kysely<Schema>,
  search: ListingSearch,
  since: Date | undefined,
  total: number,
  page: readonly { listed_at: Date | string }[],
): Promise<number> {
  if (!since) return 0;
  const onPage = page.filter((row) => isNewer(row.listed_at, since)).length;
  if (onPage < page.length || page.length >= total) return onPage;
  let low = page.length;
  let high = total;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const [row] = await findListings(db, { ...search, firstRecord: middle, numRecords: 1 });
    if (row && isNewer(row.listed_at, since)) low = middle + 1;
    else high = middle;
  }
  return low;
}

const sinceOf = (query: CountsQuery) =>
  query.myatcLastExecution === undefined ? undefined : new Date(query.myatcLastExecution);

/** GET recentsearches/listings: numRecords listings (12 for the carousel), the total and the new count. */
export async function recentSearchListings(
  db: Kysely<Schema>,
  query: ListingsQuery,
  zips: ZipDirectory,
  now: Date,
) {
  const search = recentSearch(query, query.numRecords, zips);
  const [rows, total] = await Promise.all([findListings(db, search), countListings(db, search)]);
  const [reply, newResultCount] = await Promise.all([
    listingsReply(db, rows, { now }),
    countNewer(db, search, sinceOf(query), total, rows),
  ]);
  return { ...reply, totalResultCount: total, newResultCount };
}

/** GET recentsearches/counts: how many the search finds, and how many are new since myatcLastExecution. */
export async function recentSearchCounts(db: Kysely<Schema>, query: CountsQuery, zips: ZipDirectory) {
  const search = recentSearch(query, 1, zips);
  const [rows, total] = await Promise.all([findListings(db, search), countListings(db, search)]);
  return {
    counts: {
      totalResultCount: total,
      newResultCount: await countNewer(db, search, sinceOf(query), total, rows),
    },
  };
}
