import { WalletPanel, type WalletPanelValues } from '@forecourt/ui';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useEnvironment } from './storefront-environment';
import { walletPanelValues, walletUpdate } from './wallet-values';

/**
 * The wallet on every page (spec 002): a header button that opens the panel. The draft lives in the form until
 * it is saved; saving updates the wallet store, which persists it and syncs it to the wallet service.
 */
export function WalletDrawer() {
  const { stores } = useEnvironment();
  const wallet = useStore(stores.wallet);
  const [draft, setDraft] = useState<WalletPanelValues | null>(null);
  const [status, setStatus] = useState<'idle' | 'saved' | 'error'>('idle');
  const [submitting, setSubmitting] = useState(false);

  if (!draft) {
    return (
      <button
        type="button"
        className="fc-button fc-button--secondary"
        aria-expanded="false"
        onClick={() => {
          setStatus('idle');
          setDraft(walletPanelValues(wallet));
        }}
      >
        My wallet
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="fc-button fc-button--secondary"
        aria-expanded="true"
        onClick={() => setDraft(null)}
      >
        My wallet
      </button>
      <div className="fc-wallet-drawer">
        <WalletPanel
          values={draft}
          status={status}
          submitting={submitting}
          onChange={(field, value) =>
            setDraft((current) => (current ? { ...current, [field]: value } : current))
          }
          onSubmit={async (values) => {
            setSubmitting(true);
            const saved = await stores.wallet.getState().updateWallet(walletUpdate(values));
            setSubmitting(false);
            // Saved locally either way; a failed sync is the wallet's error message, not a lost change.
            setStatus(saved ? 'saved' : 'error');
            if (saved) setDraft(null);
          }}
          onClose={() => setDraft(null)}
        />
      </div>
    </>
  );
}
