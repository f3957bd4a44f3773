import { ownedVehicleCount } from '@forecourt/listings';
import type { StorefrontEnvironment } from './storefront-environment';

/**
 * What the browser does once the page is live (spec 000 s4, spec 002 s4): the saved items and recent history
 * from local storage; for a signed-in shopper the quick-saves made while anonymous are sent to the account first
 * (so the bookmarks read afterwards include them), then the profile, bookmarks, unread count and the wallet
 * keyed by the consumer, and the cars-I-own count. Bots get none of it.
 */
export async function startSession(environment: StorefrontEnvironment): Promise<void> {
  const { session, stores, bot } = environment;
  if (bot) return;
  const savedItems = stores.savedItems.getState();
  const wallet = stores.wallet.getState();
  if (!session.signedIn) {
    await Promise.all([savedItems.hydrateUser({ signedIn: false }), wallet.ensureWallet()]);
    return;
  }
  await stores.savedItems.getState().hydrateUser({ signedIn: true });
  await stores.savedItems.getState().convertQuickSaves();
  await Promise.all([
    stores.savedItems.getState().loadBookmarks(),
    stores.savedItems.getState().loadNotificationsCount(),
    // "Only owned vehicles that have both a latest zip code and a valuation vehicle id count towards the cars-I-own
    // count" (spec 000 s3); when the call fails the count keeps its default, 0 (spec 000 s9).
    environment.api.getOwnedVehicles().then(
      (vehicles) => stores.savedItems.getState().setMyCarsCount(ownedVehicleCount(vehicles)),
      () => undefined,
    ),
    environment
      .loadConsumer()
      .then((consumerId) => (consumerId ? stores.wallet.getState().syncAfterSignIn() : undefined)),
  ]);
}
