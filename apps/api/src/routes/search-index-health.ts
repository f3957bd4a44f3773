import type { SearchIndexHealth } from '@forecourt/contracts';
import type { Clock } from '../clock';
import type { ListingSearcher } from '../search/listing-searcher';

/**
 * The readiness check's view of a searcher's index: whether one has loaded (from then on SQL never answers), the
 * change-log position it has applied, and how long it has been seen behind the log (from the first status that
 * was not current; 0 when current).
 */
export function searchIndexHealth(
  searcher: Pick<ListingSearcher, 'status'>,
  clock: Clock,
): () => Promise<SearchIndexHealth> {
  let behindSince: number | undefined;
  return async () => {
    const { index, listings, loaded, position } = await searcher.status();
    const current = index === 'current';
    const now = clock.now().getTime();
    if (current) behindSince = undefined;
    else behindSince ??= now;
    return {
      loaded,
      current,
      listings,
      position: loaded ? position : null,
      lagMs: loaded ? (behindSince === undefined ? 0 : Math.max(0, now - behindSince)) : null,
    };
  };
}
