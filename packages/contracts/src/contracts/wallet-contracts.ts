import { z } from 'zod';
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
    auth: 'optional',
    spec: '002 s7',
    summary: 'Create a wallet; its id is the last segment of the Location header (and id in the body).',
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
    errors: NOT_FOUND_ERRORS,
    auth: 'optional',
    spec: '002 s7',
    summary: 'Replace a wallet\'s paymentInfo ("response has a success flag").',
  }),
};
