export {
  consumerTaken,
  isUniqueViolation,
  WALLET_CONFLICT_STATUS,
  WalletConflictFailure,
  walletNotFound,
} from './wallet-errors';
export { isOlderThanStored, storedPaymentInfo, toWalletRecord, type WalletRecord } from './wallet-record';
export { createWalletStore, type WalletStore, type WalletStoreOptions } from './wallet-store';
