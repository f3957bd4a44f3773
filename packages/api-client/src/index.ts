export { ApiClientError, type ApiClientErrorCode } from './api-client-error';
export type { CallInput, CallOptions } from './call-input';
export { CALL_POLICIES, type CallFallback } from './call-policies';
export {
  CONSUMER_LOAD_DEBOUNCE,
  type ConsumerLoader,
  type ConsumerLoaderOptions,
  createConsumerLoader,
  type LoaderTimers,
} from './consumer-loader';
export {
  type ApiCall,
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  type GetToken,
} from './create-api-client';
export type { ApiBrand } from './path-prefix';
