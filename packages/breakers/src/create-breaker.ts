import CircuitBreaker from 'opossum';
import type { BreakerCall } from './breaker-call';
import { BreakerShutdownError } from './breaker-codes';
import { failureDetails, reportBreakerEvent } from './breaker-messages';
import { CallContext, type CallOwner } from './call-context';
import { type BreakersLogger, type BreakersMonitor, consoleLogger } from './environment';
import { isClientError } from './is-client-error';
import { type BreakerPolicy, type BreakerSettings, resolveSettings } from './policies';

export type BreakerAction<A extends unknown[], R> = (call: BreakerCall, ...args: A) => Promise<R>;

export type BreakerState = 'closed' | 'open' | 'halfOpen' | 'shutdown';

/** Counts over the rolling window (`rollingCountTimeout`, 10 s by default). */
export interface BreakerStats {
  fires: number;
  successes: number;
  failures: number;
  timeouts: number;
  rejects: number;
  fallbacks: number;
  semaphoreRejections: number;
}

export interface Breaker<A extends unknown[], R> {
  readonly name: string;
  readonly state: BreakerState;
  /** The settings in force, defaults filled in. */
  readonly settings: BreakerSettings;
  readonly stats: BreakerStats;
  /** Runs the action through the breaker; resolves with its result or the policy's fallback. */
  fire(...args: A): Promise<R>;
  /**
   * As `fire`, with the caller's own signal (a query library's, a page leaving): when it aborts, so does the
   * call's signal, and the resulting error is not counted against the backend.
   */
  fireWith(options: { readonly signal?: AbortSignal }, ...args: A): Promise<R>;
  /**
   * Stops the breaker for good: its timers are cleared, calls in flight are aborted (and reject with the
   * shutdown error, uncounted, no fallback), and later calls reject with `ESHUTDOWN`. Nothing of it keeps
   * running, except that an action which ignores its signal keeps opossum's per-call time-out until it elapses.
   */
  shutdown(): void;
}

export interface BreakerOptions {
  /** Receives the breaker log lines (`BREAKER_MESSAGES`). @default console (warn and error; no info) */
  logger?: BreakersLogger;
  /** Receives a page action per breaker event and the policy's fallback reports. @default none */
  monitor?: BreakersMonitor;
  /** Overrides `BREAKER_DEFAULTS` for settings the policy leaves out, e.g. `{ timeout: 10_000 }`. */
  defaults?: Partial<BreakerSettings>;
  /**
   * True for an error that must not count against the backend: the call still rejects with it, no fallback.
   * @default isClientError (spec 002 section 4: "Errors with status below 500 are not counted")
   */
  errorFilter?: (error: unknown) => boolean;
}

/**
 * opossum opens when the error rate *exceeds* its percentage; the spec's breaker opens when the rate
 * "reaches the threshold (50 percent)". Handing opossum a hair less gives "reaches" for any real count.
 */
const REACHES = 1e-9;

type Opossum = CircuitBreaker<[CallContext, ...unknown[]], unknown>;

/** Makes a breaker for one backend call from its policy (see `BREAKER_POLICIES`), on opossum. */
export function createBreaker<A extends unknown[], R, F = never>(
  policy: BreakerPolicy<F>,
  action: BreakerAction<A, R>,
  options: BreakerOptions = {},
): Breaker<A, R | F> {
  const { name } = policy;
  const logger = options.logger ?? consoleLogger;
  const { monitor } = options;
  const notCounted = options.errorFilter ?? isClientError;
  const settings = resolveSettings(policy, options.defaults);
  const owner: CallOwner = { inFlight: new Set(), stopped: undefined };

  const run = (call: CallContext, ...args: unknown[]) => {
    const promise = action(call, ...(args as A));
    call.watch(promise);
    return promise;
  };
  // opossum 9 calls errorFilter with the fired arguments too (its 8.x types say only the error).
  const errorFilter = ((error: unknown, call: CallContext) =>
    call.cancelled || notCounted(error)) as unknown as (error: unknown) => boolean;

  const circuit: Opossum = new CircuitBreaker(run, {
    name,
    timeout: settings.timeout,
    resetTimeout: settings.resetTimeout,
    errorThresholdPercentage: settings.errorThresholdPercentage - REACHES,
    volumeThreshold: settings.volumeThreshold,
    rollingCountTimeout: settings.rollingCountTimeout,
    rollingCountBuckets: settings.rollingCountBuckets,
    ...(settings.capacity === undefined ? {} : { capacity: settings.capacity }),
    errorFilter,
    // Not read by us: percentiles would sort every latency of the window on each failure, snapshots add a timer.
    rollingPercentilesEnabled: false,
    enableSnapshots: false,
    // No `abortController`: opossum's is one per breaker, so one time-out would abort every call in flight.
  });

  const { fallback, fallbackReport } = policy;
  if (fallback) circuit.fallback((...args: unknown[]) => fallback(args[args.length - 1] as Error));

  // opossum 9 passes (error, latency, args) to 'timeout'; its 8.x types say only the error.
  circuit.on('timeout', ((error: Error, _latency: number, args: [CallContext]) => args[0].abort(error)) as (
    error: Error,
  ) => void);
  circuit.on('failure', (error) => {
    if ((error as { code?: unknown }).code === 'ESEMLOCKED') return; // reported as 'capacity'
    reportBreakerEvent('failure', name, logger, monitor, failureDetails(error));
  });
  circuit.on('semaphoreLocked', () => reportBreakerEvent('capacity', name, logger, monitor));
  circuit.on('open', () => reportBreakerEvent('open', name, logger, monitor));
  circuit.on('halfOpen', () => reportBreakerEvent('halfOpen', name, logger, monitor));
  circuit.on('close', () => reportBreakerEvent('close', name, logger, monitor));
  if (fallbackReport && monitor?.noticeError) {
    const notice = monitor.noticeError.bind(monitor);
    circuit.on('fallback', (_result, error) => notice(error, { breaker: name, note: fallbackReport }));
  }

  const fire = (...args: A): Promise<R | F> => {
    if (owner.stopped) return Promise.reject(owner.stopped);
    return circuit.fire(new CallContext(owner), ...args) as Promise<R | F>;
  };

  return {
    name,
    settings,
    get state(): BreakerState {
      if (owner.stopped) return 'shutdown';
      if (circuit.opened) return 'open';
      return circuit.halfOpen ? 'halfOpen' : 'closed';
    },
    get stats(): BreakerStats {
      const { fires, successes, failures, timeouts, rejects, fallbacks, semaphoreRejections } = circuit.stats;
      return { fires, successes, failures, timeouts, rejects, fallbacks, semaphoreRejections };
    },
    fire,
    fireWith({ signal }, ...args) {
      if (!signal) return fire(...args);
      if (owner.stopped) return Promise.reject(owner.stopped);
      if (signal.aborted) return Promise.reject(signal.reason);
      const call = new CallContext(owner);
      const cancel = () => {
        call.cancelled = true;
        call.abort(signal.reason);
      };
      signal.addEventListener('abort', cancel, { once: true });
      const result = circuit.fire(call, ...args) as Promise<R | F>;
      return result.finally(() => signal.removeEventListener('abort', cancel));
    },
    shutdown() {
      if (owner.stopped) return;
      owner.stopped = new BreakerShutdownError(name);
      circuit.shutdown();
      for (const call of owner.inFlight) {
        call.cancelled = true;
        call.abort(owner.stopped);
      }
      owner.inFlight.clear();
    },
  };
}
