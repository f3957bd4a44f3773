// Issue 31: an operator role on the identity service, carried in the access token's `roles` claim, and the
// e-mail-and-password grant the `forecourt upload` command signs in with (operators only).
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLI_CLIENT_ID,
  NOT_AN_OPERATOR,
  OPERATOR_ROLE,
  readConfig,
  SIGN_IN_LIMITS,
  WRONG_CREDENTIALS,
} from './index';
import { createTestIdentity, ENGINES, TEST_ISSUER, type TestIdentity } from './testing/engines';

const API_RULES = {
  issuer: TEST_ISSUER,
  audience: 'forecourt-api',
  algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
  requiredClaims: ['sub', 'exp'],
};

describe.each(ENGINES)('operators on %s', (engine) => {
  let identity: TestIdentity;
  let jwks: ReturnType<typeof createLocalJWKSet>;
  beforeAll(async () => {
    identity = await createTestIdentity(engine, { operatorEmails: ['Ops@Example.com', 'later@example.com'] });
    jwks = createLocalJWKSet(
      (await identity.app.inject({ method: 'GET', url: '/jwks' })).json() as JSONWebKeySet,
    );
  });
  afterAll(async () => {
    await identity?.close();
  });

  const passwordGrant = (fields: Record<string, string>) =>
    identity.app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        client_id: CLI_CLIENT_ID,
        ...fields,
      }).toString(),
    });

  const account = (email: string, password = 'correct horse') =>
    identity.accounts.create({ email, password, firstName: 'Ada', lastName: 'Lovelace' });

  it('makes an account signed up with an OPERATOR_EMAILS address an operator, and no one else', async () => {
    const operator = await account('ops@example.com');
    const shopper = await account('shopper@example.com');
    expect(operator.success && operator.account.roles).toEqual([OPERATOR_ROLE]);
    expect(shopper.success && shopper.account.roles).toEqual([]);
  });

  it('promotes an existing account once when it is listed at start', async () => {
    const created = await account('later@example.com');
    expect(created.success && created.account.roles).toEqual([OPERATOR_ROLE]);
    await identity.database.db
      .updateTable('identity_accounts')
      .set({ roles: [] })
      .where('email', '=', 'later@example.com')
      .execute();
    expect(await identity.accounts.grantRole('LATER@example.com', OPERATOR_ROLE)).toBe(true);
    expect(await identity.accounts.grantRole('later@example.com', OPERATOR_ROLE)).toBe(true);
    const row = await identity.database.db
      .selectFrom('identity_accounts')
      .select('roles')
      .where('email', '=', 'later@example.com')
      .executeTakeFirstOrThrow();
    expect(row.roles).toEqual([OPERATOR_ROLE]);
    expect(await identity.accounts.grantRole('nobody@example.com', OPERATOR_ROLE)).toBe(false);
  });

  it("gives an operator's e-mail and password an API token with roles ['operator']", async () => {
    const reply = await passwordGrant({ username: 'ops@example.com', password: 'correct horse' });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.refresh_token).toBeUndefined();
    expect(body.id_token).toBeUndefined();
    const { payload } = await jwtVerify(body.access_token, jwks, API_RULES);
    expect(payload.roles).toEqual([OPERATOR_ROLE]);
    expect(payload.email).toBe('ops@example.com');
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a wrong password, and a shopper's right one, with invalid_grant", async () => {
    const wrong = await passwordGrant({ username: 'ops@example.com', password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: WRONG_CREDENTIALS });
    const shopper = await passwordGrant({ username: 'shopper@example.com', password: 'correct horse' });
    expect(shopper.statusCode).toBe(400);
    expect(shopper.json()).toEqual({ error: 'invalid_grant', error_description: NOT_AN_OPERATOR });
  });

  it('counts its attempts with the sign-in form: past the limit even the right password is refused', async () => {
    await account('throttled@example.com');
    await identity.accounts.grantRole('throttled@example.com', OPERATOR_ROLE);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.account.max; attempt += 1) {
      const wrong = await passwordGrant({ username: 'throttled@example.com', password: 'not it' });
      expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: WRONG_CREDENTIALS });
    }
    const right = await passwordGrant({ username: 'throttled@example.com', password: 'correct horse' });
    expect(right.statusCode).toBe(400);
    expect(right.json().error_description).toMatch(
      /^Too many unsuccessful sign-in attempts for this e-mail address/,
    );
  });

  it('keeps the grant to the command-line client: a brand app may not use it', async () => {
    const reply = await passwordGrant({
      client_id: 'atc',
      username: 'ops@example.com',
      password: 'correct horse',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: 'invalid_request',
      error_description: 'requested grant type is not allowed for this client',
    });
  });
});

describe('OPERATOR_EMAILS', () => {
  it('reads a comma-separated list in lower case, and refuses what is not an address', () => {
    expect(readConfig({}).OPERATOR_EMAILS).toEqual([]);
    expect(readConfig({ OPERATOR_EMAILS: ' Ops@Example.com, b@example.com ,' }).OPERATOR_EMAILS).toEqual([
      'ops@example.com',
      'b@example.com',
    ]);
    expect(() => readConfig({ OPERATOR_EMAILS: 'ops@example.com,nope' })).toThrow(
      'OPERATOR_EMAILS: "nope" is not an e-mail address',
    );
  });
});
