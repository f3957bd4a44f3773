// Rate limits of account creation (issue 12: "registration calls are rate limited per sender and per address").
// Counted in the database, so they hold across restarts and across several instances over one PostgreSQL.

import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { type Kysely, sql } from 'kysely';
import type { Schema } from './db/schema';

export interface SignUpLimit {
  /** Sign-ups allowed in the window. */
  max: number;
  /** A sliding window: a sign-up counts while it is younger than this. */
  windowMs: number;
}

export interface SignUpLimits {
  /** Per client address (IPv6 by its /64): one machine filling the accounts table. */
  ip: SignUpLimit;
  /** Per e-mail address: someone probing which addresses have an account, or hammering one. */
  email: SignUpLimit;
}

const HOUR_MS = 3_600_000;

/**
 * @default 10 sign-ups per client address an hour (SIGN_UP_IP_MAX, SIGN_UP_IP_WINDOW_SECONDS) and 5 per e-mail
 * address a day (SIGN_UP_EMAIL_MAX, SIGN_UP_EMAIL_WINDOW_SECONDS): a household signs up a few people, a shopper
 * who mistypes a password retries a few times.
 */
export const SIGN_UP_LIMITS: Readonly<SignUpLimits> = Object.freeze({
  ip: Object.freeze({ max: 10, windowMs: HOUR_MS }),
  email: Object.freeze({ max: 5, windowMs: 24 * HOUR_MS }),
});

/** "in the last hour", "in the last 24 hours", "in the last 10 minutes". */
export function windowLabel(windowMs: number): string {
  const unit = windowMs % HOUR_MS === 0 ? { ms: HOUR_MS, name: 'hour' } : { ms: 60_000, name: 'minute' };
  const count = Math.max(1, Math.round(windowMs / unit.ms));
  return count === 1 ? `in the last ${unit.name}` : `in the last ${count} ${unit.name}s`;
}

/** What the sign-up form shows when the client's address is over its limit. */
export function ipSignUpLimitMessage(limit: SignUpLimit): string {
  return `${limit.max} accounts have been created from your network ${windowLabel(limit.windowMs)}, the most we allow from one place. Please try again later.`;
}

/** What the sign-up form shows when the e-mail address is over its limit. */
export function emailSignUpLimitMessage(limit: SignUpLimit): string {
  return `This e-mail address has been used to sign up ${limit.max} times ${windowLabel(limit.windowMs)}. Please try again later, or sign in if you already have an account.`;
}

/**
 * A client address as a limit key: an IPv4-mapped address is its IPv4 one; an IPv6 address counts by its /64, the
 * block one subscriber is usually given. (The API's light registration keys senders the same way.)
 */
export function signUpIpKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

export type SignUpAdmission =
  | { readonly admitted: true }
  | {
      readonly admitted: false;
      readonly reason: 'ip' | 'email';
      readonly message: string;
      readonly retryAfterSeconds: number;
    };

/** A 64-bit advisory-lock key for a text (pg_advisory_xact_lock takes a bigint). */
function lockKey(text: string): string {
  return createHash('sha256').update(text).digest().readBigInt64BE(0).toString();
}

export interface SignUpLimiter {
  /**
   * Counts one sign-up from `ip` for `email`, or refuses it (counting nothing) when either is at its limit. Call it
   * before creating the account; an attempt counts whether or not the account is then created (an address that
   * already has one is the case the e-mail limit is for).
   */
  admit(ip: string, email: string): Promise<SignUpAdmission>;
}

export function createSignUpLimiter(
  db: Kysely<Schema>,
  limits: SignUpLimits = SIGN_UP_LIMITS,
  now: () => Date = () => new Date(),
): SignUpLimiter {
  const longest = Math.max(limits.ip.windowMs, limits.email.windowMs);

  return {
    admit(rawIp, rawEmail) {
      const ip = signUpIpKey(rawIp);
      const email = rawEmail.trim().toLowerCase();
      const at = now();
      return db.transaction().execute(async (trx) => {
        // One order for every request, so two sign-ups never wait on each other's second lock; another instance
        // counting the same address waits until this one has written its row.
        const keys = [`sign-up-ip:${ip}`, `sign-up-email:${email}`].sort();
        for (const key of keys) await sql`select pg_advisory_xact_lock(${lockKey(key)}::bigint)`.execute(trx);

        /** Seconds until the oldest of the `max` newest attempts leaves the window; undefined below the limit. */
        const wait = async (column: 'ip' | 'email', value: string, limit: SignUpLimit) => {
          const row = await trx
            .selectFrom('identity_sign_up_attempts')
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

        const ipWait = await wait('ip', ip, limits.ip);
        if (ipWait !== undefined)
          return {
            admitted: false,
            reason: 'ip',
            message: ipSignUpLimitMessage(limits.ip),
            retryAfterSeconds: ipWait,
          };
        const emailWait = await wait('email', email, limits.email);
        if (emailWait !== undefined)
          return {
            admitted: false,
            reason: 'email',
            message: emailSignUpLimitMessage(limits.email),
            retryAfterSeconds: emailWait,
          };
        await trx
          .deleteFrom('identity_sign_up_attempts')
          .where('created_at', '<=', new Date(at.getTime() - longest))
          .execute();
        await trx.insertInto('identity_sign_up_attempts').values({ ip, email, created_at: at }).execute();
        return { admitted: true };
      });
    },
  };
}
