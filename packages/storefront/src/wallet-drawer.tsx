import type { WalletPanelValues } from '@forecourt/ui';
import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { useEnvironment } from './storefront-environment';
import { walletPanelValues } from './wallet-values';

// The panel's code (the wallet form and its fields) loads on the first click: it is never open on first paint.
const WalletDrawerPanel = lazy(() =>
  import('./wallet-drawer-panel').then((module) => ({ default: module.WalletDrawerPanel })),
);

/**
 * The wallet on every page (spec 002): a header button that opens the panel. The draft lives in the form until
 * it is saved; saving updates the wallet store, which persists it and syncs it to the wallet service.
 */
export function WalletDrawer() {
  const { stores } = useEnvironment();
  const wallet = useStore(stores.wallet);
  const [draft, setDraft] = useState<WalletPanelValues | null>(null);
  const [status, setStatus] = useState<'idle' | 'saved' | 'error'>('idle');

  return (
    <>
      <button
        type="button"
        className="fc-button fc-button--secondary"
        aria-expanded={draft ? 'true' : 'false'}
        onClick={() => {
          if (draft) {
            setDraft(null);
            return;
          }
          setStatus('idle');
          setDraft(walletPanelValues(wallet));
        }}
      >
        My wallet
      </button>
      {draft && (
        <Suspense fallback={null}>
          <WalletDrawerPanel
            draft={draft}
            status={status}
            onDraftChange={setDraft}
            onStatusChange={setStatus}
            onClose={() => setDraft(null)}
          />
        </Suspense>
      )}
    </>
  );
}
