/** The settings of one breaker; any left out come from `BREAKER_DEFAULTS`. */
export interface BreakerSettings {
  /** Milliseconds a call may take before it fails with `ETIMEDOUT` and its signal aborts; `false` for none. */
  readonly timeout: number | false;
  /** Milliseconds the breaker stays open before it lets one probe through (half-open). */
  readonly resetTimeout: number;
  /** Error rate, in percent of the calls in the rolling window, at which the breaker opens. */
  readonly errorThresholdPercentage: number;
  /** Calls the rolling window must hold before the breaker may open, so one early failure does not. */
  readonly volumeThreshold: number;
  /** Length of the rolling window of counts, in milliseconds. */
  readonly rollingCountTimeout: number;
  /** Buckets the rolling window is cut into (it moves one bucket at a time). */
  readonly rollingCountBuckets: number;
  /** Calls allowed at once; more are refused with `ESEMLOCKED`. `undefined` for no limit. */
  readonly capacity: number | undefined;
}

/** One backend call's breaker: a name for the log lines and its settings. */
export interface BreakerPolicy<F = never> extends Partial<BreakerSettings> {
  /** Names the breaker in log lines and monitoring: the call's path where the spec gives one. */
  readonly name: string;
  /**
   * The reply served while the breaker is open and after a counted failure (time-out, status 500 or more,
   * network error). Without one, such calls reject with the error.
   */
  readonly fallback?: (error: Error) => F;
  /** When set, each time the fallback is served an error report is sent with this note. */
  readonly fallbackReport?: string;
  /** Where the spec gives these settings. */
  readonly spec?: string;
}

/**
 * Spec 002 section 9: "Breaker defaults: time-out 3000 ms, error threshold 50 percent, reset 30000 ms".
 * Spec 000 section 9 gives "10 s timeout, 30 s reset, 50% error threshold", and spec 002 notes "some sources
 * give 10 s default time-out" (opossum's own default is 10000): we take 3000 ms from the document that
 * covers breakers; pass `defaults: { timeout: 10_000 }` to `createBreaker` for the other reading.
 * The volume threshold and the window are not in the spec: 5 calls in 10 s (opossum's window) is ours.
 */
export const BREAKER_DEFAULTS: BreakerSettings = Object.freeze({
  timeout: 3000,
  resetTimeout: 30_000,
  errorThresholdPercentage: 50,
  volumeThreshold: 5,
  rollingCountTimeout: 10_000,
  rollingCountBuckets: 10,
  capacity: undefined,
});

/** Spec 002 section 8: the payment calculator's fallback error while its breaker is open. */
export const PAYMENTS_BREAKER_OPEN_MESSAGE = 'Circuit Breaker for /rest/retailing/payments is open';

/** The note of the error report sent when payments fall back (spec 002 section 8; wording ours). */
export const PAYMENTS_FALLBACK_REPORT =
  'Payments breaker fallback: falling back to the national average rate';

export interface PaymentsFallback {
  readonly error: string;
  /** Empty: the caller falls back to the national average rate. */
  readonly rates: Readonly<Record<string, never>>;
}

const empty = (): Record<string, never> => ({});
const nothing = (): undefined => undefined;

/** Every backend call the spec gives breaker or time-out settings for. */
export const BREAKER_POLICIES = Object.freeze({
  payments: {
    name: '/rest/retailing/payments',
    timeout: 5000,
    resetTimeout: 300_000,
    fallback: (): PaymentsFallback => ({ error: PAYMENTS_BREAKER_OPEN_MESSAGE, rates: {} }),
    fallbackReport: PAYMENTS_FALLBACK_REPORT,
    spec: '002 s7 "Time-out 5 s"; s8 fallback; s9 "Payment calculation 5000 ms time-out, 300000 ms reset"',
  },
  // The budget variant of the payment calculation: same settings assumed; it has no fallback of its own.
  budget: {
    name: '/rest/retailing/budget',
    timeout: 5000,
    resetTimeout: 300_000,
    spec: '002 s7 "Budget variant: GET /rest/retailing/budget"',
  },
  ownerDetails: {
    name: '/rest/lsc/listing/vin/{vin}',
    timeout: 3000,
    resetTimeout: 30_000,
    fallback: nothing,
    spec: '002 s7 "Time-out 3 s ... Failure returns nothing"; s9 "Owner details 3000/30000"',
  },
  listing: {
    name: '/rest/lsc/listing',
    timeout: 3000,
    resetTimeout: 30_000,
    fallback: empty,
    spec: '001 s7 "breaker 3 s timeout, 30 s reset; failure gives empty object"',
  },
  compare: {
    name: '/rest/lsc/listing (compare)',
    timeout: 3000,
    resetTimeout: 30_000,
    fallback: empty,
    spec: '001 s9 "Compare ... request timeout 3 s, reset 30 s"; s8 "falls back to an empty object"',
  },
  dealerLot: {
    name: '/rest/lsc/dealerlot/v2/multiple',
    timeout: 6000,
    resetTimeout: 30_000,
    fallback: empty,
    spec: '001 s7 "breaker 6 s timeout, 30 s reset, empty fallback"',
  },
  research: {
    name: '/cars-for-sale/kbbresearch/reference',
    timeout: 8000,
    resetTimeout: 30_000,
    fallback: empty,
    spec: '001 s7 "The research calls use a breaker with 8 s timeout, 30 s reset and an empty fallback"',
  },
  market: {
    name: 'market reference data',
    timeout: 20_000,
    spec: '000 s7 "20 s circuit timeout"; 001 s9 "Market request timeout 20 s"',
  },
  searchOptions: {
    name: 'search options reference data',
    timeout: 7500,
    spec: '000 s7 "search options reference data (7.5 s timeout)"',
  },
  indexedLocation: {
    name: 'indexed location content',
    timeout: 20_000,
    fallback: (): { readonly success: false } => ({ success: false }),
    spec: '002 s7 "Time-out 20 s; fallback {success false}"; s9 "Indexed location 20000 ms time-out"',
  },
  certifiedContent: {
    name: '/cm-api/content/static/json/atc/cpo/certifiedcontentsimple.json',
    timeout: 3000,
    fallback: nothing,
    spec: '002 s7 "Time-out 3 s"; s8 "certified content failure: logged only"',
  },
} satisfies Record<string, BreakerPolicy<unknown>>);

export type BreakerPolicyName = keyof typeof BREAKER_POLICIES;

/** A policy's settings with the defaults filled in. */
export function resolveSettings(policy: Partial<BreakerSettings>, defaults: Partial<BreakerSettings> = {}) {
  const settings: BreakerSettings = { ...BREAKER_DEFAULTS, ...defaults };
  for (const key of Object.keys(settings) as (keyof BreakerSettings)[]) {
    if (policy[key] !== undefined) (settings as Record<keyof BreakerSettings, unknown>)[key] = policy[key];
  }
  return settings;
}
