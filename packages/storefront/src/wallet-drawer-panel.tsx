import { WalletPanel, type WalletPanelValues } from '@forecourt/ui';
import { useState } from 'react';
import { useEnvironment } from './storefront-environment';
import { walletUpdate } from './wallet-values';

export interface WalletDrawerPanelProps {
  readonly draft: WalletPanelValues;
  readonly status: 'idle' | 'saved' | 'error';
  readonly onDraftChange: (change: (current: WalletPanelValues | null) => WalletPanelValues | null) => void;
  readonly onStatusChange: (status: 'saved' | 'error') => void;
  readonly onClose: () => void;
}

/**
 * The open wallet drawer: the panel and its form (spec 002), loaded when the shopper first opens it
 * (wallet-drawer.tsx), so no page ships the wallet form's code before a click asks for it.
 */
export function WalletDrawerPanel({
  draft,
  status,
  onDraftChange,
  onStatusChange,
  onClose,
}: WalletDrawerPanelProps) {
  const { stores } = useEnvironment();
  const [submitting, setSubmitting] = useState(false);
  return (
    <div className="fc-wallet-drawer">
      <WalletPanel
        values={draft}
        status={status}
        submitting={submitting}
        onChange={(field, value) =>
          onDraftChange((current) => (current ? { ...current, [field]: value } : current))
        }
        onSubmit={async (values) => {
          setSubmitting(true);
          const saved = await stores.wallet.getState().updateWallet(walletUpdate(values));
          setSubmitting(false);
          // Saved locally either way; a failed sync is the wallet's error message, not a lost change.
          onStatusChange(saved ? 'saved' : 'error');
          if (saved) onClose();
        }}
        onClose={onClose}
      />
    </div>
  );
}
