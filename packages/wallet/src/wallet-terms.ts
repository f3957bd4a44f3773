import type { DownPayment, TradeInValue } from './amount-financed';
import { creditScoreBand } from './credit-score-bands';
import { dollarsToCents } from './money';
import { PAYMENT_DEFAULTS, type PaymentDefaults } from './payment-defaults';
import type { CreditType, CustomLender, DealType, InterestRate, WalletData } from './wallet-state';

/** Any wallet-shaped object: a store's state, a persisted record, or a record from the storage service. */
export type WalletLike = Partial<
  Pick<
    WalletData,
    | 'creditType'
    | 'dealType'
    | 'paymentOption'
    | 'loanTerm'
    | 'leaseTerm'
    | 'leaseMileageRange'
    | 'downPayment'
    | 'downPaymentPercent'
    | 'downPaymentType'
    | 'budget'
    | 'monthlyBudget'
    | 'zip'
  >
> & {
  interestRate?: Partial<InterestRate> | null;
  tradeIn?: Partial<WalletData['tradeIn']> | null;
  /** Only `customLender` is read: the shopper's own lender and APR (spec 002 s3, "penciling: customLender"). */
  penciling?: { customLender?: Partial<CustomLender> | null } | null;
};

/** Every term a payment needs, each taken from the wallet or, when missing, from the defaults. */
export interface WalletTerms {
  creditType: CreditType;
  dealType: DealType;
  loanTerm: number;
  leaseTerm: number;
  leaseMileageRange: number;
  downPayment: DownPayment;
  interestRate: InterestRate;
  tradeIn: TradeInValue;
}

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;
const nonNegative = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * "If credit type, loan term, down payment (amount or percent) or interest rate is missing, the missing fields fall
 * back to configured defaults" (spec 002 s4). The deal type is dealType, else the panel's paymentOption. A
 * down payment of type amount without an amount falls back to the default percent.
 */
export function resolveWalletTerms(
  wallet: WalletLike,
  defaults: PaymentDefaults = PAYMENT_DEFAULTS,
): WalletTerms {
  const downPayment: DownPayment =
    wallet.downPaymentType === 'amount' && nonNegative(wallet.downPayment)
      ? { type: 'amount', cents: dollarsToCents(wallet.downPayment) }
      : {
          type: 'percent',
          fraction:
            nonNegative(wallet.downPaymentPercent) && wallet.downPaymentPercent <= 1
              ? wallet.downPaymentPercent
              : defaults.downPaymentPercent,
        };
  const rate = wallet.interestRate ?? {};
  return {
    creditType: (wallet.creditType && creditScoreBand(wallet.creditType)?.code) || defaults.creditType,
    dealType: wallet.dealType ?? wallet.paymentOption ?? defaults.paymentOption,
    loanTerm: positive(wallet.loanTerm) ? wallet.loanTerm : defaults.loanTerm,
    leaseTerm: positive(wallet.leaseTerm) ? wallet.leaseTerm : defaults.leaseTerm,
    leaseMileageRange: positive(wallet.leaseMileageRange)
      ? wallet.leaseMileageRange
      : defaults.leaseMileageRange,
    downPayment,
    interestRate: {
      new: nonNegative(rate.new) ? rate.new : defaults.interestRate.new,
      used: nonNegative(rate.used) ? rate.used : defaults.interestRate.used,
      isFallback: nonNegative(rate.new) && nonNegative(rate.used) ? (rate.isFallback ?? false) : true,
    },
    tradeIn: {
      valueCents: dollarsToCents(
        nonNegative(wallet.tradeIn?.value) ? wallet.tradeIn.value : defaults.tradeIn.value,
      ),
      amountOwedCents: dollarsToCents(
        nonNegative(wallet.tradeIn?.amountOwed) ? wallet.tradeIn.amountOwed : defaults.tradeIn.amountOwed,
      ),
    },
  };
}
