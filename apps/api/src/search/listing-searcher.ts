import type { ThreadMemory } from '@forecourt/contracts';
import type { Kysely } from 'kysely';
import { rawStatement } from '../db/fixed-statement';
import type { ListingRow, Owner as OwnerRow, Schema } from '../db/schema';
import type { PriceChangeRow } from '../listings/listing-mapper';
import { IndexWorkerError, startIndexWorker } from './index-worker';
import type { ListingSearch } from './listing-search';
import { PAGE_ROWS_MAX, PageRows } from './page-rows';
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
import { loadRows, loadSnapshot } from './search-snapshot';
import { ServedLayers } from './served-layers';

export type { RadiusCounts } from './search-index-handle';

/** A page row as the page statement sends it: JSON, so timestamps are ISO text. */
interface PageRowJson {
  listing: Omit<ListingRow, 'listed_at' | 'updated_at'> & { listed_at: string; updated_at: string };
  owner: (Omit<OwnerRow, 'created_at'> & { created_at: string }) | null;
  changes: (Omit<PriceChangeRow, 'changed_at'> & { changed_at: string })[] | null;
}

/** A page row as a search hit: a copy, with its timestamps as dates and this search's distance (rows are kept). */
function toHit(listing: PageRowJson['listing'], distance: number | null): ListingHit {
  return {
    ...(listing as unknown as ListingHit),
    listed_at: new Date(listing.listed_at),
    updated_at: new Date(listing.updated_at),
    distance,
  };
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
  /** Where the index stands (`SearchIndexStatus`): for health checks, benches and operators. */
  status(): Promise<SearchIndexStatus>;
  /** The memory of the index's worker thread; null when the index is in this thread or none has loaded. */
  indexThreadMemory(): Promise<ThreadMemory | null>;
  /**
   * The last change-log position the index applied ('0' before the first load): the reply cache's key part, so
   * a cached reply is never older than the index that would answer it.
   */
  position(): string;
  /**
   * Applies every change committed before now, then says where the index stands: its position, or (no index
   * loaded, SQL answering) `sql:` and the log's head. A cache keyed by it holds no reply older than the last write.
   */
  settled(): Promise<string>;
  /** Loads the index if none has loaded, then applies every change committed before now. */
  refresh(): Promise<void>;
  /** Loads a new snapshot beside the serving index and swaps (what a gap in the log or too many layers start). */
  reload(): Promise<void>;
  /** Stops: a load under way ends after its current chunk, and the search answers from SQL from then on. */
  close(): Promise<void>;
}

/**
 * Where the index stands, for health checks and for caches keyed by what they cache (README.md, "Status").
 * `index`: `current` (it has applied every committed change up to its last look at the log), `behind` (it has
 * loaded, and changes wait to be applied: searches catch it up before answering), `loading` (none has loaded yet:
 * SQL answers) or `off`.
 */
export interface SearchIndexStatus {
  index: 'current' | 'behind' | 'loading' | 'off';
  /** The listings the index holds (0 before the first load). */
  listings: number;
  /** Whether an index has loaded (from then on it answers every search, SQL never again). */
  loaded: boolean;
  /**
   * The last change-log position applied (`listing_changes.position` as text, '0' before any), moved also by a
   * look at the log that found nothing new (then to the log's head): equal positions, equal answers.
   */
  position: string;
  /** When the index last looked at the log and applied all it found (ms since the epoch; null before). */
  appliedAt: number | null;
  /** Milliseconds since `appliedAt` (null before the first load). */
  lagMs: number | null;
  /** Rows held beside the loaded snapshot; a compaction folds them in. */
  layered: number;
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
  /** How often the index looks at the change log between wake-ups, in ms. @default FOLLOW_EVERY_MS */
  followEvery?: number;
  /**
   * Subscribes to the change log's NOTIFY channel (`listing_changes`, migration 010): the index then looks at the
   * log at once rather than at its next poll. @default none (polling alone)
   */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  /** Layered rows from which the index's layers are compacted into a new base. @default rebuildFrom(size) */
  rebuildFrom?: (size: number) => number;
  /** Rows of change from which the layers' recent generation is folded (in this thread). @default FOLD_AT */
  foldAt?: number;
  /** Page rows kept between searches (page-rows.ts); 0 reads every page from SQL. @default PAGE_ROWS_MAX */
  pageRows?: number;
  /** The clock of `appliedAt` and of kept page rows. @default Date.now */
  now?: () => number;
}

/**
 * Below this many listings the index answers in the server's thread: a search there takes about a millisecond,
 * the cost of the round trip to a worker, and a worker costs its own heap. Above it the worker scans on the second
 * core while the server's thread builds other replies (at 1,000,000 listings the index was 40 % of a search's CPU).
 */
export const INDEX_WORKER_FROM = 10_000;

/** Issue 34: "changes reach every instance's index within a couple of seconds"; NOTIFY wakes it sooner. */
export const FOLLOW_EVERY_MS = 1_000;

/**
 * Rows beside the snapshot before a compaction folds them into a new one (served-layers.ts): every search reads the
 * layers too, so they stay small (10,000 at 1,000,000 listings, about five minutes of 1,000 changes a minute).
 */
export function rebuildFrom(size: number): number {
  return Math.max(2_000, Math.ceil(size / 100));
}

/** Rows of the log read a statement. */
const LOG_CHUNK = 5_000;

/**
 * The horizon now (the oldest transaction still running: every row below it is final), whether the log holds
 * rows from `$1` up to it, and the log's head: one statement a search, on the log's (xid, position) index.
 */
const LOOK = rawStatement<{ high: string; pending: boolean; head: string | null }>(`
  select pg_snapshot_xmin(pg_current_snapshot())::text as high,
    exists (select 1 from listing_changes
      where xid >= $1::xid8 and xid < pg_snapshot_xmin(pg_current_snapshot())) as pending,
    (select max(position) from listing_changes)::text as head`);

const HORIZON = rawStatement<{ high: string; head: string | null }>(`
  select pg_snapshot_xmin(pg_current_snapshot())::text as high,
    (select max(position) from listing_changes)::text as head`);

/** Rows of the range [$1, $2) past position $3, in position order. */
const CHANGES = rawStatement<{ position: string; listing_id: number; kind: string }>(`
  select position::text as position, listing_id, kind from listing_changes
  where xid >= $1::xid8 and xid < $2::xid8 and position > $3::bigint
  order by position limit ${LOG_CHUNK}`);

/** The page's rows with their owners and price changes, in one statement. */
const PAGE = rawStatement<{ rows: PageRowJson[] | null }>(`
  select (select json_agg(json_build_object('listing', l, 'owner', o, 'changes',
        (select json_agg(p) from price_changes p where p.listing_id = l.id)))
      from listings l left join owners o on o.id = l.owner_id
      where l.id = any($1::int[]) and l.status = 'active') as rows`);

/** The larger of two bigint positions held as text. */
function later(a: string, b: string | null): string {
  return b !== null && BigInt(b) > BigInt(a) ? b : a;
}

/** An index with its place in the change log: every committed change with an xid below `horizon` is in it. */
interface Held {
  index: SearchIndex;
  horizon: string;
  position: string;
  appliedAt: number;
}

/**
 * Searches listings from a snapshot of the active listings held in memory, which answers a search over 50,000
 * listings in milliseconds where SQL on PGlite needs hundreds (every search counts 13 facets over every row).
 *
 * Issue 34: the index follows the listing change log (README.md): every second, at a NOTIFY, and before each
 * search when a NOTIFY says it may be behind, it reads the log's rows between its horizon and the current one, reads
 * those listings again and applies them to its layers (search-layers.ts), which past `rebuildFrom` rows are
 * compacted into a new base in the index's thread (served-layers.ts). A full reload from SQL (start-up, a worker
 * that stopped, a truncate or a log that went back) builds beside the serving index, catches up with the log and
 * swaps; the old one answers meanwhile. SQL answers only until an index has first loaded.
 */
export function createListingSearcher(
  db: Kysely<Schema>,
  options: ListingSearcherOptions = {},
): ListingSearcher {
  const useIndex = options.useIndex ?? true;
  const workerFrom = options.workerFrom ?? INDEX_WORKER_FROM;
  const startWorker = options.startWorker ?? startIndexWorker;
  const followEvery = options.followEvery ?? FOLLOW_EVERY_MS;
  const rebuildAt = options.rebuildFrom ?? rebuildFrom;
  const now = options.now ?? Date.now;
  const report = (error: unknown) => options.onError?.(error);
  const pageRows = new PageRows<PageRowJson>(options.pageRows ?? PAGE_ROWS_MAX, undefined, now);
  let current: Held | undefined;
  let loading: Promise<void> | undefined;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  const stop = new AbortController();
  /** Whether the change log's NOTIFY reaches this searcher (then a search need not look at the log itself). */
  let listening = false;
  /** A NOTIFY came since the last look at the log began (or that look failed): the index may be behind. */
  let notified = true;
  /** When the last look at the log that succeeded began. */
  let lookedAt = Number.NEGATIVE_INFINITY;

  /** One step at a time over the log (a follow step, a reload's catch-up and swap): they share `current`. */
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(step: () => Promise<T>): Promise<T> => {
    const run = tail.then(step, step);
    tail = run.catch(() => undefined);
    return run;
  };

  /**
   * Applies the log's rows of [held.horizon, high) to `held` (chunk by chunk); `reload` when the log says the
   * index cannot follow it (a truncate).
   */
  const catchUp = async (held: Held, high: string): Promise<'done' | 'reload'> => {
    let after = '0';
    for (;;) {
      const { rows } = await CHANGES.execute(db, [held.horizon, high, after]);
      if (rows.some((row) => row.kind === 'truncated')) {
        pageRows.clear();
        return 'reload';
      }
      const ids = [...new Set(rows.map((row) => row.listing_id))];
      pageRows.forget(ids);
      if (ids.length > 0) {
        const upserts = await loadRows(db, ids);
        const found = new Set(upserts.map((row) => row.id));
        await held.index.apply({ upserts, deletes: ids.filter((id) => !found.has(id)) });
      }
      const last = rows.at(-1);
      if (last) {
        after = last.position;
        held.position = later(held.position, last.position);
      }
      if (rows.length < LOG_CHUNK) break;
    }
    held.horizon = high;
    held.appliedAt = now();
    return 'done';
  };

  /** Looks at the log once and applies what it finds to the serving index. */
  const follow = (): Promise<void> =>
    exclusive(async () => {
      const held = current;
      if (!held || closed) return;
      const began = now();
      notified = false;
      try {
        // Committed rows it could not apply yet (an older transaction still running holds the horizon back):
        // searches keep looking at the log until they are in.
        if ((await followFrom(held)) === 'behind') notified = true;
        lookedAt = began;
      } catch (error) {
        notified = true;
        throw error;
      }
    });

  /** One look at the log and what it found applied: whether the index now holds every committed change. */
  const followFrom = async (held: Held): Promise<'current' | 'behind'> => {
    const look = (await LOOK.execute(db, [held.horizon])).rows[0];
    if (!look) return 'behind';
    // The log went back (recreated or emptied): the index's place in it means nothing any more.
    if (look.head === null ? held.position !== '0' : BigInt(look.head) < BigInt(held.position)) {
      held.position = look.head ?? '0';
      pageRows.clear();
      startReload();
      return 'behind';
    }
    if (!look.pending) {
      // Nothing committed since: the index is current at the new horizon (and at the log's head). Rows past the
      // last one applied are then above the horizon (their transaction began after one still running).
      const behind = look.head !== null && BigInt(look.head) > BigInt(held.position);
      held.horizon = look.high;
      held.position = later(held.position, look.head);
      held.appliedAt = now();
      return behind ? 'behind' : 'current';
    }
    if ((await catchUp(held, look.high)) === 'reload') {
      held.horizon = look.high;
      startReload();
      return 'behind';
    }
    if (held.index.layered >= rebuildAt(held.index.size)) compact(held);
    return look.head !== null && BigInt(look.head) > BigInt(held.position) ? 'behind' : 'current';
  };

  /** Follow steps asked while one runs share the next one, which starts after it (so it sees their writes). */
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const sync = (): Promise<void> => {
    if (!running) {
      running = follow().finally(() => {
        running = undefined;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return sync();
      });
    return queued;
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      sync().catch(report).finally(schedule);
    }, followEvery);
    timer.unref?.();
  };

  /**
   * Loads a new snapshot beside the serving index, catches it up with the log and swaps. The horizon is read
   * first: the snapshot holds at least every change below it, and applying a change twice changes nothing.
   */
  const load = (): Promise<void> => {
    loading ??= (async () => {
      const start = (await HORIZON.execute(db, [])).rows[0];
      const snapshot = await loadSnapshot(db, stop.signal);
      if (!snapshot || closed || !start) return;
      let index: SearchIndex;
      if (snapshot.size >= workerFrom) index = await startWorker(snapshot);
      else {
        await prepareIndex(snapshot, () => new Promise<void>((resolve) => setImmediate(resolve)));
        index = localIndex(new ServedLayers(snapshot, options.foldAt));
      }
      const fresh: Held = { index, horizon: start.high, position: start.head ?? '0', appliedAt: now() };
      const swapped = await exclusive(async () => {
        if (closed) return false;
        const high = (await HORIZON.execute(db, [])).rows[0]?.high ?? fresh.horizon;
        // Truncated while it loaded: this snapshot may hold rows that are gone; the next load starts after it.
        if ((await catchUp(fresh, high)) === 'reload') return 'again';
        const replaced = current?.index;
        current = fresh;
        // What a reload was for (a gap, a worker that stopped) may have hidden changes from the log.
        pageRows.clear();
        // Searches already asked of the old index finish first (a worker answers in order).
        replaced?.close().catch(report);
        return true;
      });
      if (swapped !== true) await index.close();
      return swapped === 'again';
    })().then(
      (again) => {
        loading = undefined;
        if (again) startReload();
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  /** Folds the serving index's layers into a new base, in its own thread, while it answers (served-layers.ts). */
  const compact = (held: Held) => {
    held.index.compact().catch(report);
  };

  const startReload = () => {
    if (!closed && useIndex) load().catch(report);
  };

  const started = (async () => {
    if (!useIndex || !options.listen) return;
    try {
      unlisten = await options.listen('listing_changes', () => {
        notified = true;
        if (current) sync().catch(report);
      });
      listening = true;
      if (closed) await unlisten();
    } catch (error) {
      // Polling still follows the log; the wake-up only makes it sooner.
      report(error);
    }
  })();
  if (useIndex) schedule();

  /** The index caught up with every change committed before now; `undefined` before the first load. */
  const fresh = async (): Promise<Held | undefined> => {
    if (!useIndex || closed) return undefined;
    if (!current) {
      startReload();
      return undefined;
    }
    const held = current;
    // Listening, with no NOTIFY since the last look began and that look recent (a lost LISTEN connection loses
    // notifications until it is made again): nothing has been committed since, and the search answers at once.
    // Otherwise it catches the index up first. A search that looked at the log itself cost a statement and a wait
    // for the apply behind it, which under a steady stream of writes was most of a search's time.
    if (listening && !notified && now() - lookedAt < 2 * followEvery) return held;
    try {
      await sync();
    } catch (error) {
      // The log could not be read (the database is away): the index answers as it stands.
      report(error);
    }
    return current ?? held;
  };

  const pageOf = async (page: IndexAnswer['page']) => {
    const byId = new Map<number, PageRowJson>();
    const missing: number[] = [];
    for (const { id } of page) {
      const kept = pageRows.get(id);
      if (kept) byId.set(id, kept);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const since = pageRows.mark();
      const read = ((await PAGE.execute(db, [missing])).rows[0]?.rows ?? []).map(
        (row) => [row.listing.id, row] as [number, PageRowJson],
      );
      pageRows.keep(read, since);
      for (const [id, row] of read) byId.set(id, row);
    }
    const listings: ListingHit[] = [];
    const owners = new Map<number, OwnerRow>();
    const priceChanges = new Map<number, PriceChangeRow[]>();
    for (const { id, distance } of page) {
      const found = byId.get(id);
      if (!found) continue;
      listings.push(toHit(found.listing, distance));
      if (found.owner) {
        owners.set(found.owner.id, { ...found.owner, created_at: new Date(found.owner.created_at) });
      }
      const changes = (found.changes ?? []).map((change) => ({
        ...change,
        changed_at: new Date(change.changed_at),
      }));
      priceChanges.set(id, changes);
    }
    return { listings, related: { owners, priceChanges } };
  };

  /**
   * Asks the current index; when its worker has stopped, SQL answers instead and a new index loads beside (a
   * search that threw inside the worker is a bug, and fails as it would have in this thread).
   */
  const orSql = async <T>(held: Held, ask: () => Promise<T>, fromSql: () => Promise<T>): Promise<T> => {
    try {
      return await ask();
    } catch (error) {
      if (!(error instanceof IndexWorkerError) || error.code !== 'INDEX_WORKER_STOPPED') throw error;
      if (current === held && !closed) {
        report(error);
        current = undefined;
        startReload();
      }
      return fromSql();
    }
  };

  const status = async (): Promise<SearchIndexStatus> => {
    const held = current;
    const base = {
      listings: held?.index.size ?? 0,
      loaded: held !== undefined,
      position: held?.position ?? '0',
      appliedAt: held?.appliedAt ?? null,
      lagMs: held ? Math.max(0, now() - held.appliedAt) : null,
      layered: held?.index.layered ?? 0,
    };
    if (!useIndex || closed) return { index: 'off', ...base };
    if (!held) return { index: 'loading', ...base };
    // Behind when the log holds committed rows the index has not applied yet (the next search applies them).
    const look = (await LOOK.execute(db, [held.horizon])).rows[0];
    return { index: look?.pending ? 'behind' : 'current', ...base };
  };

  return {
    async search(search) {
      const held = await fresh();
      if (!held) return searchListings(db, search);
      return orSql(
        held,
        async (): Promise<SearcherPage> => {
          const result = await held.index.query(search);
          const page = await pageOf(result.page);
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
      const held = await fresh();
      if (!held) return countListings(db, search);
      return orSql(
        held,
        async () => (await held.index.query({ ...search, firstRecord: 0, numRecords: 0 }, [])).total,
        () => countListings(db, search),
      );
    },
    async countByRadius(search, radii) {
      const held = await fresh();
      if (!held) return countByRadius(db, search, radii);
      return orSql(
        held,
        () => held.index.countWithin(search, radii),
        () => countByRadius(db, search, radii),
      );
    },
    status,
    async indexThreadMemory() {
      return (await current?.index.memory().catch(() => null)) ?? null;
    },
    position() {
      return current?.position ?? '0';
    },
    async settled() {
      const held = await fresh();
      if (held) return held.position;
      return `sql:${(await HORIZON.execute(db, [])).rows[0]?.head ?? '0'}`;
    },
    async refresh() {
      // Until an index has loaded, load; then follow the log until every change committed before now is in it.
      while (!closed && !current) await load();
      if (!closed) await sync();
    },
    async reload() {
      await load();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await started;
      await unlisten?.().catch(report);
      const index = current?.index;
      current = undefined;
      stop.abort();
      await loading?.catch(() => undefined);
      await tail;
      await index?.close();
    },
  };
}
