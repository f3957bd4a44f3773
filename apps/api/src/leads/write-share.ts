import { createHash } from 'node:crypto';
import type { ApiError } from '@forecourt/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { ApiFailure } from '../http/api-failure';
import { ALERT_SENDER } from '../outbox/alert-sender';
import {
  recipientLimitMessage,
  SHARE_LIMITS,
  type ShareLimit,
  type ShareLimits,
  senderLimitMessage,
} from './share-limits';

/** One message for the outbox. */
export interface ShareMessage {
  kind: 'email' | 'sms';
  sender: string;
  recipient: string;
  subject: string | null;
  body: string;
  payload: Record<string, unknown>;
  /** A repeat of the same key is answered as sent and written once. */
  dedupeKey: string | null;
}

export type ShareOutcome = 'written' | 'repeat';

/** The contracts' error reply plus the spec's errorMessage (spec 001 s8: "that message is shown"). */
export function withErrorMessage(reply: ApiError, errorMessage: string): ApiError & { errorMessage: string } {
  return { ...reply, errorMessage };
}

/** Over a share limit: 429, and the body says why in both fields. */
export class RateLimited extends ApiFailure {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message, withErrorMessage({ error: { code: 'RATE_LIMITED', message } }, message));
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A 64-bit advisory-lock key for a text (pg_advisory_xact_lock takes a bigint). */
function lockKey(text: string): string {
  return createHash('sha256').update(text).digest().readBigInt64BE(0).toString();
}

/**
 * When the limit is reached: the instant the oldest of the `max` newest rows leaves the window, in whole seconds
 * from now. Undefined while fewer than `max` rows are in the window.
 */
async function limitedFor(
  trx: Transaction<Schema>,
  column: 'sender' | 'recipient',
  value: string,
  limit: ShareLimit,
  now: Date,
): Promise<number | undefined> {
  const row = await trx
    .selectFrom('outbox')
    .select('created_at')
    .where(column, '=', value)
    // Only shares count: alerts a shopper asked for must not stop friends from sharing a car with them.
    .where('sender', '!=', ALERT_SENDER)
    .where('created_at', '>', new Date(now.getTime() - limit.windowMs))
    .orderBy('created_at', 'desc')
    .offset(limit.max - 1)
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  const freesAt = row.created_at.getTime() + limit.windowMs;
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
}

/**
 * Writes one share to the outbox unless its sender or recipient is over a limit (then a 429 and nothing is
 * written). Counting and writing happen in one transaction holding advisory locks on the sender and the
 * recipient, so two API instances cannot both let the tenth message through.
 */
export async function writeShare(
  db: Kysely<Schema>,
  message: ShareMessage,
  now: Date,
  limits: ShareLimits = SHARE_LIMITS,
): Promise<ShareOutcome> {
  return db.transaction().execute(async (trx) => {
    // Always in the same order, so two requests never wait on each other's second lock.
    const keys = [`share-sender:${message.sender}`, `share-recipient:${message.recipient}`].sort();
    for (const key of keys) await sql`select pg_advisory_xact_lock(${lockKey(key)}::bigint)`.execute(trx);

    if (message.dedupeKey !== null) {
      const seen = await trx
        .selectFrom('outbox')
        .select('id')
        .where('dedupe_key', '=', message.dedupeKey)
        .executeTakeFirst();
      if (seen) return 'repeat';
    }
    const senderWait = await limitedFor(trx, 'sender', message.sender, limits.sender, now);
    if (senderWait !== undefined)
      throw new RateLimited((limits.senderMessage ?? senderLimitMessage)(limits.sender), senderWait);
    const recipientWait = await limitedFor(trx, 'recipient', message.recipient, limits.recipient, now);
    if (recipientWait !== undefined)
      throw new RateLimited(
        (limits.recipientMessage ?? recipientLimitMessage)(limits.recipient),
        recipientWait,
      );

    await trx
      .insertInto('outbox')
      .values({
        kind: message.kind,
        sender: message.sender,
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
        payload: JSON.stringify(message.payload),
        dedupe_key: message.dedupeKey,
        created_at: now,
      })
      .execute();
    return 'written';
  });
}
