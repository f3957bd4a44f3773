import { type ApiClient, ApiClientError, createQueryOptions } from '@forecourt/api-client';
import type { SearchQuery } from '@forecourt/seo-routes';
import { isVin } from '@forecourt/seo-routes';
import { queryOptions } from '@tanstack/react-query';
import { ownerOf } from './listing-view';

const FIVE_MINUTES = 5 * 60_000;

type Reply = Awaited<ReturnType<ApiClient['getListingsByIds']>>;

type SearchReply = Awaited<ReturnType<ApiClient['searchListings']>>;
type SearchListing = SearchReply['listings'][number];

/**
 * A listing as a result card reads it (`useListingCards`: title, price, deal, mileage, owner, first photo): its
 * other photos, description, features and price history go. A search's reply is kept in the query cache and, on
 * the server, written into the page for hydration; those fields were more than half of it and nothing on a
 * results page reads them (`queries.test.tsx` renders the page from both and compares).
 */
export function cardListing(listing: SearchListing): SearchListing {
  const {
    images,
    fullDescription: _description,
    features: _features,
    featureCodes: _featureCodes,
    rankedFeatures: _rankedFeatures,
    pricingHistory: _pricingHistory,
    ...kept
  } = listing;
  const first = images?.sources[0];
  return { ...kept, ...(first && { images: { sources: [first] } }) };
}

/** The reply with its listings as result cards read them (`cardListing`). */
export function resultsReply(reply: SearchReply): SearchReply {
  return reply?.listings ? { ...reply, listings: reply.listings.map(cardListing) } : reply;
}

/**
 * The search behind the results page (and a vehicle page's similar cars and trims); keys are the listing-service
 * dialect `decode` gives. Its data is `resultsReply`: the same in the browser and on the server, so a hydrated
 * page and one fetched after a click hold the same shape.
 */
export function searchQuery(api: ApiClient, query: SearchQuery) {
  const options = createQueryOptions(api).searchListings(query as never);
  return {
    ...options,
    queryFn: async (context: Parameters<typeof options.queryFn>[0]) =>
      resultsReply(await options.queryFn(context)),
  } as typeof options;
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

/**
 * Whether a listing id that finds no car was listed and sold (or was removed): its status with the car's make and
 * model, or null for an id never listed, and for a VIN (statuses are by listing id).
 */
export function listingStatusQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: ['forecourt', 'listing', 'status', id] as const,
    queryFn: async ({ signal }) => {
      if (isVin(id)) return null;
      try {
        return await api.getListingStatus({ params: { listingId: id } }, { signal });
      } catch (error) {
        if (error instanceof ApiClientError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    staleTime: FIVE_MINUTES,
  });
}

/** How many similar cars the page of a sold listing shows. */
export const GONE_SIMILAR_CARS = 8;

/** The similar cars of a sold listing's page: its make and model, nationwide. */
export function goneSimilarQuery(api: ApiClient, status: { makeCode: string; modelCode: string }) {
  return searchQuery(api, {
    makeCode: [status.makeCode],
    modelCode: [status.modelCode],
    numRecords: String(GONE_SIMILAR_CARS),
  });
}
