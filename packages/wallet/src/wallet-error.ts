export type WalletErrorCode =
  | 'INVALID_AMOUNT'
  | 'INVALID_RATE'
  | 'INVALID_TERM'
  | 'INVALID_FRACTION'
  | 'INVALID_MILEAGE'
  | 'INVALID_CREDIT_SCORE'
  | 'UNBOUNDED_BUDGET';

/**
 * Misuse of the wallet package: a payment input no shopper could enter (a negative price, a fractional term,
 * NaN), a credit score that is not a number, or a budget that no price can exceed. Callers match on `code`.
 */
export class WalletError extends Error {
  override readonly name = 'WalletError';
  readonly code: WalletErrorCode;
  /** The input field at fault, e.g. `priceCents` or `termMonths`. */
  readonly field: string;

  constructor(code: WalletErrorCode, field: string, message: string) {
    super(message);
    this.code = code;
    this.field = field;
  }
}
