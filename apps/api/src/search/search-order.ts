import type { SortKey } from './listing-search';
import type { SearchSnapshot } from './search-snapshot';

// The orders of search-listings.ts's ORDER, over a snapshot: each sort's ties are broken as SQL breaks them.

type Comparator = (a: number, b: number) => number;

/** How a sort orders two rows. */
export function comparator(s: SearchSnapshot, sortBy: Exclude<SortKey, 'distanceASC'>): Comparator {
  const byId: Comparator = (a, b) => (s.id[a] ?? 0) - (s.id[b] ?? 0);
  const desc =
    (column: ArrayLike<number>, next: Comparator): Comparator =>
    (a, b) =>
      (column[b] ?? 0) - (column[a] ?? 0) || next(a, b);
  const asc =
    (column: ArrayLike<number>, next: Comparator): Comparator =>
    (a, b) =>
      (column[a] ?? 0) - (column[b] ?? 0) || next(a, b);
  const orders: Record<Exclude<SortKey, 'distanceASC'>, Comparator> = {
    relevance: desc(s.featured, desc(s.priority, desc(s.listedAt, byId))),
    derivedpriceASC: asc(s.price, byId),
    derivedpriceDESC: desc(s.price, byId),
    mileageASC: asc(s.mileage, byId),
    mileageDESC: desc(s.mileage, byId),
    yearDESC: desc(s.year, asc(s.mileage, byId)),
    yearASC: asc(s.year, asc(s.mileage, byId)),
    datelistedDESC: desc(s.listedAt, byId),
  };
  return orders[sortBy];
}

const ORDERS = new WeakMap<SearchSnapshot, Map<SortKey, Int32Array>>();

/** Every row in a sort's order, computed on first use and kept with the snapshot. */
export function order(snapshot: SearchSnapshot, sortBy: Exclude<SortKey, 'distanceASC'>): Int32Array {
  let byKey = ORDERS.get(snapshot);
  if (!byKey) {
    byKey = new Map();
    ORDERS.set(snapshot, byKey);
  }
  let rows = byKey.get(sortBy);
  if (!rows) {
    const sorted = Array.from({ length: snapshot.size }, (_, row) => row).sort(comparator(snapshot, sortBy));
    rows = Int32Array.from(sorted);
    byKey.set(sortBy, rows);
  }
  return rows;
}

/** The rows nearest first (ties by id), from `first` for `count`: a native sort of the distances finds the cut. */
export function nearest(
  snapshot: SearchSnapshot,
  rows: Int32Array,
  distances: Float64Array,
  first: number,
  count: number,
) {
  const end = first + count;
  if (rows.length === 0 || count === 0 || first >= rows.length) return [];
  const sorted = Float64Array.from(rows, (row) => distances[row] ?? 0).sort();
  const cut = sorted[Math.min(end, rows.length) - 1] ?? 0;
  return Array.from(rows.filter((row) => (distances[row] ?? 0) <= cut))
    .sort(
      (a, b) => (distances[a] ?? 0) - (distances[b] ?? 0) || (snapshot.id[a] ?? 0) - (snapshot.id[b] ?? 0),
    )
    .slice(first, end);
}
