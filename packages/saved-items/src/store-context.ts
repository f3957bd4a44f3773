import type { AccountBrand, CookieJar } from '@forecourt/brand';
import type { StoreApi } from 'zustand/vanilla';
import type { AccountClient } from './account-client';
import type { ServerMessage } from './entities';
import { BREAKER_ERROR_MESSAGES, breakerErrorKind, SavedItemsError } from './errors';
import { type GlobalAlert, globalAlert } from './global-alerts';
import type { SavedItemsLogger } from './logger';
import type { SavedItemsStorage } from './saved-items-storage';
import type { SavedItemsStore } from './saved-items-store';
import { groupServerMessages } from './server-messages';
import type { Scheduler } from './timers';

/** "on one brand the item is added first and then un-saved" (spec 000 section 4). */
export type QuickSaveLimitBehaviour = 'notify' | 'add-then-unsave';

/** What every slice of the store is built from. */
export interface StoreContext {
  set: StoreApi<SavedItemsStore>['setState'];
  get: () => SavedItemsStore;
  client: AccountClient;
  storage: SavedItemsStorage;
  cookies: CookieJar | undefined;
  now: () => number;
  scheduler: Scheduler;
  logger: SavedItemsLogger;
  brand: AccountBrand;
  quickSaveLimitBehaviour: QuickSaveLimitBehaviour;
  onLogout: (() => void | Promise<void>) | undefined;
  /** Set once recent history has been read from storage. */
  history: { hydrated: boolean };
}

/**
 * Logs a failed call (naming a circuit-breaker error by its kind) and, when given, raises the global alert.
 * Defaults to the server-failure alert.
 */
export function reportFailure(
  ctx: StoreContext,
  action: string,
  error: unknown,
  alert: GlobalAlert | null = globalAlert('serverFailure'),
): void {
  const kind = breakerErrorKind(error);
  ctx.logger.error(kind ? `${action} failed: ${BREAKER_ERROR_MESSAGES[kind]}` : `${action} failed`, error);
  if (alert) ctx.set({ globalAlert: alert });
}

/** The server-failure alert, with the server's error message in place of the catalogue text when it gave one. */
export function serverFailure(msgs?: readonly ServerMessage[]): GlobalAlert {
  return globalAlert('serverFailure', groupServerMessages(msgs).error);
}

/** Throws when an action that needs a signed-in shopper is called for an anonymous one. */
export function requireSignedIn(ctx: StoreContext, action: string): void {
  if (!ctx.get().signedIn) {
    throw new SavedItemsError('SIGN_IN_REQUIRED', `${action} needs a signed-in shopper`);
  }
}
