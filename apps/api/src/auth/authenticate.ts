import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { mergeLightRegistration } from '../accounts/merge-light-registration';
import type { Schema } from '../db/schema';
import { ApiFailure } from '../http/api-failure';
import { AuthError, type TokenVerifier } from './token-verifier';

/** The signed-in shopper a request acts for. */
export interface Consumer {
  /** Our id for the shopper (stable across their tokens): what every account row is keyed by. */
  consumerId: string;
  email: string | null;
}

export type Authenticate = (request: FastifyRequest) => Promise<Consumer | undefined>;

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The shopper behind a request's bearer token, or `undefined` without one. A token that is sent but fails any
 * check is a 401 that says only that (no detail about other shoppers). The first request of a subject creates
 * its consumer record, so any OpenID Connect provider works without a separate sign-up call to this API.
 */
export function createAuthenticate(db: Kysely<Schema>, verify: TokenVerifier, now: () => Date): Authenticate {
  return async (request) => {
    const header = request.headers.authorization;
    if (header === undefined) return undefined;
    const token = BEARER.exec(header)?.[1];
    if (!token)
      throw new ApiFailure('UNAUTHORIZED', 'Send the access token as "Authorization: Bearer <token>"');
    let verified: Awaited<ReturnType<TokenVerifier>>;
    try {
      verified = await verify(token);
    } catch (error) {
      if (error instanceof AuthError) throw new ApiFailure('UNAUTHORIZED', error.message);
      throw error;
    }
    const find = () =>
      db
        .selectFrom('consumers')
        .select(['id', 'email'])
        .where('issuer', '=', verified.issuer)
        .where('subject', '=', verified.subject)
        .executeTakeFirst();
    let row = await find();
    if (!row) {
      // The account and the merge are one transaction: an account created without its merge would never get
      // it, as only the request that creates the account merges.
      await db.transaction().execute(async (trx) => {
        // Two first requests at once: one insert wins, the other does nothing, both read the same row.
        const at = now();
        const created = await trx
          .insertInto('consumers')
          .values({
            id: randomUUID(),
            issuer: verified.issuer,
            subject: verified.subject,
            email: verified.email ?? null,
            created_at: at,
            updated_at: at,
          })
          .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
          .returning('id')
          .executeTakeFirst();
        // First sight of this shopper: what they registered by a verified e-mail address becomes theirs.
        if (created && verified.email && verified.claims.email_verified === true) {
          await mergeLightRegistration(trx, created.id, verified.email);
        }
      });
      row = await find();
      if (!row) throw new Error('the consumer record was not written');
    }
    return { consumerId: row.id, email: row.email };
  };
}
