// Spec 000 s6 and issue 8: anonymous callers get 401 on signed-in calls with no detail; tokens are checked for
// signature, pinned algorithms, issuer, audience and expiry. getWalletByConsumer is a signed-in call of issue 7
// (auth 'required' in its contract) and stands in for all of them here.
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '../http/api-failure';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { createAuthenticate, REMEMBER_TOKEN_MS } from './authenticate';
import { AuthError, createTokenVerifier, type TokenVerifier } from './token-verifier';

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
  // Tokens are remembered with their shopper (REMEMBER_TOKEN_MS): a remembered token must not outlive what made
  // it valid.
  describe('remembered tokens', () => {
    let clocked: TestApi;
    let at = Date.parse('2026-11-22T10:00:00Z');
    const clock = { now: () => new Date(at) };
    beforeAll(async () => {
      clocked = await createTestApi(engine, { clock });
    });
    afterAll(async () => {
      await clocked?.close();
    });
    const request = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as FastifyRequest;
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => (error instanceof ApiFailure ? error.reply : error),
      );

    it('refuses a remembered token once it has expired, though it was remembered moments before', async () => {
      const token = await clocked.issuer.token('remembered-expiry', { expiresIn: 30 });
      const call = () =>
        clocked.app.inject({
          method: 'GET',
          url: '/account-api/consumer',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await call()).statusCode).not.toBe(401);
      at += 29_000;
      expect((await call()).statusCode).not.toBe(401);
      at += 1_000; // at exp: jose's "expired" (exp <= now), well inside the time a token is remembered
      const expired = await call();
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error.message).toBe('The bearer token has expired');
    });

    it('refuses a token whose key was withdrawn once the time a token is remembered has passed', async () => {
      const withdrawn = new Set<string>();
      const real = createTokenVerifier([clocked.issuer.trusted], clock.now);
      // What a key taken out of the issuer's JWKS does to its tokens: verification fails.
      const verify: TokenVerifier = (token) =>
        withdrawn.has(token)
          ? Promise.reject(new AuthError('INVALID_TOKEN', 'The bearer token is not valid for this API'))
          : real(token);
      const authenticate = createAuthenticate(clocked.database.db, verify, clock.now);
      const token = await clocked.issuer.token('remembered-withdrawn', { expiresIn: 3600 });
      const consumer = await authenticate(request(token));
      expect(consumer?.consumerId).toEqual(expect.any(String));
      withdrawn.add(token);
      // Within the window the remembered shopper answers (the documented bound), the same one.
      at += REMEMBER_TOKEN_MS - 1;
      expect(await authenticate(request(token))).toEqual(consumer);
      at += 1;
      expect(await refusal(authenticate(request(token)))).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'The bearer token is not valid for this API' },
      });
      // Refused, it is not remembered either: the next request is refused too.
      expect(await refusal(authenticate(request(token)))).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    });

    it('remembers nothing a verifier refused: a bad token stays refused at every request', async () => {
      const authenticate = createAuthenticate(clocked.database.db, createTokenVerifier([]), clock.now);
      const token = await clocked.issuer.token('never-trusted');
      for (let attempt = 0; attempt < 2; attempt++) {
        expect(await refusal(authenticate(request(token)))).toMatchObject({
          error: { code: 'UNAUTHORIZED' },
        });
      }
    });
  });
});
