import { notFound } from '../http/api-failure';
import type { AccountContext } from './saved-vehicles';

/**
 * POST savedcontent/optout (vehicles) and savedcontent/optoutsearch (searches): every alert flag of the kind off
 * in one transaction, and the shopper marked opted out so the alerts worker sends nothing more at once (a later
 * alert turned on clears the mark). The userId must be the caller's: another's is a 404 and changes nothing.
 * The reply carries the userId the client reads as success (spec 000 s4 "With a userId in the reply").
 */
export async function optOut(ctx: AccountContext, kind: 'vehicles' | 'searches', userId: string) {
  if (userId !== ctx.consumerId) throw notFound(`User ${userId}`);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('consumers')
      .set({ opted_out_at: ctx.now, updated_at: ctx.now })
      .where('id', '=', ctx.consumerId)
      .execute();
    const table = kind === 'vehicles' ? 'saved_vehicles' : 'saved_searches';
    await trx
      .updateTable(table)
      .set((eb) => ({
        email_alerts: false,
        text_alerts: false,
        version: eb('version', '+', 1),
        updated_at: ctx.now,
      }))
      .where('consumer_id', '=', ctx.consumerId)
      .where((eb) => eb.or([eb('email_alerts', '=', true), eb('text_alerts', '=', true)]))
      .execute();
  });
  return { userId };
}
