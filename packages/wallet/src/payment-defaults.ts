import { EMPTY_CREDIT_VERIFICATION } from './credit';
import { EMPTY_DEAL_NOTIFICATIONS } from './deal-details';
import { DEFAULT_INTERACTIONS } from './interactions';
import type { CreditType, InterestRate, PaymentOption, TradeIn, WalletData } from './wallet-state';

/** The configured defaults that missing wallet fields fall back to (spec 002 s3 "Payment defaults", s4 "Defaults"). */
export interface PaymentDefaults {
  /** @default 'b' */
  creditType: CreditType;
  /** Fraction of the price. @default 0.2 */
  downPaymentPercent: number;
  /** Miles a year. @default 12000 */
  leaseMileageRange: number;
  /** Months. @default 36 */
  leaseTerm: number;
  /** Months. @default 60 */
  loanTerm: number;
  /** APR percent. @default { new: 6, used: 7.05, isFallback: true } */
  interestRate: InterestRate;
  /** @default 'finance' */
  paymentOption: PaymentOption;
  /**
   * The spec lists "trade-in value, amount owed, condition" among the defaults without values: no trade-in ($0
   * owed on a $0 car) in good condition. @default { value: 0, amountOwed: 0, condition: 'good', ico: [], source: null }
   */
  tradeIn: TradeIn;
}

export const PAYMENT_DEFAULTS: Readonly<PaymentDefaults> = Object.freeze({
  creditType: 'b',
  downPaymentPercent: 0.2,
  leaseMileageRange: 12_000,
  leaseTerm: 36,
  loanTerm: 60,
  // The fallback flag is set: until the payments service answers, these are the national-average rates.
  interestRate: Object.freeze({ new: 6, used: 7.05, isFallback: true }),
  paymentOption: 'finance',
  tradeIn: Object.freeze({ value: 0, amountOwed: 0, condition: 'good', ico: [], source: null }),
} as const satisfies PaymentDefaults);

/** Overrides merged over PAYMENT_DEFAULTS; nested rate and trade-in fields may be given one by one. */
export type PaymentDefaultsInput = Partial<Omit<PaymentDefaults, 'interestRate' | 'tradeIn'>> & {
  interestRate?: Partial<InterestRate>;
  tradeIn?: Partial<TradeIn>;
};

export function resolvePaymentDefaults(overrides: PaymentDefaultsInput = {}): PaymentDefaults {
  return {
    ...PAYMENT_DEFAULTS,
    ...overrides,
    interestRate: { ...PAYMENT_DEFAULTS.interestRate, ...overrides.interestRate },
    tradeIn: { ...PAYMENT_DEFAULTS.tradeIn, ico: [], ...overrides.tradeIn },
  };
}

/** A fresh wallet: every field of spec 002 s3, the payment fields at their defaults. */
export function createWalletData(defaults: PaymentDefaults = PAYMENT_DEFAULTS): WalletData {
  return {
    budget: null,
    monthlyBudget: null,
    createdDate: null,
    creditType: defaults.creditType,
    lastUpdated: null,
    timeStamp: null,
    walletId: null,
    zip: null,
    creditVerification: { ...EMPTY_CREDIT_VERIFICATION },
    creditAppDeals: [],
    dealDetails: {},
    dealNotifications: { ...EMPTY_DEAL_NOTIFICATIONS },
    dealType: null,
    downPayment: null,
    downPaymentPercent: defaults.downPaymentPercent,
    downPaymentType: 'percent',
    icoTradeIn: null,
    interestRate: { ...defaults.interestRate },
    interactions: {
      ...DEFAULT_INTERACTIONS,
      hideReceipt: [],
      syncAlert: { ...DEFAULT_INTERACTIONS.syncAlert },
    },
    isLoading: false,
    isPaymentsInfoLoaded: false,
    leaseMileageRange: defaults.leaseMileageRange,
    leaseTerm: defaults.leaseTerm,
    loanTerm: defaults.loanTerm,
    listingCashPayments: {},
    listingIncentives: {},
    listingLeasePayments: {},
    listingPayments: {},
    myWallet: {
      configs: {},
      displayModal: false,
      displayWalletErrorMessage: false,
      hideBackButton: false,
      listingCategory: null,
      listingId: null,
      selectedPanelName: null,
      showPaymentDetailsModal: false,
      showPencilingPayments: false,
    },
    paymentOption: defaults.paymentOption,
    penciling: {
      customLender: null,
      icoTradeInOffer: null,
      offerPrice: null,
      penciledVdpListings: [],
      pencilingPayments: {},
    },
    previousPaymentInfo: null,
    hasPreviousPaymentInfo: false,
    hasSessionWalletChange: false,
    tradeIn: { ...defaults.tradeIn, ico: [...defaults.tradeIn.ico] },
  };
}
