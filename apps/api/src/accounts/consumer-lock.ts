import type { Kysely, Transaction } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/open-database';
import type { Schema } from '../db/schema';

/**
 * Whether the engine runs one transaction or statement at a time, so that a shopper's saves are serialised
 * without a lock. PGlite is one PostgreSQL backend in this process (single-user: no other session exists whose
 * transaction a row lock could wait for), and its Kysely driver hands its one connection to one transaction
 * (from `begin` to `commit`) or one lone statement at a time, queueing the rest; nothing else uses that backend.
 * So two saves never interleave there: each statement sees every write that went before it. On PostgreSQL,
 * where transactions run side by side, the consumer lock does that work.
 */
export const serialisesWrites = (database: Pick<Database, 'engine'>): boolean => database.engine === 'pglite';

/**
 * Runs `work` in a transaction holding the shopper's consumer row: two saves of one shopper at once queue behind
 * each other, so a limit counted inside cannot be passed by a second request counting at the same moment. On an
 * engine that serialises writes (`serialisesWrites`) the lock statement is left out: the transaction alone
 * already keeps every other one out.
 */
export function withConsumerLock<T>(
  db: Kysely<Schema>,
  consumerId: string,
  work: (trx: Transaction<Schema>) => Promise<T>,
  writesSerialised = false,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    if (!writesSerialised)
      await trx.selectFrom('consumers').select('id').where('id', '=', consumerId).forUpdate().execute();
    return work(trx);
  });
}

/**
 * One statement that counts a shopper's saved items and inserts unless a limit stops it. On an engine that
 * serialises writes it runs alone, in the statement's own implicit transaction: it is atomic, and no other
 * statement runs until it ends, so the count it makes is the newest (each statement is a round trip, and on
 * PGlite a turn of its one connection: `begin`, the lock and `commit` were three more). Elsewhere it runs after
 * the consumer lock, taken by an earlier statement: in READ COMMITTED a statement's snapshot starts when the
 * statement does, so it sees every save that committed while the lock was awaited.
 */
export function countedInsert<T>(
  db: Kysely<Schema>,
  consumerId: string,
  statement: (db: Kysely<Schema>) => Promise<T>,
  writesSerialised: boolean,
): Promise<T> {
  return writesSerialised ? statement(db) : withConsumerLock(db, consumerId, statement);
}

/**
 * Turning an alert on after an opt-out resumes alerts: the worker skips opted-out shoppers. Call it in the
 * transaction that turns the alert on: an alert saved on while the shopper stays opted out would never be sent.
 */
export async function resumeAlerts(db: Kysely<Schema>, consumerId: string, now: Date): Promise<void> {
  await db
    .updateTable('consumers')
    .set({ opted_out_at: null, updated_at: now })
    .where('id', '=', consumerId)
    .where('opted_out_at', 'is not', null)
    .execute();
}
