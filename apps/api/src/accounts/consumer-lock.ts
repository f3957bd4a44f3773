import type { Kysely, Transaction } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import type { Schema } from '../db/schema';

/**
 * Runs `work` in a transaction holding the shopper's consumer row: two saves of one shopper at once queue behind
 * each other, so a limit counted inside cannot be passed by a second request counting at the same moment.
 */
export function withConsumerLock<T>(
  db: Kysely<Schema>,
  consumerId: string,
  work: (trx: Transaction<Schema>) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    await trx.selectFrom('consumers').select('id').where('id', '=', consumerId).forUpdate().execute();
    return work(trx);
  });
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
