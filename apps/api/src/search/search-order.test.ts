import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topRows } from './search-order';

describe('topRows', () => {
  it('gives the rows a full sort would put from `first` for `count`, ties and all', () => {
    fc.assert(
      fc.property(
        // Few distinct keys, so many rows tie on the key and the row breaks the tie (as the id does in a search).
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 400 }),
        // Pages from the first rows to past the end, a row to many.
        fc.nat(60),
        fc.nat(40),
        fc.boolean(),
        // Rows left out (a layered index's rows taken out): never on the page, and not counted towards `first`.
        fc.array(fc.boolean(), { maxLength: 400 }),
        (keys, first, count, descending, outs) => {
          const rows = keys.map((_, row) => row).reverse();
          const sign = descending ? -1 : 1;
          const compare = (a: number, b: number) =>
            sign * ((keys[a] as number) - (keys[b] as number)) || a - b;
          const sorted = [...rows].sort(compare).slice(first, first + count);
          expect(topRows(Int32Array.from(rows), compare, first, count)).toEqual(sorted);
          const out = Uint8Array.from(keys, (_, row) => (outs[row] ? 1 : 0));
          const kept = [...rows]
            .filter((row) => !out[row])
            .sort(compare)
            .slice(first, first + count);
          expect(topRows(Int32Array.from(rows), compare, first, count, out)).toEqual(kept);
        },
      ),
      { numRuns: 500 },
    );
  });
});
