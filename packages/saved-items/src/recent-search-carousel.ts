import type { RecentSearchListingsRequest } from './account-client';
import { RECENT_SEARCH_CAROUSEL_RECORDS } from './constants';
import type { RecentSearchEntry } from './entities';
import { flattenCriteria } from './search-criteria';

/**
 * The query of the recently-searched carousel for one recent search: "12 records per search (numRecords=12)
 * with criteria plus myatcLastExecution" (spec 000 section 7), lists comma-joined ("filter lists, comma split").
 */
export function recentSearchCarouselRequest(
  entry: Pick<RecentSearchEntry, 'query'>,
): RecentSearchListingsRequest {
  const { lastExec, ...criteria } = entry.query;
  const request: RecentSearchListingsRequest = {};
  for (const [key, value] of Object.entries(flattenCriteria(criteria))) {
    request[key] = Array.isArray(value) ? value.join(',') : value;
  }
  request.numRecords = String(RECENT_SEARCH_CAROUSEL_RECORDS);
  if (lastExec) request.myatcLastExecution = lastExec;
  return request;
}
