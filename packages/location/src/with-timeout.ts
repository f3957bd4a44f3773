import type { LocationTimers } from './location-environment';
import { LocationOptionError } from './location-errors';

/** Throws `LocationOptionError` unless `ms` is a positive number of milliseconds or `Infinity` (no time-out). */
export function checkTimeout(option: string, ms: number): number {
  if (typeof ms !== 'number' || Number.isNaN(ms) || ms <= 0) {
    throw new LocationOptionError(
      'INVALID_OPTION',
      option,
      `${option} must be a positive number of milliseconds or Infinity, got ${String(ms)}`,
    );
  }
  return ms;
}

/** The rejection of a call that ran out of time. Internal: callers turn it into their own outcome. */
export class TimeoutSignal extends Error {
  override readonly name = 'TimeoutSignal';
  constructor(readonly ms: number) {
    super(`timed out after ${ms} ms`);
  }
}

/**
 * Runs `run` with an `AbortSignal` that aborts after `ms` (never when `ms` is `Infinity`), so a time-out also
 * cancels the request. Rejects with `TimeoutSignal` on time-out; the timer is always cleared.
 */
export function withTimeout<T>(
  run: (signal: AbortSignal) => Promise<T>,
  ms: number,
  timers: LocationTimers,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const handle = Number.isFinite(ms)
      ? timers.setTimeout(() => {
          controller.abort();
          reject(new TimeoutSignal(ms));
        }, ms)
      : undefined;
    const settle = () => {
      if (handle !== undefined) timers.clearTimeout(handle);
    };
    let pending: Promise<T>;
    try {
      pending = Promise.resolve(run(controller.signal));
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}
