import { WALLET_TEXTS } from './wallet-texts';

/** The fields of the wallet's `interactions.syncAlert` that choose its words (spec 002 section 3). */
export interface WalletSyncOutcome {
  /** False when a sync the shopper asked for found no saved wallet. */
  readonly success: boolean;
  /** True when the wallet was replaced without the shopper asking (a load, or a save another device's won). */
  readonly isAuto: boolean;
}

/** The words for a sync alert: what happened to the wallet on this device. */
export function walletSyncText({ success, isAuto }: WalletSyncOutcome): string {
  if (!success) return WALLET_TEXTS.syncNotFound;
  return isAuto ? WALLET_TEXTS.syncUpdated : WALLET_TEXTS.syncManual;
}

export interface WalletSyncAlertProps {
  /**
   * The wallet's `syncAlert.showAlert`. The live region stays in the page while closed, so an alert that appears
   * later (a load that ends after the page is shown) is announced.
   */
  readonly open: boolean;
  /** `syncAlert.success`. @default true */
  readonly success?: boolean;
  /** `syncAlert.isAuto` ("isAuto true unless manual", spec 002 section 4). @default true */
  readonly isAuto?: boolean;
  /** Replaces the words `success` and `isAuto` choose (the wallet panel's `WALLET_TEXTS.syncConflict`). */
  readonly text?: string;
  /** Shows a dismiss button (the wallet store's `dismissSyncAlert`). */
  readonly onDismiss?: () => void;
  /** @default WALLET_TEXTS.syncDismiss, 'Dismiss wallet message' */
  readonly dismissLabel?: string;
}

/**
 * The wallet's sync alert (spec 002 section 4: "Server data replaces local data ... Then a sync alert is shown"):
 * tells the shopper that the wallet on this device was replaced by the one saved from another device, so no
 * change is set aside silently. Polite (role="status"), never a modal: the news does not stop what they are doing.
 */
export function WalletSyncAlert({
  open,
  success = true,
  isAuto = true,
  text,
  onDismiss,
  dismissLabel = WALLET_TEXTS.syncDismiss,
}: WalletSyncAlertProps) {
  return (
    <div className="fc-wallet-sync-region" role="status" aria-live="polite">
      {open && (
        <div className="fc-wallet-sync" data-success={success ? 'true' : 'false'}>
          <p className="fc-wallet-sync__text">{text ?? walletSyncText({ success, isAuto })}</p>
          {onDismiss && (
            <button
              type="button"
              className="fc-wallet-sync__dismiss"
              aria-label={dismissLabel}
              onClick={onDismiss}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
