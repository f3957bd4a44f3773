import { WALLET_TEXTS, WalletPanel, type WalletPanelValues, WalletSyncAlert } from '@forecourt/ui';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useEnvironment } from './storefront-environment';
import { walletPanelValues, walletUpdate } from './wallet-values';

/**
 * What the last save came to: 'saved'; 'error', a save failure (displayWalletErrorMessage, spec 002 s4);
 * 'replaced', the save lost to a newer wallet saved from another device, which now replaces this one.
 */
export type WalletDrawerStatus = 'idle' | 'saved' | 'error' | 'replaced';

export interface WalletDrawerPanelProps {
  readonly draft: WalletPanelValues;
  readonly status: WalletDrawerStatus;
  readonly onDraftChange: (change: (current: WalletPanelValues | null) => WalletPanelValues | null) => void;
  readonly onStatusChange: (status: WalletDrawerStatus) => void;
  readonly onClose: () => void;
}

/**
 * The open wallet drawer: the panel and its form (spec 002), loaded when the shopper first opens it
 * (wallet-drawer.tsx), so no page ships the wallet form's code before a click asks for it. While it is open it
 * shows the wallet's sync alert, which the page shows otherwise (wallet-sync-notice.tsx).
 */
export function WalletDrawerPanel({
  draft,
  status,
  onDraftChange,
  onStatusChange,
  onClose,
}: WalletDrawerPanelProps) {
  const { stores } = useEnvironment();
  const syncAlert = useStore(stores.wallet, (state) => state.interactions.syncAlert);
  const [submitting, setSubmitting] = useState(false);
  return (
    <div className="fc-wallet-drawer">
      <WalletPanel
        values={draft}
        status={status === 'replaced' ? 'idle' : status}
        submitting={submitting}
        notice={
          <WalletSyncAlert
            open={syncAlert.showAlert}
            success={syncAlert.success}
            isAuto={syncAlert.isAuto}
            {...(status === 'replaced' && { text: WALLET_TEXTS.syncConflict })}
            onDismiss={() => {
              stores.wallet.getState().dismissSyncAlert();
              if (status === 'replaced') onStatusChange('idle');
            }}
          />
        }
        onChange={(field, value) =>
          onDraftChange((current) => (current ? { ...current, [field]: value } : current))
        }
        onSubmit={async (values) => {
          setSubmitting(true);
          const saved = await stores.wallet.getState().updateWallet(walletUpdate(values));
          setSubmitting(false);
          if (saved) {
            onStatusChange('saved');
            onClose();
            return;
          }
          const wallet = stores.wallet.getState();
          // Another device saved a newer wallet first: the store took it with the sync alert and no save error
          // (spec 002 s4, newer lastUpdated wins). The form shows the wallet now kept, so the shopper sees what
          // is saved and can make the change again; their own copy is in previousPaymentInfo.
          if (wallet.interactions.syncAlert.showAlert && !wallet.myWallet.displayWalletErrorMessage) {
            onDraftChange(() => walletPanelValues(wallet));
            onStatusChange('replaced');
            return;
          }
          // Saved locally either way; a failed sync is the wallet's error message, not a lost change.
          onStatusChange('error');
        }}
        onClose={onClose}
      />
    </div>
  );
}
