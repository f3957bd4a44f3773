import type { ZipDirectory } from '@forecourt/location';
import { type Kysely, sql } from 'kysely';
import { readListingChanges } from '../db/listing-change-log';
import type { Schema } from '../db/schema';
import type { AlertLinks } from './alert-links';
import type { AlertLogger } from './alert-logger';
import { ALERTS_READER, collectAlertItems } from './collect-alert-items';
import { deliverAlerts } from './deliver-alerts';

export interface EvaluateOptions {
  db: Kysely<Schema>;
  now: Date;
  zips: ZipDirectory;
  links: AlertLinks;
  logger: AlertLogger;
}

export interface EvaluationReport {
  /** Rows of the listing change log this pass read (0 when another worker was reading it). */
  changes: number;
  /** Alert items found in them (a car for a saved search, a change of a saved car). */
  items: number;
  /** Shoppers whose waiting items were looked at (those another worker held are not counted). */
  consumers: number;
  /** Changes told (a saved search's new cars count as one). */
  alerts: number;
  /** Outbox rows written: at most one e-mail and one text per shopper per pass. */
  messages: number;
}

/**
 * One pass: read the listing change log up to the horizon of finished transactions (src/db/README.md) into
 * alert items, then write each shopper's message. A second worker finding the log being read goes on to the
 * messages: the items are written once, by whoever reads the log.
 */
export async function evaluateAlerts(options: EvaluateOptions): Promise<EvaluationReport> {
  const report: EvaluationReport = { changes: 0, items: 0, consumers: 0, alerts: 0, messages: 0 };
  // A saved car with no recorded price takes the current one, without an alert: drops are measured from it.
  await sql`
    update saved_vehicles v set alerted_price = l.price
    from listings l
    where l.id = v.listing_id and v.alerted_price is null and l.status = 'active'`.execute(options.db);
  for (;;) {
    const chunk = await readListingChanges(options.db, ALERTS_READER, async (trx, changes) => {
      report.changes += changes.length;
      report.items += await collectAlertItems(trx, changes, options);
    });
    if (chunk.busy || !chunk.more) break;
  }
  const delivered = await deliverAlerts(options);
  return { ...report, ...delivered };
}
