import type { DataTag, QueryFunction, QueryKey } from '@tanstack/query-core';
import { ApiClientError } from './api-client-error';

/**
 * What `useQuery`, `queryClient.fetchQuery` and `prefetchQuery` take: a key tagged with its data type (so
 * `queryClient.getQueryData(options.queryKey)` is typed), a function that passes react-query's `signal` on to
 * the call, and the stale time of its kind.
 */
export interface ApiQueryOptions<TData, TKey extends QueryKey = QueryKey> {
  queryKey: DataTag<TKey, TData, Error>;
  queryFn: QueryFunction<TData, TKey>;
  staleTime: number;
}

/** Query options that share another query's cache entry and pick part of its data. */
export interface ApiSelectQueryOptions<TData, TSelected, TKey extends QueryKey = QueryKey>
  extends ApiQueryOptions<TData, TKey> {
  select: (data: TData) => TSelected;
}

/** Options of `key`, fresh for `staleTime`, fetched by `fetch` with react-query's abort signal. */
export function apiQueryOptions<TKey extends QueryKey, TData>(
  queryKey: TKey,
  staleTime: number,
  fetch: (signal: AbortSignal) => Promise<TData>,
): ApiQueryOptions<TData, TKey> {
  return {
    queryKey: queryKey as DataTag<TKey, TData, Error>,
    queryFn: ({ signal }) => fetch(signal),
    staleTime,
  };
}

/** react-query's default number of tries, kept for the failures worth trying again. */
const MAX_RETRIES = 3;

/**
 * A `retry` for the query client (`defaultOptions.queries.retry`): up to 3 tries for a failure that may pass (a
 * 5xx, a network, time-out or breaker error), none for one that would fail the same way again: a request the
 * contract refused, a signed-out call, a reply that does not match its contract, a 4xx.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiClientError)) return true;
  if (error.code !== 'HTTP_STATUS') return false;
  return error.status === undefined || error.status >= 500;
}
