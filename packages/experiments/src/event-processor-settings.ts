import type { ExperimentsLogger } from './environment';

const TWO_YEARS_SECONDS = 2 * 365 * 24 * 60 * 60;

/** Spec 002 s9, "Experiment event processor", in milliseconds unless named. */
export const EVENT_PROCESSOR_DEFAULTS = Object.freeze({
  /** "flush 30000 ms server"; also what a flush interval of 0 or less falls back to (spec 002 s5). */
  flushIntervalServer: 30_000,
  /** "(1 s client)". */
  flushIntervalClient: 1_000,
  /** "batch 10"; also what a batch size below 1 falls back to (spec 002 s5). */
  batchSize: 10,
  /** "queue max 10000": events past it are dropped. */
  maxQueueSize: 10_000,
  /** "ready time-out 30000 ms (2 s in another reading)": see READY_TIMEOUT_MS. */
  readyTimeout: 30_000,
  /** "local store max 1000 values": a vendor SDK's local store size; nothing here keeps such a store. */
  localStoreMaxValues: 1_000,
  /** "pending events stored up to 100": events whose post failed, kept for the next flush. */
  pendingEventsMax: 100,
  /** "datafile refresh 300000 ms": the same as DATAFILE_POLL_INTERVAL_MS. */
  datafileRefresh: 300_000,
  /** "cookie max age 2 years", in seconds as Max-Age wants it (the brand package's experiment cookies use it). */
  cookieMaxAgeSeconds: TWO_YEARS_SECONDS,
} as const);

/** Where the queue runs: the server flushes every 30 s, the browser every second. */
export type EventSide = 'server' | 'client';

export interface EventProcessorSettingsInput {
  /** @default 'server' */
  side?: EventSide;
  /** @default 30000 on the server, 1000 in the browser; 0 or less (or not a number) falls back to 30000 */
  flushInterval?: number;
  /** @default 10; below 1 (or not a whole number) falls back to 10 */
  batchSize?: number;
  /** @default 10000 */
  maxQueueSize?: number;
  /** @default 100 */
  pendingEventsMax?: number;
}

export interface EventProcessorSettings {
  flushInterval: number;
  batchSize: number;
  maxQueueSize: number;
  pendingEventsMax: number;
}

/**
 * Spec 002 s5: "a flush interval of 0 or less defaults to 30000 ms; a batch size below 1 defaults to 10". The
 * spec's fallback is 30000 ms on either side, so a bad client setting also becomes 30000, not 1000.
 */
export function resolveEventProcessorSettings(
  input: EventProcessorSettingsInput = {},
  logger?: ExperimentsLogger,
): EventProcessorSettings {
  const side = input.side ?? 'server';
  let flushInterval =
    input.flushInterval ??
    (side === 'client'
      ? EVENT_PROCESSOR_DEFAULTS.flushIntervalClient
      : EVENT_PROCESSOR_DEFAULTS.flushIntervalServer);
  if (!(flushInterval > 0) || !Number.isFinite(flushInterval)) {
    logger?.warn(
      `Invalid flushInterval ${flushInterval}, defaulting to ${EVENT_PROCESSOR_DEFAULTS.flushIntervalServer}`,
    );
    flushInterval = EVENT_PROCESSOR_DEFAULTS.flushIntervalServer;
  }
  let batchSize = input.batchSize ?? EVENT_PROCESSOR_DEFAULTS.batchSize;
  if (!(batchSize >= 1) || !Number.isInteger(batchSize)) {
    logger?.warn(`Invalid batchSize ${batchSize}, defaulting to ${EVENT_PROCESSOR_DEFAULTS.batchSize}`);
    batchSize = EVENT_PROCESSOR_DEFAULTS.batchSize;
  }
  return {
    flushInterval,
    batchSize,
    maxQueueSize: input.maxQueueSize ?? EVENT_PROCESSOR_DEFAULTS.maxQueueSize,
    pendingEventsMax: input.pendingEventsMax ?? EVENT_PROCESSOR_DEFAULTS.pendingEventsMax,
  };
}
