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

/** A saved search or vehicle: where an alert comes from, and on which channels it goes out. */
export interface AlertSource {
  kind: 'search' | 'vehicle';
  id: string;
  email_alerts: boolean;
  text_alerts: boolean;
  mobile_phone: string | null;
}

/** What the outbox payload of an alert carries under `alert`: the sender checks it again at send time. */
export interface AlertStamp {
  consumerId: string;
  source: 'search' | 'vehicle';
  sourceId: string;
  channel: 'email' | 'sms';
  change: AlertChange['kind'];
  listingIds: number[];
}

export { ALERT_SENDER } from '../outbox/alert-sender';

function changedListingIds(change: AlertChange): number[] {
  return change.kind === 'new-match' ? change.listings.map(({ id }) => id) : [change.listing.id];
}

/**
 * One alert: an outbox row per channel that is on and has an address, and one notification. `key` names the
 * alert for the outbox's unique dedupe key, so a row can never be written twice whoever writes it.
 * Returns the number of outbox rows written.
 */
export async function writeAlert(
  trx: Transaction<Schema>,
  input: {
    consumer: AlertConsumer;
    source: AlertSource;
    change: AlertChange;
    key: string;
    token: string;
    links: AlertLinks;
    now: Date;
  },
): Promise<number> {
  const { consumer, source, change, now } = input;
  const unsubscribe = unsubscribeLink(input.links, input.token);
  const message = alertMessage(change, input.links, unsubscribe);
  const stamp = (channel: AlertStamp['channel']): AlertStamp => ({
    consumerId: consumer.id,
    source: source.kind,
    sourceId: source.id,
    channel,
    change: change.kind,
    listingIds: changedListingIds(change),
  });
  const phone = source.mobile_phone ?? consumer.phone;
  const rows = [
    ...(source.email_alerts && consumer.email
      ? [
          {
            kind: 'email' as const,
            recipient: consumer.email,
            subject: message.subject,
            body: message.text,
            payload: JSON.stringify({
              alert: stamp('email'),
              html: message.html,
              // RFC 8058 one-click unsubscribe: mail clients show their own button and POST to the link.
              headers: {
                'List-Unsubscribe': `<${unsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }),
            dedupe_key: `alert:${consumer.id}:${input.key}:email`,
          },
        ]
      : []),
    ...(source.text_alerts && phone
      ? [
          {
            kind: 'sms' as const,
            recipient: phone,
            subject: null,
            body: message.sms,
            payload: JSON.stringify({ alert: stamp('sms') }),
            dedupe_key: `alert:${consumer.id}:${input.key}:sms`,
          },
        ]
      : []),
  ];
  let written = 0;
  if (rows.length > 0) {
    const inserted = await trx
      .insertInto('outbox')
      .values(rows.map((row) => ({ ...row, sender: ALERT_SENDER, created_at: now })))
      .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
      .returning('id')
      .execute();
    written = inserted.length;
  }
  await trx
    .insertInto('notifications')
    .values({
      consumer_id: consumer.id,
      kind: `alert.${change.kind}`,
      title: message.notification.title,
      body: message.notification.body,
      payload: JSON.stringify({
        source: source.kind,
        sourceId: source.id,
        listingIds: changedListingIds(change),
      }),
      created_at: now,
    })
    .execute();
  return written;
}
