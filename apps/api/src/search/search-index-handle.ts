import type { ThreadMemory } from '@forecourt/contracts';
import { labelFacets } from '../listings/facet-labels';
import type { FacetKey, ListingSearch, SortKey } from './listing-search';
import {
  adoptBlocks,
  blocksOf,
  placesOf,
  prepareBlocks,
  preparePlaces,
  type SnapshotBlocks,
} from './search-blocks';
import { queryIndex } from './search-index';
import { countWithinLayers, type IndexChange, type LayeredSnapshot, queryLayers } from './search-layers';
import { adoptOrders, ordersMadeFor, prepareOrders } from './search-order';
import { adoptPostings, type Postings, postingsMadeFor, postingsOf } from './search-postings';
import type { CodedKey, SearchSnapshot } from './search-snapshot';
import { rebuildHere, type ServedLayers, yieldToQueue } from './served-layers';

/** Listings within each radius around a search's origin, and nationwide (the "search wider" offers). */
export interface RadiusCounts {
  byRadius: Map<number, number>;
  nationwide: number;
}

/** A search's answer from the index: listing ids rather than snapshot rows, so it can cross to another thread. */
export interface IndexAnswer {
  total: number;
  /**
   * The facet counts labelled as the search's reply writes them, as JSON text: made in the thread that counts
   * them, so they cross to the server's thread as one string (receiving some 300 facet objects, then labelling and
   * serialising them, was about 0.3 ms of the server's thread a search at 1,000,000 listings).
   */
  facetsJson: string;
  /** The page's listing ids in the search's order, with their distance from the origin (null without one). */
  page: { id: number; distance: number | null }[];
}

/**
 * A loaded snapshot ready to answer searches, in this thread (`localIndex`) or in a worker of its own
 * (`startIndexWorker`): the searcher does not care which.
 */
export interface SearchIndex {
  /** The listings it holds. */
  readonly size: number;
  /** Rows held beside the loaded snapshot (search-layers.ts): a full reload folds them in. */
  readonly layered: number;
  /** Applies a step of the change log; searches asked after it see it. */
  apply(change: IndexChange): Promise<void>;
  /** Folds the rows beside the loaded snapshot into a new one, answering searches meanwhile (served-layers.ts). */
  compact(): Promise<void>;
  query(search: ListingSearch, facetKeys?: readonly FacetKey[]): Promise<IndexAnswer>;
  countWithin(search: ListingSearch, radii: readonly number[]): Promise<RadiusCounts>;
  /** The memory of the index's own thread; null when it lives in the server's thread (counted there). */
  memory(): Promise<ThreadMemory | null>;
  close(): Promise<void>;
}

/**
 * Readies a snapshot for its first search: every sort's order, the block summaries of nationwide searches and the
 * place blocks of radius searches (about a second each at 1,000,000 rows, made now rather than inside somebody's
 * search), the rows by code of the make, model and listing type, and the counts of a search with no filter, which
 * finds every row (the base of a nationwide search's counts). `pause` runs between steps, so a thread that also
 * serves requests answers them (from SQL) meanwhile.
 */
export async function prepareIndex(snapshot: SearchSnapshot, pause: () => Promise<void>): Promise<void> {
  await prepareOrders(snapshot, pause);
  prepareBlocks(snapshot);
  await pause();
  preparePlaces(snapshot);
  await pause();
  // The rows by code of the list filters shoppers set most: radius searches with list filters read them
  // (scanPostings); another filter's are made on its first such search (a few ms, 4 MB at 1,000,000 rows).
  for (const key of ['makeCode', 'modelCode', 'listingType'] as const) postingsOf(snapshot, key);
  await pause();
  queryIndex(snapshot, { sortBy: 'relevance', firstRecord: 0, numRecords: 0 });
}

/**
 * A readied snapshot with what `prepareIndex` made for it, as one value of plain data and typed arrays: a thread
 * can ready a snapshot and post it to another (its buffers moved, not copied), which takes it on with
 * `adoptPrepared` and answers at once.
 */
export interface PreparedSnapshot {
  snapshot: SearchSnapshot;
  orders: Map<SortKey, Int32Array>;
  blocks: SnapshotBlocks;
  places: SnapshotBlocks;
  postings: Map<CodedKey, Postings>;
}

export function preparedOf(snapshot: SearchSnapshot): PreparedSnapshot {
  return {
    snapshot,
    orders: ordersMadeFor(snapshot),
    blocks: blocksOf(snapshot),
    places: placesOf(snapshot),
    postings: postingsMadeFor(snapshot),
  };
}

/** The snapshot of a `PreparedSnapshot` posted from another thread, with what was made for it there. */
export function adoptPrepared(prepared: PreparedSnapshot): SearchSnapshot {
  const { snapshot } = prepared;
  adoptOrders(snapshot, prepared.orders);
  adoptBlocks(snapshot, prepared.blocks, prepared.places);
  adoptPostings(snapshot, prepared.postings);
  return snapshot;
}

/** The layered search with its facets labelled and serialised as the reply writes them. */
export function answer(
  layers: LayeredSnapshot,
  search: ListingSearch,
  facetKeys?: readonly FacetKey[],
): IndexAnswer {
  const { total, facets, page } = queryLayers(layers, search, facetKeys);
  return { total, facetsJson: JSON.stringify(labelFacets(facets)), page };
}

/** The index in this thread: for a snapshot small enough that a search costs less than a message to a worker. */
export function localIndex(served: ServedLayers): SearchIndex {
  return {
    get size() {
      return served.layers.size;
    },
    get layered() {
      return served.layers.layered;
    },
    apply: async (change) => served.apply(change),
    compact: () => served.compact(rebuildHere(yieldToQueue)),
    query: async (search, facetKeys) => answer(served.layers, search, facetKeys),
    countWithin: async (search, radii) => countWithinLayers(served.layers, search, radii),
    memory: async () => null,
    close: async () => undefined,
  };
}
