import type { Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import type { Schema } from '../db/schema';
import { LIGHT_ISSUER } from './light-registration';

/**
 * What an e-mail light registration kept (spec 000 s4: searches and vehicles saved with an address only) moves into
 * the account of a shopper who signs in for the first time with that address, and the light record goes. Only when
 * the provider says the address is verified: otherwise anyone could sign up with someone else's address and take
 * over the searches (and the alerts) registered under it. Returns how many saved items moved. Called with a
 * transaction (the sign-in that creates the account), it is part of that one.
 */
export async function mergeLightRegistration(
  db: Kysely<Schema>,
  consumerId: string,
  email: string,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const light = await trx
      .selectFrom('consumers')
      .select('id')
      .where('issuer', '=', LIGHT_ISSUER)
      .where('subject', '=', email.trim().toLowerCase())
      .forUpdate()
      .executeTakeFirst();
    if (!light) return 0;
    const searches = await trx
      .updateTable('saved_searches')
      .set({ consumer_id: consumerId })
      .where('consumer_id', '=', light.id)
      .executeTakeFirst();
    const vehicles = await trx
      .updateTable('saved_vehicles')
      .set({ consumer_id: consumerId })
      .where('consumer_id', '=', light.id)
      .executeTakeFirst();
    // The rest (deliveries already sent, unsubscribe tokens) belongs to the light record and goes with it.
    await trx.deleteFrom('consumers').where('id', '=', light.id).execute();
    return Number(searches.numUpdatedRows) + Number(vehicles.numUpdatedRows);
  });
}
