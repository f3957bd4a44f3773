import { currentCreditVerification, removeExpiredCreditAppDeals } from './credit';
import { toEpochMs } from './persisted-wallet';
import type { WalletData } from './wallet-state';
import type { StoredWalletRecord, WalletReadQuery, WalletStorageReply } from './wallet-storage-client';

/**
 * "A server response counts as valid only if paymentInfo carries a created or last-updated date; otherwise it
 * counts as not found (404)" (spec 002 s4). The status code alone is not trusted.
 */
export function isValidWalletReply(
  reply: WalletStorageReply | null | undefined,
): reply is WalletStorageReply & { paymentInfo: StoredWalletRecord } {
  const info = reply?.paymentInfo;
  if (typeof info !== 'object' || info === null) return false;
  return toEpochMs(info.createdDate) !== undefined || toEpochMs(info.lastUpdated) !== undefined;
}

/**
 * "When the server lastUpdated is newer than the local one" (spec 002 s4). A side without lastUpdated is dated by
 * its createdDate; a local wallet with neither has never been saved or changed, so any server copy is newer.
 */
export function isServerWalletNewer(
  server: StoredWalletRecord,
  local: Pick<WalletData, 'lastUpdated' | 'createdDate'>,
): boolean {
  const serverTime = toEpochMs(server.lastUpdated) ?? toEpochMs(server.createdDate);
  if (serverTime === undefined) return false;
  const localTime = local.lastUpdated ?? local.createdDate;
  return localTime === null || serverTime > localTime;
}

/** "Wallet ensure runs only if there is no createdDate and the wallet is not yet loaded" (spec 002 s4). */
export function shouldEnsureWallet(
  wallet: Pick<WalletData, 'createdDate' | 'isPaymentsInfoLoaded'>,
): boolean {
  return wallet.createdDate === null && !wallet.isPaymentsInfoLoaded;
}

/** "If a consumer id exists, the wallet is read by consumer; otherwise by wallet id" (spec 002 s4). */
export function walletReadQuery(
  consumerId: string | null | undefined,
  walletId: string | null | undefined,
): WalletReadQuery | undefined {
  if (consumerId) return { consumerid: consumerId };
  if (walletId) return { walletId };
  return undefined;
}

/** The lapsed parts of credit, dropped: an expired verification reset, expired credit-app deals removed. */
export function withCurrentCredit(
  wallet: Pick<WalletData, 'creditVerification' | 'creditAppDeals'>,
  now: number,
  validityMs: number,
): Pick<WalletData, 'creditVerification' | 'creditAppDeals'> {
  return {
    creditVerification: currentCreditVerification(wallet.creditVerification, now, validityMs),
    creditAppDeals: removeExpiredCreditAppDeals(wallet.creditAppDeals, now),
  };
}

/**
 * Whether the shopper changed this wallet (a wallet field, a credit verification or a credit application), as
 * opposed to a wallet that was only created: creating one stamps `lastUpdated` with the time of the create, which
 * is no change of the shopper's and must not outrank a wallet they did change on another device.
 */
export function hasShopperChange(
  wallet: Pick<WalletData, 'lastUpdated' | 'interactions' | 'creditVerification' | 'creditAppDeals'>,
): boolean {
  return (
    wallet.lastUpdated !== null &&
    (wallet.interactions.hasUpdatedWallet ||
      wallet.creditVerification.verified ||
      wallet.creditAppDeals.length > 0)
  );
}

/**
 * A signed-in shopper's device holds another wallet than their account's (the one they set while anonymous, or
 * one the account replaced meanwhile): which of the two the account keeps. 'account': "Server data replaces local
 * data when a manual sync is requested, or when the server lastUpdated is newer than the local one" (spec 002 s4),
 * and a device wallet the shopper never changed always gives way. 'device': the device's later change moves into
 * the account's record. Either way the credit applications of both are kept ("Merging credit app deals unions the
 * lists without duplicates").
 */
export function accountWalletChoice(
  account: StoredWalletRecord,
  device: Pick<
    WalletData,
    'lastUpdated' | 'createdDate' | 'interactions' | 'creditVerification' | 'creditAppDeals'
  >,
  manual: boolean,
): 'account' | 'device' {
  if (manual || !hasShopperChange(device)) return 'account';
  return isServerWalletNewer(account, device) ? 'account' : 'device';
}
