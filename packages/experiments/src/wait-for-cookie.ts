import type { CookieJar } from '@forecourt/brand';
import { systemTimers, type Timers } from './environment';

/** Spec 002 s9: "a cookie is polled every 100 ms up to about 50 times". */
export const COOKIE_POLL = Object.freeze({ intervalMs: 100, maxAttempts: 50 });

export interface WaitForCookieOptions {
  /** @default the global setTimeout / clearTimeout */
  timers?: Timers;
  /** @default 100 */
  interval?: number;
  /** Reads in all, the first one at once. @default 50 */
  maxAttempts?: number;
  /** Aborting resolves with undefined and clears the timer. @default none */
  signal?: AbortSignal;
}

/**
 * Resolves with the cookie's value once it is set (by a tag or a server response the page is waiting for), or
 * with undefined after the last read: with the defaults, 50 reads from 0 ms to 4900 ms.
 */
export function waitForCookie(
  cookies: CookieJar,
  name: string,
  options: WaitForCookieOptions = {},
): Promise<string | undefined> {
  const timers = options.timers ?? systemTimers();
  const interval = options.interval ?? COOKIE_POLL.intervalMs;
  const maxAttempts = options.maxAttempts ?? COOKIE_POLL.maxAttempts;
  return new Promise((resolve) => {
    let attempts = 0;
    let timer: unknown;
    const abort = () => {
      timers.clearTimeout(timer);
      resolve(undefined);
    };
    const finish = (value: string | undefined) => {
      options.signal?.removeEventListener('abort', abort);
      resolve(value);
    };
    const read = () => {
      attempts += 1;
      const value = cookies.get(name);
      if (value) finish(value);
      else if (attempts >= maxAttempts) finish(undefined);
      else timer = timers.setTimeout(read, interval);
    };
    if (options.signal?.aborted) return resolve(undefined);
    options.signal?.addEventListener('abort', abort, { once: true });
    read();
  });
}
