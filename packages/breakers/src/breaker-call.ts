/** What a breaker hands its action as first argument. */
export interface BreakerCall {
  /**
   * Aborted when the call times out (reason: opossum's `ETIMEDOUT` error), when the caller's signal given to
   * `fireWith` aborts, or when the breaker shuts down. Pass it to `fetch` so a time-out cancels the request.
   */
  readonly signal: AbortSignal;
}
