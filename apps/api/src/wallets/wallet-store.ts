import { randomUUID } from 'node:crypto';
import type { PaymentInfo } from '@forecourt/contracts';
import type { Kysely } from 'kysely';
import type { Schema, WalletRow } from '../db/schema';
import { notFound } from '../http/api-failure';
import { consumerTaken, isUniqueViolation, WalletConflictFailure, walletNotFound } from './wallet-errors';
import { isOlderThanStored, storedPaymentInfo, toWalletRecord } from './wallet-record';

export interface WalletStoreOptions {
  db: Kysely<Schema>;
  now: () => Date;
  /** @default crypto.randomUUID: ids are unguessable, as whoever holds an anonymous wallet's id may read and write it */
  newId?: () => string;
}

/**
 * Whether `caller` may see a wallet: an anonymous wallet is held by its id, so whoever has the id may; a wallet tied
 * to a consumer is held by that consumer only ("Anonymous visitor: wallet held by wallet id. Signed-in consumer:
 * wallet held by consumer id", spec 002 s6).
 */
const holds = (row: Pick<WalletRow, 'consumer_id'>, caller: string | undefined) =>
  row.consumer_id === null || row.consumer_id === caller;

const paymentInfoOf = (row: WalletRow) =>
  (typeof row.payment_info === 'string' ? JSON.parse(row.payment_info) : row.payment_info) as PaymentInfo;

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

  /**
   * A wallet by its id, when `caller` holds it (see `holds`); any other is a 404, the same as an unknown id. Reads
   * by wallet id are anonymous (no token is read), so a consumer's wallet is read by consumer id instead.
   */
  async function byId(walletId: string, caller?: string): Promise<WalletRow> {
    const row = await db.selectFrom('wallets').selectAll().where('id', '=', walletId).executeTakeFirst();
    if (!row || !holds(row, caller)) throw walletNotFound(walletId);
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
   * Replaces the payment info, in one transaction: the row is locked, then who asks and how old the sent copy is
   * are checked, then it is written. A wallet `caller` does not hold is a 404. A copy last updated before the
   * stored one is a 409 with the stored record (the newer change wins whichever arrives last, spec 002 s4). Any
   * failure (a consumer taken meanwhile, a lost connection) rolls back and leaves the earlier payment info as it
   * was. `tieTo` ties the wallet to that consumer (the route made sure it is the caller); without it the wallet
   * keeps the consumer it has.
   */
  async function update(
    walletId: string,
    paymentInfo: PaymentInfo,
    who: { caller: string | undefined; tieTo?: string | undefined },
  ): Promise<WalletRow> {
    const { caller, tieTo } = who;
    try {
      return await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('wallets')
          .selectAll()
          .where('id', '=', walletId)
          .forUpdate()
          .executeTakeFirst();
        if (!current || !holds(current, caller)) throw walletNotFound(walletId);
        const existing = paymentInfoOf(current);
        if (isOlderThanStored(existing, paymentInfo))
          throw new WalletConflictFailure(toWalletRecord(current, 200));
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
            consumer_id: tieTo ?? current.consumer_id,
            updated_at: at,
          })
          .where('id', '=', walletId)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    } catch (error) {
      if (tieTo !== undefined && isUniqueViolation(error)) throw consumerTaken();
      throw error;
    }
  }

  return { create, byId, byConsumer, update };
}

export type WalletStore = ReturnType<typeof createWalletStore>;
