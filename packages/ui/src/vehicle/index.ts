// The vehicle details page, the wallet panel, compare, sharing, the listing-page modals and pre-order.

export { type ComparableCar, ComparableCars, type ComparableCarsProps } from './comparable-cars';
export { COMPARE_DRAWER_TEXTS, CompareDrawer, type CompareDrawerProps } from './compare-drawer';
export {
  COMPARE_MODAL_TEXTS,
  CompareModal,
  type CompareModalItem,
  type CompareModalProps,
} from './compare-modal';
export { type CompareListing, CompareTable, type CompareTableProps } from './compare-table';
export {
  DEAL_RATING_TEXTS,
  type DealRatingComparable,
  DealRatingPanel,
  type DealRatingPanelProps,
  dealGapText,
} from './deal-rating-panel';
export {
  type DealerDifference,
  DealerDifferenceModal,
  type DealerDifferenceModalProps,
} from './dealer-difference-modal';
export { EDIT_EMAIL_TEXTS, EditEmailModal, type EditEmailModalProps } from './edit-email-modal';
export { EMAIL_CAPTURE_TEXTS, EmailCaptureModal, type EmailCaptureModalProps } from './email-capture-modal';
export {
  EMAIL_CONFIRMATION_TEXTS,
  EmailConfirmationModal,
  type EmailConfirmationModalProps,
} from './email-confirmation-modal';
export {
  EMAIL_OWNER_TEXTS,
  EmailOwnerModal,
  type EmailOwnerModalProps,
  type EmailOwnerValues,
} from './email-owner-modal';
export { type FormSubmitState, INITIAL_FORM_SUBMIT_STATE, type ShareFormState } from './form-state';
export type { HeadingLevel } from './heading';
export { type OwnerAddress, OwnerCard, type OwnerCardProps } from './owner-card';
export { type PartnerOfferCard, PartnerOffers, type PartnerOffersProps } from './partner-offers';
export {
  PAYMENT_SUMMARY_TEXTS,
  PaymentSummary,
  type PaymentSummaryProps,
  type PaymentView,
} from './payment-summary';
export { type GalleryPhoto, PhotoGallery, type PhotoGalleryProps } from './photo-gallery';
export {
  type CustomOrderDealer,
  PREORDER_TEXTS,
  PreorderPanel,
  type PreorderPanelProps,
  type PreorderTrim,
} from './preorder-panel';
export {
  formatShortDate,
  type PriceChange,
  priceChanges,
  priceChangeText,
  priceHistorySummary,
} from './price-history';
export {
  PRICE_CHANGES_SAID,
  PriceHistoryChart,
  type PriceHistoryChartProps,
  type PricePoint,
} from './price-history-chart';
export { PriceSummary, type PriceSummaryProps } from './price-summary';
export {
  REPORT_LISTING_TEXTS,
  REPORT_REASONS,
  ReportListingModal,
  type ReportListingModalProps,
  type ReportListingValues,
} from './report-listing-modal';
export {
  SHARE_EMAIL_TEXTS,
  ShareEmailForm,
  type ShareEmailFormProps,
  type ShareEmailValues,
} from './share-email-form';
export { type ShareChannel, ShareListingModal, type ShareListingModalProps } from './share-listing-modal';
export {
  SHARE_TEXT_TEXTS,
  ShareTextForm,
  type ShareTextFormProps,
  type ShareTextValues,
} from './share-text-form';
export { type SpecGroup, type SpecRow, SpecsTable, type SpecsTableProps } from './specs-table';
export { TRIMS_MODAL_TEXTS, type TrimChoice, TrimsModal, type TrimsModalProps } from './trims-modal';
export {
  CREDIT_BANDS,
  type CreditBandKey,
  LEASE_MILEAGES,
  LEASE_TERMS,
  LOAN_TERMS,
  validateWalletValues,
  WALLET_LIMITS,
  type WalletErrors,
  type WalletField,
  WalletPanel,
  type WalletPanelProps,
  type WalletPanelValues,
} from './wallet-panel';
export {
  WalletSyncAlert,
  type WalletSyncAlertProps,
  type WalletSyncOutcome,
  walletSyncText,
} from './wallet-sync-alert';
export { WALLET_TEXTS } from './wallet-texts';
