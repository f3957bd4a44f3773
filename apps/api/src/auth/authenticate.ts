import { randomUUID } from 'node:crypto';
import { createRequestCache } from '@forecourt/breakers';
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
  /**
   * The roles this request's token grants (its `roles` claim): read from the token, never stored, so a role the
   * issuer withdraws is gone with the tokens that carried it.
   */
  roles: readonly string[];
}

export type Authenticate = (request: FastifyRequest) => Promise<Consumer | undefined>;

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * How long a verified token's shopper is remembered at most (ours): never past the token's `exp`, and at most a
 * minute, so a signing key the issuer withdraws from its JWKS is refused at most a minute later than before
 * tokens were remembered (jose reloads a remote JWKS when it is 10 minutes old, at the next verification). The
 * API has no other revocation: it verifies access tokens itself and does not ask the issuer about them.
 */
export const REMEMBER_TOKEN_MS = 60_000;
/** Tokens remembered at once (ours): an access token is about 1 kB, so about 10 MB at most. */
export const REMEMBERED_TOKENS_MAX = 10_000;

export interface AuthenticateOptions {
  /** @default REMEMBER_TOKEN_MS; 0 remembers nothing */
  rememberMs?: number;
  /** @default REMEMBERED_TOKENS_MAX */
  maxTokens?: number;
}

interface Remembered {
  consumer: Consumer;
  /** The token's `exp`, in milliseconds: from then on it is verified again, and refused as expired. */
  expiresAt: number;
}

/**
 * The shopper behind a request's bearer token, or `undefined` without one. A token that is sent but fails any
 * check is a 401 that says only that (no detail about other shoppers). The first request of a subject creates
 * its consumer record, so any OpenID Connect provider works without a separate sign-up call to this API.
 * A verified token's shopper is remembered (see REMEMBER_TOKEN_MS): a consumer's id and e-mail never change
 * once the record exists, so a remembered one is never stale.
 */
export function createAuthenticate(
  db: Kysely<Schema>,
  verify: TokenVerifier,
  now: () => Date,
  options: AuthenticateOptions = {},
): Authenticate {
  const rememberMs = options.rememberMs ?? REMEMBER_TOKEN_MS;
  // A signed-in request's signature check and consumer lookup are the same for every request with that token: a
  // shopper's burst of calls (a page's account reads, a write and its refresh) pays them once.
  const remembered =
    rememberMs > 0
      ? createRequestCache<Remembered>({
          ttl: rememberMs,
          maxEntries: options.maxTokens ?? REMEMBERED_TOKENS_MAX,
          now: () => now().getTime(),
        })
      : undefined;
  const consumerOf = (token: string) => verifiedConsumer(db, verify, now, token);
  return async (request) => {
    const header = request.headers.authorization;
    if (header === undefined) return undefined;
    const token = BEARER.exec(header)?.[1];
    if (!token)
      throw new ApiFailure('UNAUTHORIZED', 'Send the access token as "Authorization: Bearer <token>"');
    if (!remembered) return (await consumerOf(token)).consumer;
    const known = remembered.get(token);
    if (known && now().getTime() < known.expiresAt) return known.consumer;
    // Expired since it was remembered: forgotten, and verified again, which refuses it.
    if (known) remembered.delete(token);
    const entry = await remembered.load(token, () => consumerOf(token));
    if (!entry) throw new Error('the consumer of a verified token was not found');
    return entry.consumer;
  };
}

/** Checks the token and finds (or, at a subject's first request, creates) its consumer record. */
async function verifiedConsumer(
  db: Kysely<Schema>,
  verify: TokenVerifier,
  now: () => Date,
  token: string,
): Promise<Remembered> {
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
  // jose checked `exp` (a required claim): a number of seconds.
  return {
    consumer: { consumerId: row.id, email: row.email, roles: verified.roles },
    expiresAt: Number(verified.claims.exp) * 1000,
  };
}
