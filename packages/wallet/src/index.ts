export {
  type AmountFinanced,
  amountFinanced,
  type DownPayment,
  downPaymentCents,
  type PurchaseInput,
  salesTaxCents,
  type TradeInValue,
  tradeInEquityCents,
} from './amount-financed';
export {
  type FinanceTerms,
  type LeaseTerms,
  MAX_PRICE_CENTS,
  maxFinancePrice,
  maxLeasePrice,
  maxPriceWithinBudget,
} from './budget';
export {
  type CreateWalletStoreOptions,
  createWalletStore,
  WALLET_STORAGE_KEY,
  type WalletStoreApi,
} from './create-wallet-store';
export {
  CREDIT_VERIFICATION_VALIDITY_MS,
  creditVerification,
  currentCreditVerification,
  EMPTY_CREDIT_VERIFICATION,
  isCreditVerificationExpired,
  mergeCreditAppDeals,
  removeExpiredCreditAppDeals,
} from './credit';
export {
  CREDIT_SCORE_BANDS,
  type CreditScoreBand,
  creditScoreBand,
  creditScoreBandForScore,
} from './credit-score-bands';
export {
  type DealDetails,
  type DealDetailsInput,
  type DealNotifications,
  type DealVehicle,
  dealTitle,
  EMPTY_DEAL_NOTIFICATIONS,
  toDealDetails,
} from './deal-details';
export {
  clearDealChangeFlags,
  countDealNotifications,
  type DealReminder,
  markDealReminder,
} from './deal-notifications';
export {
  amortizationSchedule,
  type FinanceInput,
  type FinanceQuote,
  financeMonthlyPaymentCents,
  financePayment,
  monthlyPaymentCents,
  type ScheduleRow,
} from './finance';
export {
  createInMemoryWalletStorageClient,
  type InMemoryWalletStorageClient,
  type InMemoryWalletStorageClientOptions,
  type WalletStorageFailure,
  type WalletStorageOperation,
} from './in-memory-wallet-storage-client';
export {
  addHideReceipt,
  DEFAULT_INTERACTIONS,
  DEFAULT_SYNC_ALERT,
  type Interactions,
  removeHideReceipt,
  type SyncAlert,
} from './interactions';
export {
  BASE_LEASE_MILEAGE,
  DEFAULT_LEASE_RESIDUALS,
  type LeaseInput,
  type LeaseQuote,
  leasePayment,
  leaseResidualPercent,
  RESIDUAL_POINTS_PER_1000_MILES,
} from './lease';
export { centsToDollars, dollarsToCents, roundToCent } from './money';
export {
  createWalletData,
  PAYMENT_DEFAULTS,
  type PaymentDefaults,
  type PaymentDefaultsInput,
  resolvePaymentDefaults,
} from './payment-defaults';
export {
  CASH_OFFER_KEY,
  type IncentiveOffer,
  interestRateFromReply,
  type ListingIncentives,
  NATIONAL_AVERAGE_OFFERED_BY,
  NATIONAL_AVERAGE_RATES,
  type PaymentRate,
  type PaymentRatesReply,
  rateCondition,
  type SelectedRate,
  selectRate,
} from './payment-rates';
export { buildPaymentsQuery, type PaymentsQueryInput } from './payments-query';
export { pickPersistedWallet, restorePersistedWallet, toEpochMs } from './persisted-wallet';
export type {
  CreditActions,
  DealActions,
  PanelActions,
  PaymentActions,
  SyncActions,
  WalletActions,
  WalletEnsureOutcome,
  WalletLoadOutcome,
  WalletStore,
  WalletUpdate,
} from './wallet-actions';
export type { WalletLogger, WalletStorage } from './wallet-environment';
export { WalletError, type WalletErrorCode } from './wallet-error';
export { type WalletPayment, walletPayment } from './wallet-payment';
export {
  type VehicleCosts,
  walletFinanceInput,
  walletLeaseInput,
  walletPriceForMonthlyBudget,
} from './wallet-payments';
export {
  type CashQuote,
  type CreditAppDeal,
  type CreditType,
  type CreditVerification,
  type CustomLender,
  type DealType,
  type DownPaymentType,
  type IcoOffer,
  type InterestRate,
  type MyWalletPanel,
  NULL_KEPT_WALLET_KEYS,
  type PaymentOption,
  PERSISTED_WALLET_KEYS,
  type Penciling,
  type PersistedWallet,
  type PersistedWalletKey,
  type RateCondition,
  type TradeIn,
  type WalletData,
} from './wallet-state';
export type {
  StoredWalletRecord,
  WalletPaymentInfo,
  WalletReadQuery,
  WalletStorageClient,
  WalletStorageReply,
  WalletWriteReply,
  WalletWriteRequest,
} from './wallet-storage-client';
export {
  accountWalletChoice,
  hasShopperChange,
  isServerWalletNewer,
  isValidWalletReply,
  shouldEnsureWallet,
  walletReadQuery,
} from './wallet-sync-rules';
export { resolveWalletTerms, type WalletLike, type WalletTerms } from './wallet-terms';
