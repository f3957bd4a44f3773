import { WalletError } from './wallet-error';

// Money is integer cents everywhere in the payment maths. The one rounding rule: an amount derived from a rate
// (a payment, a month's interest, a tax, a percent of a price, a residual) is computed in double precision and
// rounded to the nearest cent, halves away from zero. Everything after that is integer addition.

/** Rounds an amount in (fractional) cents to whole cents, halves away from zero. */
export function roundToCent(cents: number): number {
  const rounded = Math.sign(cents) * Math.round(Math.abs(cents));
  return rounded === 0 ? 0 : rounded; // never -0, so tables compare with toBe
}

/** Whole dollars (or dollars and cents) to integer cents, by the same rounding rule. */
export function dollarsToCents(dollars: number): number {
  return roundToCent(dollars * 100);
}

/** Integer cents to dollars, for display or for the wallet's dollar fields. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

export function assertCents(field: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new WalletError(
      'INVALID_AMOUNT',
      field,
      `${field} must be a whole number of cents, 0 or more: ${value}`,
    );
  }
}

export function assertPercent(field: string, value: number): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new WalletError('INVALID_RATE', field, `${field} must be a percent from 0 to 100: ${value}`);
  }
}

export function assertFraction(field: string, value: number): void {
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new WalletError('INVALID_FRACTION', field, `${field} must be a fraction from 0 to 1: ${value}`);
  }
}

/** Terms are whole months; 1 to 120 covers every loan and lease a lender writes for a car. */
export function assertTerm(field: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > 120) {
    throw new WalletError(
      'INVALID_TERM',
      field,
      `${field} must be a whole number of months from 1 to 120: ${value}`,
    );
  }
}
