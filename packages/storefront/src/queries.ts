import { type ApiClient, ApiClientError, createQueryOptions } from '@forecourt/api-client';
import type { SearchQuery } from '@forecourt/seo-routes';
import { isVin } from '@forecourt/seo-routes';
import { queryOptions } from '@tanstack/react-query';
import { ownerOf } from './listing-view';

const FIVE_MINUTES = 5 * 60_000;

type Reply = Awaited<ReturnType<ApiClient['getListingsByIds']>>;

/** The search behind the results page; keys are the listing-service dialect `decode` gives. */
export function searchQuery(api: ApiClient, query: SearchQuery) {
  return createQueryOptions(api).searchListings(query as never);
}

/** Makes, models, body styles: reference data changes rarely. */
export function searchOptionsQuery(api: ApiClient) {
  return createQueryOptions(api).searchOptions();
}

/**
 * One listing with its owner, by listing id or VIN; null when there is no such car (a 404). A breaker's
 * fallback means the listing service is away, not that the car is gone: that is an error, so the page says so.
 */
export function listingQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: ['forecourt', 'listing', 'detail', id] as const,
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
      if (!reply?.listings) {
        throw new ApiClientError('HTTP_STATUS', 'getListingsByIds', 'The listing service is unavailable', {
          status: 503,
        });
      }
      const listing = reply.listings[0];
      if (!listing) return null;
      return { listing, owner: ownerOf(listing, reply.owners), owners: reply.owners };
    },
    staleTime: FIVE_MINUTES,
  });
}
