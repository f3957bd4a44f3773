// Rate limits of the e-mail light registration (issue 12: "Sharing and registration calls are rate limited per
// sender and per address"; the spec shows the call, not its limits). A light registration adds a saved search to
// the record of whatever address was typed, and saved searches send alert e-mail: without a limit, anyone could
// sign a stranger's mailbox up for alerts, or fill the consumers table from one machine.

import ipaddr from 'ipaddr.js';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { ApiFailure } from '../http/api-failure';
import { admit, type RateLimit, RateLimitReached } from '../limits/rate-limiter';

/** Registrations allowed (`max`) in each fixed window of `windowMs`. */
export type RegistrationLimit = RateLimit;

export interface RegistrationLimits {
  /** Per sender: the client's address as the API sees it (see `trustProxy` in server.ts), IPv6 by its /64. */
  sender: RegistrationLimit;
  /** Per e-mail address, in lower case: protects people who never asked for the alerts. */
  address: RegistrationLimit;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * @default 10 per sender an hour (REGISTRATION_SENDER_MAX, REGISTRATION_SENDER_WINDOW_SECONDS), 5 per address a
 * day (REGISTRATION_ADDRESS_MAX, REGISTRATION_ADDRESS_WINDOW_SECONDS). A shopper registers an address once or
 * twice; a household or office behind one address still has room for several.
 */
export const REGISTRATION_LIMITS: Readonly<RegistrationLimits> = Object.freeze({
  sender: Object.freeze({ max: 10, windowMs: HOUR_MS }),
  address: Object.freeze({ max: 5, windowMs: 24 * HOUR_MS }),
});

/** "in the last hour", "in the last 24 hours", "in the last 10 minutes": how a window reads in a message. */
export function windowLabel(windowMs: number): string {
  const unit = windowMs % HOUR_MS === 0 ? { ms: HOUR_MS, name: 'hour' } : { ms: MINUTE_MS, name: 'minute' };
  const count = Math.max(1, Math.round(windowMs / unit.ms));
  return count === 1 ? `in the last ${unit.name}` : `in the last ${count} ${unit.name}s`;
}

export function senderRegistrationLimitMessage(limit: RegistrationLimit): string {
  return `${limit.max} e-mail registrations have come from your network ${windowLabel(limit.windowMs)}, the most we take from one place. Please try again later.`;
}

export function addressRegistrationLimitMessage(limit: RegistrationLimit): string {
  return `This e-mail address has been registered ${limit.max} times ${windowLabel(limit.windowMs)}, the most we take for one address. Please try again later.`;
}

/** Over a registration limit: 429 in the contracts' error reply; `retryAfterSeconds` goes in `Retry-After`. */
export class RegistrationRateLimited extends ApiFailure {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number, field?: string) {
    super('RATE_LIMITED', message, {
      error: { code: 'RATE_LIMITED', message, ...(field === undefined ? {} : { field }) },
    });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A client address as a limit key: an IPv4-mapped IPv6 address is its IPv4 one, and an IPv6 address counts by its
 * /64, the block one subscriber is usually given (they could otherwise take a fresh address per request).
 */
export function senderKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

export interface RegistrationAttempt {
  /** The client's address (`request.ip`). */
  ip: string;
  /** The e-mail address typed. */
  emailAddress: string;
}

export interface RegistrationLimiter {
  /**
   * Counts one registration, or throws `RegistrationRateLimited` (and counts nothing) when the sender or the
   * address is at its limit. Call it before writing anything; call the function it returns when the registration
   * then fails (a database that is away), so a shopper retrying an outage does not spend their limit on it.
   */
  admit(attempt: RegistrationAttempt, now: Date): Promise<() => Promise<void>>;
}

/**
 * The light registration's limiter, over the database's `rate_limits` (src/limits/rate-limiter.ts): every API
 * instance over one database counts the same registrations. Fixed windows: a sender's count starts again at each
 * whole window (an hour by default), so at a window's edge it may register up to twice `max` within one window's
 * length; the database keeps counts per window, never who registered what.
 */
export function createRegistrationLimiter(
  db: Kysely<Schema>,
  limits: RegistrationLimits = REGISTRATION_LIMITS,
): RegistrationLimiter {
  return {
    async admit(attempt, now) {
      const sender = { key: `registration-sender:${senderKey(attempt.ip)}`, limit: limits.sender };
      const address = {
        key: `registration-address:${attempt.emailAddress.trim().toLowerCase()}`,
        limit: limits.address,
      };
      try {
        return await admit(db, [sender, address], now);
      } catch (error) {
        if (!(error instanceof RateLimitReached)) throw error;
        if (error.limited === sender)
          throw new RegistrationRateLimited(
            senderRegistrationLimitMessage(limits.sender),
            error.retryAfterSeconds,
          );
        throw new RegistrationRateLimited(
          addressRegistrationLimitMessage(limits.address),
          error.retryAfterSeconds,
          'body.emailAddress',
        );
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The light registration's rate limits (server.ts decorates it). */
    registrationLimiter: RegistrationLimiter;
  }
}
