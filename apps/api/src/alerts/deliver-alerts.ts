import { type Kysely, sql, type Transaction } from 'kysely';
import type { AlertCadence, Schema } from '../db/schema';
import { type AlertLinks, searchLink } from './alert-links';
import { type AlertListing, alertListing } from './alert-listing';
import type { AlertLogger } from './alert-logger';
import type { AlertChange } from './alert-messages';
import { unsubscribeToken } from './unsubscribe-tokens';
import {
  type AlertChannelPart,
  type AlertConsumer,
  type AlertSourceRef,
  writeAlertMessage,
} from './write-alert';

export interface DeliverOptions {
  db: Kysely<Schema>;
  now: Date;
  links: AlertLinks;
  logger: AlertLogger;
}

export interface DeliveryReport {
  /** Shoppers whose pending items were looked at (those another worker held are not counted). */
  consumers: number;
  /** Changes told (a saved search's new cars count as one). */
  alerts: number;
  /** Outbox rows written: at most one e-mail and one text per shopper per pass. */
  messages: number;
}

const DAY_MS = 86_400_000;
/** How long a saved search's digest waits after the last one. */
export const CADENCE_MS: Record<AlertCadence, number> = { instant: 0, daily: DAY_MS, weekly: 7 * DAY_MS };

/** Shoppers read per query when listing who has items waiting. */
const CONSUMER_PAGE = 500;

/**
 * Writes, for every shopper with alert items waiting, one message per channel that gathers all of them whose
 * saved search is due (its cadence) and every saved-car change. Each shopper is handled in one transaction that
 * holds their consumer row (`for no key update skip locked`): a second worker skips them; the items it settles
 * (`settled_at`, `outcome`, `message_key`) and the outbox rows commit together, so no item is told twice.
 */
export async function deliverAlerts(options: DeliverOptions): Promise<DeliveryReport> {
  const report: DeliveryReport = { consumers: 0, alerts: 0, messages: 0 };
  let after = '';
  for (;;) {
    const page = await options.db
      .selectFrom('alert_items')
      .select('consumer_id')
      .distinct()
      .where('settled_at', 'is', null)
      .where('consumer_id', '>', after)
      .orderBy('consumer_id')
      .limit(CONSUMER_PAGE)
      .execute();
    for (const { consumer_id: id } of page) {
      try {
        const outcome = await options.db.transaction().execute((trx) => deliverToConsumer(trx, id, options));
        if (!outcome) continue;
        report.consumers += 1;
        report.alerts += outcome.alerts;
        report.messages += outcome.messages;
      } catch (error) {
        // One shopper's failure must not stop everyone else's alerts.
        options.logger.error(
          `alerts: consumer ${id} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    const last = page.at(-1);
    if (!last || page.length < CONSUMER_PAGE) break;
    after = last.consumer_id;
  }
  return report;
}

type Outcome = 'sent' | 'dropped' | 'unchanged';

/** Map.groupBy (Node 21), for Node 20: insertion order kept. */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function pendingItems(trx: Transaction<Schema>, consumerId: string) {
  return trx
    .selectFrom('alert_items as i')
    .leftJoin('saved_searches as s', 's.id', 'i.saved_search_id')
    .leftJoin('saved_vehicles as v', 'v.id', 'i.saved_vehicle_id')
    .leftJoin('listings as l', 'l.id', 'i.listing_id')
    .leftJoin('owners as o', 'o.id', 'l.owner_id')
    .select([
      sql<string>`i.id::text`.as('id'),
      'i.saved_search_id',
      'i.saved_vehicle_id',
      'i.listing_id',
      'i.change',
      'i.old_price',
      's.name as search_name',
      's.query as search_query',
      's.cadence',
      's.last_alerted_at',
      's.created_at as search_created_at',
      's.email_alerts as search_email',
      's.text_alerts as search_text',
      's.mobile_phone as search_phone',
      'v.title as vehicle_title',
      'v.alerted_price',
      'v.email_alerts as vehicle_email',
      'v.text_alerts as vehicle_text',
      'v.mobile_phone as vehicle_phone',
      'l.status',
      'l.price',
      'l.listing_type',
      'l.make_code',
      'l.model_code',
      'l.year',
      'l.trim_name',
      'l.packages',
      'l.mileage',
      'l.image_count',
      'o.city',
      'o.state',
    ])
    .where('i.consumer_id', '=', consumerId)
    .where('i.settled_at', 'is', null)
    .orderBy('s.created_at')
    .orderBy('v.created_at')
    .orderBy('i.id')
    .execute();
}

type Item = Awaited<ReturnType<typeof pendingItems>>[number];

function listingOf(item: Item): AlertListing | undefined {
  const { price, listing_type, make_code, model_code, year, packages } = item;
  if (price === null || listing_type === null || make_code === null || model_code === null) return undefined;
  if (year === null || packages === null) return undefined;
  return alertListing({
    id: item.listing_id,
    price,
    listing_type,
    make_code,
    model_code,
    year,
    trim_name: item.trim_name,
    packages,
    mileage: item.mileage ?? undefined,
    image_count: item.image_count ?? undefined,
    city: item.city,
    state: item.state,
  });
}

/** One section of the message, the save it comes from, and its channels. */
interface Told {
  change: AlertChange;
  source: AlertSourceRef;
  email: boolean;
  text: boolean;
  phone: string | null;
}

async function deliverToConsumer(
  trx: Transaction<Schema>,
  consumerId: string,
  options: DeliverOptions,
): Promise<{ alerts: number; messages: number } | undefined> {
  const consumer = await trx
    .selectFrom('consumers')
    .select(['id', 'email', 'phone', 'opted_out_at'])
    .where('id', '=', consumerId)
    .forNoKeyUpdate()
    .skipLocked()
    .executeTakeFirst();
  // Another worker is on this shopper.
  if (!consumer) return undefined;
  const settle = new Map<string, Outcome>();
  const items = await pendingItems(trx, consumerId);
  const told: Told[] = [];
  /** Items told by the message, by section. */
  const toldItems: string[][] = [];

  if (consumer.opted_out_at === null) {
    const searches = groupBy(
      items.filter((item) => item.saved_search_id !== null),
      (item) => item.saved_search_id ?? '',
    );
    const shown = new Set<number>();
    const dueSearches: string[] = [];
    for (const [searchId, group] of searches) {
      const [head] = group;
      if (!head || head.search_name === null) continue;
      if (!head.search_email && !head.search_text) {
        for (const item of group) settle.set(item.id, 'dropped');
        continue;
      }
      const cadence = head.cadence ?? 'instant';
      const last = new Date(head.last_alerted_at ?? head.search_created_at ?? 0).getTime();
      if (cadence !== 'instant' && last + CADENCE_MS[cadence] > options.now.getTime()) continue;
      dueSearches.push(searchId);
      const listings: AlertListing[] = [];
      const ids: string[] = [];
      for (const item of group) {
        const listing = item.status === 'active' ? listingOf(item) : undefined;
        // Sold or gone before its alert went out: nothing to tell.
        if (!listing) settle.set(item.id, 'unchanged');
        else {
          // One car two searches find is written out once, under the search saved first.
          if (!shown.has(listing.id)) listings.push(listing);
          shown.add(listing.id);
          ids.push(item.id);
        }
      }
      if (listings.length === 0) {
        for (const id of ids) settle.set(id, 'sent');
        continue;
      }
      told.push({
        change: {
          kind: 'new-match',
          searchName: head.search_name,
          listings,
          searchUrl: searchLink(options.links, head.search_query ?? {}),
        },
        source: { source: 'search', id: searchId },
        email: head.search_email === true,
        text: head.search_text === true,
        phone: head.search_phone,
      });
      toldItems.push(ids);
    }
    if (dueSearches.length > 0) {
      await trx
        .updateTable('saved_searches')
        .set({ last_alerted_at: options.now })
        .where('id', 'in', dueSearches)
        .execute();
    }

    const vehicles = groupBy(
      items.filter((item) => item.saved_vehicle_id !== null),
      (item) => item.saved_vehicle_id ?? '',
    );
    for (const [vehicleId, group] of vehicles) {
      const found = await vehicleChange(trx, vehicleId, group);
      for (const [id, outcome] of found.settle) settle.set(id, outcome);
      if (found.told) {
        told.push(found.told);
        toldItems.push(found.items);
      }
    }
  }

  const emailed = consumer.email ? told.filter((entry) => entry.email) : [];
  const texted = told.filter((entry) => entry.text);
  const phone = texted.find((entry) => entry.phone)?.phone ?? consumer.phone;
  const part = (entries: Told[], recipient: string): AlertChannelPart => ({
    recipient,
    changes: entries.map(({ change }) => change),
    sources: entries.map(({ source }) => source),
  });
  const firstId = toldItems.flat().sort((a, b) => Number(BigInt(a) - BigInt(b)))[0];
  const key = `digest:${firstId ?? 'none'}`;
  let messages = 0;
  if (firstId !== undefined && (emailed.length > 0 || (texted.length > 0 && phone))) {
    const token = await unsubscribeToken(trx, consumer.id);
    messages = await writeAlertMessage(trx, {
      consumer: consumer satisfies AlertConsumer,
      ...(consumer.email && emailed.length > 0 ? { email: part(emailed, consumer.email) } : {}),
      ...(phone && texted.length > 0 ? { sms: part(texted, phone) } : {}),
      key,
      token,
      links: options.links,
      now: options.now,
    });
  }
  told.forEach((entry, index) => {
    const reached = (entry.email && emailed.includes(entry)) || (entry.text && Boolean(phone));
    for (const id of toldItems[index] ?? []) settle.set(id, reached ? 'sent' : 'dropped');
  });
  // Opted out: what was waiting is dropped, so turning alerts on again does not send a backlog.
  if (consumer.opted_out_at !== null) for (const item of items) settle.set(item.id, 'dropped');

  for (const outcome of ['sent', 'dropped', 'unchanged'] as const) {
    const ids = [...settle].filter(([, value]) => value === outcome).map(([id]) => id);
    if (ids.length === 0) continue;
    await sql`
      update alert_items
      set settled_at = ${options.now}, outcome = ${outcome},
        message_key = ${outcome === 'sent' ? key : null}
      where id = any(${ids}::bigint[]) and settled_at is null`.execute(trx);
  }
  return { alerts: messages > 0 ? told.length : 0, messages };
}

/** What a saved car's waiting changes come to: sold, gone, or a drop from the price last told. */
async function vehicleChange(
  trx: Transaction<Schema>,
  vehicleId: string,
  group: Item[],
): Promise<{ settle: Map<string, Outcome>; told?: Told; items: string[] }> {
  const settle = new Map<string, Outcome>();
  const [head] = group;
  if (!head) return { settle, items: [] };
  if (!head.vehicle_email && !head.vehicle_text) {
    for (const item of group) settle.set(item.id, 'dropped');
    return { settle, items: [] };
  }
  const channels = {
    source: { source: 'vehicle' as const, id: vehicleId },
    email: head.vehicle_email === true,
    text: head.vehicle_text === true,
    phone: head.vehicle_phone,
  };
  const sold = group.find((item) => item.change === 'sold');
  const removed = group.find((item) => item.change === 'removed');
  const title = head.vehicle_title?.trim() || `Listing ${head.listing_id}`;
  if (sold || removed) {
    for (const item of group) settle.set(item.id, 'unchanged');
    if (sold) {
      const listing = listingOf(sold) ?? { id: sold.listing_id, title, price: sold.old_price ?? 0 };
      return { settle, told: { change: { kind: 'sold', listing }, ...channels }, items: [sold.id] };
    }
    if (removed) {
      // A car the shopper was told was sold is not reported again when it leaves the inventory.
      const toldSold = await trx
        .selectFrom('alert_items')
        .select('id')
        .where('saved_vehicle_id', '=', vehicleId)
        .where('change', '=', 'sold')
        .where('outcome', '=', 'sent')
        .executeTakeFirst();
      if (toldSold) return { settle, items: [] };
      return {
        settle,
        told: { change: { kind: 'expired', listing: { id: removed.listing_id, title } }, ...channels },
        items: [removed.id],
      };
    }
  }
  // Price drops: one alert from the price last told to the price now, however many steps it took.
  const listing = head.status === 'active' ? listingOf(head) : undefined;
  for (const item of group) settle.set(item.id, 'unchanged');
  if (!listing) return { settle, items: [] };
  const base = head.alerted_price ?? group[0]?.old_price ?? listing.price;
  if (listing.price < base || head.alerted_price === null) {
    // The next drop is measured from the price the shopper was last told (or first saw).
    await trx
      .updateTable('saved_vehicles')
      .set({ alerted_price: listing.price })
      .where('id', '=', vehicleId)
      .execute();
  }
  if (listing.price >= base) return { settle, items: [] };
  return {
    settle,
    told: { change: { kind: 'price-drop', listing, oldPrice: base, newPrice: listing.price }, ...channels },
    items: group.map(({ id }) => id),
  };
}
