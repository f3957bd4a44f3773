/** Whatever `Timers.setTimeout` returns; only ever handed back to `clearTimeout`. */
export type TimerHandle = unknown;

/**
 * The two timer functions this package uses. Every timed rule goes through them so tests drive time with
 * fake timers and servers can use their own scheduler.
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** Where this package writes its log lines. */
export interface ExperimentsLogger {
  error(message: string, details?: Readonly<Record<string, unknown>>): void;
  warn(message: string, details?: Readonly<Record<string, unknown>>): void;
}

/** Receives monitoring page actions and error reports (New Relic style). */
export interface MonitorAdapter {
  addPageAction(name: string, attributes: Readonly<Record<string, string | number | boolean>>): void;
  noticeError(error: Error, attributes?: Readonly<Record<string, string | number | boolean>>): void;
}

/**
 * The global timers, looked up on every call rather than captured, so `vi.useFakeTimers()` installed after a
 * component was created still drives it.
 */
export function systemTimers(): Timers {
  return {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
}

/** `console.error` / `console.warn`, with the details only when there are some. */
export const consoleLogger: ExperimentsLogger = {
  error: (message, details) => (details ? console.error(message, details) : console.error(message)),
  warn: (message, details) => (details ? console.warn(message, details) : console.warn(message)),
};
