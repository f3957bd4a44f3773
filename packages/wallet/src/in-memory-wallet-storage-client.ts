import { toEpochMs } from './persisted-wallet';
import type {
  StoredWalletRecord,
  WalletReadQuery,
  WalletStorageClient,
  WalletStorageReply,
  WalletWriteReply,
  WalletWriteRequest,
} from './wallet-storage-client';

export type WalletStorageOperation = keyof WalletStorageClient;

/** How a forced failure shows: a rejected promise, or a reply that says no (404 for getData, success false). */
export type WalletStorageFailure = 'throw' | 'reply';

export interface InMemoryWalletStorageClientOptions {
  /** Records already stored, by wallet id. @default none */
  records?: Readonly<Record<string, StoredWalletRecord>>;
  /** Which wallet id each consumer id holds. @default none */
  consumers?: Readonly<Record<string, string>>;
  /** The ids syncId hands out, in order. @default `wallet-1`, `wallet-2`, ... */
  nextId?: () => string;
}

export interface InMemoryWalletStorageClient extends WalletStorageClient {
  /** Every call in order, with its argument, for assertions. */
  readonly calls: { operation: WalletStorageOperation; argument: unknown }[];
  /** The stored record of a wallet id. */
  record(walletId: string): StoredWalletRecord | undefined;
  /** Store (or replace) a record, as another device would. */
  putRecord(walletId: string, paymentInfo: StoredWalletRecord, consumerid?: string): void;
  /** Make an operation fail until `clearFailures`. */
  failOn(operation: WalletStorageOperation, failure?: WalletStorageFailure): void;
  clearFailures(): void;
}

/**
 * The wallet storage service in memory, answering with the reply fields of spec 002 s7, for tests and Storybook.
 * Records are copied in and out, so nothing the store holds is shared with the "server". Like the service, it
 * refuses a write whose `lastUpdated` is older than the stored record's, and a consumer id that another wallet
 * holds (`{ success: false }`).
 */
export function createInMemoryWalletStorageClient(
  options: InMemoryWalletStorageClientOptions = {},
): InMemoryWalletStorageClient {
  const records = new Map<string, StoredWalletRecord>(
    Object.entries(options.records ?? {}).map(([id, info]) => [
      id,
      structuredClone({ ...info, walletId: id }),
    ]),
  );
  const consumers = new Map<string, string>(Object.entries(options.consumers ?? {}));
  const failures = new Map<WalletStorageOperation, WalletStorageFailure>();
  const calls: InMemoryWalletStorageClient['calls'] = [];
  let counter = 0;
  const nextId = options.nextId ?? (() => `wallet-${++counter}`);

  const enter = (operation: WalletStorageOperation, argument: unknown): WalletStorageFailure | undefined => {
    calls.push({ operation, argument: structuredClone(argument) });
    const failure = failures.get(operation);
    if (failure === 'throw') throw new Error(`in-memory wallet storage: ${operation} failed`);
    return failure;
  };
  // As the storage service does (400 on body.consumerid): a consumer holds one wallet, never moved silently.
  const consumerMayHold = (consumerid: string, walletId: string) => {
    const held = consumers.get(consumerid);
    return held === undefined || held === walletId;
  };
  const write = (request: WalletWriteRequest, mustExist: boolean): WalletWriteReply => {
    const stored = records.get(request.walletId);
    if (mustExist && !stored) return { success: false };
    if (request.consumerid && !consumerMayHold(request.consumerid, request.walletId))
      return { success: false };
    // As the storage service does (409 WALLET_CONFLICT): a copy changed before the stored one is refused.
    const storedTime = toEpochMs(stored?.lastUpdated);
    const sentTime = toEpochMs(request.paymentInfo.lastUpdated);
    if (storedTime !== undefined && sentTime !== undefined && sentTime < storedTime)
      return { success: false };
    records.set(request.walletId, structuredClone({ ...request.paymentInfo, walletId: request.walletId }));
    if (request.consumerid) consumers.set(request.consumerid, request.walletId);
    return { success: true };
  };

  return {
    calls,
    record: (walletId) => {
      const info = records.get(walletId);
      return info && structuredClone(info);
    },
    putRecord: (walletId, paymentInfo, consumerid) => {
      records.set(walletId, structuredClone({ ...paymentInfo, walletId }));
      if (consumerid) consumers.set(consumerid, walletId);
    },
    failOn: (operation, failure = 'reply') => {
      failures.set(operation, failure);
    },
    clearFailures: () => failures.clear(),

    async getData(query: WalletReadQuery): Promise<WalletStorageReply> {
      if (enter('getData', query) === 'reply') return { statusCode: 500, paymentInfo: null, id: null };
      const walletId = 'consumerid' in query ? consumers.get(query.consumerid) : query.walletId;
      const info = walletId === undefined ? undefined : records.get(walletId);
      if (!info || walletId === undefined) return { statusCode: 404, paymentInfo: null, id: null };
      return { statusCode: 200, paymentInfo: structuredClone(info), id: walletId };
    },
    async setData(request) {
      return enter('setData', request) === 'reply' ? { success: false } : write(request, false);
    },
    async updateData(request) {
      return enter('updateData', request) === 'reply' ? { success: false } : write(request, true);
    },
    async syncId() {
      // A reply failure here is an answer without an id.
      return enter('syncId', undefined) === 'reply' ? { id: '' } : { id: nextId() };
    },
    async postId(request) {
      if (enter('postId', request) === 'reply') return { success: false };
      if (!records.has(request.walletId) || !consumerMayHold(request.consumerid, request.walletId))
        return { success: false };
      consumers.set(request.consumerid, request.walletId);
      return { success: true };
    },
  };
}
