import { API_ERROR_STATUS, type ApiError, type ApiErrorCode, apiError } from '@forecourt/contracts';
import { isDatabaseUnavailable } from '../db/database-unavailable';

/**
 * An expected failure a handler reports (not found, rate limited, ...): the error handler answers it with the
 * contracts' error reply and the code's status. Anything else thrown is a bug and answers 500 without details.
 */
export class ApiFailure extends Error {
  override readonly name: string = 'ApiFailure';
  readonly status: number;
  readonly reply: ApiError;

  constructor(code: Exclude<ApiErrorCode, 'INTERNAL'>, message: string, reply?: ApiError);
  /** Our side failing in a way the caller can wait out: the INTERNAL reply with status 503. */
  constructor(code: 'INTERNAL', message: string, reply: ApiError | undefined, status: 503);
  constructor(code: ApiErrorCode, message: string, reply?: ApiError, status?: number) {
    super(message);
    this.status = status ?? API_ERROR_STATUS[code];
    this.reply = reply ?? apiError(code, message);
  }
}

export const notFound = (what: string) => new ApiFailure('NOT_FOUND', `${what} was not found`);

/** What a caller reads while the database is unreachable (ours: the spec has no such state). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Try again in a few seconds.';

/**
 * Seconds a 503 asks the caller to wait (`Retry-After`): a PostgreSQL restart or fail-over takes a few seconds.
 * Ours; the spec's breakers retry on their own clock either way.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database could not be reached (restarting, shut down, refusing connections): 503 with `Retry-After` and
 * the contracts' error reply, code INTERNAL (the contracts have no code of their own for it). Nothing about the
 * request was wrong, and no write of it was half done: every multi-row write is one transaction. Match on
 * `instanceof` or `code`, never on the message.
 */
export class DatabaseUnavailable extends ApiFailure {
  override readonly name = 'DatabaseUnavailable';
  readonly code = 'DATABASE_UNAVAILABLE';
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;

  constructor(options?: ErrorOptions) {
    super('INTERNAL', DATABASE_UNAVAILABLE_MESSAGE, undefined, 503);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** `error` as the 503 it is when the database could not be reached; otherwise `error` unchanged. */
export function databaseUnavailableOr(error: unknown): unknown {
  if (error instanceof ApiFailure || !isDatabaseUnavailable(error)) return error;
  return new DatabaseUnavailable({ cause: error });
}
