import { COOKIES, type CookieJar } from '@forecourt/brand';
import { persist } from 'zustand/middleware';
import { createStore, type Mutate, type StoreApi } from 'zustand/vanilla';
import { CREDIT_VERIFICATION_VALIDITY_MS } from './credit';
import { createCreditActions } from './credit-actions';
import { createDealActions } from './deal-actions';
import { createPanelActions } from './panel-actions';
import { createPaymentActions } from './payment-actions';
import { createWalletData, type PaymentDefaultsInput, resolvePaymentDefaults } from './payment-defaults';
import { pickPersistedWallet, restorePersistedWallet } from './persisted-wallet';
import { createSafePersistStorage } from './safe-persist-storage';
import { createSyncActions } from './sync-actions';
import type { WalletStore } from './wallet-actions';
import type { WalletContext } from './wallet-context';
import type { WalletLogger, WalletStorage } from './wallet-environment';
import type { PersistedWallet } from './wallet-state';
import type { WalletStorageClient } from './wallet-storage-client';
import { withCurrentCredit } from './wallet-sync-rules';

/** The local-storage key the persisted wallet is kept under (the spec does not name one). */
export const WALLET_STORAGE_KEY = 'forecourt-wallet';

export interface CreateWalletStoreOptions {
  /** The wallet storage service (spec 002 s7). Required: there is no useful default host. */
  client: WalletStorageClient;
  /** Where the persisted keys are kept, e.g. `localStorage`. @default none: the wallet lives in memory only */
  storage?: WalletStorage | null;
  /** @default WALLET_STORAGE_KEY ('forecourt-wallet') */
  storageKey?: string;
  /** Holds the anonymous wallet id in pxa_id (COOKIES.walletId). @default none: the id lives in the wallet only */
  cookies?: CookieJar;
  /** The signed-in consumer's id; nothing for an anonymous shopper. @default () => undefined */
  consumerId?: () => string | null | undefined;
  /** Epoch milliseconds. @default Date.now */
  now?: () => number;
  /** @default console */
  logger?: WalletLogger;
  /** Overrides of PAYMENT_DEFAULTS. @default PAYMENT_DEFAULTS */
  defaults?: PaymentDefaultsInput;
  /** @default CREDIT_VERIFICATION_VALIDITY_MS (30 days, spec 002 s9) */
  creditVerificationValidityMs?: number;
}

export type WalletStoreApi = Mutate<StoreApi<WalletStore>, [['zustand/persist', PersistedWallet]]>;

/**
 * The wallet store (spec 002 s3 and s4): a zustand vanilla store, hydrated from `storage` at once, writing the
 * persisted keys back after every change. Nothing is fetched until `ensureWallet` or `loadWallet` is called.
 */
export function createWalletStore(options: CreateWalletStoreOptions): WalletStoreApi {
  const now = options.now ?? Date.now;
  const logger = options.logger ?? console;
  const defaults = resolvePaymentDefaults(options.defaults);
  const creditValidityMs = options.creditVerificationValidityMs ?? CREDIT_VERIFICATION_VALIDITY_MS;
  const consumerId = () => options.consumerId?.() || undefined;

  const store = createStore<WalletStore>()(
    persist(
      (set, get) => {
        const ctx: WalletContext = {
          get,
          set: (partial) => set(partial),
          client: options.client,
          cookies: options.cookies,
          now,
          logger,
          consumerId,
          defaults,
          creditValidityMs,
        };
        const sync = createSyncActions(ctx);
        return {
          ...createWalletData(defaults),
          ...sync,
          ...createPanelActions(ctx),
          ...createCreditActions(ctx, sync.saveWallet),
          ...createDealActions(ctx),
          ...createPaymentActions(ctx),
        };
      },
      {
        name: options.storageKey ?? WALLET_STORAGE_KEY,
        version: 1,
        storage: createSafePersistStorage<PersistedWallet>(options.storage, logger),
        partialize: (state) => pickPersistedWallet(state),
        // Whatever was stored is checked field by field; lapsed credit is dropped as the wallet is read.
        merge: (persisted, current) => {
          const restored = { ...current, ...restorePersistedWallet(persisted, current) };
          return { ...restored, ...withCurrentCredit(restored, now(), creditValidityMs) };
        },
        migrate: (persisted) => persisted as PersistedWallet,
      },
    ),
  );

  // The cookie is where the anonymous id lives (spec 002 s2): it wins over a stored copy.
  const cookieId = options.cookies?.get(COOKIES.walletId.name);
  if (cookieId && !consumerId() && cookieId !== store.getState().walletId)
    store.setState({ walletId: cookieId });
  return store;
}
