import { centsToDollars, type WalletLike, walletPayment } from '@forecourt/wallet';

/** One term's quote as the payments service sends it (`payments[term]`); dollars, APR in percent. */
export interface PaymentQuote {
  readonly monthlyPayment: number;
  readonly termMonths: number;
  readonly aprPercent: number;
  readonly downPayment: number;
  readonly dealType: 'finance' | 'lease';
}

/** What the vehicle page shows: the quote, and whether the national average rate stood in for the service's. */
export interface ShownPayment {
  readonly quote: PaymentQuote;
  readonly isFallbackRate: boolean;
}

/** The payments reply as the page reads it, or the payments breaker's fallback (`{ error, rates: {} }`). */
export interface PaymentsReplyLike {
  readonly payments?: Readonly<Record<string, PaymentQuote>>;
  readonly error?: unknown;
}

/** The car being priced: whole dollars and its condition as the listing spells it. */
export interface PricedVehicle {
  readonly price: number;
  readonly condition: string;
}

/**
 * True for the breaker's fallback (or any reply that says it has no rates): spec 002 s8, "fallback error ...
 * with empty rates". The real service sends `error: null`.
 */
export function isPaymentsFallback(reply: unknown): boolean {
  const error = (reply as PaymentsReplyLike | null | undefined)?.error;
  return error !== undefined && error !== null && error !== '';
}

const dealTypeOf = (wallet: WalletLike): 'finance' | 'lease' =>
  wallet.paymentOption === 'lease' ? 'lease' : 'finance';

/**
 * The wallet's payment computed here at the national average rate (spec 002 s3 "interest rate new 6 and used
 * 7.05 (with a fallback flag)"), with `@forecourt/wallet`'s maths: what "falling back to the national average
 * rate" (spec 002 s8) shows while the payments service cannot answer. Null when the terms cannot be priced.
 */
export function nationalAveragePayment(wallet: WalletLike, vehicle: PricedVehicle): PaymentQuote | null {
  // The shopper's own rate is not used either: the fallback is the national average, and says so. No rates:
  // `walletPayment` (the cards' figure too) prices on the national average.
  const payment = walletPayment(
    { ...wallet, penciling: null },
    { priceCents: Math.round(vehicle.price * 100), condition: vehicle.condition },
    null,
  );
  return payment
    ? {
        monthlyPayment: centsToDollars(payment.monthlyPaymentCents),
        termMonths: payment.termMonths,
        aprPercent: payment.aprPercent,
        downPayment: centsToDollars(payment.downPaymentCents),
        dealType: payment.dealType,
      }
    : null;
}

/**
 * The payment the vehicle page shows for the wallet's deal type and term: the service's quote for that term (or
 * its first of the same deal type); when the service fell back, the national average payment, flagged. Null
 * when there is nothing to show (the service answered without a quote for these terms).
 */
export function shownPayment(
  reply: PaymentsReplyLike | null | undefined,
  wallet: WalletLike,
  vehicle: PricedVehicle,
): ShownPayment | null {
  if (!reply) return null;
  if (isPaymentsFallback(reply)) {
    const quote = nationalAveragePayment(wallet, vehicle);
    return quote ? { quote, isFallbackRate: true } : null;
  }
  const dealType = dealTypeOf(wallet);
  const term = String(dealType === 'lease' ? (wallet.leaseTerm ?? 36) : (wallet.loanTerm ?? 60));
  const quote =
    reply.payments?.[term] ?? Object.values(reply.payments ?? {}).find((item) => item.dealType === dealType);
  return quote ? { quote, isFallbackRate: false } : null;
}
