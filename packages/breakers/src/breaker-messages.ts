import type { BreakersLogger, BreakersMonitor } from './environment';

/**
 * The breaker log lines of spec 002 section 8: "not responding/exceeded threshold; opened; closed; attempting
 * to close; at capacity". The spec names them without wording; ours follow its one quoted breaker text,
 * "Circuit Breaker for /rest/retailing/payments is open".
 */
export const BREAKER_MESSAGES = {
  failure: (name: string) => `Circuit Breaker for ${name} is not responding or has exceeded its threshold`,
  open: (name: string) => `Circuit Breaker for ${name} opened`,
  halfOpen: (name: string) => `Circuit Breaker for ${name} is attempting to close`,
  close: (name: string) => `Circuit Breaker for ${name} closed`,
  capacity: (name: string) => `Circuit Breaker for ${name} is at capacity`,
} as const;

export type BreakerEvent = keyof typeof BREAKER_MESSAGES;

/** Page action name under which every breaker event is sent to monitoring. */
export const BREAKER_PAGE_ACTION = 'circuitBreaker';

const LEVELS: Record<BreakerEvent, 'info' | 'warn' | 'error'> = {
  failure: 'warn',
  open: 'error',
  halfOpen: 'info',
  close: 'info',
  capacity: 'warn',
};

/** Writes one event as a log line and a monitoring page action. */
export function reportBreakerEvent(
  event: BreakerEvent,
  name: string,
  logger: BreakersLogger,
  monitor: BreakersMonitor | undefined,
  details: Readonly<Record<string, string>> = {},
): void {
  const message = BREAKER_MESSAGES[event](name);
  const attributes = { ...details, breaker: name, event };
  logger[LEVELS[event]]?.(message, attributes);
  monitor?.addPageAction(BREAKER_PAGE_ACTION, { ...attributes, message });
}

/** The code and status of a failure, as strings for monitoring attributes. */
export function failureDetails(error: unknown): Record<string, string> {
  const details: Record<string, string> = {};
  if (error instanceof Error) details.error = error.message;
  const { code, status } = (error ?? {}) as { code?: unknown; status?: unknown };
  if (typeof code === 'string') details.code = code;
  if (typeof status === 'number') details.status = String(status);
  return details;
}
