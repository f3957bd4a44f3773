import { z } from 'zod';
import { apiErrorSchema } from '../api-error';
import { defineContract } from '../define-contract';
import { paymentInfoSchema } from '../entities/payment-info';
import { opaqueIdSchema } from '../fields/identifiers';
import { NOT_FOUND_ERRORS } from './shared';

// The wallet storage service of spec 002 s7 in its "alternative shape": "POST creates a wallet (new id taken from
// the Location header); GET by wallet id or by consumer id; PUT updates by id with body paymentInfo plus
// consumerid. JSON content type, no credentials. Paths: not shown." The paths are ours.

/** "response fields paymentInfo, statusCode, id" (spec 002 s3). */
const walletRecordSchema = z.object({
  paymentInfo: paymentInfoSchema.meta({ description: 'Carries createdDate and lastUpdated (spec 002 s4).' }),
  statusCode: z.int(),
  id: z.string().meta({ description: 'The wallet id.' }),
});

const walletIdParams = z.object({ walletId: opaqueIdSchema });

/** The code of the 409 an update answers when the stored wallet is newer than the copy it sends. */
export const WALLET_CONFLICT = 'WALLET_CONFLICT';

/**
 * The 409 of `updateWallet`: the stored copy was last updated after the copy sent (its `paymentInfo.lastUpdated`),
 * so another device's later change would be overwritten. The stored record comes with it, so the client applies
 * the sync rule ("Server data replaces local data ... when the server lastUpdated is newer than the local one.
 * Then a sync alert is shown", spec 002 s4) without reading it again.
 */
export const walletConflictSchema = z
  .object({
    error: z.object({ code: z.literal(WALLET_CONFLICT), message: z.string() }),
    wallet: walletRecordSchema,
  })
  .meta({ description: 'The stored wallet is newer than the copy sent; `wallet` is the stored one.' });

export type WalletConflict = z.output<typeof walletConflictSchema>;

export const walletContracts = {
  createWallet: defineContract({
    name: 'createWallet',
    service: 'wallet-storage',
    method: 'POST',
    path: '/wallet-storage/wallets',
    body: z
      .object({
        paymentInfo: paymentInfoSchema.optional(),
        consumerid: opaqueIdSchema
          .optional()
          .meta({ description: "The signed-in consumer's id; needs the token." }),
      })
      .default({})
      .meta({ description: 'May be left out: an empty wallet is created.' }),
    reply: walletRecordSchema,
    replyStatus: 201,
    replyHeaders: z.object({
      location: z.string().meta({ description: 'The new wallet: /wallet-storage/wallets/{walletId}.' }),
    }),
    errors: NOT_FOUND_ERRORS,
    auth: 'optional',
    spec: '002 s7',
    summary: 'Create a wallet; its id is the last segment of the Location header (and id in the body).',
    description: "A consumerid that is not the signed-in caller's is a 404 (400 without a token).",
  }),
  getWallet: defineContract({
    name: 'getWallet',
    service: 'wallet-storage',
    method: 'GET',
    path: '/wallet-storage/wallets/:walletId',
    params: walletIdParams,
    reply: walletRecordSchema,
    errors: NOT_FOUND_ERRORS,
    auth: 'none',
    spec: '002 s7',
    summary: 'Read an anonymous wallet by its id; 404 when unknown.',
    description:
      "Anonymous wallets are held by wallet id, a consumer's by consumer id (spec 002 s6): a wallet tied to a consumer is a 404 here, to everyone.",
  }),
  getWalletByConsumer: defineContract({
    name: 'getWalletByConsumer',
    service: 'wallet-storage',
    method: 'GET',
    path: '/wallet-storage/consumers/:consumerId/wallet',
    params: z.object({ consumerId: opaqueIdSchema }),
    reply: walletRecordSchema,
    errors: NOT_FOUND_ERRORS,
    auth: 'required',
    spec: '002 s7',
    summary: "Read the signed-in consumer's wallet; 404 when there is none (or it is not the caller's).",
  }),
  updateWallet: defineContract({
    name: 'updateWallet',
    service: 'wallet-storage',
    method: 'PUT',
    path: '/wallet-storage/wallets/:walletId',
    params: walletIdParams,
    body: z.object({
      paymentInfo: paymentInfoSchema,
      consumerid: opaqueIdSchema
        .optional()
        .meta({ description: 'Ties the wallet to a consumer; needs the token.' }),
    }),
    reply: walletRecordSchema.extend({ success: z.boolean() }),
    errors: { 404: apiErrorSchema, 409: walletConflictSchema },
    auth: 'optional',
    spec: '002 s7',
    summary: 'Replace a wallet\'s paymentInfo ("response has a success flag").',
    description:
      "A wallet tied to a consumer is changed only with that consumer's token, else 404. A paymentInfo.lastUpdated older than the stored one is a 409 WALLET_CONFLICT carrying the stored wallet: the newer change wins, whichever arrives last (spec 002 s4).",
  }),
};
