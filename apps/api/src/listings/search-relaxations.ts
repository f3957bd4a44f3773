import type { Relaxation } from '@forecourt/contracts';
import type { ListingSearch } from '../search/listing-search';
import type { ListingSearcher } from '../search/listing-searcher';
import type { QueryRecord } from './search-request';
import { makeLabel } from './vehicle-names';

/** The wider radii offered, in miles, before nationwide (`searchRadius` 0). */
export const WIDER_RADII = [100, 200, 500] as const;

function without(query: QueryRecord, ...keys: string[]): QueryRecord {
  // A relaxed search starts again at its first page.
  const dropped = new Set([...keys, 'firstRecord']);
  return Object.fromEntries(Object.entries(query).filter(([key]) => !dropped.has(key)));
}

async function widerRadius(searcher: ListingSearcher, search: ListingSearch, query: QueryRecord) {
  const { radius } = search;
  if (!search.origin || radius === undefined) return undefined;
  const radii = WIDER_RADII.filter((miles) => miles > radius);
  const counts = await searcher.countByRadius(search, radii);
  const nearest = radii.find((miles) => (counts.byRadius.get(miles) ?? 0) > 0);
  const relaxation = (miles: number, label: string, totalResultCount: number): Relaxation => ({
    kind: 'widerRadius',
    key: 'searchRadius',
    label,
    query: { ...without(query, 'searchRadius'), searchRadius: String(miles) },
    totalResultCount,
  });
  if (nearest !== undefined) {
    return relaxation(nearest, `Search within ${nearest} miles`, counts.byRadius.get(nearest) ?? 0);
  }
  return counts.nationwide > 0 ? relaxation(0, 'Search nationwide', counts.nationwide) : undefined;
}

async function droppedTrim(searcher: ListingSearcher, search: ListingSearch, query: QueryRecord) {
  if (!search.trimCode?.length) return undefined;
  const count = await searcher.count({ ...search, trimCode: undefined });
  if (count === 0) return undefined;
  const relaxation: Relaxation = {
    kind: 'droppedTrim',
    key: 'trimCode',
    label: 'Search all trims',
    query: without(query, 'trimCode'),
    totalResultCount: count,
  };
  return relaxation;
}

async function droppedModel(searcher: ListingSearcher, search: ListingSearch, query: QueryRecord) {
  if (!search.modelCode?.length) return undefined;
  // A trim belongs to its model: dropping the model drops the trim too.
  const count = await searcher.count({ ...search, modelCode: undefined, trimCode: undefined });
  if (count === 0) return undefined;
  const make =
    search.makeCode?.length === 1 && search.makeCode[0] ? makeLabel(search.makeCode[0]) : undefined;
  const relaxation: Relaxation = {
    kind: 'droppedFilter',
    key: 'modelCode',
    label: make ? `Search all ${make} models` : 'Search all models',
    query: without(query, 'modelCode', 'trimCode'),
    totalResultCount: count,
  };
  return relaxation;
}

/**
 * "Zero results answer with the nearest relaxations (wider radius, dropped trim) rather than an empty page"
 * (issue 7): the nearest wider radius that finds something (100, 200, 500 miles, then nationwide), the search
 * without its trim, and without its model, each only when it finds listings, with its count and the whole query
 * to send. Asked for only when a search found nothing, so a search that finds listings pays nothing for it.
 */
export async function findRelaxations(
  searcher: ListingSearcher,
  search: ListingSearch,
  query: QueryRecord,
): Promise<Relaxation[]> {
  const found = await Promise.all([
    widerRadius(searcher, search, query),
    droppedTrim(searcher, search, query),
    droppedModel(searcher, search, query),
  ]);
  return found.filter((relaxation) => relaxation !== undefined);
}
