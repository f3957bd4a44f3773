import type { WalletPanelValues } from '@forecourt/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useEnvironment } from './storefront-environment';
import type { WalletDrawerStatus } from './wallet-drawer-panel';
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
  const [status, setStatus] = useState<WalletDrawerStatus>('idle');
  const open = draft !== null;
  const button = useRef<HTMLButtonElement>(null);

  // The wallet's panel state (spec 002 s3, myWallet.displayModal) says the panel is open, so the page's sync
  // alert (wallet-sync-notice.tsx) gives way to the panel's own while it is.
  useEffect(() => {
    if (!open) return;
    stores.wallet.getState().updateMyWallet({ displayModal: true });
    return () => stores.wallet.getState().updateMyWallet({ displayModal: false });
  }, [open, stores.wallet]);

  // Escape closes the drawer wherever the focus is (the panel's own handler needs the focus inside it; after
  // "My wallet" is clicked it stays on the button), and the focus goes back to the button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDraft(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="fc-button fc-button--secondary"
        aria-expanded={open ? 'true' : 'false'}
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
