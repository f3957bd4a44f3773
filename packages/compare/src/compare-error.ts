export type CompareErrorCode = 'INVALID_LISTING_ID' | 'FETCH_FAILED';

/**
 * `INVALID_LISTING_ID` is misuse: an id that is not a listing id ("Dealer and listing ids
 * must contain digits", spec 001 section 5). `FETCH_FAILED` is thrown by the default listing
 * fetcher for a non-OK reply, so a circuit breaker wrapped around it counts the failure; the store itself
 * turns every fetch failure into an empty object. Match on `code`, never on the message.
 */
export class CompareError extends Error {
  constructor(
    readonly code: CompareErrorCode,
    message: string,
    /** The HTTP status of a `FETCH_FAILED` reply. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CompareError';
  }
}
