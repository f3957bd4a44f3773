import { prepareIndex } from './search-index-handle';
import { type IdIndex, type IndexChange, LayeredSnapshot } from './search-layers';
import { type SearchSnapshot, SNAPSHOT_CHUNK, snapshotBuilder } from './search-snapshot';

/** A new base made from the layers as they stand, ready to answer, with its id index when it was made with it. */
export type Rebuild = (layers: LayeredSnapshot) => Promise<{ base: SearchSnapshot; ids?: IdIndex }>;

/**
 * The layered index a thread serves, and its compaction. Past the searcher's `rebuildFrom` rows beside the base,
 * every search reads the layers too: `compact` has a new base made of the listings the index holds (`rebuild`: in
 * another thread for the worker's index, `rebuildHere` for the small one in the server's thread), swaps it in, then
 * applies again the changes that came meanwhile. The thread answers searches (from the layers as they stand) all
 * along. A full reload did the same from SQL: a million rows read and parsed, in the thread that answers requests,
 * on both API instances at once, for a result the index already held.
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

  /** Folds the layers into a new base; a compaction asked while one runs is that one. */
  async compact(rebuild: Rebuild): Promise<void> {
    if (this.during) return;
    const during: IndexChange[] = [];
    this.during = during;
    try {
      const { base, ids } = await rebuild(this.layers);
      // Rows read before a change hold the listing as it was: the change, applied again, replaces it (and a
      // change applied twice leaves the same index).
      const next = new LayeredSnapshot(base, this.foldAt, ids);
      for (const change of during) next.apply(change);
      this.layers = next;
    } finally {
      this.during = undefined;
    }
  }
}

/**
 * The layers' listings read into a new base in this thread, `rows` listings a chunk, `pause` between chunks and
 * steps (so the thread's queued messages run: a chunk read after a change holds it).
 */
export function rebuildHere(pause: () => Promise<void>, rows: number = SNAPSHOT_CHUNK): Rebuild {
  return async (layers) => {
    const builder = snapshotBuilder();
    for (const chunk of layers.listings(rows)) {
      builder.add(chunk);
      await pause();
    }
    const base = builder.build();
    await pause();
    await prepareIndex(base, pause);
    return { base };
  };
}

/** A pause that lets the thread's queued messages and timers run. */
export const yieldToQueue = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
