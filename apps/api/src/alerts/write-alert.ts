import type { Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { ALERT_SENDER } from '../outbox/alert-sender';
import { type AlertLinks, unsubscribeLink } from './alert-links';
import { type AlertChange, alertMessage } from './alert-messages';

/** A shopper as the worker sees them. */
export interface AlertConsumer {
  id: string;
  email: string | null;
  phone: string | null;
}

/** A saved search or vehicle a message tells about. */
export interface AlertSourceRef {
  source: 'search' | 'vehicle';
  id: string;
}

/** What the outbox payload of an alert carries under `alert`: the sender checks it again at send time. */
export interface AlertStamp {
  consumerId: string;
  channel: 'email' | 'sms';
  /** The saved searches and vehicles the message tells about: it is sent while any still has its channel on. */
  sources: AlertSourceRef[];
  changes: AlertChange['kind'][];
  listingIds: number[];
}

export { ALERT_SENDER } from '../outbox/alert-sender';

/** One channel's part of a message: its sections, and where it goes. */
export interface AlertChannelPart {
  recipient: string;
  changes: AlertChange[];
  sources: AlertSourceRef[];
}

function changedListingIds(changes: AlertChange[]): number[] {
  return changes.flatMap((change) =>
    change.kind === 'new-match' ? change.listings.map(({ id }) => id) : [change.listing.id],
  );
}

/**
 * One message of one pass for one shopper: an outbox row per channel (each with only the sections of the saves
 * that have that channel on), and one notification. `key` names the message for the outbox's unique dedupe
 * key, so a row can never be written twice whoever writes it. Returns the number of outbox rows written.
 */
export async function writeAlertMessage(
  trx: Transaction<Schema>,
  input: {
    consumer: AlertConsumer;
    email?: AlertChannelPart;
    sms?: AlertChannelPart;
    key: string;
    token: string;
    links: AlertLinks;
    now: Date;
  },
): Promise<number> {
  const { consumer, now } = input;
  const unsubscribe = unsubscribeLink(input.links, input.token);
  const stamp = (channel: AlertStamp['channel'], part: AlertChannelPart): AlertStamp => ({
    consumerId: consumer.id,
    channel,
    sources: part.sources,
    changes: part.changes.map(({ kind }) => kind),
    listingIds: changedListingIds(part.changes),
  });
  const rows = [];
  let notification: { title: string; body: string; part: AlertChannelPart } | undefined;
  if (input.email) {
    const message = alertMessage(input.email.changes, input.links, unsubscribe);
    notification = { ...message.notification, part: input.email };
    rows.push({
      kind: 'email' as const,
      recipient: input.email.recipient,
      subject: message.subject,
      body: message.text,
      payload: JSON.stringify({
        alert: stamp('email', input.email),
        html: message.html,
        // RFC 8058 one-click unsubscribe: mail clients show their own button and POST to the link.
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
      dedupe_key: `alert:${consumer.id}:${input.key}:email`,
    });
  }
  if (input.sms) {
    const message = alertMessage(input.sms.changes, input.links, unsubscribe);
    notification ??= { ...message.notification, part: input.sms };
    rows.push({
      kind: 'sms' as const,
      recipient: input.sms.recipient,
      subject: null,
      body: message.sms,
      payload: JSON.stringify({ alert: stamp('sms', input.sms) }),
      dedupe_key: `alert:${consumer.id}:${input.key}:sms`,
    });
  }
  if (rows.length === 0 || !notification) return 0;
  const inserted = await trx
    .insertInto('outbox')
    .values(rows.map((row) => ({ ...row, sender: ALERT_SENDER, created_at: now })))
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .execute();
  if (inserted.length === 0) return 0;
  await trx
    .insertInto('notifications')
    .values({
      consumer_id: consumer.id,
      kind: `alert.${notification.part.changes.length === 1 ? notification.part.changes[0]?.kind : 'digest'}`,
      title: notification.title,
      body: notification.body,
      payload: JSON.stringify({
        sources: notification.part.sources,
        listingIds: changedListingIds(notification.part.changes),
      }),
      created_at: now,
    })
    .execute();
  return inserted.length;
}
