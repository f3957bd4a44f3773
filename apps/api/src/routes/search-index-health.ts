import type { SearchIndexHealth } from '@forecourt/contracts';
import type { Clock } from '../clock';
import type { ListingSearcher } from '../search/listing-searcher';

/**
 * The readiness check's view of a searcher's index, behind one function so that the searcher's own status (the
 * incremental index's `{ loaded, position, lagMs }`, issue 34) replaces this reading in one place.
 *
 * Today's searcher says only `current` or `loading` and how many listings it holds, so: an index has loaded once
 * it was current or holds listings (an empty inventory is loaded when current); its position is the database's
 * when current and unknown otherwise; its lag is how long it has been seen behind, from the first status that
 * was not current.
 */
export function searchIndexHealth(
  searcher: Pick<ListingSearcher, 'status'>,
  clock: Clock,
  databasePosition: () => Promise<string | null>,
): () => Promise<SearchIndexHealth> {
  let loaded = false;
  let behindSince: number | undefined;
  return async () => {
    const [{ index, listings }, position] = await Promise.all([searcher.status(), databasePosition()]);
    const current = index === 'current';
    loaded ||= current || listings > 0;
    const now = clock.now().getTime();
    if (current) behindSince = undefined;
    else behindSince ??= now;
    return {
      loaded,
      current,
      listings,
      position: current ? position : null,
      lagMs: loaded ? (behindSince === undefined ? 0 : Math.max(0, now - behindSince)) : null,
    };
  };
}
