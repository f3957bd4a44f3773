import { prepareIndex } from './search-index-handle';
import { type IndexChange, LayeredSnapshot } from './search-layers';
import { type SearchSnapshot, SNAPSHOT_CHUNK, snapshotBuilder } from './search-snapshot';

/**
 * The layered index a thread serves, and its compaction. Past the searcher's `rebuildFrom` rows beside the base,
 * every search reads the layers too: `compact` reads the listings the index holds out of its own memory into a new
 * base, a chunk at a time, readies it and swaps it in, then applies again the changes that came meanwhile. `pause`
 * runs between chunks and steps, so the thread answers searches (from the layers as they stand) all along. A full
 * reload did the same from SQL: a million rows read and parsed, in the thread that answers requests, on both API
 * instances at once, for a result the index already held.
 */
export class ServedLayers {
  layers: LayeredSnapshot;
  /** Changes applied since the running compaction began (undefined when none runs). */
  private during: IndexChange[] | undefined;

  constructor(
    base: SearchSnapshot,
    private readonly foldAt?: number,
  ) {
    this.layers = new LayeredSnapshot(base, foldAt);
  }

  apply(change: IndexChange): void {
    this.layers.apply(change);
    this.during?.push(change);
  }

  /** Folds the layers into a new base, `rows` listings a chunk; a compaction asked while one runs is that one. */
  async compact(pause: () => Promise<void>, rows: number = SNAPSHOT_CHUNK): Promise<void> {
    if (this.during) return;
    const during: IndexChange[] = [];
    this.during = during;
    try {
      const builder = snapshotBuilder();
      for (const chunk of this.layers.listings(rows)) {
        builder.add(chunk);
        await pause();
      }
      const base = builder.build();
      await pause();
      await prepareIndex(base, pause);
      // A chunk read before a change holds the listing as it was: the change, applied again, replaces it (and a
      // change applied twice leaves the same index).
      const next = new LayeredSnapshot(base, this.foldAt);
      for (const change of during) next.apply(change);
      this.layers = next;
    } finally {
      this.during = undefined;
    }
  }
}

/** A pause that lets the thread's queued messages and timers run. */
export const yieldToQueue = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
