import type { Datafile } from './datafile';
import {
  type DatafileFetch,
  type DatafileRequest,
  type DatafileRequestOutcome,
  requestDatafile,
} from './datafile-request';
import {
  consoleLogger,
  type ExperimentsLogger,
  systemTimers,
  type TimerHandle,
  type Timers,
} from './environment';
import { ExperimentsError } from './errors';
import {
  DATAFILE_BACKOFF_JITTER_MS,
  DATAFILE_BACKOFF_SECONDS,
  DATAFILE_MIN_POLL_INTERVAL_MS,
  DATAFILE_POLL_INTERVAL_MS,
  DATAFILE_REQUEST_TIMEOUT_MS,
  INIT_MAX_ATTEMPTS,
  INIT_RETRY_INTERVAL_MS,
  READY_TIMEOUT_MS,
} from './experiment-timing';

export type DatafileLoadResult = { success: true; datafile: Datafile } | { success: false; message: string };
export type ReadyResult = { success: true } | { success: false; message: string };

/** "Could not initialize Optimizely instance after 5 attempts." for the spec's 5 (spec 002 s8). */
export function initFailureMessage(attempts: number): string {
  return `Could not initialize Optimizely instance after ${attempts} attempts.`;
}

export const DATAFILE_STOPPED_MESSAGE = 'The datafile manager was stopped';

export interface DatafileManagerOptions {
  /** Where the experiment service publishes the datafile. */
  url: string;
  /** @default globalThis.fetch, looked up when a request is made */
  fetch?: DatafileFetch;
  /** @default the global setTimeout / clearTimeout */
  timers?: Timers;
  /** @default console */
  logger?: ExperimentsLogger;
  /** For the back-off jitter. @default Math.random */
  random?: () => number;
  /** A datafile already at hand (embedded in the page by the server render): ready at once. @default none */
  datafile?: Datafile;
  /** @default 300000 (5 min); below 1000 it is raised to 1000 with a warning */
  pollInterval?: number;
  /** @default 60000 */
  requestTimeout?: number;
  /** @default 10000 */
  initRetryInterval?: number;
  /** @default 5 */
  initMaxAttempts?: number;
  /** False loads once (with the initialisation retries) and never polls. @default true */
  autoUpdate?: boolean;
  /** Receives every new datafile revision. @default none */
  onUpdate?: (datafile: Datafile) => void;
}

export interface DatafileManager {
  readonly datafile: Datafile | undefined;
  /** Loads (retrying) and starts polling; resolves on the first load, or after the last attempt fails. */
  start(): Promise<DatafileLoadResult>;
  /** Resolves once a datafile is at hand, or with a failure after `timeout` ms. @default timeout 30000 */
  onReady(timeout?: number): Promise<ReadyResult>;
  /** Cancels the request in flight and every timer; final. */
  stop(): void;
}

/**
 * Spec 002 s4: initialisation tries every 10 s and gives up after 5 attempts with the spec's message (the
 * experiments are then missing and flags fall back to their defaults); polling then carries on, so a service
 * that comes back later still brings the experiments in ("retried on the server until loaded"). After n
 * consecutive failures the next poll waits the larger of the poll interval and the n-th back-off wait plus up
 * to 1 s of jitter, as Optimizely's datafile manager does. Load errors are only logged (spec 001 s8).
 */
export function createDatafileManager(options: DatafileManagerOptions): DatafileManager {
  const timers = options.timers ?? systemTimers();
  const logger = options.logger ?? consoleLogger;
  const random = options.random ?? Math.random;
  const requestTimeout = options.requestTimeout ?? DATAFILE_REQUEST_TIMEOUT_MS;
  const initRetryInterval = options.initRetryInterval ?? INIT_RETRY_INTERVAL_MS;
  const initMaxAttempts = options.initMaxAttempts ?? INIT_MAX_ATTEMPTS;
  const autoUpdate = options.autoUpdate ?? true;
  let pollInterval = options.pollInterval ?? DATAFILE_POLL_INTERVAL_MS;
  if (!(pollInterval >= DATAFILE_MIN_POLL_INTERVAL_MS)) {
    logger.warn(
      `Datafile poll interval ${pollInterval} ms is below the minimum; using ${DATAFILE_MIN_POLL_INTERVAL_MS} ms`,
    );
    pollInterval = DATAFILE_MIN_POLL_INTERVAL_MS;
  }

  let current = options.datafile;
  let lastModified: string | undefined;
  let errorCount = 0;
  let stopped = false;
  let next: TimerHandle | undefined;
  let inflight: DatafileRequest | undefined;
  let started: Promise<DatafileLoadResult> | undefined;
  let settleStart: ((result: DatafileLoadResult) => void) | undefined;
  const waiters = new Set<{ resolve: (result: ReadyResult) => void; timer: TimerHandle }>();

  function settleWaiters(result: ReadyResult): void {
    for (const waiter of waiters) {
      timers.clearTimeout(waiter.timer);
      waiter.resolve(result);
    }
    waiters.clear();
  }

  function finishStart(result: DatafileLoadResult): void {
    settleStart?.(result);
    settleStart = undefined;
  }

  function accept(datafile: Datafile): void {
    if (current?.revision === datafile.revision) return;
    current = datafile;
    options.onUpdate?.(datafile);
    settleWaiters({ success: true });
  }

  async function request(): Promise<DatafileRequestOutcome> {
    const attempt = requestDatafile({
      url: options.url,
      fetch: options.fetch,
      timers,
      timeout: requestTimeout,
      lastModified,
    });
    inflight = attempt;
    const outcome = await attempt.outcome;
    if (inflight === attempt) inflight = undefined;
    if (outcome.ok && outcome.datafile) lastModified = outcome.lastModified;
    return outcome;
  }

  function schedule(run: () => void, ms: number): void {
    next = timers.setTimeout(() => {
      next = undefined;
      run();
    }, ms);
  }

  function pollDelay(): number {
    if (errorCount === 0) return pollInterval;
    const index = Math.min(errorCount, DATAFILE_BACKOFF_SECONDS.length - 1);
    const backoff =
      (DATAFILE_BACKOFF_SECONDS[index] ?? 0) * 1000 + Math.round(random() * DATAFILE_BACKOFF_JITTER_MS);
    return Math.max(pollInterval, backoff);
  }

  function schedulePoll(): void {
    if (autoUpdate && !stopped) schedule(() => void poll(), pollDelay());
  }

  async function poll(): Promise<void> {
    const outcome = await request();
    if (stopped) return;
    if (outcome.ok) {
      errorCount = 0;
      if (outcome.datafile) accept(outcome.datafile);
    } else {
      errorCount += 1;
      logger.error(outcome.message, { consecutiveFailures: errorCount });
    }
    schedulePoll();
  }

  async function initialise(attempt: number): Promise<void> {
    const outcome = await request();
    if (stopped) return;
    if (outcome.ok && outcome.datafile) {
      accept(outcome.datafile);
      finishStart({ success: true, datafile: outcome.datafile });
      schedulePoll();
      return;
    }
    logger.warn(outcome.ok ? 'Datafile request returned no datafile' : outcome.message, { attempt });
    if (attempt < initMaxAttempts) {
      schedule(() => void initialise(attempt + 1), initRetryInterval);
      return;
    }
    const message = initFailureMessage(attempt);
    logger.error(message);
    errorCount = attempt;
    settleWaiters({ success: false, message });
    finishStart({ success: false, message });
    schedulePoll();
  }

  return {
    get datafile() {
      return current;
    },
    start() {
      if (stopped) throw new ExperimentsError('MANAGER_STOPPED', 'start() was called after stop()');
      if (started) return started;
      started = new Promise((resolve) => {
        settleStart = resolve;
      });
      if (current) {
        finishStart({ success: true, datafile: current });
        schedulePoll();
      } else void initialise(1);
      return started;
    },
    onReady(timeout = READY_TIMEOUT_MS) {
      if (current) return Promise.resolve({ success: true });
      if (stopped) return Promise.resolve({ success: false, message: DATAFILE_STOPPED_MESSAGE });
      return new Promise((resolve) => {
        const waiter = {
          resolve,
          timer: timers.setTimeout(() => {
            waiters.delete(waiter);
            resolve({ success: false, message: `The datafile was not ready within ${timeout} ms` });
          }, timeout),
        };
        waiters.add(waiter);
      });
    },
    stop() {
      stopped = true;
      if (next !== undefined) timers.clearTimeout(next);
      next = undefined;
      inflight?.cancel();
      inflight = undefined;
      settleWaiters({ success: false, message: DATAFILE_STOPPED_MESSAGE });
      finishStart({ success: false, message: DATAFILE_STOPPED_MESSAGE });
    },
  };
}
