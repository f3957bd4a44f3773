import { assertCents, assertFraction, assertPercent, roundToCent } from './money';

/** A down payment as the wallet holds it: an amount, or a fraction of the price (the wallet's 0.2 is 20 %). */
export type DownPayment = { type: 'amount'; cents: number } | { type: 'percent'; fraction: number };

/** A trade-in: what it is worth and what is still owed on it. */
export interface TradeInValue {
  valueCents: number;
  amountOwedCents: number;
}

/** What a purchase costs before financing, shared by loans, leases and cash deals. */
export interface PurchaseInput {
  priceCents: number;
  /** @default no down payment */
  downPayment?: DownPayment;
  /** @default no trade-in */
  tradeIn?: TradeInValue;
  /** Sales tax, 6.25 for 6.25 %. @default 0 */
  salesTaxPercent?: number;
  /** Dealer and registration fees, financed (or capitalised in a lease) and not taxed. @default 0 */
  feesCents?: number;
  /**
   * Most US states tax the price less the trade-in value; turn off for the states that do not.
   * @default true
   */
  tradeInTaxCredit?: boolean;
}

/** Trade-in value less amount owed; negative when more is owed than the car is worth (negative equity). */
export function tradeInEquityCents(tradeIn: TradeInValue | undefined): number {
  if (!tradeIn) return 0;
  assertCents('tradeIn.valueCents', tradeIn.valueCents);
  assertCents('tradeIn.amountOwedCents', tradeIn.amountOwedCents);
  return tradeIn.valueCents - tradeIn.amountOwedCents;
}

export function downPaymentCents(priceCents: number, downPayment: DownPayment | undefined): number {
  assertCents('priceCents', priceCents);
  if (!downPayment) return 0;
  if (downPayment.type === 'amount') {
    assertCents('downPayment.cents', downPayment.cents);
    return downPayment.cents;
  }
  assertFraction('downPayment.fraction', downPayment.fraction);
  return roundToCent(priceCents * downPayment.fraction);
}

export function salesTaxCents(input: PurchaseInput): number {
  const percent = input.salesTaxPercent ?? 0;
  assertPercent('salesTaxPercent', percent);
  const credit = input.tradeInTaxCredit === false ? 0 : (input.tradeIn?.valueCents ?? 0);
  const taxable = Math.max(0, input.priceCents - credit);
  return roundToCent((taxable * percent) / 100);
}

export interface AmountFinanced {
  amountFinancedCents: number;
  downPaymentCents: number;
  tradeInEquityCents: number;
  salesTaxCents: number;
  feesCents: number;
}

/**
 * Price plus tax and fees, less the down payment and the trade-in equity (negative equity rolls into the loan).
 * Never below zero: money back to the shopper is not a loan.
 */
export function amountFinanced(input: PurchaseInput): AmountFinanced {
  const down = downPaymentCents(input.priceCents, input.downPayment);
  const equity = tradeInEquityCents(input.tradeIn);
  const fees = input.feesCents ?? 0;
  assertCents('feesCents', fees);
  const tax = salesTaxCents(input);
  return {
    amountFinancedCents: Math.max(0, input.priceCents + tax + fees - down - equity),
    downPaymentCents: down,
    tradeInEquityCents: equity,
    salesTaxCents: tax,
    feesCents: fees,
  };
}
