import type { Attributes } from './datafile';
import {
  consoleLogger,
  type ExperimentsLogger,
  systemTimers,
  type TimerHandle,
  type Timers,
} from './environment';
import { type EventProcessorSettingsInput, resolveEventProcessorSettings } from './event-processor-settings';

/** One event for the experiment service: a visitor saw a variation, or converted. */
export interface ExperimentEvent {
  type: 'impression' | 'conversion';
  /** The experiment key (impression) or the conversion event name. */
  key: string;
  visitorId: string;
  /** Milliseconds since the epoch, from the injected clock. */
  timestamp: number;
  variation?: string;
  /** The conversion value (spec 002 s9). */
  value?: number;
  attributes?: Attributes;
}

/** Posts one batch; a rejection keeps the batch as pending events. */
export type SendEvents = (batch: readonly ExperimentEvent[]) => Promise<void>;

/** Where the browser keeps pending events between page loads (a `localStorage`). */
export interface PendingEventsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const PENDING_EVENTS_STORAGE_KEY = 'forecourt.experiments.pendingEvents';

export interface EventQueueOptions extends EventProcessorSettingsInput {
  send: SendEvents;
  /** @default the global setTimeout / clearTimeout */
  timers?: Timers;
  /** @default console */
  logger?: ExperimentsLogger;
  /** Keeps pending events across page loads. @default none (kept in memory) */
  storage?: PendingEventsStorage;
}

export interface EventQueue {
  /** False when the event was dropped (queue full, or the queue was stopped). */
  enqueue(event: ExperimentEvent): boolean;
  /** Sends the pending events, then the queued ones, in batches. */
  flush(): Promise<void>;
  /** Clears the flush timer and sends what is left; later events are dropped. */
  stop(): Promise<void>;
  readonly size: number;
  /** Events whose post failed, retried first at the next flush (at most `pendingEventsMax`, newest kept). */
  readonly pending: readonly ExperimentEvent[];
}

function loadPending(
  storage: PendingEventsStorage | undefined,
  logger: ExperimentsLogger,
): ExperimentEvent[] {
  const text = storage?.getItem(PENDING_EVENTS_STORAGE_KEY);
  if (!text) return [];
  try {
    const events: unknown = JSON.parse(text);
    return Array.isArray(events) ? (events as ExperimentEvent[]) : [];
  } catch {
    logger.warn('Discarded unreadable pending experiment events');
    return [];
  }
}

/**
 * Batches experiment events (spec 002 s5, s9): a batch goes out when it is full or when the flush interval has
 * passed since the first event waiting; the queue holds at most `maxQueueSize` events.
 */
export function createEventQueue(options: EventQueueOptions): EventQueue {
  const logger = options.logger ?? consoleLogger;
  const timers = options.timers ?? systemTimers();
  const settings = resolveEventProcessorSettings(options, logger);
  let queue: ExperimentEvent[] = [];
  let pending = loadPending(options.storage, logger).slice(-settings.pendingEventsMax);
  let timer: TimerHandle | undefined;
  let stopped = false;
  let flushing: Promise<void> = Promise.resolve();

  function arm(): void {
    if (timer === undefined && !stopped)
      timer = timers.setTimeout(() => void flush(), settings.flushInterval);
  }

  function savePending(): void {
    if (!options.storage) return;
    if (pending.length > 0) options.storage.setItem(PENDING_EVENTS_STORAGE_KEY, JSON.stringify(pending));
    else options.storage.removeItem(PENDING_EVENTS_STORAGE_KEY);
  }

  async function send(): Promise<void> {
    const events = [...pending, ...queue];
    pending = [];
    queue = [];
    const failed: ExperimentEvent[] = [];
    for (let start = 0; start < events.length; start += settings.batchSize) {
      const batch = events.slice(start, start + settings.batchSize);
      try {
        await options.send(batch);
      } catch (error) {
        logger.error(`Could not send ${batch.length} experiment events`, {
          error: error instanceof Error ? error.message : String(error),
        });
        failed.push(...batch);
      }
    }
    pending = failed.slice(-settings.pendingEventsMax);
    savePending();
  }

  function flush(): Promise<void> {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    flushing = flushing.then(send);
    return flushing;
  }

  if (pending.length > 0) arm();

  return {
    get size() {
      return queue.length;
    },
    get pending() {
      return pending;
    },
    enqueue(event) {
      if (stopped) return false;
      if (queue.length >= settings.maxQueueSize) {
        logger.warn(`Experiment event queue is full (${settings.maxQueueSize}); event ${event.key} dropped`);
        return false;
      }
      queue.push(event);
      if (queue.length >= settings.batchSize) void flush();
      else arm();
      return true;
    },
    flush,
    stop() {
      stopped = true;
      return flush();
    },
  };
}
