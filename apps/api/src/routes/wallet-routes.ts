import { buildPath, CONTRACTS } from '@forecourt/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/contract-route';
import type { ServerDeps } from '../server-deps';
import { toWalletRecord } from '../wallets/wallet-record';
import { createWalletStore } from '../wallets/wallet-store';

/**
 * Routes of the wallet storage service (spec 002 s7, "alternative shape"): POST creates (201, the new id in the
 * Location header), GET by wallet id or by consumer id, PUT replaces the payment info. Until sign-in exists (issue
 * 8) a wallet id is the capability to its wallet: a random UUID, never listed or told to anyone else.
 */
export function registerWalletRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const wallets = createWalletStore({ db: deps.database.db, now: () => deps.clock.now() });

  route(app, CONTRACTS.createWallet, async ({ body, reply }) => {
    const row = await wallets.create(body.paymentInfo ?? {}, body.consumerid);
    reply.header('location', buildPath(CONTRACTS.getWallet, { walletId: row.id }));
    return toWalletRecord(row, CONTRACTS.createWallet.replyStatus);
  });

  route(app, CONTRACTS.getWallet, async ({ params }) =>
    toWalletRecord(await wallets.byId(params.walletId), 200),
  );

  route(app, CONTRACTS.getWalletByConsumer, async ({ params }) =>
    toWalletRecord(await wallets.byConsumer(params.consumerId), 200),
  );

  route(app, CONTRACTS.updateWallet, async ({ params, body }) => {
    const row = await wallets.update(params.walletId, body.paymentInfo, body.consumerid);
    return { ...toWalletRecord(row, 200), success: true };
  });
}
