import type { WalletStoreApi } from '@forecourt/wallet';

/** What the refresh listens to: the browser's `window` (its `focus`) and its document (`visibilitychange`). */
export interface FocusSource {
  addEventListener(type: 'focus', listener: () => void): void;
  removeEventListener(type: 'focus', listener: () => void): void;
  readonly document: {
    readonly visibilityState: DocumentVisibilityState;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
}

/**
 * A signed-in shopper's tab reads their wallet again whenever it comes back into view (the tab shown again, the
 * window focused), so a change made on another device is seen without a reload: "Server data replaces local data
 * ... when the server lastUpdated is newer than the local one. Then a sync alert is shown" (spec 002 s4). The spec
 * gives no polling interval, so there is none; the store runs one read at a time, so a focus and a
 * visibilitychange arriving together read once. Call it only once the wallet is keyed by the consumer id (after
 * `syncAfterSignIn`): a read by the anonymous id would find the account's wallet gone and ask for a new id.
 * Returns the function that stops it.
 */
export function refreshWalletOnFocus(wallet: WalletStoreApi, source: FocusSource): () => void {
  const refresh = () => {
    if (source.document.visibilityState !== 'visible') return;
    void wallet.getState().loadWallet();
  };
  source.addEventListener('focus', refresh);
  source.document.addEventListener('visibilitychange', refresh);
  return () => {
    source.removeEventListener('focus', refresh);
    source.document.removeEventListener('visibilitychange', refresh);
  };
}
