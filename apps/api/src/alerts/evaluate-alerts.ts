import { createHash } from 'node:crypto';
import type { ZipDirectory } from '@forecourt/location';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import type { AlertLinks } from './alert-links';
import { alertListing } from './alert-listing';
import type { AlertLogger } from './alert-logger';
import type { AlertChange } from './alert-messages';
import { findNewMatches } from './find-new-matches';
import { unsubscribeToken } from './unsubscribe-tokens';
import { type AlertConsumer, type AlertSource, writeAlert } from './write-alert';

export interface EvaluateOptions {
  db: Kysely<Schema>;
  now: Date;
  zips: ZipDirectory;
  links: AlertLinks;
  logger: AlertLogger;
}

export interface EvaluationReport {
  /** Shoppers whose saves were looked at in this pass (those another worker held are not counted). */
  consumers: number;
  /** Alerts written (each is one notification). */
  alerts: number;
  /** Outbox rows written (an alert on e-mail and text is two). */
  messages: number;
}

/** Shoppers read per query when listing who has an alert on. */
const CONSUMER_PAGE = 500;

const hasAlertsOn = sql<boolean>`(email_alerts or text_alerts)`;

/**
 * One pass over every shopper with an alert on who has not opted out. Each shopper is evaluated in a
 * transaction that holds their consumer row (`for no key update skip locked`): a second worker skips them
 * instead of evaluating the same saves, and the deliveries table and the outbox's unique keys stop any
 * message that would still slip through.
 */
export async function evaluateAlerts(options: EvaluateOptions): Promise<EvaluationReport> {
  const report: EvaluationReport = { consumers: 0, alerts: 0, messages: 0 };
  let after = '';
  for (;;) {
    const page = await options.db
      .selectFrom('consumers as c')
      .select('c.id')
      .where('c.opted_out_at', 'is', null)
      .where('c.id', '>', after)
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('saved_searches as s')
              .select(sql`1`.as('one'))
              .whereRef('s.consumer_id', '=', 'c.id')
              .where(hasAlertsOn),
          ),
          eb.exists(
            eb
              .selectFrom('saved_vehicles as v')
              .select(sql`1`.as('one'))
              .whereRef('v.consumer_id', '=', 'c.id')
              .where(hasAlertsOn),
          ),
        ]),
      )
      .orderBy('c.id')
      .limit(CONSUMER_PAGE)
      .execute();
    for (const { id } of page) {
      try {
        const outcome = await options.db.transaction().execute((trx) => evaluateConsumer(trx, id, options));
        if (!outcome) continue;
        report.consumers += 1;
        report.alerts += outcome.alerts;
        report.messages += outcome.messages;
      } catch (error) {
        // One shopper's failure (a bad saved query the search chokes on) must not stop everyone else's alerts.
        options.logger.error(
          `alerts: consumer ${id} failed: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
    const last = page.at(-1);
    if (!last || page.length < CONSUMER_PAGE) break;
    after = last.id;
  }
  return report;
}

async function evaluateConsumer(
  trx: Transaction<Schema>,
  consumerId: string,
  options: EvaluateOptions,
): Promise<{ alerts: number; messages: number } | undefined> {
  const consumer = await trx
    .selectFrom('consumers')
    .select(['id', 'email', 'phone'])
    .where('id', '=', consumerId)
    .where('opted_out_at', 'is', null)
    .forNoKeyUpdate()
    .skipLocked()
    .executeTakeFirst();
  // Opted out since the list was read, or another worker is on it.
  if (!consumer) return undefined;

  let token: string | undefined;
  const tally = { alerts: 0, messages: 0 };
  const alert = async (source: AlertSource, change: AlertChange, key: string) => {
    token ??= await unsubscribeToken(trx, consumer.id);
    tally.alerts += 1;
    tally.messages += await writeAlert(trx, {
      consumer,
      source,
      change,
      key,
      token,
      links: options.links,
      now: options.now,
    });
  };
  await evaluateSearches(trx, consumer, options, alert);
  await evaluateVehicles(trx, consumer, options, alert);
  return tally;
}

type Alert = (source: AlertSource, change: AlertChange, key: string) => Promise<void>;

/** Claims a delivery; false when the shopper was already told (by this search, another one, or another worker). */
async function claim(
  trx: Transaction<Schema>,
  consumerId: string,
  listingId: number,
  reason: string,
  source: string,
  now: Date,
): Promise<boolean> {
  const rows = await trx
    .insertInto('alert_deliveries')
    .values({ consumer_id: consumerId, listing_id: listingId, reason, source, created_at: now })
    .onConflict((conflict) => conflict.columns(['consumer_id', 'listing_id', 'reason']).doNothing())
    .returning('listing_id')
    .execute();
  return rows.length > 0;
}

async function evaluateSearches(
  trx: Transaction<Schema>,
  consumer: AlertConsumer,
  options: EvaluateOptions,
  alert: Alert,
): Promise<void> {
  // Oldest first: a listing two searches find goes out with the one saved first.
  const searches = await trx
    .selectFrom('saved_searches')
    .select([
      'id',
      'name',
      'query',
      'email_alerts',
      'text_alerts',
      'mobile_phone',
      'last_alerted_at',
      'created_at',
    ])
    .where('consumer_id', '=', consumer.id)
    .where(hasAlertsOn)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const search of searches) {
    const since = search.last_alerted_at ?? search.created_at;
    const found = await findNewMatches(trx, search.query, since, options.zips);
    if (!found.ok) options.logger.warn(`alerts: saved search ${search.id} cannot run: ${found.reason}`);
    const fresh = [];
    for (const row of found.ok ? found.listings : []) {
      if (await claim(trx, consumer.id, row.id, 'new-match', `search:${search.id}`, options.now)) {
        fresh.push(alertListing(row));
      }
    }
    if (fresh.length > 0) {
      const ids = fresh.map(({ id }) => id).join(',');
      const key = `new-match:${createHash('sha256').update(ids).digest('hex').slice(0, 24)}`;
      await alert(
        { kind: 'search', ...search },
        { kind: 'new-match', searchName: search.name, listings: fresh },
        key,
      );
    }
    await trx
      .updateTable('saved_searches')
      .set({ last_alerted_at: options.now })
      .where('id', '=', search.id)
      .execute();
  }
}

async function evaluateVehicles(
  trx: Transaction<Schema>,
  consumer: AlertConsumer,
  options: EvaluateOptions,
  alert: Alert,
): Promise<void> {
  const saved = await trx
    .selectFrom('saved_vehicles as v')
    .leftJoin('listings as l', 'l.id', 'v.listing_id')
    .select([
      'v.id',
      'v.listing_id',
      'v.title as saved_title',
      'v.email_alerts',
      'v.text_alerts',
      'v.mobile_phone',
      'v.alerted_price',
      'l.id as found_id',
      'l.status',
      'l.price',
      'l.listing_type',
      'l.make_code',
      'l.model_code',
      'l.year',
      'l.trim_name',
      'l.packages',
    ])
    .where('v.consumer_id', '=', consumer.id)
    .where(sql<boolean>`(v.email_alerts or v.text_alerts)`)
    .orderBy('v.created_at')
    .orderBy('v.id')
    .execute();
  for (const row of saved) {
    const source: AlertSource = { kind: 'vehicle', ...row };
    const from = `vehicle:${row.id}`;
    const { found_id, status, price, listing_type, make_code, model_code, year, trim_name, packages } = row;
    if (
      found_id === null ||
      status === null ||
      price === null ||
      listing_type === null ||
      make_code === null ||
      model_code === null ||
      year === null ||
      packages === null
    ) {
      // A car the shopper was told was sold is not reported again when it leaves the inventory.
      const toldSold = await trx
        .selectFrom('alert_deliveries')
        .select('reason')
        .where('consumer_id', '=', consumer.id)
        .where('listing_id', '=', row.listing_id)
        .where('reason', '=', 'sold')
        .executeTakeFirst();
      if (!toldSold && (await claim(trx, consumer.id, row.listing_id, 'expired', from, options.now))) {
        const title = row.saved_title?.trim() || `Listing ${row.listing_id}`;
        await alert(
          source,
          { kind: 'expired', listing: { id: row.listing_id, title } },
          `${row.listing_id}:expired`,
        );
      }
      continue;
    }
    const listing = alertListing({
      id: found_id,
      price,
      listing_type,
      make_code,
      model_code,
      year,
      trim_name,
      packages,
    });
    if (status === 'sold') {
      if (await claim(trx, consumer.id, found_id, 'sold', from, options.now)) {
        await alert(source, { kind: 'sold', listing }, `${found_id}:sold`);
      }
      continue;
    }
    if (row.alerted_price === null || price < row.alerted_price) {
      const drop = row.alerted_price !== null;
      if (drop && (await claim(trx, consumer.id, found_id, `price-drop:${price}`, from, options.now))) {
        await alert(
          source,
          { kind: 'price-drop', listing, oldPrice: row.alerted_price ?? price, newPrice: price },
          `${found_id}:price-drop:${price}`,
        );
      }
      // The next drop is measured from the price the shopper was last told (or first saw).
      await trx
        .updateTable('saved_vehicles')
        .set({ alerted_price: price })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
