import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock';
import type { OutboxRow, Schema } from '../db/schema';
import { type AlertLogger, silentLogger } from './alert-logger';
import { type EmailTransport, localMailbox } from './email-transport';
import { localTextOutbox, type TextMessageProvider } from './text-message-provider';
import type { AlertStamp } from './write-alert';

export const DEFAULT_ALERTS_FROM = 'Forecourt alerts <alerts@localhost>';

export interface OutboxSenderOptions {
  db: Kysely<Schema>;
  clock: Clock;
  /** @default localMailbox (nothing leaves the machine) */
  email?: EmailTransport;
  /** @default localTextOutbox */
  texts?: TextMessageProvider;
  /** The From of every e-mail. @default DEFAULT_ALERTS_FROM (config ALERTS_FROM) */
  from?: string;
  /** Rows claimed per query. @default 20 */
  batchSize?: number;
  /** A claim older than this is taken over (its sender died, or its send failed and is retried). @default 600000 (10 min) */
  leaseMs?: number;
  /** Failed sends after which a row is left alone (`last_error` says why). @default 5 */
  maxAttempts?: number;
  /** Names this sender's claims. @default a random UUID */
  senderId?: string;
  /** @default silent */
  logger?: AlertLogger;
}

export interface SendReport {
  sent: number;
  /** Alerts not sent because the shopper opted out or turned that alert off after it was written. */
  dropped: number;
  failed: number;
}

export interface OutboxSender {
  readonly senderId: string;
  /** Claims and delivers every deliverable row of the outbox (alerts and shares), then resolves. */
  sendPending(): Promise<SendReport>;
}

type PayloadShape = { alert?: AlertStamp; html?: unknown; cc?: unknown; headers?: unknown };

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Delivers outbox rows. Each row is claimed in the database first (`update ... where id in (select ... for
 * update skip locked)`), so two senders never pick the same row; the send happens outside any transaction (an
 * SMTP round trip must not hold PGlite's only connection), then the row is marked sent by its claimer.
 */
export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, clock } = options;
  const email = options.email ?? localMailbox;
  const texts = options.texts ?? localTextOutbox;
  const from = options.from ?? DEFAULT_ALERTS_FROM;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 600_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const senderId = options.senderId ?? randomUUID();
  const logger = options.logger ?? silentLogger;

  const claim = async (): Promise<OutboxRow[]> => {
    const now = clock.now();
    return db
      .updateTable('outbox')
      .set({ claimed_at: now, claimed_by: senderId })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where('delivery', 'is', null)
          .where('attempts', '<', maxAttempts)
          .where((w) =>
            w.or([w('claimed_at', 'is', null), w('claimed_at', '<', new Date(now.getTime() - leaseMs))]),
          )
          .orderBy('id')
          .limit(batchSize)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
  };

  /**
   * Opt-out and the alerts' own switches are read again here: either stops a message already written. A message
   * gathering several saves goes out while any of them still has its channel on.
   */
  const stillWanted = async (stamp: AlertStamp): Promise<boolean> => {
    const consumer = await db
      .selectFrom('consumers')
      .select('opted_out_at')
      .where('id', '=', stamp.consumerId)
      .executeTakeFirst();
    if (!consumer || consumer.opted_out_at !== null) return false;
    const flag = stamp.channel === 'email' ? 'email_alerts' : 'text_alerts';
    const ids = (kind: 'search' | 'vehicle') =>
      (Array.isArray(stamp.sources) ? stamp.sources : [])
        .filter((ref) => ref.source === kind)
        .map(({ id }) => id);
    for (const [table, list] of [
      ['saved_searches', ids('search')],
      ['saved_vehicles', ids('vehicle')],
    ] as const) {
      if (list.length === 0) continue;
      const on = await db
        .selectFrom(table)
        .select('id')
        .where('id', 'in', list)
        .where(sql<boolean>`${sql.ref(flag)}`)
        .executeTakeFirst();
      if (on) return true;
    }
    return false;
  };

  const deliver = async (row: OutboxRow): Promise<string> => {
    const payload = (row.payload ?? {}) as PayloadShape;
    if (row.kind === 'sms') {
      await texts.send({ to: row.recipient, body: row.body });
      return texts.name;
    }
    const html = typeof payload.html === 'string' ? payload.html : undefined;
    const cc = typeof payload.cc === 'string' ? payload.cc : undefined;
    const headers = stringRecord(payload.headers);
    await email.send({
      from,
      to: row.recipient,
      subject: row.subject ?? '',
      text: row.body,
      ...(html ? { html } : {}),
      ...(cc ? { cc } : {}),
      // A shared car: replies go to the shopper who shared it, not to our sending address.
      ...(!payload.alert && row.sender.includes('@') ? { replyTo: row.sender } : {}),
      ...(headers ? { headers } : {}),
    });
    return email.name;
  };

  const mine = (id: number) =>
    db.updateTable('outbox').where('id', '=', id).where('claimed_by', '=', senderId);

  return {
    senderId,
    sendPending: async () => {
      const report: SendReport = { sent: 0, dropped: 0, failed: 0 };
      for (let rows = await claim(); rows.length > 0; rows = await claim()) {
        for (const row of rows) {
          const stamp = (row.payload as PayloadShape | null)?.alert;
          if (stamp && !(await stillWanted(stamp))) {
            await mine(row.id).set({ delivery: 'dropped' }).execute();
            report.dropped += 1;
            continue;
          }
          try {
            const delivery = await deliver(row);
            await mine(row.id).set({ sent_at: clock.now(), delivery }).execute();
            report.sent += 1;
          } catch (error) {
            // The claim stays: the row is tried again once its lease runs out, up to maxAttempts.
            const message = error instanceof Error ? error.message : String(error);
            await mine(row.id)
              .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: message.slice(0, 1000) }))
              .execute();
            logger.warn(`alerts: outbox row ${row.id} not sent: ${message}`);
            report.failed += 1;
          }
        }
      }
      return report;
    },
  };
}
