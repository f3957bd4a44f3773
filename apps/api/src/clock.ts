/** Time as the API sees it: injected so tests can pin "now" (deal ages, rate-limit windows, wallet dates). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
