import { randomUUID } from 'node:crypto';
import type { PaymentInfo } from '@forecourt/contracts';
import type { Kysely } from 'kysely';
import type { Schema, WalletRow } from '../db/schema';
import { notFound } from '../http/api-failure';
import { consumerTaken, isUniqueViolation, walletOfAnotherConsumer } from './wallet-errors';
import { storedPaymentInfo } from './wallet-record';

export interface WalletStoreOptions {
  db: Kysely<Schema>;
  now: () => Date;
  /** @default crypto.randomUUID: wallet ids are unguessable, as whoever holds one may read and write the wallet */
  newId?: () => string;
}

/** The wallets table: create, read by id or consumer, replace the payment info. */
export function createWalletStore(options: WalletStoreOptions) {
  const { db, now } = options;
  const newId = options.newId ?? randomUUID;

  async function create(paymentInfo: PaymentInfo, consumerId: string | undefined): Promise<WalletRow> {
    const at = now();
    const id = newId();
    try {
      return await db
        .insertInto('wallets')
        .values({
          id,
          consumer_id: consumerId ?? null,
          payment_info: JSON.stringify(storedPaymentInfo(paymentInfo, id, at)),
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (consumerId !== undefined && isUniqueViolation(error)) throw consumerTaken();
      throw error;
    }
  }

  async function byId(walletId: string): Promise<WalletRow> {
    const row = await db.selectFrom('wallets').selectAll().where('id', '=', walletId).executeTakeFirst();
    if (!row) throw notFound(`Wallet ${walletId}`);
    return row;
  }

  async function byConsumer(consumerId: string): Promise<WalletRow> {
    const row = await db
      .selectFrom('wallets')
      .selectAll()
      .where('consumer_id', '=', consumerId)
      .executeTakeFirst();
    if (!row) throw notFound(`The wallet of consumer ${consumerId}`);
    return row;
  }

  /**
   * Replaces the payment info, in one transaction: the row is locked, the consumer checked, then written. Any
   * failure (a consumer taken meanwhile, a lost connection) rolls back and leaves the earlier payment info as it
   * was. Without a consumer id the wallet keeps the one it has.
   */
  async function update(
    walletId: string,
    paymentInfo: PaymentInfo,
    consumerId: string | undefined,
  ): Promise<WalletRow> {
    try {
      return await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('wallets')
          .selectAll()
          .where('id', '=', walletId)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound(`Wallet ${walletId}`);
        if (consumerId !== undefined && current.consumer_id !== null && current.consumer_id !== consumerId) {
          throw walletOfAnotherConsumer();
        }
        const existing = (
          typeof current.payment_info === 'string' ? JSON.parse(current.payment_info) : current.payment_info
        ) as PaymentInfo;
        const at = now();
        return await trx
          .updateTable('wallets')
          .set({
            payment_info: JSON.stringify(
              storedPaymentInfo(
                paymentInfo,
                walletId,
                at,
                existing.createdDate ?? current.created_at.getTime(),
              ),
            ),
            consumer_id: consumerId ?? current.consumer_id,
            updated_at: at,
          })
          .where('id', '=', walletId)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    } catch (error) {
      if (consumerId !== undefined && isUniqueViolation(error)) throw consumerTaken();
      throw error;
    }
  }

  return { create, byId, byConsumer, update };
}

export type WalletStore = ReturnType<typeof createWalletStore>;
