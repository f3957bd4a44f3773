import { createHash } from 'node:crypto';
import type { ApiError } from '@forecourt/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import { senderKey } from '../accounts/registration-limits';
import type { Schema } from '../db/schema';
import { ApiFailure } from '../http/api-failure';
import { countHits, RateLimitReached } from '../limits/rate-limiter';
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
  /** Who the message is from as written down (a typed address, a consumer id): the record, not a limit's key. */
  sender: string;
  /**
   * Who is sending as the per-sender limit counts them, from what they cannot change: shareSenderKeys (the client
   * address as the trusted proxy reports it, and the signed-in account). Each key has its own allowance.
   */
  senderKeys: readonly string[];
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

/**
 * The per-sender limit's keys of a request: the client's address (`request.ip`, as TRUST_PROXY lets the brand
 * servers or load balancer report it; IPv6 by its /64) and, signed in, the account. A typed e-mail address is
 * not one: rotating it sent every message.
 */
export function shareSenderKeys(ip: string, consumerId: string | undefined): string[] {
  return [`ip:${senderKey(ip)}`, ...(consumerId === undefined ? [] : [`account:${consumerId}`])];
}

/** A 64-bit advisory-lock key for a text (pg_advisory_xact_lock takes a bigint). */
function lockKey(text: string): string {
  return createHash('sha256').update(text).digest().readBigInt64BE(0).toString();
}

/**
 * When the recipient's limit is reached: the instant the oldest of the `max` newest messages to them leaves the
 * window, in whole seconds from now. Undefined while fewer than `max` are in the window. The outbox is the record
 * of what each recipient was sent, so it is what this limit counts.
 */
async function recipientLimitedFor(
  trx: Transaction<Schema>,
  recipient: string,
  limit: ShareLimit,
  now: Date,
): Promise<number | undefined> {
  const row = await trx
    .selectFrom('outbox')
    .select('created_at')
    .where('recipient', '=', recipient)
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
 * written). In one transaction: advisory locks on the sender and the recipient (so two API instances cannot both
 * let the recipient's last message through, nor both write one repeat), the recipient's limit counted from the
 * outbox, then the sender's keys counted in `rate_limits` (a fixed window, shared by every instance), then the
 * row. A refusal or a failed insert rolls the sender's counts back with the rest.
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
    const recipientWait = await recipientLimitedFor(trx, message.recipient, limits.recipient, now);
    if (recipientWait !== undefined)
      throw new RateLimited(
        (limits.recipientMessage ?? recipientLimitMessage)(limits.recipient),
        recipientWait,
      );
    try {
      await countHits(
        trx,
        message.senderKeys.map((key) => ({ key: `share-sender:${key}`, limit: limits.sender })),
        now,
      );
    } catch (error) {
      if (!(error instanceof RateLimitReached)) throw error;
      throw new RateLimited(
        (limits.senderMessage ?? senderLimitMessage)(limits.sender),
        error.retryAfterSeconds,
      );
    }

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
