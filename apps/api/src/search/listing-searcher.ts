import { type Kysely, sql } from 'kysely';
import type { ListingRow, Schema } from '../db/schema';
import type { ListingSearch } from './listing-search';
import { queryIndex } from './search-index';
import {
  countByRadius,
  countListings,
  type ListingHit,
  type SearchPage,
  searchListings,
} from './search-listings';
import { loadSnapshot, type SearchSnapshot } from './search-snapshot';

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
      if (snapshot && !closed) current = { snapshot, version };
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

  const rowsOf = async (snapshot: SearchSnapshot, page: { row: number; distance: number | null }[]) => {
    if (page.length === 0) return [];
    const ids = page.map(({ row }) => snapshot.id[row] ?? 0);
    const result = await sql<ListingRow>`select * from listings where id = any(${ids}::int[])`.execute(db);
    const byId = new Map(result.rows.map((row) => [row.id, row]));
    return page.flatMap(({ row, distance }): ListingHit[] => {
      const found = byId.get(snapshot.id[row] ?? 0);
      return found && found.status === 'active' ? [{ ...found, distance }] : [];
    });
  };

  return {
    async search(search) {
      const snapshot = await fresh();
      if (!snapshot) return searchListings(db, search);
      const result = queryIndex(snapshot, search);
      return { listings: await rowsOf(snapshot, result.page), total: result.total, facets: result.facets };
    },
    async count(search) {
      const snapshot = await fresh();
      if (!snapshot) return countListings(db, search);
      return queryIndex(snapshot, { ...search, firstRecord: 0, numRecords: 0 }, []).total;
    },
    async countByRadius(search, radii) {
      const snapshot = await fresh();
      if (!snapshot) return countByRadius(db, search, radii);
      const count = (radius: number | undefined) =>
        queryIndex(snapshot, { ...search, radius, firstRecord: 0, numRecords: 0 }, []).total;
      return {
        byRadius: new Map(radii.map((radius) => [radius, search.origin ? count(radius) : count(undefined)])),
        nationwide: count(undefined),
      };
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
