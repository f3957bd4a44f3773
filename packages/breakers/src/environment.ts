/**
 * Where the package writes its log lines. `info` is optional: breaker closes and half-opens are logged at info
 * level, and a logger without it simply does not get them.
 */
export interface BreakersLogger {
  info?(message: string, details?: Readonly<Record<string, unknown>>): void;
  warn(message: string, details?: Readonly<Record<string, unknown>>): void;
  error(message: string, details?: Readonly<Record<string, unknown>>): void;
}

/**
 * Monitoring (New Relic style): a page action per breaker event, and error reports. The shape matches
 * `@forecourt/brand`'s monitor, so one adapter serves both.
 */
export interface BreakersMonitor {
  addPageAction(name: string, attributes: Readonly<Record<string, string>>): void;
  /** Sends an error to the error-reporting service. Optional: without it no error report is sent. */
  noticeError?(error: unknown, attributes: Readonly<Record<string, string>>): void;
}

/** The timer functions a component schedules with; defaults are the global ones, looked up when called. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** `console.warn` and `console.error`, looked up at call time so nothing reads `console` on import; no info. */
export const consoleLogger: BreakersLogger = {
  warn: (message, details) => console.warn(message, details ?? ''),
  error: (message, details) => console.error(message, details ?? ''),
};

export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
