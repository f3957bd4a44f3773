import { ownedVehicleCount } from '@forecourt/listings';
import { type FocusSource, refreshWalletOnFocus } from './refresh-wallet-on-focus';
import type { StorefrontEnvironment } from './storefront-environment';

export interface SessionOptions {
  /**
   * Where a signed-in shopper's wallet is read again when the tab comes back into view (the browser's `window`),
   * so another device's change is seen. @default none: the wallet is read at each page load only
   */
  readonly focus?: FocusSource;
}

/**
 * What the browser does once the page is live (spec 000 s4, spec 002 s4): the saved items and recent history
 * from local storage; for a signed-in shopper the quick-saves made while anonymous are sent to the account first
 * (so the bookmarks read afterwards include them), then the profile, bookmarks, unread count and the wallet
 * keyed by the consumer (the anonymous wallet adopted or merged, spec 002 s4), then read again whenever the tab comes
 * back into view, and the cars-I-own count. Bots get none of it.
 */
export async function startSession(
  environment: StorefrontEnvironment,
  options: SessionOptions = {},
): Promise<void> {
  const { session, stores, bot } = environment;
  if (bot) return;
  const savedItems = stores.savedItems.getState();
  const wallet = stores.wallet.getState();
  if (!session.signedIn) {
    await Promise.all([savedItems.hydrateUser({ signedIn: false }), wallet.ensureWallet()]);
    return;
  }
  // A sign-out while the session starts (the header's button, another tab's) leaves the store signed out: the
  // signed-in steps still to come would each refuse ("... needs a signed-in shopper"), so they are not started.
  const signedOut = () => !stores.savedItems.getState().signedIn;
  await stores.savedItems.getState().hydrateUser({ signedIn: true });
  if (signedOut()) return;
  await stores.savedItems.getState().convertQuickSaves();
  if (signedOut()) return;
  await Promise.all([
    stores.savedItems.getState().loadBookmarks(),
    stores.savedItems.getState().loadNotificationsCount(),
    // "Only owned vehicles that have both a latest zip code and a valuation vehicle id count towards the cars-I-own
    // count" (spec 000 s3); when the call fails the count keeps its default, 0 (spec 000 s9).
    environment.api.getOwnedVehicles().then(
      (vehicles) => stores.savedItems.getState().setMyCarsCount(ownedVehicleCount(vehicles)),
      () => undefined,
    ),
    environment.loadConsumer().then(async (consumerId) => {
      if (!consumerId) return;
      await stores.wallet.getState().syncAfterSignIn();
      if (options.focus) refreshWalletOnFocus(stores.wallet, options.focus);
    }),
  ]);
}
