// Spec 000 s6 and issue 8: anonymous callers get 401 on signed-in calls with no detail; tokens are checked for
// signature, pinned algorithms, issuer, audience and expiry. getWalletByConsumer is a signed-in call of issue 7
// (auth 'required' in its contract) and stands in for all of them here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';

const UNSIGNED =
  'eyJhbGciOiJub25lIn0.eyJpc3MiOiJodHRwczovL2lkZW50aXR5LnRlc3QiLCJzdWIiOiJ4IiwiYXVkIjoiZm9yZWNvdXJ0LWFwaSIsImV4cCI6OTk5OTk5OTk5OX0.';

describe.each(ENGINES)('bearer tokens on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine);
  });
  afterAll(async () => {
    await api?.close();
  });
  const call = (authorization?: string) =>
    api.app.inject({
      method: 'GET',
      url: '/wallet-storage/consumers/c-1/wallet',
      headers: authorization ? { authorization } : {},
    });

  it('answers an anonymous caller of a signed-in call with 401 and nothing more', async () => {
    const reply = await call();
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Sign in to do this' } });
  });

  it.each([
    ['an expired token', { expiresIn: -60 }],
    ['a token from another issuer', { issuer: 'https://evil.test' }],
    ['a token for another audience', { audience: 'someone-else' }],
    ['a token signed with another key', { foreignKey: true }],
  ])('refuses %s with 401', async (_, overrides) => {
    const reply = await call(`Bearer ${await api.issuer.token('shopper-1', overrides)}`);
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error.code).toBe('UNAUTHORIZED');
  });

  it('refuses a token with alg none, and a header that is not a bearer token', async () => {
    expect((await call(`Bearer ${UNSIGNED}`)).statusCode).toBe(401);
    expect((await call('Basic dXNlcjpwYXNz')).statusCode).toBe(401);
    expect((await call('Bearer not-a-jwt')).statusCode).toBe(401);
  });

  it('lets a valid token through, and gives one subject one consumer record however often it calls', async () => {
    const token = await api.issuer.token('shopper-2', { email: 'shopper2@example.com' });
    const first = await call(`Bearer ${token}`);
    expect(first.statusCode).not.toBe(401);
    await Promise.all([call(`Bearer ${token}`), call(`Bearer ${token}`)]);
    const rows = await api.database.db
      .selectFrom('consumers')
      .selectAll()
      .where('subject', '=', 'shopper-2')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe('shopper2@example.com');
  });
});
