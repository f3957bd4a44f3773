export {
  AI_CRAWLERS,
  aiCrawlerPattern,
  type BotFlags,
  detectBot,
  isAIBot,
  isBot,
} from './bot-detection';
export { BUCKET_COUNT, BUCKETING_SEED, bucketFor } from './bucketing';
export {
  CONVERSION_EVENTS,
  CONVERSION_VALUES,
  type ConversionEvent,
  type ConversionValueOptions,
  type ConversionValueRow,
  conversionValue,
} from './conversion-values';
export {
  type Attributes,
  type AttributeValue,
  type AudienceConditions,
  type Datafile,
  type ExperimentDefinition,
  type FeatureDefinition,
  type ParseDatafileResult,
  parseDatafile,
  type TrafficRange,
  type VariationDefinition,
} from './datafile';
export {
  createDatafileManager,
  DATAFILE_STOPPED_MESSAGE,
  type DatafileLoadResult,
  type DatafileManager,
  type DatafileManagerOptions,
  initFailureMessage,
  type ReadyResult,
} from './datafile-manager';
export {
  createDatafileProvider,
  type DatafileProvider,
  type DatafileProviderOptions,
} from './datafile-provider';
export type { DatafileFetch, DatafileResponse } from './datafile-request';
export {
  consoleLogger,
  type ExperimentsLogger,
  type MonitorAdapter,
  systemTimers,
  type TimerHandle,
  type Timers,
} from './environment';
export { ExperimentsError, type ExperimentsErrorCode } from './errors';
export {
  EVENT_PROCESSOR_DEFAULTS,
  type EventProcessorSettings,
  type EventProcessorSettingsInput,
  type EventSide,
  resolveEventProcessorSettings,
} from './event-processor-settings';
export {
  createEventQueue,
  type EventQueue,
  type EventQueueOptions,
  type ExperimentEvent,
  PENDING_EVENTS_STORAGE_KEY,
  type PendingEventsStorage,
  type SendEvents,
} from './event-queue';
export {
  DATAFILE_BACKOFF_JITTER_MS,
  DATAFILE_BACKOFF_SECONDS,
  DATAFILE_MIN_POLL_INTERVAL_MS,
  DATAFILE_POLL_INTERVAL_MS,
  DATAFILE_REQUEST_TIMEOUT_MS,
  INIT_FAILURE_MESSAGE,
  INIT_MAX_ATTEMPTS,
  INIT_RETRY_INTERVAL_MS,
  PAGE_REACTIVATION_DELAY_MS,
  READY_TIMEOUT_MS,
} from './experiment-timing';
export {
  type ClientContext,
  createExperimentsClient,
  type Decision,
  type ExperimentsClient,
  type ExperimentsClientOptions,
} from './experiments-client';
export { type DefaultFlagKey, FLAG_DEFAULTS } from './flag-defaults';
export type {
  EvaluationContext,
  EvaluationErrorCode,
  EvaluationReason,
  FlagProvider,
  Resolution,
} from './flag-provider';
export {
  FORCED_QUERY_PARAMS,
  type ForcedOverrides,
  formatForcedExperiments,
  formatForcedFeatures,
  NO_FORCED_OVERRIDES,
  parseForcedExperiments,
  parseForcedFeatures,
  type QueryInput,
  type ReadForcedOverridesOptions,
  readForcedOverrides,
} from './forced-overrides';
export {
  ANALYTICS_LISTENER_WAIT,
  type AnalyticsAdapter,
  type AnalyticsEvent,
  type AnalyticsListener,
  analyticsListenerMissingMessage,
  createListenerAnalytics,
  type ListenerAnalytics,
  type ListenerAnalyticsOptions,
} from './listener-analytics';
export {
  fromOpenFeatureContext,
  type OpenFeatureContext,
  type OpenFeatureProviderLike,
  type OpenFeatureResolution,
  toOpenFeatureProvider,
} from './open-feature';
export {
  createPageReactivation,
  type PageReactivation,
  type PageReactivationOptions,
} from './page-reactivation';
export {
  CONVERSION_ANALYTICS_EVENT,
  type ConversionOptions,
  createTracker,
  type Tracker,
  type TrackerOptions,
} from './tracker';
export { MISSING_VISITOR_ID_MESSAGE, type ReadVisitorIdOptions, readVisitorId } from './visitor-id';
export { COOKIE_POLL, type WaitForCookieOptions, waitForCookie } from './wait-for-cookie';
export {
  type MetricRating,
  rateMetric,
  WEB_VITALS_THRESHOLDS,
  type WebVitalName,
  type WebVitalThreshold,
} from './web-vitals-thresholds';
