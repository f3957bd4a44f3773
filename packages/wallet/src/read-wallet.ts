import type { WalletContext } from './wallet-context';
import { currentWalletId, dropWalletId, keepWalletId, requestWalletId } from './wallet-id';
import type { StoredWalletRecord, WalletReadQuery } from './wallet-storage-client';
import { isValidWalletReply, walletReadQuery } from './wallet-sync-rules';

export type WalletRead =
  | { status: 200; paymentInfo: StoredWalletRecord; walletId: string | undefined }
  | { status: 404 };

const NOT_FOUND: WalletRead = { status: 404 };

/** One read, no retry: a reply without a created or last-updated date, or a failed fetch, is a 404. */
export async function fetchRecord(ctx: WalletContext, query: WalletReadQuery): Promise<WalletRead> {
  try {
    const reply = await ctx.client.getData(query);
    if (!isValidWalletReply(reply)) return NOT_FOUND;
    const id = reply.id ?? reply.paymentInfo.walletId;
    return {
      status: 200,
      paymentInfo: reply.paymentInfo,
      walletId: typeof id === 'string' && id !== '' ? id : undefined,
    };
  } catch (error) {
    // "A fetch error is logged and reported as status 404" (spec 002 s4).
    ctx.logger.error('Wallet fetch failed', error);
    return NOT_FOUND;
  }
}

/**
 * Reads the wallet by consumer id, else by wallet id (spec 002 s4). On a 404 for an anonymous shopper the stale
 * id is dropped and a new one requested; the read is retried once with it, unless it equals the old one (the
 * same id cannot answer differently, and a second 404 must not start a loop).
 */
export async function readWallet(ctx: WalletContext): Promise<WalletRead> {
  const consumerId = ctx.consumerId();
  const walletId = currentWalletId(ctx);
  const query = walletReadQuery(consumerId, walletId);
  if (!query) return NOT_FOUND;
  const read = await fetchRecord(ctx, query);
  if (read.status === 200 || consumerId || !walletId) return read;

  dropWalletId(ctx);
  const newId = await requestWalletId(ctx);
  if (newId === undefined) return NOT_FOUND;
  keepWalletId(ctx, newId);
  if (newId === walletId) return NOT_FOUND;
  return fetchRecord(ctx, { walletId: newId });
}
