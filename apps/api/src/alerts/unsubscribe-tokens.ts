import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** 32 random bytes, base64url: what a token looks like, so anything else is refused before a query. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The shopper's unsubscribe token, made on first use. Random and stored (not signed with a secret), so links
 * keep working across restarts and API instances with nothing to configure. Two workers racing to make one
 * keep whichever was written first.
 */
export async function unsubscribeToken(db: Kysely<Schema>, consumerId: string): Promise<string> {
  await db
    .insertInto('alert_unsubscribe_tokens')
    .values({ token: randomBytes(32).toString('base64url'), consumer_id: consumerId })
    .onConflict((conflict) => conflict.column('consumer_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('alert_unsubscribe_tokens')
    .select('token')
    .where('consumer_id', '=', consumerId)
    .executeTakeFirstOrThrow();
  return row.token;
}

export type UnsubscribeOutcome = 'unsubscribed' | 'unknown-token';

/**
 * Opts the token's shopper out of every alert at once: `opted_out_at` is what the worker reads before writing
 * and the sender before sending, and every saved search's and car's alert flags go off. A second click keeps the
 * first time.
 */
export async function unsubscribe(db: Kysely<Schema>, token: string, now: Date): Promise<UnsubscribeOutcome> {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return 'unknown-token';
  const row = await db
    .selectFrom('alert_unsubscribe_tokens')
    .select('consumer_id')
    .where('token', '=', token)
    .executeTakeFirst();
  if (!row) return 'unknown-token';
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('consumers')
      .set({ opted_out_at: now, updated_at: now })
      .where('id', '=', row.consumer_id)
      .where('opted_out_at', 'is', null)
      .execute();
    // Every alert flag off too, as the account's opt-out calls do: else the account still shows alerts on, and the
    // next alert toggled on (which clears opted_out_at) would silently turn every other alert back on.
    for (const table of ['saved_searches', 'saved_vehicles'] as const) {
      await trx
        .updateTable(table)
        .set((eb) => ({
          email_alerts: false,
          text_alerts: false,
          version: eb('version', '+', 1),
          updated_at: now,
        }))
        .where('consumer_id', '=', row.consumer_id)
        .where((eb) => eb.or([eb('email_alerts', '=', true), eb('text_alerts', '=', true)]))
        .execute();
    }
  });
  return 'unsubscribed';
}
