import { type Kysely, sql } from 'kysely';
import type { ListingRow, Owner as OwnerRow, Schema } from '../db/schema';
import type { PriceChangeRow } from '../listings/listing-mapper';
import type { ListingSearch } from './listing-search';
import { prepareBlocks } from './search-blocks';
import { countWithin, queryIndex } from './search-index';
import {
  countByRadius,
  countListings,
  type ListingHit,
  type SearchPage,
  searchListings,
} from './search-listings';
import { prepareOrders } from './search-order';
import { loadSnapshot, type SearchSnapshot } from './search-snapshot';

/** A page row as the page statement sends it: JSON, so timestamps are ISO text. */
interface PageRowJson {
  listing: Omit<ListingRow, 'listed_at' | 'updated_at'> & { listed_at: string; updated_at: string };
  owner: (Omit<OwnerRow, 'created_at'> & { created_at: string }) | null;
  changes: (Omit<PriceChangeRow, 'changed_at'> & { changed_at: string })[] | null;
}

function withDates(listing: PageRowJson['listing']): ListingRow {
  return { ...listing, listed_at: new Date(listing.listed_at), updated_at: new Date(listing.updated_at) };
}

export interface RadiusCounts {
  byRadius: Map<number, number>;
  nationwide: number;
}

/** The search behind the routes: from memory when the index is current, else straight from SQL. */
export interface ListingSearcher {
  search(search: ListingSearch): Promise<SearchPage>;
  count(search: ListingSearch): Promise<number>;
  countByRadius(search: ListingSearch, radii: readonly number[]): Promise<RadiusCounts>;
  /**
   * Whether searches answer from memory: `current` (the index holds the last write), `loading` (searches answer
   * from SQL meanwhile) or `off`; with the listings the index holds.
   */
  status(): Promise<SearchIndexStatus>;
  /** Brings the index up to date now (it otherwise loads in the background after a write). */
  refresh(): Promise<void>;
  /** Stops: a load under way ends after its current chunk, and the search answers from SQL from then on. */
  close(): Promise<void>;
}

export interface SearchIndexStatus {
  index: 'current' | 'loading' | 'off';
  listings: number;
}

export interface ListingSearcherOptions {
  /** Told when a background load fails; the search keeps answering from SQL. @default ignore */
  onError?: (error: unknown) => void;
  /** Answer from the in-memory index when it is current. @default true */
  useIndex?: boolean;
}

async function readVersion(db: Kysely<Schema>): Promise<string> {
  const result = await sql<{
    version: string;
  }>`select version::text as version from listing_version where id = 1`.execute(db);
  return result.rows[0]?.version ?? '';
}

/**
 * Searches listings from a snapshot of the active listings held in memory, which answers a search over 50,000
 * listings in milliseconds where SQL on PGlite needs hundreds (every search counts 13 facets over every row).
 * A trigger moves `listing_version` on each write to listings; a search whose snapshot is behind answers from
 * SQL (so an import is searchable at once) while a new snapshot loads in the background, a chunk at a time.
 */
export function createListingSearcher(
  db: Kysely<Schema>,
  options: ListingSearcherOptions = {},
): ListingSearcher {
  const useIndex = options.useIndex ?? true;
  let current: { snapshot: SearchSnapshot; version: string } | undefined;
  let loading: Promise<void> | undefined;
  let closed = false;
  const stop = new AbortController();

  const load = (): Promise<void> => {
    loading ??= (async () => {
      // The version is read first: a write during the load leaves the snapshot marked older than it is, so the
      // next search loads again rather than trusting a snapshot that may have missed the write.
      const version = await readVersion(db);
      const snapshot = await loadSnapshot(db, stop.signal);
      if (!snapshot || closed) return;
      const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
      await prepareOrders(snapshot, pause);
      // The block summaries of nationwide searches (about a second at 1,000,000 rows), made now for the same
      // reason as the orders: not inside somebody's search.
      prepareBlocks(snapshot);
      await pause();
      // A search with no filter finds every row: its counts are the snapshot's own, counted now rather than in
      // the first such search (and the base of a nationwide search's counts).
      queryIndex(snapshot, { sortBy: 'relevance', firstRecord: 0, numRecords: 0 });
      if (!closed) current = { snapshot, version };
    })().finally(() => {
      loading = undefined;
    });
    return loading;
  };

  /** The snapshot when it is current; otherwise `undefined`, with a load started. */
  const fresh = async (): Promise<SearchSnapshot | undefined> => {
    if (!useIndex || closed) return undefined;
    const version = await readVersion(db);
    if (current && current.version === version) return current.snapshot;
    load().catch((error: unknown) => options.onError?.(error));
    return undefined;
  };

  /**
   * The page's rows with their owners and price changes, and the listing version, in one statement: the version
   * says whether the snapshot that chose the page was still current when the rows were read.
   */
  const pageOf = async (snapshot: SearchSnapshot, page: { row: number; distance: number | null }[]) => {
    const ids = page.map(({ row }) => snapshot.id[row] ?? 0);
    const result = await sql<{ version: string; rows: PageRowJson[] | null }>`
      select (select version::text from listing_version where id = 1) as version,
        (select json_agg(json_build_object('listing', l, 'owner', o, 'changes',
            (select json_agg(p) from price_changes p where p.listing_id = l.id)))
          from listings l left join owners o on o.id = l.owner_id
          where l.id = any(${ids}::int[]) and l.status = 'active') as rows`.execute(db);
    const { version = '', rows } = result.rows[0] ?? {};
    const byId = new Map((rows ?? []).map((found) => [found.listing.id, found]));
    const listings: ListingHit[] = [];
    const owners = new Map<number, OwnerRow>();
    const priceChanges = new Map<number, PriceChangeRow[]>();
    for (const { row, distance } of page) {
      const found = byId.get(snapshot.id[row] ?? 0);
      if (!found) continue;
      listings.push({ ...withDates(found.listing), distance });
      if (found.owner)
        owners.set(found.owner.id, { ...found.owner, created_at: new Date(found.owner.created_at) });
      priceChanges.set(
        found.listing.id,
        (found.changes ?? []).map((change) => ({ ...change, changed_at: new Date(change.changed_at) })),
      );
    }
    return { version, listings, related: { owners, priceChanges } };
  };

  return {
    async search(search) {
      // A load under way means the snapshot is behind (or missing): SQL answers until it is done.
      const held = useIndex && !closed && !loading ? current : undefined;
      if (!held) {
        if (useIndex && !closed) load().catch((error: unknown) => options.onError?.(error));
        return searchListings(db, search);
      }
      const result = queryIndex(held.snapshot, search);
      const page = await pageOf(held.snapshot, result.page);
      if (page.version !== held.version) {
        // Written to since: the index may have missed the write, so this search is SQL's and the index reloads.
        load().catch((error: unknown) => options.onError?.(error));
        return searchListings(db, search);
      }
      return { listings: page.listings, total: result.total, facets: result.facets, related: page.related };
    },
    async count(search) {
      const snapshot = await fresh();
      if (!snapshot) return countListings(db, search);
      return queryIndex(snapshot, { ...search, firstRecord: 0, numRecords: 0 }, []).total;
    },
    async countByRadius(search, radii) {
      const snapshot = await fresh();
      if (!snapshot) return countByRadius(db, search, radii);
      return countWithin(snapshot, search, radii);
    },
    async status() {
      const listings = current?.snapshot.size ?? 0;
      if (!useIndex || closed) return { index: 'off', listings };
      return { index: current?.version === (await readVersion(db)) ? 'current' : 'loading', listings };
    },
    async refresh() {
      // A write during a load leaves it behind: load until the snapshot is the version last written.
      while (!closed && current?.version !== (await readVersion(db))) await load();
    },
    async close() {
      closed = true;
      current = undefined;
      stop.abort();
      await loading?.catch(() => undefined);
    },
  };
}
