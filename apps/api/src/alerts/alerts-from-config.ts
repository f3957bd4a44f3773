import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Schema } from '../db/schema';
import type { AlertLogger } from './alert-logger';
import { type AlertWorker, createAlertWorker } from './alert-worker';
import { emailTransportFor } from './email-transport';
import { createOutboxSender } from './outbox-sender';

type AlertConfig = Pick<
  ApiConfig,
  'SMTP_URL' | 'ALERTS_INTERVAL_SECONDS' | 'ALERTS_FROM' | 'PUBLIC_SITE_URL' | 'PUBLIC_API_URL'
>;

/** The worker main.ts starts and `forecourt alerts` runs once: SMTP when SMTP_URL is set, else the local mailbox. */
export function alertWorkerFromConfig(
  config: AlertConfig,
  db: Kysely<Schema>,
  logger: AlertLogger,
): AlertWorker {
  const sender = createOutboxSender({
    db,
    clock: { now: () => new Date() },
    email: emailTransportFor(config.SMTP_URL),
    from: config.ALERTS_FROM,
    logger,
  });
  return createAlertWorker({
    db,
    sender,
    intervalMs: config.ALERTS_INTERVAL_SECONDS * 1000,
    links: { siteUrl: config.PUBLIC_SITE_URL, apiUrl: config.PUBLIC_API_URL },
    logger,
  });
}
