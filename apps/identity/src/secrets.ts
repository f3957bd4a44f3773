import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from './db/schema';

/** A private signing key as a JWK (oidc-provider publishes its public half at /jwks). */
export type SigningJwk = Record<string, unknown> & { kid: string; kty: string };

export interface Secrets {
  signingKey: SigningJwk;
  cookieKey: string;
}

/**
 * The signing key and the cookie key, generated at first start and kept in the database, so tokens issued
 * before a restart still verify. Two instances starting at once agree: the first insert wins, both read it back.
 */
export async function loadSecrets(db: Kysely<Schema>): Promise<Secrets> {
  const signingKey = await loadOrCreate(db, 'signing-key', () => {
    // RS256: what oidc-provider signs ID tokens with by default, and one of the API's pinned algorithms.
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return JSON.stringify({
      ...privateKey.export({ format: 'jwk' }),
      kid: randomUUID(),
      use: 'sig',
      alg: 'RS256',
    });
  });
  const cookieKey = await loadOrCreate(db, 'cookie-key', () => randomBytes(32).toString('base64url'));
  return { signingKey: JSON.parse(signingKey) as SigningJwk, cookieKey };
}

async function loadOrCreate(db: Kysely<Schema>, name: string, create: () => string): Promise<string> {
  const read = () =>
    db.selectFrom('identity_secrets').select('value').where('name', '=', name).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.value;
  await db
    .insertInto('identity_secrets')
    .values({ name, value: create() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await read();
  if (!row) throw new Error(`identity_secrets: ${name} was neither found nor created`);
  return row.value;
}
