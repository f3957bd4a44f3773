import type { CodedKey, SearchSnapshot } from './search-snapshot';

/**
 * A coded column's rows by code: code `c`'s rows are `rows[start[c]]` up to `rows[start[c + 1]]`, in the snapshot's
 * order (strips of latitude, each in longitude order), so the rows of a code within a radius's row ranges are found
 * by binary search. A radius search with list filters (a make, say, or a make and a model) then reads those codes'
 * rows of its box rather than every row of it.
 */
export interface Postings {
  start: Uint32Array;
  rows: Int32Array;
}

const POSTINGS = new WeakMap<SearchSnapshot, Map<CodedKey, Postings>>();

/** The rows of `key`'s codes, made on first use (the searcher makes the make's as it loads a snapshot). */
export function postingsOf(snapshot: SearchSnapshot, key: CodedKey): Postings {
  let byKey = POSTINGS.get(snapshot);
  if (!byKey) {
    byKey = new Map();
    POSTINGS.set(snapshot, byKey);
  }
  let postings = byKey.get(key);
  if (!postings) {
    postings = makePostings(snapshot.columns[key], snapshot.dictionaries[key].values.length);
    byKey.set(key, postings);
  }
  return postings;
}

/** The postings made for a snapshot so far (`preparedOf`). */
export function postingsMadeFor(snapshot: SearchSnapshot): Map<CodedKey, Postings> {
  return POSTINGS.get(snapshot) ?? new Map();
}

/** Takes postings made elsewhere for this snapshot (`adoptPrepared`). */
export function adoptPostings(snapshot: SearchSnapshot, postings: Map<CodedKey, Postings>): void {
  POSTINGS.set(snapshot, postings);
}

/** A counting sort of the rows by code: rows of one code stay in row order. */
function makePostings(column: Uint16Array, codes: number): Postings {
  const start = new Uint32Array(codes + 1);
  for (let row = 0; row < column.length; row++) {
    const after = (column[row] as number) + 1;
    start[after] = (start[after] as number) + 1;
  }
  for (let code = 0; code < codes; code++)
    start[code + 1] = (start[code + 1] as number) + (start[code] as number);
  const next = start.slice(0, codes);
  const rows = new Int32Array(column.length);
  for (let row = 0; row < column.length; row++) {
    const code = column[row] as number;
    const at = next[code] as number;
    rows[at] = row;
    next[code] = at + 1;
  }
  return { start, rows };
}
