export type { BreakerCall } from './breaker-call';
export {
  BREAKER_ERROR_CODES,
  type BreakerErrorCode,
  type BreakerFailure,
  BreakerShutdownError,
  isBreakerError,
} from './breaker-codes';
export { type BreakerGroup, createBreakerGroup } from './breaker-group';
export { BREAKER_MESSAGES, BREAKER_PAGE_ACTION, type BreakerEvent } from './breaker-messages';
export {
  buildUrl,
  mergeBody,
  type QueryData,
  type QueryScalar,
  type QueryValue,
  readJson,
  toSearchParams,
} from './build-url';
export {
  type Breaker,
  type BreakerAction,
  type BreakerOptions,
  type BreakerState,
  type BreakerStats,
  createBreaker,
} from './create-breaker';
export { createFetchBreaker } from './create-fetch-breaker';
export type { BreakersLogger, BreakersMonitor, Timers } from './environment';
export {
  CacheTimeoutError,
  FetchQueryError,
  HttpError,
  ParallelTimeoutError,
  RetryArgumentError,
  type RetryArgumentErrorCode,
} from './errors';
export {
  createFetchClient,
  type FetchClient,
  type FetchClientOptions,
  type FetchRequest,
  type HttpMethod,
  type RequestOptions,
} from './fetch-client';
export { isClientError } from './is-client-error';
export {
  PARALLEL_FETCH_TIMEOUT,
  type ParallelFetchOptions,
  type ParallelResults,
  type ParallelTasks,
  parallelFetch,
  type Settled,
} from './parallel-fetch';
export {
  BREAKER_DEFAULTS,
  BREAKER_POLICIES,
  type BreakerPolicy,
  type BreakerPolicyName,
  type BreakerSettings,
  PAYMENTS_BREAKER_OPEN_MESSAGE,
  PAYMENTS_FALLBACK_REPORT,
  type PaymentsFallback,
} from './policies';
export {
  createPreferencesCache,
  memoryStorage,
  type PreferencesCache,
  type PreferencesCacheOptions,
  type PreferencesStorage,
} from './preferences-cache';
export {
  createRequestCache,
  REQUEST_CACHE_MAX_ENTRIES,
  REQUEST_CACHE_TTL,
  type RequestCache,
  type RequestCacheOptions,
} from './request-cache';
export {
  type FetchLike,
  RETRY_DEFAULTS,
  type RetryDelay,
  type RetryingFetch,
  type RetryOn,
  type RetryOptions,
  withRetry,
} from './retry';
