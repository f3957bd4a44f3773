import type { ApiError } from '@forecourt/contracts';

/**
 * The server's error reply, with the `errorMessage` the sharing and lead calls add to it ("that message is shown
 * as a server error", spec 001 s8).
 */
export type ApiErrorReply = ApiError & { readonly errorMessage?: string | undefined };

export type ApiClientErrorCode =
  | 'INVALID_REQUEST'
  | 'SIGNED_OUT'
  | 'HTTP_STATUS'
  | 'INVALID_REPLY'
  /** The call's breaker answered its fallback where an adapter needs the real reply (the saved-list hydration). */
  | 'FALLBACK';

interface ApiClientErrorDetails {
  /** The first bad field: `query.zip`, `body.carIds[0]`, `reply.paymentInfo.creditType`. */
  readonly field?: string | undefined;
  /** The HTTP status of an `HTTP_STATUS` error. */
  readonly status?: number | undefined;
  /** The server's error reply (`apiErrorSchema`) of an `HTTP_STATUS` error, when it sent one. */
  readonly apiError?: ApiErrorReply | undefined;
  readonly cause?: unknown;
}

/**
 * Why a call failed before, or after, the backend answered. `status` is set only for `HTTP_STATUS`, so the
 * breakers' `isClientError` leaves a 4xx uncounted and counts a 5xx. Match on `code`, never on the message.
 */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly field: string | undefined;
  readonly status: number | undefined;
  readonly apiError: ApiErrorReply | undefined;

  constructor(
    readonly code: ApiClientErrorCode,
    /** The contract's name: `getWallet`. */
    readonly call: string,
    message: string,
    details: ApiClientErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.field = details.field;
    this.status = details.status;
    this.apiError = details.apiError;
  }
}
