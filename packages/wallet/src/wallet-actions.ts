import type { DealDetailsInput } from './deal-details';
import type { DealReminder } from './deal-notifications';
import type { FinanceQuote } from './finance';
import type { Interactions } from './interactions';
import type { LeaseQuote } from './lease';
import type { ListingIncentives, PaymentRatesReply } from './payment-rates';
import type {
  CashQuote,
  CreditAppDeal,
  InterestRate,
  MyWalletPanel,
  Penciling,
  TradeIn,
  WalletData,
} from './wallet-state';

/** What a load did: server data replaced the local wallet, the local one was kept (and sent up if newer), or none. */
export type WalletLoadOutcome = 'replaced' | 'kept-local' | 'not-found';
export type WalletEnsureOutcome = 'skipped' | 'loaded' | 'created' | 'failed';

/** The wallet fields a shopper edits; the trade-in may be given field by field. */
export type WalletUpdate = Partial<
  Pick<
    WalletData,
    | 'budget'
    | 'monthlyBudget'
    | 'creditType'
    | 'dealType'
    | 'downPayment'
    | 'downPaymentPercent'
    | 'downPaymentType'
    | 'icoTradeIn'
    | 'leaseMileageRange'
    | 'leaseTerm'
    | 'loanTerm'
    | 'paymentOption'
    | 'zip'
  >
> & { tradeIn?: Partial<TradeIn> };

export interface SyncActions {
  /** Read the stored wallet (spec 002 s4); newer server data replaces the local wallet and raises the sync alert. */
  loadWallet(options?: { manual?: boolean }): Promise<WalletLoadOutcome>;
  /** A sync the shopper asked for: server data wins whatever its date; the alert has isAuto false. */
  syncWallet(): Promise<WalletLoadOutcome>;
  /** Load, then create the record if there is none; runs only without createdDate and before the first load. */
  ensureWallet(): Promise<WalletEnsureOutcome>;
  /** Send the persisted keys to the storage service; false (and displayWalletErrorMessage) when that fails. */
  saveWallet(): Promise<boolean>;
  /** After sign-in: load the consumer's wallet; if there is none, the anonymous wallet becomes theirs. */
  syncAfterSignIn(): Promise<WalletLoadOutcome>;
  /** Change wallet fields (lastUpdated = now) and save; resolves as saveWallet does. */
  updateWallet(update: WalletUpdate): Promise<boolean>;
  dismissSyncAlert(): void;
}

export interface PanelActions {
  /** Merge into the panel state; listingCategory goes back to null unless the update names it (spec 002 s4). */
  updateMyWallet(update: Partial<MyWalletPanel>): void;
  /** Set interaction flags; saved locally now and sent to the server with the next wallet save. */
  setInteractions(update: Partial<Omit<Interactions, 'hideReceipt' | 'syncAlert'>>): void;
  addHideReceipt(listingId: string): void;
  removeHideReceipt(listingId: string): void;
}

export interface CreditActions {
  /** Record a verification: verifiedDate is now when verified, else null; then save. */
  setCreditVerified(verified: boolean): Promise<boolean>;
  /** Union new credit-app deals into the list (no duplicates, expired ones dropped); then save. */
  addCreditAppDeals(deals: readonly CreditAppDeal[]): Promise<boolean>;
  /** Reset a lapsed verification and drop expired credit-app deals; true when something changed. */
  refreshCredit(): boolean;
}

export interface DealActions {
  /** Create or update a deal's details; the title is built from the vehicle unless given. */
  setDealDetails(dealId: string, details: DealDetailsInput): void;
  removeDealDetails(dealId: string): void;
  /** Clear every deal's change flags and the notification counts. */
  resetDealNotifications(): void;
  /** Mark test-drive or credit-app reminders on one deal only; false for an unknown deal. */
  markDealReminder(dealId: string, reminder: DealReminder): boolean;
}

export interface PaymentActions {
  /** Take the new and used APRs for the wallet's credit type and loan term from a payments reply. */
  applyPaymentRates(reply: PaymentRatesReply | null | undefined): InterestRate;
  setListingQuotes(
    listingId: string,
    quotes: { finance?: FinanceQuote; lease?: LeaseQuote; cash?: CashQuote; incentives?: ListingIncentives },
  ): void;
  updatePenciling(update: Partial<Penciling>): void;
}

export type WalletActions = SyncActions & PanelActions & CreditActions & DealActions & PaymentActions;

/** The store's state: the wallet's data and its actions. */
export type WalletStore = WalletData & WalletActions;
