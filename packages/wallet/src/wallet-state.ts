// The wallet's data (spec 002 section 3), field for field. Money in the wallet is in whole dollars, as the
// shopper types it and the storage record holds it; the payment maths converts to cents. Dates are epoch
// milliseconds from the store's clock.

import type { DealDetails, DealNotifications } from './deal-details';
import type { FinanceQuote } from './finance';
import type { Interactions } from './interactions';
import type { LeaseQuote } from './lease';
import type { ListingIncentives } from './payment-rates';

/** Credit type codes a to f, one per credit-score band (spec 002 s3). */
export type CreditType = 'a' | 'b' | 'c' | 'd' | 'e' | 'f';
export type DealType = 'finance' | 'lease' | 'cash';
export type PaymentOption = DealType;
export type DownPaymentType = 'percent' | 'amount';
/** Which of the two interest rates a vehicle takes: certified cars are used cars. */
export type RateCondition = 'new' | 'used';

export interface CreditVerification {
  verified: boolean;
  /** Set to now only when verified is true (spec 002 s4). */
  verifiedDate: number | null;
}

export interface CreditAppDeal {
  dealId: string;
  ownerId: string;
  /** Epoch ms from which the credit application no longer counts. */
  expiry: number;
}

/** The interest-rate map: APR percent for new and for used cars, and whether they are the fallback rates. */
export interface InterestRate {
  new: number;
  used: number;
  /** True while the rates are the national-average defaults rather than rates from the payments service. */
  isFallback: boolean;
}

/** An instant cash offer for the shopper's trade-in. */
export interface IcoOffer {
  id: string;
  /** Whole dollars. */
  value: number;
  expiry: number | null;
}

export interface TradeIn {
  /** Whole dollars still owed on the car. */
  amountOwed: number;
  condition: string;
  ico: IcoOffer[];
  /** Where the value came from (e.g. a valuation or an instant cash offer); free text. */
  source: string | null;
  /** Whole dollars. */
  value: number;
}

export interface MyWalletPanel {
  configs: Readonly<Record<string, unknown>>;
  displayModal: boolean;
  displayWalletErrorMessage: boolean;
  hideBackButton: boolean;
  listingCategory: string | null;
  listingId: string | null;
  selectedPanelName: string | null;
  showPaymentDetailsModal: boolean;
  showPencilingPayments: boolean;
}

export interface CustomLender {
  name: string;
  aprPercent: number;
}

export interface Penciling {
  customLender: CustomLender | null;
  icoTradeInOffer: IcoOffer | null;
  /** Whole dollars. */
  offerPrice: number | null;
  penciledVdpListings: string[];
  pencilingPayments: Record<string, FinanceQuote | LeaseQuote>;
}

/** Cash deals have no schedule: what the shopper hands over. */
export interface CashQuote {
  totalCents: number;
  salesTaxCents: number;
  feesCents: number;
  tradeInEquityCents: number;
}

export interface WalletData {
  budget: number | null;
  monthlyBudget: number | null;
  createdDate: number | null;
  creditType: CreditType;
  lastUpdated: number | null;
  timeStamp: number | null;
  walletId: string | null;
  zip: string | null;
  creditVerification: CreditVerification;
  creditAppDeals: CreditAppDeal[];
  dealDetails: Record<string, DealDetails>;
  dealNotifications: DealNotifications;
  dealType: DealType | null;
  downPayment: number | null;
  downPaymentPercent: number | null;
  downPaymentType: DownPaymentType;
  icoTradeIn: IcoOffer | null;
  interestRate: InterestRate;
  interactions: Interactions;
  isLoading: boolean;
  isPaymentsInfoLoaded: boolean;
  leaseMileageRange: number;
  leaseTerm: number;
  loanTerm: number;
  listingCashPayments: Record<string, CashQuote>;
  listingIncentives: Record<string, ListingIncentives>;
  listingLeasePayments: Record<string, LeaseQuote>;
  listingPayments: Record<string, FinanceQuote>;
  myWallet: MyWalletPanel;
  paymentOption: PaymentOption;
  penciling: Penciling;
  previousPaymentInfo: PersistedWallet | null;
  hasPreviousPaymentInfo: boolean;
  hasSessionWalletChange: boolean;
  tradeIn: TradeIn;
}

/** The persisted keys of spec 002 s3, in its order. */
export const PERSISTED_WALLET_KEYS = [
  'creditAppDeals',
  'creditVerification',
  'creditType',
  'leaseTerm',
  'leaseMileageRange',
  'loanTerm',
  'downPayment',
  'downPaymentPercent',
  'downPaymentType',
  'interestRate',
  'budget',
  'dealType',
  'tradeIn',
  'interactions',
  'monthlyBudget',
  'zip',
  'lastUpdated',
  'createdDate',
  'timeStamp',
  'walletId',
  'paymentOption',
] as const satisfies readonly (keyof WalletData)[];

export type PersistedWalletKey = (typeof PERSISTED_WALLET_KEYS)[number];

/** "Null budget, monthlyBudget, downPayment and downPaymentPercent are kept when null" (spec 002 s3). */
export const NULL_KEPT_WALLET_KEYS = [
  'budget',
  'monthlyBudget',
  'downPayment',
  'downPaymentPercent',
] as const;

/** What local storage and the storage service hold: the persisted keys, nulls other than those four dropped. */
export type PersistedWallet = Partial<Pick<WalletData, PersistedWalletKey>>;
