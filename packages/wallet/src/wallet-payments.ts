import { type FinanceTerms, type LeaseTerms, maxFinancePrice, maxLeasePrice } from './budget';
import type { FinanceInput } from './finance';
import type { LeaseInput } from './lease';
import { dollarsToCents } from './money';
import { PAYMENT_DEFAULTS, type PaymentDefaults } from './payment-defaults';
import { rateCondition } from './payment-rates';
import { resolveWalletTerms, type WalletLike } from './wallet-terms';

/** A vehicle's side of a payment: its price and condition, and the local taxes and fees when known. */
export interface VehicleCosts {
  /** new, used, certified, or a listing's own spelling; certified cars take the used rate. */
  condition: string;
  /** Sales tax percent for the shopper's zip. @default 0 */
  salesTaxPercent?: number;
  /** Fees in cents. @default 0 */
  feesCents?: number;
}

function financeTerms(wallet: WalletLike, vehicle: VehicleCosts, defaults: PaymentDefaults): FinanceTerms {
  const terms = resolveWalletTerms(wallet, defaults);
  return {
    aprPercent: terms.interestRate[rateCondition(vehicle.condition)],
    termMonths: terms.loanTerm,
    downPayment: terms.downPayment,
    tradeIn: terms.tradeIn,
    ...(vehicle.salesTaxPercent === undefined ? {} : { salesTaxPercent: vehicle.salesTaxPercent }),
    ...(vehicle.feesCents === undefined ? {} : { feesCents: vehicle.feesCents }),
  };
}

function leaseTerms(wallet: WalletLike, vehicle: VehicleCosts, defaults: PaymentDefaults): LeaseTerms {
  const terms = resolveWalletTerms(wallet, defaults);
  return {
    ...financeTerms(wallet, vehicle, defaults),
    termMonths: terms.leaseTerm,
    annualMileage: terms.leaseMileageRange,
  };
}

/** The loan inputs for a vehicle at a price, from the wallet's terms with the defaults filling gaps. */
export function walletFinanceInput(
  wallet: WalletLike,
  vehicle: VehicleCosts & { priceCents: number },
  defaults: PaymentDefaults = PAYMENT_DEFAULTS,
): FinanceInput {
  return { ...financeTerms(wallet, vehicle, defaults), priceCents: vehicle.priceCents };
}

/** The lease inputs for a vehicle at a price (lease term and yearly mileage from the wallet). */
export function walletLeaseInput(
  wallet: WalletLike,
  vehicle: VehicleCosts & { priceCents: number },
  defaults: PaymentDefaults = PAYMENT_DEFAULTS,
): LeaseInput {
  return { ...leaseTerms(wallet, vehicle, defaults), priceCents: vehicle.priceCents };
}

/**
 * The highest price, in cents, that the wallet's monthly budget buys under its terms and deal type (a lease for
 * lease deals, a loan otherwise). Null without a monthly budget or when nothing fits.
 */
export function walletPriceForMonthlyBudget(
  wallet: WalletLike,
  vehicle: VehicleCosts,
  defaults: PaymentDefaults = PAYMENT_DEFAULTS,
): number | null {
  if (typeof wallet.monthlyBudget !== 'number' || !(wallet.monthlyBudget >= 0)) return null;
  const budgetCents = dollarsToCents(wallet.monthlyBudget);
  return resolveWalletTerms(wallet, defaults).dealType === 'lease'
    ? maxLeasePrice(budgetCents, leaseTerms(wallet, vehicle, defaults))
    : maxFinancePrice(budgetCents, financeTerms(wallet, vehicle, defaults));
}
