import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { WalletLogger, WalletStorage } from './wallet-environment';

/**
 * zustand's persist storage over a Web Storage that may be missing, may throw on every call, or may be full.
 * Nothing here throws: a failed read is an empty wallet, a failed write keeps the wallet in memory (the storage
 * service still has it), and each failure is logged as a warning.
 */
export function createSafePersistStorage<S>(
  storage: WalletStorage | null | undefined,
  logger: WalletLogger,
): PersistStorage<S> {
  const attempt = <T>(what: string, name: string, run: (store: WalletStorage) => T, fallback: T): T => {
    if (!storage) return fallback;
    try {
      return run(storage);
    } catch (error) {
      logger.warn(`Wallet storage could not ${what} ${name}`, error);
      return fallback;
    }
  };
  return {
    getItem: (name) =>
      attempt(
        'read',
        name,
        (store) => {
          const text = store.getItem(name);
          return text === null ? null : (JSON.parse(text) as StorageValue<S>);
        },
        null,
      ),
    setItem: (name, value) =>
      attempt('write', name, (store) => store.setItem(name, JSON.stringify(value)), undefined),
    removeItem: (name) => attempt('remove', name, (store) => store.removeItem(name), undefined),
  };
}
