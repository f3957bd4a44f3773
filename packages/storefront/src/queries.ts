import { type ApiClient, ApiClientError } from '@forecourt/api-client';
import type { SearchQuery } from '@forecourt/seo-routes';
import { isVin } from '@forecourt/seo-routes';
import { queryOptions } from '@tanstack/react-query';
import { ownerOf } from './listing-view';

const MINUTE = 60_000;

/** The search behind the results page; keys are the listing-service dialect `decode` gives. */
export function searchQuery(api: ApiClient, query: SearchQuery) {
  return queryOptions({
    queryKey: ['listing', 'search', query] as const,
    queryFn: ({ signal }) => api.searchListings({ query: query as never }, { signal }),
    staleTime: MINUTE,
  });
}

/** One listing with its owner, by listing id or VIN. */
export function listingQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: ['listing', 'detail', id] as const,
    queryFn: async ({ signal }) => {
      let reply: Reply | undefined;
      try {
        reply = isVin(id)
          ? await api.getListingByVin({ params: { vin: id } }, { signal })
          : await api.getListingsByIds({ query: { listingId: [id] } }, { signal });
      } catch (error) {
        if (error instanceof ApiClientError && error.status === 404) return null;
        throw error;
      }
      // A breaker's fallback (nothing, or {}) means the listing service is away, not that the car is gone.
      if (!reply?.listings)
        throw new ApiClientError('HTTP_STATUS', 'getListingsByIds', 'The listing service is unavailable', {
          status: 503,
        });
      const listing = reply.listings[0];
      if (!listing) return null;
      return { listing, owner: ownerOf(listing, reply.owners) };
    },
    staleTime: 5 * MINUTE,
  });
}

type Reply = Awaited<ReturnType<ApiClient['getListingsByIds']>>;

/** Makes, models, body styles: reference data changes rarely. */
export function searchOptionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['reference', 'searchOptions'] as const,
    queryFn: ({ signal }) => api.getSearchOptions(undefined, { signal }),
    staleTime: 60 * MINUTE,
  });
}
