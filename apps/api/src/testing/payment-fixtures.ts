import type { Clock } from '../clock';

/** A clock tests move by hand: the rate-limit windows, wallet dates and offer expiries follow it. */
export interface TestClock extends Clock {
  set(iso: string): void;
  advance(ms: number): void;
}

export function testClock(iso: string): TestClock {
  let current = new Date(iso);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** 20 November 2026: the current model year is 2027 (next year's models arrive in the summer). */
export const PAYMENTS_NOW = '2026-11-20T12:00:00.000Z';

export const HOUR_MS = 3_600_000;
