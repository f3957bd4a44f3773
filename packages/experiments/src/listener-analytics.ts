import {
  consoleLogger,
  type ExperimentsLogger,
  systemTimers,
  type TimerHandle,
  type Timers,
} from './environment';

/** Spec 000 s9: "Analytics calls log an error if no listener appears within 2000 ms (polled every 30 ms)." */
export const ANALYTICS_LISTENER_WAIT = Object.freeze({ timeoutMs: 2_000, pollIntervalMs: 30 });

export interface AnalyticsEvent {
  name: string;
  data?: Readonly<Record<string, unknown>>;
}

/** What the page's analytics tag installs (a data-layer push, a `window` callback ...). */
export type AnalyticsListener = (event: AnalyticsEvent) => void;

/** Where conversion events and other analytics calls go. */
export interface AnalyticsAdapter {
  track(event: AnalyticsEvent): unknown;
}

export function analyticsListenerMissingMessage(eventName: string, timeout: number): string {
  return `No analytics listener appeared within ${timeout} ms; event ${eventName} was not sent`;
}

export interface ListenerAnalyticsOptions {
  /** Looks the listener up; undefined while the analytics tag has not loaded. */
  findListener: () => AnalyticsListener | undefined;
  /** @default the global setTimeout / clearTimeout */
  timers?: Timers;
  /** @default console */
  logger?: ExperimentsLogger;
  /** @default 2000 */
  timeout?: number;
  /** @default 30 */
  pollInterval?: number;
}

export interface ListenerAnalytics extends AnalyticsAdapter {
  /** True once delivered; false when no listener appeared in time (logged) or after `stop()`. */
  track(event: AnalyticsEvent): Promise<boolean>;
  /** Drops the waiting events without logging and clears every timer. */
  stop(): void;
}

interface Waiting {
  event: AnalyticsEvent;
  deadline: TimerHandle;
  resolve: (delivered: boolean) => void;
}

/**
 * An analytics adapter over a listener that may load after the page: calls made before it appears wait, in
 * order, and are delivered together when a 30 ms poll finds it; each call gives up 2000 ms after it was made.
 */
export function createListenerAnalytics(options: ListenerAnalyticsOptions): ListenerAnalytics {
  const timers = options.timers ?? systemTimers();
  const logger = options.logger ?? consoleLogger;
  const timeout = options.timeout ?? ANALYTICS_LISTENER_WAIT.timeoutMs;
  const pollInterval = options.pollInterval ?? ANALYTICS_LISTENER_WAIT.pollIntervalMs;
  let waiting: Waiting[] = [];
  let poll: TimerHandle | undefined;

  function deliver(listener: AnalyticsListener, event: AnalyticsEvent): boolean {
    try {
      listener(event);
      return true;
    } catch (error) {
      logger.error(`Analytics listener failed on event ${event.name}`, {
        error: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
  }

  function idle(): void {
    if (waiting.length > 0 || poll === undefined) return;
    timers.clearTimeout(poll);
    poll = undefined;
  }

  function drain(): void {
    const listener = options.findListener();
    if (!listener) return;
    const ready = waiting;
    waiting = [];
    idle();
    for (const entry of ready) {
      timers.clearTimeout(entry.deadline);
      entry.resolve(deliver(listener, entry.event));
    }
  }

  function schedulePoll(): void {
    if (poll !== undefined || waiting.length === 0) return;
    poll = timers.setTimeout(() => {
      poll = undefined;
      drain();
      schedulePoll();
    }, pollInterval);
  }

  function expire(entry: Waiting): void {
    drain();
    if (!waiting.includes(entry)) return;
    waiting = waiting.filter((other) => other !== entry);
    idle();
    logger.error(analyticsListenerMissingMessage(entry.event.name, timeout));
    entry.resolve(false);
  }

  return {
    track(event) {
      const listener = waiting.length === 0 ? options.findListener() : undefined;
      if (listener) return Promise.resolve(deliver(listener, event));
      return new Promise((resolve) => {
        const entry: Waiting = { event, resolve, deadline: undefined };
        entry.deadline = timers.setTimeout(() => expire(entry), timeout);
        waiting.push(entry);
        schedulePoll();
      });
    },
    stop() {
      if (poll !== undefined) timers.clearTimeout(poll);
      poll = undefined;
      for (const entry of waiting) {
        timers.clearTimeout(entry.deadline);
        entry.resolve(false);
      }
      waiting = [];
    },
  };
}
