import { COOKIES } from '@forecourt/brand';
import type { WalletContext } from './wallet-context';

// The anonymous wallet id lives in the pxa_id cookie (spec 002 s2) and in the wallet's walletId; the two are
// written together so the server-rendered page and the browser agree on it.

export function currentWalletId(ctx: WalletContext): string | undefined {
  return ctx.get().walletId ?? ctx.cookies?.get(COOKIES.walletId.name) ?? undefined;
}

/** The cookie holds the anonymous id only: a signed-in consumer's record id never outlives the session in it. */
export function keepWalletId(ctx: WalletContext, walletId: string): void {
  ctx.set({ walletId });
  if (!ctx.consumerId()) ctx.cookies?.set(COOKIES.walletId.name, walletId);
}

/** The stale id goes, and with it the createdDate of the record it named, so the next save creates a record. */
export function dropWalletId(ctx: WalletContext): void {
  ctx.set({ walletId: null, createdDate: null });
  ctx.cookies?.remove(COOKIES.walletId.name, { path: COOKIES.walletId.path });
}

/** A new id from the storage service; undefined (and logged) when it fails or answers without one. */
export async function requestWalletId(ctx: WalletContext): Promise<string | undefined> {
  try {
    const { id } = await ctx.client.syncId();
    if (typeof id === 'string' && id !== '') return id;
    ctx.logger.error('Wallet storage returned no wallet id');
  } catch (error) {
    ctx.logger.error('Wallet storage could not issue a wallet id', error);
  }
  return undefined;
}
