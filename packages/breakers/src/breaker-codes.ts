import CircuitBreaker from 'opossum';

/**
 * The codes opossum 9 puts on the errors it makes itself, which the UI must tell apart (spec 000 section 8:
 * "Circuit-breaker errors: open breaker, timeout, too many concurrent requests"). Semaphore rejection (the
 * `capacity` limit) is `ESEMLOCKED` in opossum 9's source; `ESHUTDOWN` is a call on a shut-down breaker.
 */
export const BREAKER_ERROR_CODES = {
  open: 'EOPENBREAKER',
  timeout: 'ETIMEDOUT',
  capacity: 'ESEMLOCKED',
  shutdown: 'ESHUTDOWN',
} as const;

export type BreakerErrorCode = (typeof BREAKER_ERROR_CODES)[keyof typeof BREAKER_ERROR_CODES];

/** An error raised by a breaker itself rather than by the call it guards. */
export interface BreakerFailure extends Error {
  readonly code: BreakerErrorCode;
}

const CODES: ReadonlySet<unknown> = new Set(Object.values(BREAKER_ERROR_CODES));

/** Raised by our wrapper for a call on a shut-down breaker (opossum's own error is not reachable then). */
export class BreakerShutdownError extends Error implements BreakerFailure {
  override readonly name = 'BreakerShutdownError';
  readonly code = BREAKER_ERROR_CODES.shutdown;

  constructor(readonly breaker: string) {
    super(`The circuit breaker for ${breaker} has been shut down.`);
  }
}

/**
 * True for an error a breaker raised (open, time-out, capacity, shutdown), optionally of one code. An
 * `ETIMEDOUT` from the network itself is not one: opossum marks its own errors, and this asks it.
 */
export function isBreakerError(error: unknown, code?: BreakerErrorCode): error is BreakerFailure {
  if (!(error instanceof Error)) return false;
  const own = error instanceof BreakerShutdownError || CircuitBreaker.isOurError(error);
  const errorCode = (error as { code?: unknown }).code;
  return own && CODES.has(errorCode) && (code === undefined || errorCode === code);
}
