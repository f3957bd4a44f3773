import { SORT_KEYS, type SortKey } from './listing-search';
import type { SearchSnapshot } from './search-snapshot';

// The orders of search-listings.ts's ORDER, over a snapshot: each sort's ties are broken as SQL breaks them.

type Comparator = (a: number, b: number) => number;
type RowSort = Exclude<SortKey, 'distanceASC'>;

/** Every sort a search may walk (distance is computed a search at a time: it depends on the origin). */
export const ROW_SORTS: readonly RowSort[] = SORT_KEYS.filter((key): key is RowSort => key !== 'distanceASC');

/** How a sort orders two rows. Written out per sort: a million-row sort calls it some 20 million times. */
export function comparator(s: SearchSnapshot, sortBy: RowSort): Comparator {
  const { id, featured, priority, listedAt, price, mileage, year } = s;
  const byId = (a: number, b: number) => (id[a] as number) - (id[b] as number);
  switch (sortBy) {
    case 'relevance':
      return (a, b) =>
        (featured[b] as number) - (featured[a] as number) ||
        (priority[b] as number) - (priority[a] as number) ||
        (listedAt[b] as number) - (listedAt[a] as number) ||
        byId(a, b);
    case 'derivedpriceASC':
      return (a, b) => (price[a] as number) - (price[b] as number) || byId(a, b);
    case 'derivedpriceDESC':
      return (a, b) => (price[b] as number) - (price[a] as number) || byId(a, b);
    case 'mileageASC':
      return (a, b) => (mileage[a] as number) - (mileage[b] as number) || byId(a, b);
    case 'mileageDESC':
      return (a, b) => (mileage[b] as number) - (mileage[a] as number) || byId(a, b);
    case 'yearDESC':
      return (a, b) =>
        (year[b] as number) - (year[a] as number) ||
        (mileage[a] as number) - (mileage[b] as number) ||
        byId(a, b);
    case 'yearASC':
      return (a, b) =>
        (year[a] as number) - (year[b] as number) ||
        (mileage[a] as number) - (mileage[b] as number) ||
        byId(a, b);
    case 'datelistedDESC':
      return (a, b) => (listedAt[b] as number) - (listedAt[a] as number) || byId(a, b);
  }
}

/** One integer column and then the id: these sort natively, as packed numbers, in a tenth of a comparator's time. */
const PACKED: Partial<Record<RowSort, { column: 'price' | 'mileage'; sign: 1 | -1 }>> = {
  derivedpriceASC: { column: 'price', sign: 1 },
  derivedpriceDESC: { column: 'price', sign: -1 },
  mileageASC: { column: 'mileage', sign: 1 },
  mileageDESC: { column: 'mileage', sign: -1 },
};

/** Bits the id ranks take in a packed key: an int32 value above them must stay within a double's 53 exact bits. */
const MAX_RANK_BITS = 21;

/** Each row's rank in id order, and the row of each rank. */
function idRanks(snapshot: SearchSnapshot): { rank: Int32Array; rowOf: Int32Array } {
  const sorted = Int32Array.from(snapshot.id).sort();
  const rank = new Int32Array(snapshot.size);
  const rowOf = new Int32Array(snapshot.size);
  for (let row = 0; row < snapshot.size; row++) {
    const value = snapshot.id[row] as number;
    let low = 0;
    let high = sorted.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((sorted[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    rank[row] = low;
    rowOf[low] = row;
  }
  return { rank, rowOf };
}

function sortRows(
  snapshot: SearchSnapshot,
  sortBy: RowSort,
  ranks: () => ReturnType<typeof idRanks>,
): Int32Array {
  const packed = PACKED[sortBy];
  const bits = Math.max(1, Math.ceil(Math.log2(snapshot.size + 1)));
  if (packed && bits <= MAX_RANK_BITS) {
    const { rank, rowOf } = ranks();
    const scale = 2 ** bits;
    const column = snapshot[packed.column];
    const keys = new Float64Array(snapshot.size);
    for (let row = 0; row < snapshot.size; row++)
      keys[row] = packed.sign * (column[row] as number) * scale + (rank[row] as number);
    keys.sort();
    const rows = new Int32Array(snapshot.size);
    for (let position = 0; position < keys.length; position++) {
      const key = keys[position] as number;
      rows[position] = rowOf[key - Math.floor(key / scale) * scale] as number;
    }
    return rows;
  }
  return Int32Array.from({ length: snapshot.size }, (_, row) => row).sort(comparator(snapshot, sortBy));
}

const ORDERS = new WeakMap<SearchSnapshot, Map<SortKey, Int32Array>>();

function ordersOf(snapshot: SearchSnapshot): Map<SortKey, Int32Array> {
  let byKey = ORDERS.get(snapshot);
  if (!byKey) {
    byKey = new Map();
    ORDERS.set(snapshot, byKey);
  }
  return byKey;
}

/** The orders made for a snapshot so far: what a thread that readied it posts with it (`preparedOf`). */
export function ordersMadeFor(snapshot: SearchSnapshot): Map<SortKey, Int32Array> {
  return ordersOf(snapshot);
}

/** Takes orders made elsewhere for this snapshot (`adoptPrepared`). */
export function adoptOrders(snapshot: SearchSnapshot, orders: Map<SortKey, Int32Array>): void {
  ORDERS.set(snapshot, orders);
}

/** Every row in a sort's order, kept with the snapshot (made here if `prepareOrders` has not made it). */
export function order(snapshot: SearchSnapshot, sortBy: RowSort): Int32Array {
  const byKey = ordersOf(snapshot);
  let rows = byKey.get(sortBy);
  if (!rows) {
    rows = sortRows(snapshot, sortBy, () => idRanks(snapshot));
    byKey.set(sortBy, rows);
  }
  return rows;
}

/**
 * Sorts the snapshot every way a search may walk it, before it answers searches: made on first use, a sort of a
 * million rows held the event loop for a second inside somebody's search. `pause` runs between two sorts, so
 * the requests answered meanwhile (from SQL) wait for one sort at most.
 */
export async function prepareOrders(snapshot: SearchSnapshot, pause: () => Promise<void>): Promise<void> {
  const byKey = ordersOf(snapshot);
  let ranks: ReturnType<typeof idRanks> | undefined;
  for (const sortBy of ROW_SORTS) {
    if (byKey.has(sortBy)) continue;
    byKey.set(
      sortBy,
      sortRows(snapshot, sortBy, () => {
        ranks ??= idRanks(snapshot);
        return ranks;
      }),
    );
    await pause();
  }
}

/**
 * Rows `first` to `first + count` of `rows` in `compare`'s order. The best `first + count` are kept in a heap
 * whose top is the worst of them, so a row that does not beat it costs one comparison: about one a row, where
 * sorting the matches took `log2(n)` (a 150,000-row distance sort held the index 20-40 ms; mileage order for
 * 7,000 cheap BMWs walked nearly the whole order, 40 ms).
 */
export function topRows(
  rows: ArrayLike<number>,
  compare: Comparator,
  first: number,
  count: number,
  /** Rows left out (marked 1). */
  out?: Uint8Array,
): number[] {
  const end = Math.min(first + count, rows.length);
  if (first >= end) return [];
  const heap: number[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as number;
    if (out?.[row]) continue;
    if (heap.length < end) {
      // Sift up: the new row rises while it is worse than its parent.
      let at = heap.length;
      heap.push(row);
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (compare(heap[parent] as number, row) >= 0) break;
        heap[at] = heap[parent] as number;
        at = parent;
      }
      heap[at] = row;
    } else if (compare(row, heap[0] as number) < 0) {
      // Sift down from the top, which the new row replaces.
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= end) break;
        const right = left + 1;
        const worse = right < end && compare(heap[right] as number, heap[left] as number) > 0 ? right : left;
        if (compare(heap[worse] as number, row) <= 0) break;
        heap[at] = heap[worse] as number;
        at = worse;
      }
      heap[at] = row;
    }
  }
  return heap.sort(compare).slice(first, end);
}

/** How rows compare by their distance from the search's origin, nearest first, ties by id (as SQL orders them). */
export function nearestFirst(snapshot: SearchSnapshot, distances: Float64Array): Comparator {
  const { id } = snapshot;
  return (a, b) =>
    (distances[a] as number) - (distances[b] as number) || (id[a] as number) - (id[b] as number);
}
