// Rate limits of the e-mail light registration (issue 12: "Sharing and registration calls are rate limited per
// sender and per address"; the spec shows the call, not its limits). A light registration adds a saved search to
// the record of whatever address was typed, and saved searches send alert e-mail: without a limit, anyone could
// sign a stranger's mailbox up for alerts, or fill the consumers table from one machine.

import ipaddr from 'ipaddr.js';
import { ApiFailure } from '../http/api-failure';

export interface RegistrationLimit {
  /** Registrations allowed in the window. */
  max: number;
  /** A sliding window: a registration counts while it is younger than this. */
  windowMs: number;
}

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

/**
 * The most keys a window keeps before it forgets the least recently seen: memory stays bounded under a flood
 * (about 10 MB a window when full).
 */
const MAX_KEYS = 100_000;

/** Sliding-window counts per key, in this process's memory. */
class RateWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(readonly limit: RegistrationLimit) {}

  private live(key: string, now: number): number[] {
    const times = (this.hits.get(key) ?? []).filter((time) => time > now - this.limit.windowMs);
    if (times.length === 0) this.hits.delete(key);
    else this.hits.set(key, times);
    return times;
  }

  /** Seconds until the key may register again, or undefined when it may now. */
  wait(key: string, now: number): number | undefined {
    const times = this.live(key, now);
    if (times.length < this.limit.max) return undefined;
    // The oldest of the `max` newest hits: the key is free again once it leaves the window.
    const oldest = times[times.length - this.limit.max] as number;
    return Math.max(1, Math.ceil((oldest + this.limit.windowMs - now) / 1000));
  }

  /** Takes back one registration counted at `at` (a registration that failed after it was counted). */
  forget(key: string, at: number): void {
    const times = this.hits.get(key);
    const index = times?.indexOf(at) ?? -1;
    if (!times || index < 0) return;
    times.splice(index, 1);
    if (times.length === 0) this.hits.delete(key);
  }

  record(key: string, now: number): void {
    const times = [...this.live(key, now), now];
    // Re-inserted, so the map runs from the least recently seen key to the most.
    this.hits.delete(key);
    this.hits.set(key, times);
    for (const oldest of this.hits.keys()) {
      if (this.hits.size <= MAX_KEYS) break;
      this.hits.delete(oldest);
    }
  }
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
  admit(attempt: RegistrationAttempt, now: Date): () => void;
}

/**
 * The light registration's limiter. Counts live in this process, so N API instances allow up to N times the
 * limit between them (the README says so); the database holds no record of who registered from where.
 */
export function createRegistrationLimiter(
  limits: RegistrationLimits = REGISTRATION_LIMITS,
): RegistrationLimiter {
  const senders = new RateWindow(limits.sender);
  const addresses = new RateWindow(limits.address);
  return {
    admit(attempt, now) {
      const at = now.getTime();
      const sender = senderKey(attempt.ip);
      const address = attempt.emailAddress.trim().toLowerCase();
      const senderWait = senders.wait(sender, at);
      if (senderWait !== undefined)
        throw new RegistrationRateLimited(senderRegistrationLimitMessage(limits.sender), senderWait);
      const addressWait = addresses.wait(address, at);
      if (addressWait !== undefined)
        throw new RegistrationRateLimited(
          addressRegistrationLimitMessage(limits.address),
          addressWait,
          'body.emailAddress',
        );
      senders.record(sender, at);
      addresses.record(address, at);
      return () => {
        senders.forget(sender, at);
        addresses.forget(address, at);
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The light registration's rate limits (server.ts decorates it). */
    registrationLimiter: RegistrationLimiter;
  }
}
