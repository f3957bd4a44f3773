import { API_ERROR_STATUS, type ApiError, type ApiErrorCode, apiError } from '@forecourt/contracts';

/**
 * An expected failure a handler reports (not found, rate limited, ...): the error handler answers it with the
 * contracts' error reply and the code's status. Anything else thrown is a bug and answers 500 without details.
 */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';
  readonly status: number;
  readonly reply: ApiError;

  constructor(code: Exclude<ApiErrorCode, 'INTERNAL'>, message: string, reply?: ApiError) {
    super(message);
    this.status = API_ERROR_STATUS[code];
    this.reply = reply ?? apiError(code, message);
  }
}

export const notFound = (what: string) => new ApiFailure('NOT_FOUND', `${what} was not found`);
