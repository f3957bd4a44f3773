import type { Kysely, Transaction } from 'kysely';
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
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('consumers').select('id').where('id', '=', consumerId).forUpdate().execute();
    return work(trx);
  });
}

/** Turning an alert on after an opt-out resumes alerts: the worker skips opted-out shoppers. */
export async function resumeAlerts(db: Kysely<Schema>, consumerId: string, now: Date): Promise<void> {
  await db
    .updateTable('consumers')
    .set({ opted_out_at: null, updated_at: now })
    .where('id', '=', consumerId)
    .where('opted_out_at', 'is not', null)
    .execute();
}
