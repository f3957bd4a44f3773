import type { Kysely, Transaction } from 'kysely';
import type { Schema } from './schema';

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a new transaction: a write of several rows
 * (or tables) that another write may be part of stays one unit either way. Kysely cannot open a transaction
 * inside a transaction, so a function that always opened its own could not be called from one.
 */
export function inTransaction<T>(
  db: Kysely<Schema>,
  work: (trx: Transaction<Schema>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Schema>) : db.transaction().execute(work);
}
