import { randomUUID } from 'node:crypto';
import type { CONTRACTS, ContractReply, ContractRequest } from '@forecourt/contracts';
import type { Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import type { Schema } from '../db/schema';
import { createSavedSearch } from './saved-searches';

type LightBody = ContractRequest<typeof CONTRACTS.lightUserSearch>['body'];
type LightReply = ContractReply<typeof CONTRACTS.lightUserSearch>;

/**
 * The issuer of consumers registered by e-mail only: one per address (the subject is the address in lower
 * case), apart from any account the same person signs in with, so an anonymous caller who types someone's
 * address can add a search to that light record and nothing else.
 */
export const LIGHT_ISSUER = 'urn:forecourt:light-registration';

async function lightConsumerId(db: Kysely<Schema>, email: string, now: Date): Promise<string> {
  const subject = email.trim().toLowerCase();
  const find = () =>
    db
      .selectFrom('consumers')
      .select('id')
      .where('issuer', '=', LIGHT_ISSUER)
      .where('subject', '=', subject)
      .executeTakeFirst();
  const found = await find();
  if (found) return found.id;
  // Two registrations of one address at once: one insert wins, both read the same row.
  await db
    .insertInto('consumers')
    .values({
      id: randomUUID(),
      issuer: LIGHT_ISSUER,
      subject,
      email: subject,
      light: true,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
    .execute();
  const row = await find();
  if (!row) throw new Error('the light consumer was not written');
  return row.id;
}

/**
 * POST lightuser/search (spec 000 s4, "E-mail light registration"): status 200 with the consumer id; the search
 * saved (bookmarkSaved), saved before (bookmarkAlreadySaved), or refused at the saved-search limit (isOverLimit).
 * The light record and its search are one transaction: a failed save leaves no empty record behind.
 */
export async function registerLightUser(
  db: Kysely<Schema>,
  body: LightBody,
  limit: number,
  now: Date,
): Promise<LightReply> {
  return inTransaction(db, async (trx) => {
    const consumerId = await lightConsumerId(trx, body.emailAddress, now);
    const outcome = await createSavedSearch(
      trx,
      consumerId,
      {
        brand: body.brand,
        criteria: body.searchParams,
        name: body.searchName,
        searchString: body.searchString,
      },
      limit,
      now,
    );
    return {
      status: 200,
      consumerId,
      bookmarkSaved: outcome.kind === 'saved',
      bookmarkAlreadySaved: outcome.kind === 'existing',
      isOverLimit: outcome.kind === 'over-limit',
    };
  });
}
