import type { ZipDirectory } from '@forecourt/location';
import { createZipcodesDirectory } from '@forecourt/location/zipcodes';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../clock';
import type { Schema } from '../db/schema';
import { type AlertLinks, DEFAULT_ALERT_LINKS } from './alert-links';
import { type AlertLogger, silentLogger } from './alert-logger';
import { type EvaluationReport, evaluateAlerts } from './evaluate-alerts';
import { createOutboxSender, type OutboxSender, type SendReport } from './outbox-sender';

export const DEFAULT_ALERTS_INTERVAL_MS = 300_000;

export interface AlertTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AlertWorkerOptions {
  db: Kysely<Schema>;
  /** @default the system clock */
  clock?: Clock;
  /** @default createOutboxSender({ db, clock }): the local mailbox and the local text outbox */
  sender?: OutboxSender;
  /** Time from the end of one pass to the start of the next. @default 300000 (config ALERTS_INTERVAL_SECONDS 300) */
  intervalMs?: number;
  /** Resolves saved searches' zips. @default the `zipcodes` package's US zips, loaded on the first pass */
  zips?: ZipDirectory;
  /** @default DEFAULT_ALERT_LINKS (localhost:3000 and localhost:4000) */
  links?: AlertLinks;
  /** @default silent */
  logger?: AlertLogger;
  /** @default the global setTimeout and clearTimeout */
  timers?: AlertTimers;
}

export type AlertPassReport = EvaluationReport & SendReport;

export interface AlertWorker {
  /** Runs a pass at once, then one every `intervalMs` after the previous ends. Calling it twice does nothing. */
  start(): void;
  /** No new pass starts; resolves when the running one (if any) has finished. */
  stop(): Promise<void>;
  /** One pass: evaluate every saved search and vehicle, then send what is in the outbox. */
  runOnce(): Promise<AlertPassReport>;
}

export function createAlertWorker(options: AlertWorkerOptions): AlertWorker {
  const clock = options.clock ?? systemClock;
  const sender = options.sender ?? createOutboxSender({ db: options.db, clock });
  const intervalMs = options.intervalMs ?? DEFAULT_ALERTS_INTERVAL_MS;
  const logger = options.logger ?? silentLogger;
  const timers: AlertTimers = options.timers ?? {
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let zips = options.zips;
  let running: Promise<AlertPassReport> | undefined;
  let timer: unknown;
  let started = false;

  const pass = async (): Promise<AlertPassReport> => {
    zips ??= createZipcodesDirectory();
    const evaluated = await evaluateAlerts({
      db: options.db,
      now: clock.now(),
      zips,
      links: options.links ?? DEFAULT_ALERT_LINKS,
      logger,
    });
    const sent = await sender.sendPending();
    return { ...evaluated, ...sent };
  };

  // One pass at a time per worker: a pass still running when another is asked for is shared, not doubled.
  const runOnce = (): Promise<AlertPassReport> => {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };

  const tick = async () => {
    timer = undefined;
    try {
      const report = await runOnce();
      if (report.alerts > 0 || report.sent > 0 || report.failed > 0) {
        logger.info(
          `alerts: ${report.alerts} alerts written (${report.messages} messages); ${report.sent} sent, ${report.dropped} dropped, ${report.failed} failed`,
        );
      }
    } catch (error) {
      logger.error(`alerts: pass failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (started) timer = timers.setTimeout(tick, intervalMs);
  };

  return {
    start: () => {
      if (started) return;
      started = true;
      timer = timers.setTimeout(tick, 0);
    },
    stop: async () => {
      started = false;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
