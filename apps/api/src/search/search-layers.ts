import type { FacetKey, ListingSearch } from './listing-search';
import { countWithin, type IndexResult, queryIndex } from './search-index';
import type { FacetCount } from './search-listings';
import { rowAt, type SearchSnapshot, type SnapshotRow, snapshotOfRows } from './search-snapshot';

// Issue 34: the index takes changes without a reload. The snapshot it loaded (`base`) is never edited: its columns,
// sort orders, postings and block summaries stay as they were built. Changes go to two small snapshots beside it:
// `added`, the changed listings as they are now, and `removed`, the base's rows those listings replaced (or that
// were sold or deleted). Every count of a search is a sum over rows, each row's share depending on that row alone
// (a match counts in the total and each facet; a row failing one list filter only in that filter's facet), so
//   answer(index) = answer(base) - answer(removed) + answer(added),
// and the page is the head of base's page (less the removed rows) merged with added's, in the search's order.

/** What one step of the change log did to the listings: ids to read again (as they are now), ids now gone. */
export interface IndexChange {
  /** Listings as they are now (active ones): each replaces whatever the index held under its id. */
  upserts: SnapshotRow[];
  /** Listings no longer searchable (sold, deleted, or changed to a status the index leaves out). */
  deletes: number[];
}

/** A page row of a layered answer: the snapshot it came from, with its row there. */
interface Candidate {
  snapshot: SearchSnapshot;
  row: number;
  distance: number | null;
}

export class LayeredSnapshot {
  /** The base's ids in ascending order, and each one's row (made on the first change: 8 bytes a row). */
  private sortedIds: Int32Array | undefined;
  private rowsBySortedId: Int32Array | undefined;
  /** Base rows taken out, by id, as the listings they were. */
  private readonly removedRows = new Map<number, SnapshotRow>();
  /** Listings changed since the base was read, as they are now. */
  private readonly addedRows = new Map<number, SnapshotRow>();
  removed: SearchSnapshot | undefined;
  added: SearchSnapshot | undefined;

  constructor(readonly base: SearchSnapshot) {}

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
      this.takeOutOfBase(row.id);
      this.addedRows.set(row.id, row);
      touched.add(row.id);
    }
    for (const id of change.deletes) {
      if (touched.has(id)) continue;
      this.takeOutOfBase(id);
      this.addedRows.delete(id);
    }
    // Rebuilt whole: they are small (a reload folds them into the base past REBUILD_FROM rows, listing-searcher.ts).
    this.removed = this.removedRows.size > 0 ? snapshotOfRows([...this.removedRows.values()]) : undefined;
    this.added = this.addedRows.size > 0 ? snapshotOfRows([...this.addedRows.values()]) : undefined;
  }

  /** Whether the base's row of this listing no longer counts. */
  takenOut(id: number): boolean {
    return this.removedRows.has(id);
  }

  private takeOutOfBase(id: number): void {
    if (this.removedRows.has(id)) return;
    const row = this.baseRowOf(id);
    if (row !== undefined) this.removedRows.set(id, rowAt(this.base, row));
  }

  private baseRowOf(id: number): number | undefined {
    if (!this.sortedIds || !this.rowsBySortedId) {
      // Packed as id * 2^21 + row (ids below 2^31, rows below 2^21 within a double's 53 bits) and sorted natively.
      const { size } = this.base;
      const scale = 2 ** Math.max(1, Math.ceil(Math.log2(size + 1)));
      const keys = new Float64Array(size);
      for (let row = 0; row < size; row++) keys[row] = (this.base.id[row] as number) * scale + row;
      keys.sort();
      this.sortedIds = new Int32Array(size);
      this.rowsBySortedId = new Int32Array(size);
      for (let at = 0; at < size; at++) {
        const key = keys[at] as number;
        const row = key % scale;
        this.rowsBySortedId[at] = row;
        this.sortedIds[at] = (key - row) / scale;
      }
    }
    const ids = this.sortedIds;
    let low = 0;
    let high = ids.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((ids[middle] as number) < id) low = middle + 1;
      else high = middle;
    }
    return ids[low] === id ? this.rowsBySortedId[low] : undefined;
  }
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
  const { base, removed, added } = layers;
  if (!removed && !added) {
    const { total, facets, page } = queryIndex(base, search, facetKeys);
    return {
      total,
      facets,
      page: page.map(({ row, distance }) => ({ id: base.id[row] as number, distance })),
    };
  }
  const end = search.firstRecord + search.numRecords;
  // The removed rows this search finds: base's page must reach that much further to keep `end` rows of its own.
  const out = removed
    ? queryIndex(removed, { ...search, firstRecord: 0, numRecords: end }, facetKeys)
    : undefined;
  const kept = queryIndex(
    base,
    { ...search, firstRecord: 0, numRecords: end + (out?.total ?? 0) },
    facetKeys,
  );
  const fresh = added
    ? queryIndex(added, { ...search, firstRecord: 0, numRecords: end }, facetKeys)
    : undefined;

  const sums = new Map<FacetKey, Map<string, number>>();
  addFacets(sums, kept.facets, 1);
  if (out) addFacets(sums, out.facets, -1);
  if (fresh) addFacets(sums, fresh.facets, 1);

  const candidates: Candidate[] = [];
  for (const { row, distance } of kept.page)
    if (!layers.takenOut(base.id[row] as number)) candidates.push({ snapshot: base, row, distance });
  if (added && fresh)
    for (const { row, distance } of fresh.page) candidates.push({ snapshot: added, row, distance });
  const keyed = candidates.map((candidate) => ({ candidate, keys: sortKeys(candidate, search) }));
  keyed.sort((a, b) => compareKeys(a.keys, b.keys));
  return {
    total: kept.total - (out?.total ?? 0) + (fresh?.total ?? 0),
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
  const kept = countWithin(layers.base, search, radii);
  const out = layers.removed ? countWithin(layers.removed, search, radii) : undefined;
  const fresh = layers.added ? countWithin(layers.added, search, radii) : undefined;
  const byRadius = new Map<number, number>();
  for (const radius of radii)
    byRadius.set(
      radius,
      (kept.byRadius.get(radius) ?? 0) -
        (out?.byRadius.get(radius) ?? 0) +
        (fresh?.byRadius.get(radius) ?? 0),
    );
  return { byRadius, nationwide: kept.nationwide - (out?.nationwide ?? 0) + (fresh?.nationwide ?? 0) };
}
