/** A value or a promise of it: sources and lookups may answer from memory or over the network. */
export type Awaitable<T> = T | Promise<T>;

/** Where the package writes what it only logs (a failed geolocation, a failed content load). */
export interface LocationLogger {
  error(message: string, error?: unknown): void;
}

/** The timer functions the time-outs use, so tests and hosts can replace them. */
export interface LocationTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The default logger: `console`, read when a message is written (not at import), so a host that swaps
 * `console.error` later is still heard.
 */
export const consoleLogger: LocationLogger = {
  error: (message, error) => {
    if (error === undefined) console.error(message);
    else console.error(message, error);
  },
};

/**
 * The default timers: the global `setTimeout` and `clearTimeout`, looked up at each call so that
 * `vi.useFakeTimers()` installed after this module loaded still takes effect.
 */
export const globalTimers: LocationTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
