import { CONTRACTS } from '@forecourt/contracts';
import type { ZipDirectory } from '@forecourt/location';
import { sql, type Transaction } from 'kysely';
import type { ListingChange } from '../db/listing-change-log';
import type { Schema } from '../db/schema';
import type { AlertLogger } from './alert-logger';
import { findNewMatches, findRepricedMatches } from './find-new-matches';

/** The change log's reader name of the alert pass (`listing_change_readers.reader`). */
export const ALERTS_READER = 'alerts';

export interface CollectOptions {
  zips: ZipDirectory;
  logger: AlertLogger;
}

const hasAlertsOn = sql<boolean>`(s.email_alerts or s.text_alerts)`;

/**
 * Turns one chunk of the listing change log into alert items: a new match per (saved search, listing) for
 * listings listed (or listed again), and a price drop, sold or removed per (saved vehicle, change). Runs in the
 * transaction that moves the alerts reader's place, and the items' unique keys make a second write of the same
 * item a no-op. Saves with every alert off, and shoppers who opted out, get no items.
 * Returns the number of items written.
 */
export async function collectAlertItems(
  trx: Transaction<Schema>,
  changes: ListingChange[],
  options: CollectOptions,
): Promise<number> {
  let written = 0;
  // The first row of a listing in the chunk names it: a car listed then repriced in one import is one match.
  const listed = new Map<number, string>();
  for (const change of changes) {
    if ((change.kind === 'listed' || change.kind === 'relisted') && !listed.has(change.listingId))
      listed.set(change.listingId, change.position);
  }
  if (listed.size > 0) written += await collectNewMatches(trx, listed, options);
  const dropped = changes.filter(isPriceDrop);
  if (dropped.length > 0) written += await collectRepricedMatches(trx, dropped, options);

  const vehicleChanges = changes.filter(
    (change) => change.kind === 'sold' || change.kind === 'removed' || isPriceDrop(change),
  );
  if (vehicleChanges.length > 0) {
    const positions = vehicleChanges.map(({ position }) => position);
    const inserted = await sql<{ id: string }>`
      insert into alert_items (consumer_id, saved_vehicle_id, listing_id, change, position, old_price, new_price)
      select v.consumer_id, v.id, c.listing_id,
        case c.kind when 'price' then 'price-drop' else c.kind end, c.position, c.old_price, c.new_price
      from listing_changes c
      join saved_vehicles v on v.listing_id = c.listing_id
      join consumers k on k.id = v.consumer_id
      left join listings l on l.id = c.listing_id
      where c.position = any(${positions}::bigint[]) and (v.email_alerts or v.text_alerts)
        and k.opted_out_at is null
        -- A car listed again since (a feed brought it back, or it moved dealer and back) was not sold.
        and not (c.kind = 'sold' and l.status is not distinct from 'active')
      on conflict do nothing
      returning id::text as id`.execute(trx);
    written += inserted.rows.length;
  }
  return written;
}

function isPriceDrop(change: ListingChange): boolean {
  return (
    change.kind === 'price' &&
    change.oldPrice !== null &&
    change.newPrice !== null &&
    change.newPrice < change.oldPrice
  );
}

const searchesWithAlertsOn = (trx: Transaction<Schema>) =>
  trx
    .selectFrom('saved_searches as s')
    .innerJoin('consumers as k', 'k.id', 's.consumer_id')
    .select(['s.id', 's.consumer_id', 's.query', 's.created_at'])
    .where('k.opted_out_at', 'is', null)
    .where(hasAlertsOn)
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();

/**
 * A car whose price fell from over a saved search's maximum price to within it is new to that search, however
 * long it has been listed: one `new-match` item, as for a car just listed (and never a second one, by the items'
 * unique key).
 */
async function collectRepricedMatches(
  trx: Transaction<Schema>,
  drops: ListingChange[],
  options: CollectOptions,
): Promise<number> {
  let written = 0;
  for (const search of await searchesWithAlertsOn(trx)) {
    const maxPrice = CONTRACTS.searchListings.query.safeParse(search.query).data?.maxPrice;
    if (maxPrice === undefined) continue;
    // The lowest price each car fell to within the range, and the log row that brought it there first.
    const into = new Map<number, { price: number; position: string }>();
    for (const drop of drops) {
      const { oldPrice, newPrice } = drop as { oldPrice: number; newPrice: number };
      if (oldPrice <= maxPrice || newPrice > maxPrice) continue;
      const seen = into.get(drop.listingId);
      into.set(drop.listingId, {
        price: Math.min(newPrice, seen?.price ?? newPrice),
        position: seen?.position ?? drop.position,
      });
    }
    if (into.size === 0) continue;
    const prices = new Map([...into].map(([id, { price }]) => [id, price]));
    const found = await findRepricedMatches(trx, search.query, options.zips, prices);
    if (!found.ok) {
      options.logger.warn(`alerts: saved search ${search.id} cannot run: ${found.reason}`);
      continue;
    }
    if (found.listings.length === 0) continue;
    const inserted = await trx
      .insertInto('alert_items')
      .values(
        found.listings.map((row) => ({
          consumer_id: search.consumer_id,
          saved_search_id: search.id,
          listing_id: row.id,
          change: 'new-match' as const,
          position: into.get(row.id)?.position ?? '0',
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .execute();
    written += inserted.length;
  }
  return written;
}

async function collectNewMatches(
  trx: Transaction<Schema>,
  listed: Map<number, string>,
  options: CollectOptions,
): Promise<number> {
  const ids = [...listed.keys()];
  const candidates = await trx
    .selectFrom('listings')
    .select(['id', 'listed_at'])
    .where('id', 'in', ids)
    .where('status', '=', 'active')
    .execute();
  if (candidates.length === 0) return 0;
  const since = new Date(Math.min(...candidates.map(({ listed_at }) => new Date(listed_at).getTime())));
  const searches = await searchesWithAlertsOn(trx);
  const listedAt = candidates.map(({ id, listed_at }) => ({ id, at: new Date(listed_at).getTime() }));
  let written = 0;
  for (const search of searches) {
    // A car listed before the search was saved is not new to it (the importer's clock, as the search page shows):
    // such candidates are not looked for, and the walk stops at the search's saving.
    const savedAt = new Date(search.created_at).getTime();
    const wanted = new Set(listedAt.filter(({ at }) => at > savedAt).map(({ id }) => id));
    if (wanted.size === 0) continue;
    const from = new Date(Math.max(since.getTime(), savedAt));
    // The search module does the matching, so an alert finds what the search page finds.
    const found = await findNewMatches(trx, search.query, from, options.zips, wanted);
    if (!found.ok) {
      options.logger.warn(`alerts: saved search ${search.id} cannot run: ${found.reason}`);
      continue;
    }
    const rows = found.listings
      .filter((row) => new Date(row.listed_at).getTime() > savedAt)
      .map((row) => ({
        consumer_id: search.consumer_id,
        saved_search_id: search.id,
        listing_id: row.id,
        change: 'new-match' as const,
        position: listed.get(row.id) ?? '0',
      }));
    if (rows.length === 0) continue;
    const inserted = await trx
      .insertInto('alert_items')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .execute();
    written += inserted.length;
  }
  return written;
}
