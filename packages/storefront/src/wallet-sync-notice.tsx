import { WalletSyncAlert } from '@forecourt/ui';
import { DEFAULT_SYNC_ALERT } from '@forecourt/wallet';
import { useClientState } from './hooks/use-client-state';
import { useEnvironment } from './storefront-environment';

/**
 * The wallet's sync alert on every page (spec 002 s4: "Server data replaces local data ... Then a sync alert is
 * shown"): a load that took another device's newer wallet, or a save that lost to one, is never silent. It stays
 * until the shopper dismisses it (the wallet keeps `syncAlert`). While the wallet panel is open
 * (`myWallet.displayModal`) the panel shows it instead, beside the form it concerns, so it is not said twice.
 * Nothing shows before hydration: the server does not know the browser's wallet.
 */
export function WalletSyncNotice() {
  const { stores } = useEnvironment();
  const alert = useClientState(stores.wallet, (state) => state.interactions.syncAlert, DEFAULT_SYNC_ALERT);
  const panelOpen = useClientState(stores.wallet, (state) => state.myWallet.displayModal, false);
  return (
    <WalletSyncAlert
      open={alert.showAlert && !panelOpen}
      success={alert.success}
      isAuto={alert.isAuto}
      onDismiss={() => stores.wallet.getState().dismissSyncAlert()}
    />
  );
}
