import { createHash } from 'node:crypto';

/** A range of whole numbers ids are drawn from: `first` up to `first + size - 1`. */
export interface IdRange {
  first: number;
  size: number;
}

/** A key's place in a range: the first 48 bits of its SHA-256, so the id depends on nothing but the key. */
export function hashedId(key: string, range: IdRange): number {
  const digest = createHash('sha256').update(key).digest();
  return range.first + (digest.readUIntBE(0, 6) % range.size);
}

/**
 * Ids for a set of keys: each key's {@link hashedId}, so adding or removing other keys never moves an id. Should
 * two keys ever share a hash, the later key in code-point order takes the next free number (wrapping in the
 * range): still deterministic for a given set of keys. `vehicle-ids.test.ts` checks no key of today's reference
 * data needs that, so every id today is its plain hash.
 */
export function assignIds(keys: Iterable<string>, range: IdRange): Map<string, number> {
  const ids = new Map<string, number>();
  const taken = new Set<number>();
  for (const key of [...new Set(keys)].sort()) {
    let id = hashedId(key, range);
    while (taken.has(id)) id = range.first + ((id - range.first + 1) % range.size);
    taken.add(id);
    ids.set(key, id);
  }
  return ids;
}
