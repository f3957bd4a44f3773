import type { FacetKey, ListingSearch } from './listing-search';
import { countWithin, type IndexResult, queryIndex } from './search-index';
import type { FacetCount } from './search-listings';
import { rowAt, type SearchSnapshot, type SnapshotRow, snapshotOfRows } from './search-snapshot';

// The index takes changes without a reload. The snapshot it loaded (`base`) is never edited: its columns, sort
// orders, postings and block summaries stay as they were built. Changes go to small snapshots beside it: `added`,
// the changed listings as they are now, and `removed`, the base's rows those listings replaced (or that were sold
// or deleted). Every count of a search is a sum over rows, each row's share depending on that row alone (a match
// counts in the total and each facet; a row failing one list filter only in that filter's facet), so
//   answer(index) = answer(base) - answer(removed) + answer(added),
// and the page is the head of each added-to snapshot's page (less its rows taken out) merged in the search's order.
//
// Building a snapshot costs its rows, so the layers come in two generations: the folded one (`removed`, `added`),
// rebuilt every FOLD_AT rows of change, and the recent one (`recentRemoved`, `recentAdded`), rebuilt on every
// change. A listing of the folded `added` that changes again is taken out of it: its row there is skipped by pages
// and counted in `recentRemoved`, as a base row is. Rebuilding both whole on every change held the index's thread
// for tens of milliseconds a change once thousands of rows were layered.

/** What one step of the change log did to the listings: ids to read again (as they are now), ids now gone. */
export interface IndexChange {
  /** Listings as they are now (active ones): each replaces whatever the index held under its id. */
  upserts: SnapshotRow[];
  /** Listings no longer searchable (sold, deleted, or changed to a status the index leaves out). */
  deletes: number[];
}

/** Rows of the recent generation from which it is folded into the older one. */
export const FOLD_AT = 512;

/** A page row of a layered answer: the snapshot it came from, with its row there. */
interface Candidate {
  snapshot: SearchSnapshot;
  row: number;
  distance: number | null;
}

/** A snapshot a layered answer adds, with the rows of it that no longer count (skipped by its pages). */
interface Part {
  snapshot: SearchSnapshot;
  out?: Uint8Array;
}

export class LayeredSnapshot {
  /** The base's ids in ascending order, and each one's row (made on the first change: 8 bytes a row). */
  private sortedIds: Int32Array | undefined;
  private rowsBySortedId: Int32Array | undefined;
  /** The base's rows taken out, by row (made on the first change: a byte a row). */
  private baseOut: Uint8Array | undefined;
  /** Base rows taken out, by id, as the listings they were. */
  private readonly removedRows = new Map<number, SnapshotRow>();
  /** Listings changed since the base was read, as they are now. */
  private readonly addedRows = new Map<number, SnapshotRow>();
  /** The folded `added`'s rows by id, and those of them taken out since the fold. */
  private foldedRows = new Map<number, number>();
  private foldedOut: Uint8Array | undefined;
  /** Since the fold: base and folded rows taken out (as they were), and listings changed (as they are now). */
  private readonly recentRemovedRows = new Map<string, SnapshotRow>();
  private readonly recentAddedRows = new Map<number, SnapshotRow>();
  removed: SearchSnapshot | undefined;
  added: SearchSnapshot | undefined;
  recentRemoved: SearchSnapshot | undefined;
  recentAdded: SearchSnapshot | undefined;

  /** `ids`: the base's id index when it was made with the base (`idIndexOf`), in the thread that built it. */
  constructor(
    readonly base: SearchSnapshot,
    private readonly foldAt: number = FOLD_AT,
    ids?: IdIndex,
  ) {
    if (ids) [this.sortedIds, this.rowsBySortedId] = ids;
  }

  /** Every row held beside the base, as one change that turns the base into the listings it holds. */
  layeredChange(): IndexChange {
    return {
      upserts: [...this.addedRows.values()],
      deletes: [...this.removedRows.keys()].filter((id) => !this.addedRows.has(id)),
    };
  }

  /** The listings the index holds. */
  get size(): number {
    return this.base.size - this.removedRows.size + this.addedRows.size;
  }

  /** Rows held beside the base: what a full reload would fold back into one snapshot. */
  get layered(): number {
    return this.removedRows.size + this.addedRows.size;
  }

  /** Applies a change; applying one twice (a reload's overlap with the log) leaves the same index. */
  apply(change: IndexChange): void {
    const touched = new Set<number>();
    for (const row of change.upserts) {
      this.takeOut(row.id);
      this.addedRows.set(row.id, row);
      this.recentAddedRows.set(row.id, row);
      touched.add(row.id);
    }
    for (const id of change.deletes) {
      if (touched.has(id)) continue;
      this.takeOut(id);
      this.addedRows.delete(id);
      this.recentAddedRows.delete(id);
    }
    if (this.recentRemovedRows.size + this.recentAddedRows.size >= this.foldAt) this.fold();
    else {
      this.recentRemoved = snapshotOrNone(this.recentRemovedRows.values());
      this.recentAdded = snapshotOrNone(this.recentAddedRows.values());
    }
  }

  /** The snapshots an answer adds (base first), each with the rows of it that no longer count. */
  parts(): Part[] {
    const parts: Part[] = [{ snapshot: this.base, ...(this.baseOut && { out: this.baseOut }) }];
    if (this.added) parts.push({ snapshot: this.added, ...(this.foldedOut && { out: this.foldedOut }) });
    if (this.recentAdded) parts.push({ snapshot: this.recentAdded });
    return parts;
  }

  /** The snapshots an answer takes away. */
  takenAway(): SearchSnapshot[] {
    return [this.removed, this.recentRemoved].filter((snapshot) => snapshot !== undefined);
  }

  /** Whether any change has been applied. */
  get changed(): boolean {
    return this.removedRows.size > 0 || this.addedRows.size > 0;
  }

  /** Takes the listing's base row and its folded row (when either still counts) out. */
  private takeOut(id: number): void {
    if (!this.removedRows.has(id)) {
      const row = this.baseRowOf(id);
      if (row !== undefined) {
        const taken = rowAt(this.base, row);
        this.removedRows.set(id, taken);
        this.recentRemovedRows.set(`b${id}`, taken);
        this.baseOut ??= new Uint8Array(this.base.size);
        this.baseOut[row] = 1;
      }
    }
    const folded = this.foldedRows.get(id);
    if (this.added && this.foldedOut && folded !== undefined && this.foldedOut[folded] === 0) {
      this.foldedOut[folded] = 1;
      this.recentRemovedRows.set(`f${id}`, rowAt(this.added, folded));
    }
  }

  /** Rebuilds the folded generation from every change so far; the recent one starts empty. */
  private fold(): void {
    this.removed = snapshotOrNone(this.removedRows.values());
    this.added = snapshotOrNone(this.addedRows.values());
    this.foldedRows = new Map();
    if (this.added)
      for (let row = 0; row < this.added.size; row++) this.foldedRows.set(this.added.id[row] as number, row);
    this.foldedOut = this.added ? new Uint8Array(this.added.size) : undefined;
    this.recentRemovedRows.clear();
    this.recentAddedRows.clear();
    this.recentRemoved = undefined;
    this.recentAdded = undefined;
  }

  /**
   * The listings it holds, in id order (as a full load reads them), `size` rows at a time: each chunk is read as
   * the layers stand when it is asked for.
   */
  *listings(size: number): Generator<SnapshotRow[]> {
    const [ids, rows] = this.idIndex();
    const addedIds = Int32Array.from(this.addedRows.keys()).sort();
    let chunk: SnapshotRow[] = [];
    let inBase = 0;
    let inAdded = 0;
    while (inBase < ids.length || inAdded < addedIds.length) {
      const baseId = inBase < ids.length ? (ids[inBase] as number) : Number.POSITIVE_INFINITY;
      const addedId = inAdded < addedIds.length ? (addedIds[inAdded] as number) : Number.POSITIVE_INFINITY;
      if (baseId < addedId) {
        const row = rows[inBase++] as number;
        if (!this.baseOut?.[row]) chunk.push(rowAt(this.base, row));
      } else {
        // A changed listing's base row (of the same id, next) is out and skipped: its row as it is now replaces it.
        inAdded++;
        const now = this.addedRows.get(addedId);
        if (now) chunk.push(now);
      }
      if (chunk.length >= size) {
        yield chunk;
        chunk = [];
      }
    }
    if (chunk.length > 0) yield chunk;
  }

  private baseRowOf(id: number): number | undefined {
    const [ids, rows] = this.idIndex();
    let low = 0;
    let high = ids.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((ids[middle] as number) < id) low = middle + 1;
      else high = middle;
    }
    return ids[low] === id ? rows[low] : undefined;
  }

  private idIndex(): IdIndex {
    if (!this.sortedIds || !this.rowsBySortedId) [this.sortedIds, this.rowsBySortedId] = idIndexOf(this.base);
    return [this.sortedIds, this.rowsBySortedId];
  }
}

/** A snapshot's ids in ascending order, and each one's row: how the layers find a listing's base row. */
export type IdIndex = [sortedIds: Int32Array, rowsBySortedId: Int32Array];

/** Made on a base's first change (a sort of its ids), or with the base in the thread that builds it. */
export function idIndexOf(base: SearchSnapshot): IdIndex {
  // Packed as id * 2^21 + row (ids below 2^31, rows below 2^21 within a double's 53 bits) and sorted natively.
  const { size } = base;
  const scale = 2 ** Math.max(1, Math.ceil(Math.log2(size + 1)));
  const keys = new Float64Array(size);
  for (let row = 0; row < size; row++) keys[row] = (base.id[row] as number) * scale + row;
  keys.sort();
  const sortedIds = new Int32Array(size);
  const rowsBySortedId = new Int32Array(size);
  for (let at = 0; at < size; at++) {
    const key = keys[at] as number;
    const row = key % scale;
    rowsBySortedId[at] = row;
    sortedIds[at] = (key - row) / scale;
  }
  return [sortedIds, rowsBySortedId];
}

function snapshotOrNone(rows: Iterable<SnapshotRow>): SearchSnapshot | undefined {
  const list = [...rows];
  return list.length > 0 ? snapshotOfRows(list) : undefined;
}

/** The sort keys of a page row, in the order the search's sort compares them (search-order.ts), ending in the id. */
function sortKeys(candidate: Candidate, search: ListingSearch): number[] {
  const { snapshot: s, row } = candidate;
  const id = s.id[row] as number;
  const mileage = s.mileage[row] as number;
  const sortBy = search.sortBy === 'distanceASC' && !search.origin ? 'relevance' : search.sortBy;
  switch (sortBy) {
    case 'relevance':
      return [-(s.featured[row] as number), -(s.priority[row] as number), -(s.listedAt[row] as number), id];
    case 'derivedpriceASC':
      return [s.price[row] as number, id];
    case 'derivedpriceDESC':
      return [-(s.price[row] as number), id];
    case 'mileageASC':
      return [mileage, id];
    case 'mileageDESC':
      return [-mileage, id];
    case 'yearDESC':
      return [-(s.year[row] as number), mileage, id];
    case 'yearASC':
      return [s.year[row] as number, mileage, id];
    case 'datelistedDESC':
      return [-(s.listedAt[row] as number), id];
    case 'distanceASC':
      return [candidate.distance ?? 0, id];
  }
}

function compareKeys(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index++) {
    const difference = (a[index] as number) - (b[index] as number);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Facet lists summed value by value (`sign` -1 takes away), in facetLists's order: count down, then value. */
function addFacets(
  into: Map<FacetKey, Map<string, number>>,
  facets: IndexResult['facets'],
  sign: 1 | -1,
): void {
  for (const [key, list] of Object.entries(facets) as [FacetKey, FacetCount[]][]) {
    let counts = into.get(key);
    if (!counts) {
      counts = new Map();
      into.set(key, counts);
    }
    for (const { value, count } of list) counts.set(value, (counts.get(value) ?? 0) + sign * count);
  }
}

function facetsOf(sums: Map<FacetKey, Map<string, number>>): IndexResult['facets'] {
  const facets: IndexResult['facets'] = {};
  for (const [key, counts] of sums) {
    const list: FacetCount[] = [];
    for (const [value, count] of counts) if (count > 0) list.push({ value, count });
    list.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
    if (list.length > 0) facets[key] = list;
  }
  return facets;
}

/** A layered search's answer: the total, the facets, and the page's listings by id. */
export interface LayeredResult {
  total: number;
  facets: IndexResult['facets'];
  page: { id: number; distance: number | null }[];
}

/** The search over the base and its layers, as `queryIndex` would answer it over one snapshot of the same rows. */
export function queryLayers(
  layers: LayeredSnapshot,
  search: ListingSearch,
  facetKeys?: readonly FacetKey[],
): LayeredResult {
  const { base } = layers;
  if (!layers.changed) {
    const { total, facets, page } = queryIndex(base, search, facetKeys);
    return {
      total,
      facets,
      page: page.map(({ row, distance }) => ({ id: base.id[row] as number, distance })),
    };
  }
  const end = search.firstRecord + search.numRecords;
  const sums = new Map<FacetKey, Map<string, number>>();
  let total = 0;
  const candidates: Candidate[] = [];
  // Each snapshot's own first `end` rows that still count: the merged page's rows are among them.
  for (const { snapshot, out } of layers.parts()) {
    const found = queryIndex(snapshot, { ...search, firstRecord: 0, numRecords: end }, facetKeys, out);
    total += found.total;
    addFacets(sums, found.facets, 1);
    for (const { row, distance } of found.page) candidates.push({ snapshot, row, distance });
  }
  for (const snapshot of layers.takenAway()) {
    const found = queryIndex(snapshot, { ...search, firstRecord: 0, numRecords: 0 }, facetKeys);
    total -= found.total;
    addFacets(sums, found.facets, -1);
  }
  const keyed = candidates.map((candidate) => ({ candidate, keys: sortKeys(candidate, search) }));
  keyed.sort((a, b) => compareKeys(a.keys, b.keys));
  return {
    total,
    facets: facetsOf(sums),
    page: keyed.slice(search.firstRecord, end).map(({ candidate: { snapshot, row, distance } }) => ({
      id: snapshot.id[row] as number,
      distance,
    })),
  };
}

/** `countWithin` over the base and its layers: every count is a sum over rows. */
export function countWithinLayers(
  layers: LayeredSnapshot,
  search: ListingSearch,
  radii: readonly number[],
): { byRadius: Map<number, number>; nationwide: number } {
  const byRadius = new Map<number, number>(radii.map((radius) => [radius, 0]));
  let nationwide = 0;
  const add = (snapshot: SearchSnapshot, sign: 1 | -1) => {
    const counted = countWithin(snapshot, search, radii);
    for (const radius of radii)
      byRadius.set(radius, (byRadius.get(radius) ?? 0) + sign * (counted.byRadius.get(radius) ?? 0));
    nationwide += sign * counted.nationwide;
  };
  for (const { snapshot } of layers.parts()) add(snapshot, 1);
  for (const snapshot of layers.takenAway()) add(snapshot, -1);
  return { byRadius, nationwide };
}
