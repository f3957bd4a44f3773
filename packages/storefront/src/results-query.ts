import type { ApiClient } from '@forecourt/api-client';
import type { SearchQuery } from '@forecourt/seo-routes';
import { queryOptions } from '@tanstack/react-query';
import { resultsReply, searchQuery } from './queries';
import { shownFacets } from './results-filters';

type SearchReply = Awaited<ReturnType<ApiClient['searchListings']>>;

/** The results page's reply: facets cut to what its filter panel lists (`shownFacets`), with each cut group's size. */
export type ResultsReply = SearchReply & { readonly facetOptionCounts?: Readonly<Record<string, number>> };

/**
 * The results page's search: `resultsReply` with its facets as the filter panel lists them before 'Show all', in
 * the browser as on the server (whose cache is the page's data), under a key of its own so that no other reader of
 * the same search finds facets cut short. The rest come from `allFacetsQuery` when a shopper asks. A file of its
 * own, so the pages that share `queries` (vehicle details) do not load the filter panel's helpers.
 */
export function resultsQuery(api: ApiClient, query: SearchQuery) {
  const options = searchQuery(api, query);
  return queryOptions({
    queryKey: [...options.queryKey, 'shown-facets'] as const,
    queryFn: async ({ signal }): Promise<ResultsReply> => {
      const reply = resultsReply(await api.searchListings({ query: query as never }, { signal }));
      if (!reply?.facets) return reply;
      const { facets, optionCounts } = shownFacets(query, reply.facets);
      return Object.keys(optionCounts).length === 0
        ? reply
        : { ...reply, facets, facetOptionCounts: optionCounts };
    },
    staleTime: options.staleTime,
  });
}

/**
 * Every facet option of a results page's search, for 'Show all': the same search for its smallest page (facets do
 * not depend on the page, the sort or its size; the API has no facets-only call), whole, as `searchQuery` keeps it.
 */
export function allFacetsQuery(api: ApiClient, query: SearchQuery) {
  const { firstRecord: _first, sortBy: _sort, numRecords: _size, ...filters } = query;
  return searchQuery(api, { ...filters, numRecords: '1' });
}
