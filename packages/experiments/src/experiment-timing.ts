// The timing rules of spec 002 sections 2, 4 and 9 for the experiment platform, in milliseconds unless named.

/** Spec 002 s4: "Initialisation retries every 10 s". */
export const INIT_RETRY_INTERVAL_MS = 10_000;

/** Spec 002 s4: "after 5 attempts the experiments are missing". */
export const INIT_MAX_ATTEMPTS = 5;

/** Spec 002 s8, verbatim: what is logged and returned when the fifth attempt fails. */
export const INIT_FAILURE_MESSAGE = 'Could not initialize Optimizely instance after 5 attempts.';

/** Spec 002 s4 "default every 5 min"; s9 "datafile refresh 300000 ms". */
export const DATAFILE_POLL_INTERVAL_MS = 300_000;

/** Spec 002 s4: "minimum 1 s". A smaller interval is raised to this, with a warning. */
export const DATAFILE_MIN_POLL_INTERVAL_MS = 1_000;

/** Spec 002 s4: "request time-out 60 s". */
export const DATAFILE_REQUEST_TIMEOUT_MS = 60_000;

/** Spec 002 s4: "back-off waits of 0, 8, 16, 32, 64, 128, 256, 512 s", indexed by consecutive failures. */
export const DATAFILE_BACKOFF_SECONDS = Object.freeze([0, 8, 16, 32, 64, 128, 256, 512] as const);

/** Spec 002 s4: "plus random jitter up to 1 s". */
export const DATAFILE_BACKOFF_JITTER_MS = 1_000;

/**
 * Spec 002 s9: event processor "ready time-out 30000 ms (2 s in another reading)". We keep 30000 ms; pass
 * `timeout` to `onReady` for the 2 s reading.
 */
export const READY_TIMEOUT_MS = 30_000;

/** Spec 002 s2 and s9: "The experiment platform page is re-activated 200 ms after a route change." */
export const PAGE_REACTIVATION_DELAY_MS = 200;
