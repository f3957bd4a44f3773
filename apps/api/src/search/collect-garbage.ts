import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/**
 * A full garbage collection of this thread's heap. The index's thread calls it once a compaction has swapped its
 * new base in: the old base's columns are typed arrays outside the V8 heap, whose own objects stay few, so V8 saw no
 * reason for a full collection and kept a million listings' dead columns (about 230 MB) for minutes. `gc` is taken
 * from a context made after `--expose-gc` is set, so the process needs no flag at start.
 */
export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
