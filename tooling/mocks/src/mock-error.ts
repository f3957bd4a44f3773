export type MockErrorCode = 'UNKNOWN_CONTRACT' | 'INVALID_REPLY' | 'UNDECLARED_STATUS' | 'NO_EMPTY_REPLY';

/**
 * A handler was built or answered wrongly: a contract name that does not exist, a reply (or error reply) its
 * contract refuses, a status the contract does not declare. Thrown, so a fixture that drifts fails loudly: at
 * definition time for a reply given as a value, inside the request (msw answers 500 and logs it) for one a
 * resolver computes.
 */
export class MockError extends Error {
  override readonly name = 'MockError';
  readonly code: MockErrorCode;
  /** The contract concerned. */
  readonly contract: string;
  /** For INVALID_REPLY: the first field at fault, as `listings[0].id`. */
  readonly field: string | undefined;

  constructor(code: MockErrorCode, contract: string, message: string, field?: string) {
    super(message);
    this.code = code;
    this.contract = contract;
    this.field = field;
  }
}
