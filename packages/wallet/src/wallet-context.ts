import type { CookieJar } from '@forecourt/brand';
import type { PaymentDefaults } from './payment-defaults';
import type { WalletStore } from './wallet-actions';
import type { WalletLogger } from './wallet-environment';
import type { WalletData } from './wallet-state';
import type { WalletStorageClient } from './wallet-storage-client';

/** What the store's action groups share: state access and the injected environment. */
export interface WalletContext {
  get(): WalletStore;
  set(partial: Partial<WalletData> | ((state: WalletStore) => Partial<WalletData>)): void;
  client: WalletStorageClient;
  cookies: CookieJar | undefined;
  now(): number;
  logger: WalletLogger;
  /** The signed-in consumer's id, or nothing for an anonymous shopper. */
  consumerId(): string | undefined;
  defaults: PaymentDefaults;
  creditValidityMs: number;
}
