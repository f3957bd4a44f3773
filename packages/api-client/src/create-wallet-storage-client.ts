import type { ContractRequestInput, Contracts } from '@forecourt/contracts';
import type {
  StoredWalletRecord,
  WalletStorageClient,
  WalletStorageReply,
  WalletWriteReply,
  WalletWriteRequest,
} from '@forecourt/wallet';
import type { ApiClient } from './create-api-client';
import { refusalAsValue } from './status-values';

/** Keys the storage service stamps on every record it keeps: a record with nothing else holds no wallet. */
const SERVICE_KEYS: ReadonlySet<string> = new Set(['walletId', 'createdDate', 'lastUpdated', 'timeStamp']);

type UpdateWalletBody = NonNullable<ContractRequestInput<Contracts['updateWallet']>['body']>;

const NOT_FOUND = (statusCode: number): WalletStorageReply => ({ statusCode, paymentInfo: null, id: null });
const REFUSED: WalletWriteReply = { success: false };

/** The wallet id at the end of a `Location` header (`/wallet-storage/wallets/{walletId}`), if there is one. */
export function walletIdFromLocation(location: string | null | undefined): string | undefined {
  if (!location) return undefined;
  const path = location.split(/[?#]/, 1)[0] ?? '';
  const last = path.replace(/\/+$/, '').split('/').pop();
  return last ? decodeURIComponent(last) : undefined;
}

/** Whether a stored record carries any wallet field, beyond what the service stamps on an empty one. */
export function holdsWallet(paymentInfo: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(paymentInfo).some(([key, value]) => !SERVICE_KEYS.has(key) && value !== undefined);
}

/**
 * `@forecourt/wallet`'s `WalletStorageClient` over the wallet storage calls (spec 002 s7, "alternative shape"):
 *
 * - `getData`: `getWalletByConsumer` (signed in) or `getWallet`; a refusal (404) answers `{ statusCode: 404 }`.
 *   A record that holds no wallet field (what `syncId` creates) also reads as 404, so the store never takes an
 *   empty record, dated by the server, for a newer wallet and replaces the shopper's local one with it.
 * - `syncId`: `createWallet` with no body; the id is taken from the `Location` header ("new id taken from the
 *   Location header"), else from the reply's `id`.
 * - `setData` and `updateData`: `updateWallet` (the record exists once `syncId` made it); a refusal (404 for a
 *   record the service lost, 400 for another consumer's id) answers `{ success: false }`.
 * - `postId`: the record read and written back with the consumer id; `{ success: false }` when it is missing.
 *
 * `isLoggedIn` is not sent: the token says who is signed in. Network, breaker and `SIGNED_OUT` errors reject.
 */
export function createWalletStorageClient(api: ApiClient): WalletStorageClient {
  const put = async (walletId: string, body: UpdateWalletBody): Promise<WalletWriteReply> => {
    const reply = await api.updateWallet({ params: { walletId }, body });
    return { success: reply.success };
  };
  const write = ({ walletId, paymentInfo, consumerid }: WalletWriteRequest): Promise<WalletWriteReply> =>
    refusalAsValue(
      () => put(walletId, { paymentInfo, ...(consumerid && { consumerid }) }),
      () => REFUSED,
    );

  return {
    getData: (query) =>
      refusalAsValue(
        async (): Promise<WalletStorageReply> => {
          const reply =
            'consumerid' in query
              ? await api.getWalletByConsumer({ params: { consumerId: query.consumerid } })
              : await api.getWallet({ params: { walletId: query.walletId } });
          if (!holdsWallet(reply.paymentInfo)) return NOT_FOUND(404);
          return {
            statusCode: reply.statusCode,
            paymentInfo: reply.paymentInfo as StoredWalletRecord,
            id: reply.id,
          };
        },
        (status) => NOT_FOUND(status),
      ),

    async syncId() {
      let location: string | null = null;
      const reply = await api.createWallet(undefined, {
        onReplyHeaders: (headers) => {
          location = headers.get('location');
        },
      });
      return { id: walletIdFromLocation(location) ?? reply.id };
    },

    setData: write,
    updateData: write,

    postId: ({ walletId, consumerid }) =>
      refusalAsValue(
        async () => {
          const { paymentInfo } = await api.getWallet({ params: { walletId } });
          return put(walletId, { paymentInfo, consumerid });
        },
        () => REFUSED,
      ),
  };
}
