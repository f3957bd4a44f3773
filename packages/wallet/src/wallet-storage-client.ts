import type { PersistedWallet } from './wallet-state';

/**
 * The wallet storage service of spec 002 s7, as the store calls it. The host and paths are not in the spec; the
 * api-client package implements this over HTTP (POST creates and answers with the new id in Location, GET reads
 * by wallet id or consumer id, PUT updates), tests and Storybook use `createInMemoryWalletStorageClient`.
 * Property names follow the spec's (`consumerid` is lower case there).
 */
export interface WalletStorageClient {
  /** Read a wallet by consumer id (signed in) or by wallet id (anonymous). */
  getData(query: WalletReadQuery): Promise<WalletStorageReply>;
  /** Write a whole new record: the first save of a wallet that has no createdDate yet. */
  setData(request: WalletWriteRequest): Promise<WalletWriteReply>;
  /**
   * Update an existing record. A copy whose `lastUpdated` is older than the stored one's is refused
   * (`success: false`; the service answers 409 WALLET_CONFLICT): another device's later change is kept, and the
   * store reads it back and applies the sync rule.
   */
  updateData(request: WalletWriteRequest): Promise<WalletWriteReply>;
  /** Ask for a wallet id: after a 404 for an anonymous shopper, or before the first save when there is none. */
  syncId(): Promise<{ id: string }>;
  /** Tell the service which consumer an anonymous wallet id now belongs to (after sign-in). */
  postId(request: { walletId: string; consumerid: string }): Promise<WalletWriteReply>;
}

export type WalletReadQuery = { consumerid: string } | { walletId: string };

/** What the store sends: the persisted wallet keys, with createdDate, lastUpdated and walletId. */
export type WalletPaymentInfo = PersistedWallet;

/**
 * A record as the service sends it back. It is read defensively: every field is checked before use, and the
 * dates may be epoch milliseconds or ISO strings.
 */
export interface StoredWalletRecord {
  createdDate?: number | string | null;
  lastUpdated?: number | string | null;
  walletId?: string | null;
  [field: string]: unknown;
}

/** getData's reply: "paymentInfo, statusCode, id" (spec 002 s7). */
export interface WalletStorageReply {
  statusCode: number;
  paymentInfo?: StoredWalletRecord | null;
  /** The wallet id of the record read. */
  id?: string | null;
}

/** updateData's request: "walletId, paymentInfo, isLoggedIn, optional consumerid" (spec 002 s7); setData's too. */
export interface WalletWriteRequest {
  walletId: string;
  paymentInfo: WalletPaymentInfo;
  isLoggedIn: boolean;
  consumerid?: string;
}

/** "response has a success flag" (spec 002 s7). */
export interface WalletWriteReply {
  success: boolean;
}
