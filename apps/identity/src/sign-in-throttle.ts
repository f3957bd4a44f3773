// Sign-in throttling (issue 30: "20 wrong passwords in 7 s, then the right one works"). Failed attempts are counted
// in the database per account (the e-mail address typed) and per client address, so every identity instance over
// one PostgreSQL shares them and a restart forgets nothing.

import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Schema } from './db/schema';
import { signUpIpKey } from './sign-up-limits';

export interface SignInLimit {
  /** Failed attempts allowed in the window; once this many are in it, every attempt is refused. */
  max: number;
  /** A sliding window: a failed attempt counts while it is younger than this. */
  windowMs: number;
}

export interface SignInLimits {
  /** Per e-mail address typed (whether or not it has an account): guessing one shopper's password. */
  account: SignInLimit;
  /** Per client address (IPv6 by its /64): one machine trying many accounts. */
  ip: SignInLimit;
}

const MINUTE_MS = 60_000;

/**
 * @default 5 failed sign-ins per e-mail address in 15 minutes (SIGN_IN_EMAIL_MAX,
 * SIGN_IN_EMAIL_WINDOW_SECONDS) and 20 per client address in 15 minutes (SIGN_IN_IP_MAX,
 * SIGN_IN_IP_WINDOW_SECONDS): a shopper who forgot which password they used tries a few, a household behind one
 * address a few each; a guesser gets 20 tries a quarter of an hour instead of 20 in 7 seconds.
 */
export const SIGN_IN_LIMITS: Readonly<SignInLimits> = Object.freeze({
  account: Object.freeze({ max: 5, windowMs: 15 * MINUTE_MS }),
  ip: Object.freeze({ max: 20, windowMs: 15 * MINUTE_MS }),
});

/** "1 minute", "15 minutes": how long to wait, rounded up to whole minutes. */
export function waitLabel(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What the sign-in page shows when the e-mail address is over its limit. */
export function accountSignInLimitMessage(retryAfterSeconds: number): string {
  return `Too many unsuccessful sign-in attempts for this e-mail address. For your security, please wait ${waitLabel(retryAfterSeconds)} and try again.`;
}

/** What the sign-in page shows when the client's address is over its limit. */
export function ipSignInLimitMessage(retryAfterSeconds: number): string {
  return `Too many unsuccessful sign-in attempts from your network. Please wait ${waitLabel(retryAfterSeconds)} and try again.`;
}

export type SignInAdmission =
  | { readonly admitted: true }
  | {
      readonly admitted: false;
      readonly reason: 'account' | 'ip';
      readonly message: string;
      readonly retryAfterSeconds: number;
    };

export interface SignInThrottle {
  /**
   * Admits one sign-in attempt from `ip` for `email` and counts it as failed at once, or refuses it (counting
   * nothing) when either is at its limit. Counting before the password is checked makes the count and the check one
   * step: parallel attempts cannot all pass a count that none of them has written yet.
   */
  admit(ip: string, email: string): Promise<SignInAdmission>;
  /** The password was right: the account's failed attempts (this one included) are forgotten. */
  succeeded(email: string): Promise<void>;
}

/** A 64-bit advisory-lock key for a text (pg_advisory_xact_lock takes a bigint). */
function lockKey(text: string): string {
  return createHash('sha256').update(text).digest().readBigInt64BE(0).toString();
}

const accountKey = (email: string) => email.trim().toLowerCase();

export function createSignInThrottle(
  db: Kysely<Schema>,
  limits: SignInLimits = SIGN_IN_LIMITS,
  now: () => Date = () => new Date(),
): SignInThrottle {
  const longest = Math.max(limits.account.windowMs, limits.ip.windowMs);

  return {
    admit(rawIp, rawEmail) {
      const ip = signUpIpKey(rawIp);
      const account = accountKey(rawEmail);
      const at = now();
      return db.transaction().execute(async (trx) => {
        // One order for every request, so two attempts never wait on each other's second lock; another instance
        // counting the same account or address waits until this one has written its row.
        const keys = [`sign-in-ip:${ip}`, `sign-in-account:${account}`].sort();
        for (const key of keys) await sql`select pg_advisory_xact_lock(${lockKey(key)}::bigint)`.execute(trx);

        /** Seconds until the oldest of the `max` newest failures leaves the window; undefined below the limit. */
        const wait = async (column: 'account' | 'ip', value: string, limit: SignInLimit) => {
          const row = await trx
            .selectFrom('identity_sign_in_failures')
            .select('created_at')
            .where(column, '=', value)
            .where('created_at', '>', new Date(at.getTime() - limit.windowMs))
            .orderBy('created_at', 'desc')
            .offset(limit.max - 1)
            .limit(1)
            .executeTakeFirst();
          if (!row) return undefined;
          const freesAt = new Date(row.created_at).getTime() + limit.windowMs;
          return Math.max(1, Math.ceil((freesAt - at.getTime()) / 1000));
        };

        const accountWait = await wait('account', account, limits.account);
        if (accountWait !== undefined)
          return {
            admitted: false,
            reason: 'account',
            message: accountSignInLimitMessage(accountWait),
            retryAfterSeconds: accountWait,
          };
        const ipWait = await wait('ip', ip, limits.ip);
        if (ipWait !== undefined)
          return {
            admitted: false,
            reason: 'ip',
            message: ipSignInLimitMessage(ipWait),
            retryAfterSeconds: ipWait,
          };
        await trx
          .deleteFrom('identity_sign_in_failures')
          .where('created_at', '<=', new Date(at.getTime() - longest))
          .execute();
        await trx.insertInto('identity_sign_in_failures').values({ account, ip, created_at: at }).execute();
        return { admitted: true };
      });
    },
    async succeeded(email) {
      await db.deleteFrom('identity_sign_in_failures').where('account', '=', accountKey(email)).execute();
    },
  };
}
