/**
 * The wallet's texts. Ours: the spec shows no wallet field validation (spec 002 section 5) and gives the sync alert
 * (`interactions.syncAlert`, spec 002 sections 3 and 4) no words. A brand rewords them through the components'
 * props.
 */
export const WALLET_TEXTS = Object.freeze({
  downPaymentPercentTooHigh: 'Enter a down payment of 100% or less.',
  /** A down payment (or trade-in) past `WALLET_LIMITS.money`: a typo, never a car's price. */
  downPaymentTooHigh: 'Enter a down payment of $250,000 or less.',
  downPaymentOverBudget: 'Your down payment must be less than your total budget.',
  tradeInTooHigh: 'Enter a trade-in value of $250,000 or less.',
  tradeInOwedTooHigh: 'Enter an amount owed of $250,000 or less.',
  monthlyBudgetTooHigh: 'Enter a monthly budget of $20,000 or less.',
  totalBudgetTooHigh: 'Enter a total budget of $2,000,000 or less.',
  budgetZero: 'Enter a budget above $0, or leave it empty.',
  saved: 'Your wallet is saved. Payments now use these terms.',
  saveError: "We couldn't save your wallet. Your changes are kept on this device; try again in a moment.",
  submit: 'Save wallet',
  close: 'Close wallet',
  /** A load (or a refused save) took another device's newer wallet: `syncAlert` `{ success: true, isAuto: true }`. */
  syncUpdated: 'Your wallet was updated with changes you made on another device.',
  /** A sync the shopper asked for replaced the wallet: `{ success: true, isAuto: false }`. */
  syncManual: 'Your wallet is synced: it now shows what you saved on your other devices.',
  /** A sync the shopper asked for found no saved wallet: `{ success: false }`. */
  syncNotFound: "We couldn't find a saved wallet to sync with. The wallet on this device is unchanged.",
  /**
   * In the wallet panel, after its save was refused because another device had saved a newer wallet: the panel
   * now shows that wallet.
   */
  syncConflict:
    'Your wallet was changed on another device before this change could be saved, so that newer change is kept. ' +
    'The form now shows your saved wallet: make your change again if you still want it.',
  syncDismiss: 'Dismiss wallet message',
});
