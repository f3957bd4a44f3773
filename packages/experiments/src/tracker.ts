import { type ConversionEvent, conversionValue } from './conversion-values';
import type { Attributes } from './datafile';
import { consoleLogger, type ExperimentsLogger, type MonitorAdapter } from './environment';
import type { EventQueue } from './event-queue';
import type { Decision } from './experiments-client';
import type { AnalyticsAdapter } from './listener-analytics';

/** The analytics event name a conversion is sent under. */
export const CONVERSION_ANALYTICS_EVENT = 'conversion';

export interface TrackerOptions {
  /** Receives `{ name: 'conversion', data: { event, value } }`. @default none */
  analytics?: AnalyticsAdapter;
  /** Receives page actions and error reports. @default none */
  monitor?: MonitorAdapter;
  /** Receives conversion and impression events for the experiment service. @default none */
  events?: Pick<EventQueue, 'enqueue'>;
  /** @default Date.now */
  now?: () => number;
  /** @default console */
  logger?: ExperimentsLogger;
}

export interface ConversionOptions {
  /** Without it no experiment event is queued (nobody to attribute it to); analytics still gets it. */
  visitorId?: string;
  /** The wallet's `interactions.hasUpdatedWallet`: an e-mail lead is worth 33.5 instead of 21. @default false */
  hasUpdatedWallet?: boolean;
  attributes?: Attributes;
}

export interface Tracker {
  /** Sends a conversion with its spec 002 s9 value; returns the value. */
  conversion(event: ConversionEvent, options?: ConversionOptions): number;
  /** Queues an impression for an experiment decided by bucketing; hand it to the client's `onDecision`. */
  decision(decision: Decision): void;
  pageAction(name: string, attributes?: Readonly<Record<string, string | number | boolean>>): void;
  reportError(error: unknown, attributes?: Readonly<Record<string, string | number | boolean>>): void;
}

/**
 * The one place pages send conversions, page actions and error reports through. A throwing adapter is logged
 * and never reaches the page: tracking must not break a lead form.
 */
export function createTracker(options: TrackerOptions = {}): Tracker {
  const logger = options.logger ?? consoleLogger;
  const now = options.now ?? Date.now;

  function guard(what: string, call: () => unknown): void {
    try {
      const result = call();
      if (result instanceof Promise) result.catch((error: unknown) => logFailure(what, error));
    } catch (error) {
      logFailure(what, error);
    }
  }

  function logFailure(what: string, error: unknown): void {
    logger.error(`Could not send ${what}`, { error: error instanceof Error ? error.message : String(error) });
  }

  return {
    conversion(event, settings = {}) {
      const value = conversionValue(event, settings);
      const { analytics, events } = options;
      if (analytics)
        guard(`conversion ${event}`, () =>
          analytics.track({ name: CONVERSION_ANALYTICS_EVENT, data: { event, value } }),
        );
      if (events && settings.visitorId) {
        const visitorId = settings.visitorId;
        guard(`conversion ${event}`, () =>
          events.enqueue({
            type: 'conversion',
            key: event,
            value,
            visitorId,
            timestamp: now(),
            attributes: settings.attributes,
          }),
        );
      }
      return value;
    },
    decision(decision) {
      const { events } = options;
      const variation = decision.resolution.value;
      if (!events || decision.type !== 'experiment' || decision.resolution.reason !== 'SPLIT') return;
      if (!decision.visitorId || typeof variation !== 'string') return;
      const visitorId = decision.visitorId;
      guard(`impression ${decision.key}`, () =>
        events.enqueue({ type: 'impression', key: decision.key, variation, visitorId, timestamp: now() }),
      );
    },
    pageAction(name, attributes = {}) {
      const { monitor } = options;
      if (monitor) guard(`page action ${name}`, () => monitor.addPageAction(name, attributes));
    },
    reportError(error, attributes) {
      const { monitor } = options;
      const reported = error instanceof Error ? error : new Error(String(error));
      if (monitor) guard(`error report ${reported.message}`, () => monitor.noticeError(reported, attributes));
    },
  };
}
