import { buildPath, CONTRACTS } from '@forecourt/contracts';
import type { FastifyInstance } from 'fastify';
import type { Consumer } from '../auth/authenticate';
import { ApiFailure, notFound } from '../http/api-failure';
import { route } from '../http/contract-route';
import type { ServerDeps } from '../server-deps';
import { toWalletRecord } from '../wallets/wallet-record';
import { createWalletStore } from '../wallets/wallet-store';

/**
 * Routes of the wallet storage service (spec 002 s7, "alternative shape"): POST creates (201, the new id in the
 * Location header), GET by wallet id or by consumer id, PUT replaces the payment info. "Anonymous visitor: wallet
 * held by wallet id. Signed-in consumer: wallet held by consumer id" (spec 002 s6): an anonymous wallet's id is the
 * capability to it (a random UUID, never listed or told to anyone else); a wallet is tied to a consumer only by
 * that consumer, signed in, and from then on read (by consumer id) and changed by them alone. Anyone else gets
 * the 404 of an unknown wallet.
 */
export function registerWalletRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const wallets = createWalletStore({ db: deps.database.db, now: () => deps.clock.now() });

  /**
   * `consumerid` in a body must be the caller's own: nobody ties a wallet to someone else's account. Another
   * shopper's id is "not found", as every call naming another's object answers; without a token the field is
   * refused (a 400 naming it), as there is nobody to compare it with.
   */
  const ownConsumerId = (consumerid: string | undefined, consumer: Consumer | undefined) => {
    if (consumerid === undefined || consumerid === consumer?.consumerId) return;
    if (consumer) throw notFound(`Consumer ${consumerid}`);
    throw new ApiFailure('BAD_REQUEST', 'body.consumerid: sign in as this consumer to tie a wallet to it', {
      error: {
        code: 'BAD_REQUEST',
        message: 'body.consumerid: sign in as this consumer to tie a wallet to it',
        field: 'body.consumerid',
      },
    });
  };

  route(app, CONTRACTS.createWallet, async ({ body, reply, consumer }) => {
    ownConsumerId(body.consumerid, consumer);
    const row = await wallets.create(body.paymentInfo ?? {}, body.consumerid);
    reply.header('location', buildPath(CONTRACTS.getWallet, { walletId: row.id }));
    return toWalletRecord(row, CONTRACTS.createWallet.replyStatus);
  });

  // No token is read here (auth none): only anonymous wallets are read by wallet id.
  route(app, CONTRACTS.getWallet, async ({ params }) =>
    toWalletRecord(await wallets.byId(params.walletId), 200),
  );

  route(app, CONTRACTS.getWalletByConsumer, async ({ params, consumer }) => {
    // Only the shopper's own: another consumer's wallet is "not found", as if it did not exist.
    if (params.consumerId !== consumer?.consumerId) throw notFound('Wallet');
    return toWalletRecord(await wallets.byConsumer(params.consumerId), 200);
  });

  route(app, CONTRACTS.updateWallet, async ({ params, body, consumer }) => {
    ownConsumerId(body.consumerid, consumer);
    const row = await wallets.update(params.walletId, body.paymentInfo, {
      caller: consumer?.consumerId,
      tieTo: body.consumerid,
    });
    return { ...toWalletRecord(row, 200), success: true };
  });
}
