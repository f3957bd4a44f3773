/** The sync alert shown after server data replaced local data (spec 002 s4). */
export interface SyncAlert {
  showAlert: boolean;
  success: boolean;
  /** True when an automatic load replaced the data; false after a sync the shopper asked for. */
  isAuto: boolean;
}

/** The interactions flags of spec 002 s3. */
export interface Interactions {
  autoFilledListing: boolean;
  disableBudgetCalculationAlert: boolean;
  disableComparePopover: boolean;
  disablePaymentPopover: boolean;
  hasBudgetInteraction: boolean;
  hasOpenedTradeIn: boolean;
  hasOpenedWallet: boolean;
  hasRequestedTaxesFees: boolean;
  hasUpdatedCreditOrTerm: boolean;
  hasUpdatedNDSCalc: boolean;
  hasUpdatedPaymentOption: boolean;
  hasUpdatedWallet: boolean;
  hasWalletInteractionWithinVDP: boolean;
  /** Listing ids whose receipt the shopper hid. */
  hideReceipt: string[];
  paymentEmphasis: boolean;
  useFallbackLead: boolean;
  syncAlert: SyncAlert;
}

export const DEFAULT_SYNC_ALERT: SyncAlert = Object.freeze({
  showAlert: false,
  success: false,
  isAuto: false,
});

export const DEFAULT_INTERACTIONS: Readonly<Interactions> = Object.freeze({
  autoFilledListing: false,
  disableBudgetCalculationAlert: false,
  disableComparePopover: false,
  disablePaymentPopover: false,
  hasBudgetInteraction: false,
  hasOpenedTradeIn: false,
  hasOpenedWallet: false,
  hasRequestedTaxesFees: false,
  hasUpdatedCreditOrTerm: false,
  hasUpdatedNDSCalc: false,
  hasUpdatedPaymentOption: false,
  hasUpdatedWallet: false,
  hasWalletInteractionWithinVDP: false,
  hideReceipt: Object.freeze([]) as unknown as string[],
  paymentEmphasis: false,
  useFallbackLead: false,
  syncAlert: DEFAULT_SYNC_ALERT,
});

/** "Add appends a listing id" (spec 002 s4); an id already hidden stays once, so remove really shows it again. */
export function addHideReceipt(hideReceipt: readonly string[], listingId: string): string[] {
  return hideReceipt.includes(listingId) ? [...hideReceipt] : [...hideReceipt, listingId];
}

/** "remove deletes it" (spec 002 s4). */
export function removeHideReceipt(hideReceipt: readonly string[], listingId: string): string[] {
  return hideReceipt.filter((id) => id !== listingId);
}
