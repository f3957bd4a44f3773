import type { Kysely } from 'kysely';
import { rawStatement } from '../db/fixed-statement';
import type { ListingRow, Owner as OwnerRow, Schema } from '../db/schema';
import type { PriceChangeRow } from '../listings/listing-mapper';
import { IndexWorkerError, startIndexWorker } from './index-worker';
import type { ListingSearch } from './listing-search';
import {
  type IndexAnswer,
  localIndex,
  prepareIndex,
  type RadiusCounts,
  type SearchIndex,
} from './search-index-handle';
import {
  countByRadius,
  countListings,
  type ListingHit,
  type SearchPage,
  searchListings,
} from './search-listings';
import { loadSnapshot } from './search-snapshot';

export type { RadiusCounts } from './search-index-handle';

/** A page row as the page statement sends it: JSON, so timestamps are ISO text. */
interface PageRowJson {
  listing: Omit<ListingRow, 'listed_at' | 'updated_at'> & { listed_at: string; updated_at: string };
  owner: (Omit<OwnerRow, 'created_at'> & { created_at: string }) | null;
  changes: (Omit<PriceChangeRow, 'changed_at'> & { changed_at: string })[] | null;
}

/**
 * A page row as a search hit: its timestamps as dates and its distance set on the parsed object itself, which was
 * made for this search alone (copying its 40 columns was about a tenth of building a page's listings).
 */
function toHit(listing: PageRowJson['listing'], distance: number | null): ListingHit {
  const hit = listing as unknown as ListingHit;
  hit.listed_at = new Date(listing.listed_at);
  hit.updated_at = new Date(listing.updated_at);
  hit.distance = distance;
  return hit;
}

/**
 * A search's page as the searcher answers it: with SQL's facet counts, or (from the index) with the facets already
 * labelled and serialised as the reply writes them.
 */
export type SearcherPage = Omit<SearchPage, 'facets'> &
  ({ facets: SearchPage['facets'] } | { facetsJson: string });

/** The search behind the routes: from memory when the index is current, else straight from SQL. */
export interface ListingSearcher {
  search(search: ListingSearch): Promise<SearcherPage>;
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
  /**
   * From how many listings the index runs in a worker thread of its own. @default INDEX_WORKER_FROM
   */
  workerFrom?: number;
  /** Starts a worker for a snapshot (tests wrap it to stop the worker under the searcher). @default startIndexWorker */
  startWorker?: typeof startIndexWorker;
}

/**
 * Below this many listings the index answers in the server's thread: a search there takes about a millisecond,
 * the cost of the round trip to a worker, and a worker costs its own heap. Above it the worker scans on the second
 * core while the server's thread builds other replies (at 1,000,000 listings the index was 40 % of a search's CPU).
 */
export const INDEX_WORKER_FROM = 10_000;

const VERSION = rawStatement<{ version: string }>(
  'select version::text as version from listing_version where id = 1',
);

async function readVersion(db: Kysely<Schema>): Promise<string> {
  return (await VERSION.execute(db, [])).rows[0]?.version ?? '';
}

/**
 * The page's rows with their owners and price changes, and the listing version, in one statement: the version
 * says whether the snapshot that chose the page was still current when the rows were read.
 */
const PAGE = rawStatement<{ version: string; rows: PageRowJson[] | null }>(`
  select (select version::text from listing_version where id = 1) as version,
    (select json_agg(json_build_object('listing', l, 'owner', o, 'changes',
        (select json_agg(p) from price_changes p where p.listing_id = l.id)))
      from listings l left join owners o on o.id = l.owner_id
      where l.id = any($1::int[]) and l.status = 'active') as rows`);

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
  const workerFrom = options.workerFrom ?? INDEX_WORKER_FROM;
  const startWorker = options.startWorker ?? startIndexWorker;
  let current: { index: SearchIndex; version: string } | undefined;
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
      let index: SearchIndex;
      if (snapshot.size >= workerFrom) index = await startWorker(snapshot);
      else {
        await prepareIndex(snapshot, () => new Promise<void>((resolve) => setImmediate(resolve)));
        index = localIndex(snapshot);
      }
      const replaced = current?.index;
      if (closed) await index.close();
      else current = { index, version };
      // Searches already asked of the old index finish first (a worker answers in order; the new one answers
      // the searches from now on).
      await replaced?.close();
    })().finally(() => {
      loading = undefined;
    });
    return loading;
  };

  /** The index when it is current; otherwise `undefined`, with a load started. */
  const fresh = async (): Promise<SearchIndex | undefined> => {
    if (!useIndex || closed) return undefined;
    const version = await readVersion(db);
    if (current && current.version === version) return current.index;
    load().catch((error: unknown) => options.onError?.(error));
    return undefined;
  };

  const pageOf = async (page: IndexAnswer['page']) => {
    const result = await PAGE.execute(db, [page.map(({ id }) => id)]);
    const { version = '', rows } = result.rows[0] ?? {};
    const byId = new Map((rows ?? []).map((found) => [found.listing.id, found]));
    const listings: ListingHit[] = [];
    const owners = new Map<number, OwnerRow>();
    const priceChanges = new Map<number, PriceChangeRow[]>();
    for (const { id, distance } of page) {
      const found = byId.get(id);
      if (!found) continue;
      listings.push(toHit(found.listing, distance));
      if (found.owner) {
        const owner = found.owner as unknown as OwnerRow;
        owner.created_at = new Date(found.owner.created_at);
        owners.set(owner.id, owner);
      }
      const changes = (found.changes ?? []) as unknown as PriceChangeRow[];
      for (const change of changes) change.changed_at = new Date(change.changed_at);
      priceChanges.set(id, changes);
    }
    return { version, listings, related: { owners, priceChanges } };
  };

  /**
   * Asks the current index; when its worker has stopped, SQL answers instead and a new index loads (a search that
   * threw inside the worker is a bug, and fails as it would have in this thread).
   */
  const orSql = async <T>(
    index: SearchIndex,
    ask: () => Promise<T>,
    fromSql: () => Promise<T>,
  ): Promise<T> => {
    try {
      return await ask();
    } catch (error) {
      if (!(error instanceof IndexWorkerError) || error.code !== 'INDEX_WORKER_STOPPED') throw error;
      if (current?.index === index && !closed) {
        options.onError?.(error);
        current = undefined;
        load().catch((failure: unknown) => options.onError?.(failure));
      }
      return fromSql();
    }
  };

  return {
    async search(search) {
      // A load under way means the snapshot is behind (or missing): SQL answers until it is done.
      const held = useIndex && !closed && !loading ? current : undefined;
      if (!held) {
        if (useIndex && !closed) load().catch((error: unknown) => options.onError?.(error));
        return searchListings(db, search);
      }
      return orSql(
        held.index,
        async () => {
          const result = await held.index.query(search);
          const page = await pageOf(result.page);
          if (page.version !== held.version) {
            // Written to since: the index may have missed the write, so this search is SQL's and the index reloads.
            load().catch((error: unknown) => options.onError?.(error));
            return searchListings(db, search);
          }
          return {
            listings: page.listings,
            total: result.total,
            facetsJson: result.facetsJson,
            related: page.related,
          };
        },
        () => searchListings(db, search),
      );
    },
    async count(search) {
      const index = await fresh();
      if (!index) return countListings(db, search);
      return orSql(
        index,
        async () => (await index.query({ ...search, firstRecord: 0, numRecords: 0 }, [])).total,
        () => countListings(db, search),
      );
    },
    async countByRadius(search, radii) {
      const index = await fresh();
      if (!index) return countByRadius(db, search, radii);
      return orSql(
        index,
        () => index.countWithin(search, radii),
        () => countByRadius(db, search, radii),
      );
    },
    async status() {
      const listings = current?.index.size ?? 0;
      if (!useIndex || closed) return { index: 'off', listings };
      return { index: current?.version === (await readVersion(db)) ? 'current' : 'loading', listings };
    },
    async refresh() {
      // A write during a load leaves it behind: load until the snapshot is the version last written.
      while (!closed && current?.version !== (await readVersion(db))) await load();
    },
    async close() {
      closed = true;
      const index = current?.index;
      current = undefined;
      stop.abort();
      await loading?.catch(() => undefined);
      await index?.close();
    },
  };
}
