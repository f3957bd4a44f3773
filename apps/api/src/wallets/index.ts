export { consumerTaken, isUniqueViolation, walletOfAnotherConsumer } from './wallet-errors';
export { storedPaymentInfo, toWalletRecord, type WalletRecord } from './wallet-record';
export { createWalletStore, type WalletStore, type WalletStoreOptions } from './wallet-store';
