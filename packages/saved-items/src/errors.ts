export type SavedItemsErrorCode =
  /** A call that needs a signed-in shopper ("Anonymous ... Cannot save searches, alerts or owned vehicles"). */
  | 'SIGN_IN_REQUIRED'
  /** An update with no saved vehicle or search open in its panel. */
  | 'NO_BOOKMARK'
  /** Light registration with no search ("Light registration needs an e-mail address and a search"). */
  | 'MISSING_SEARCH';

/** Misuse of the store by the code that calls it. Match on `code`, never on the message. */
export class SavedItemsError extends Error {
  override readonly name = 'SavedItemsError';
  readonly code: SavedItemsErrorCode;

  constructor(code: SavedItemsErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * "A non-OK HTTP status is raised as an error with its status text" (spec 000 section 7). For the account
 * clients to throw; the store treats it like any failed call.
 */
export class AccountHttpError extends Error {
  override readonly name = 'AccountHttpError';
  readonly code = 'HTTP_STATUS';
  readonly status: number;
  readonly statusText: string;

  constructor(status: number, statusText: string) {
    super(statusText);
    this.status = status;
    this.statusText = statusText;
  }
}

/**
 * The circuit-breaker errors of spec 000 section 8 ("open breaker, timeout, too many concurrent requests"), by
 * the `code` opossum gives them. Matched by code so this package needs no breaker library.
 */
export const BREAKER_ERROR_CODES = Object.freeze({
  EOPENBREAKER: 'open',
  ETIMEDOUT: 'timeout',
  ESEMLOCKED: 'concurrency',
} as const);

export type BreakerErrorKind = (typeof BREAKER_ERROR_CODES)[keyof typeof BREAKER_ERROR_CODES];

/** Log lines for each kind (ours: the spec names the kinds, not their texts). */
export const BREAKER_ERROR_MESSAGES = Object.freeze({
  open: 'circuit breaker open',
  timeout: 'request timed out',
  concurrency: 'too many concurrent requests',
} as const satisfies Record<BreakerErrorKind, string>);

/** Which breaker error `error` is, from its `code`; `undefined` for anything else. */
export function breakerErrorKind(error: unknown): BreakerErrorKind | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'string' && Object.hasOwn(BREAKER_ERROR_CODES, code)
    ? BREAKER_ERROR_CODES[code as keyof typeof BREAKER_ERROR_CODES]
    : undefined;
}
