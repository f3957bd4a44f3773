import { type Breaker, type BreakerOptions, createBreaker } from './create-breaker';
import type { FetchClient, FetchRequest } from './fetch-client';
import type { BreakerPolicy } from './policies';

/**
 * A breaker around requests of a fetch client: the call's signal is passed on (a time-out cancels the
 * request) and a reply that is not ok rejects with `HttpError`, so the breaker counts it when its status is 500
 * or more. `fire(request)` resolves with the JSON reply or the policy's fallback.
 */
export function createFetchBreaker<T = unknown, F = never>(
  policy: BreakerPolicy<F>,
  client: FetchClient,
  options?: BreakerOptions,
): Breaker<[request: FetchRequest], T | F> {
  return createBreaker<[FetchRequest], T, F>(
    policy,
    async ({ signal }, request) =>
      (await client.request<T>({ ...request, signal, rejectOnError: true })) as T,
    options,
  );
}
