import { downPaymentCents } from './amount-financed';
import { financeMonthlyPaymentCents } from './finance';
import { leasePayment } from './lease';
import { PAYMENT_DEFAULTS, type PaymentDefaults } from './payment-defaults';
import { type PaymentRatesReply, rateCondition, selectRate } from './payment-rates';
import { ownInterestRate } from './payments-query';
import { walletFinanceInput, walletLeaseInput } from './wallet-payments';
import { resolveWalletTerms, type WalletLike } from './wallet-terms';

/** A car's monthly payment on the shopper's terms, with what it was worked out from. */
export interface WalletPayment {
  monthlyPaymentCents: number;
  aprPercent: number;
  termMonths: number;
  downPaymentCents: number;
  dealType: 'finance' | 'lease';
  /** True when the national average rate stood in for the band's (no rates yet, or the service fell back). */
  isFallbackRate: boolean;
}

/**
 * The one monthly payment of a car on the shopper's wallet, wherever the car appears (result cards, compare,
 * the vehicle page when the payments service cannot quote it). The APR is the shopper's own lender's when set,
 * else the rate for the wallet's credit band, condition and term from the payments service's `rates` ("rates by
 * credit type", spec 002 s3), else the national average, flagged (spec 002 s8). With the service's rates this is
 * the service's own quote for a car without offers: the same maths (`financePayment`, `leasePayment`) on the same
 * APR, down payment and trade-in, so a card and the vehicle page agree (issue 29: "Needs Work" showed $346/mo on
 * the vehicle page and $254/mo on the card, which used the national average whatever the band).
 * Null when the terms cannot be priced.
 */
export function walletPayment(
  wallet: WalletLike,
  vehicle: { priceCents: number; condition: string },
  rates?: PaymentRatesReply | null,
  defaults: PaymentDefaults = PAYMENT_DEFAULTS,
): WalletPayment | null {
  const terms = resolveWalletTerms(wallet, defaults);
  const dealType = terms.dealType === 'lease' ? 'lease' : 'finance';
  const termMonths = dealType === 'lease' ? terms.leaseTerm : terms.loanTerm;
  const own = ownInterestRate(wallet);
  const rate =
    own !== undefined
      ? { aprPercent: own, isFallback: false }
      : selectRate(rates, {
          creditType: terms.creditType,
          condition: rateCondition(vehicle.condition),
          termMonths,
        });
  // The chosen APR for either condition: the input builders read the wallet's rate map by the car's condition.
  const priced: WalletLike = {
    ...wallet,
    interestRate: { new: rate.aprPercent, used: rate.aprPercent, isFallback: rate.isFallback },
  };
  try {
    if (dealType === 'lease') {
      const input = walletLeaseInput(priced, vehicle, defaults);
      const lease = leasePayment(input);
      return {
        monthlyPaymentCents: lease.monthlyPaymentCents,
        aprPercent: rate.aprPercent,
        termMonths,
        downPaymentCents: downPaymentCents(input.priceCents, input.downPayment),
        dealType,
        isFallbackRate: rate.isFallback,
      };
    }
    const input = walletFinanceInput(priced, vehicle, defaults);
    return {
      // The payment alone: financePayment also builds the month-by-month schedule, which a card does not use.
      monthlyPaymentCents: financeMonthlyPaymentCents(input),
      aprPercent: rate.aprPercent,
      termMonths,
      downPaymentCents: downPaymentCents(input.priceCents, input.downPayment),
      dealType,
      isFallbackRate: rate.isFallback,
    };
  } catch {
    return null;
  }
}
