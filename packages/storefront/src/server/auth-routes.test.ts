// @vitest-environment node
import cookiePlugin from '@fastify/cookie';
import { COOKIES } from '@forecourt/brand';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_PATH, PROFILE_RETURN_PATH } from '../profile-path';
import {
  CROSS_SITE_SIGN_OUT,
  readSession,
  registerAuthRoutes,
  SIGNED_OUT_PATH,
  takeWelcome,
} from './auth-routes';
import { safeReturnTo } from './safe-return-to';
import { createSealer } from './session-cookie';
import { RENEW_BEFORE_EXPIRY_SECONDS } from './session-renewal';

// Issue 30: "Sign-out does not sign out ... Logout can also be forced cross-site (a plain-text POST from another
// origin is accepted). Access tokens stay valid for their hour after sign-out." Issue 31: "A non-Latin-1 returnTo on
// /auth/login breaks sign-in with a 500." The identity service is a stand-in here (msw): its side is tested in
// apps/identity, and both together in e2e/tests/sign-out.e2e.test.ts.

const ISSUER = 'http://login.forecourt.test';
const ORIGIN = 'http://localhost:3000';
const CLIENT_ID = 'atc';
const sealer = createSealer(new Uint8Array(32).fill(3));
const { privateKey, publicKey } = await generateKeyPair('RS256');

/** The stand-in issuer's state: what it was asked, which refresh tokens it still honours, its token lifetime. */
const issuer = {
  refreshCalls: 0,
  revoked: [] as string[],
  live: new Set<string>(),
  expiresIn: 300,
  down: false,
  issued: 0,
  /** The name its ID tokens carry (a profile edit changes it). */
  name: 'Ada Lovelace',
  /** Whether its ID tokens say the sign-in was the account's sign-up (identity's new_account claim). */
  newAccount: false,
};

async function idToken(): Promise<string> {
  return new SignJWT({
    email: 'ada@example.com',
    name: issuer.name,
    ...(issuer.newAccount && { new_account: true }),
  })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(ISSUER)
    .setAudience(CLIENT_ID)
    .setSubject('0b8a4c1e-6f51-4c3e-9f5e-000000000001')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

async function tokens(refreshToken: string) {
  issuer.issued += 1;
  return HttpResponse.json({
    access_token: `access-${issuer.issued}`,
    token_type: 'Bearer',
    expires_in: issuer.expiresIn,
    id_token: await idToken(),
    refresh_token: refreshToken,
  });
}

const mocks = setupServer(
  http.get(`${ISSUER}/.well-known/openid-configuration`, () =>
    HttpResponse.json({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/auth`,
      token_endpoint: `${ISSUER}/token`,
      revocation_endpoint: `${ISSUER}/token/revocation`,
      end_session_endpoint: `${ISSUER}/session/end`,
      jwks_uri: `${ISSUER}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
    }),
  ),
  http.get(`${ISSUER}/jwks`, async () => HttpResponse.json({ keys: [await exportJWK(publicKey)] })),
  http.post(`${ISSUER}/token`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('grant_type') === 'authorization_code') {
      const refreshToken = `refresh-${issuer.issued + 1}`;
      issuer.live.add(refreshToken);
      return tokens(refreshToken);
    }
    issuer.refreshCalls += 1;
    if (issuer.down) return HttpResponse.error();
    const refreshToken = form.get('refresh_token') ?? '';
    if (!issuer.live.has(refreshToken))
      return HttpResponse.json(
        { error: 'invalid_grant', error_description: 'grant request is invalid' },
        { status: 400 },
      );
    return tokens(refreshToken);
  }),
  http.post(`${ISSUER}/token/revocation`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const token = form.get('token') ?? '';
    issuer.revoked.push(`${form.get('token_type_hint')}:${token}`);
    issuer.live.delete(token);
    return new HttpResponse(null, { status: 200 });
  }),
);

let app: FastifyInstance;

beforeAll(async () => {
  mocks.listen({ onUnhandledRequest: 'error' });
  app = Fastify();
  await app.register(cookiePlugin);
  registerAuthRoutes(app, {
    issuer: ISSUER,
    clientId: CLIENT_ID,
    origin: ORIGIN,
    sealer,
    secureCookies: false,
  });
  // What a page render and the /api proxy see: readSession after the renewal hook.
  app.get('/whoami', async (request) => {
    const session = await readSession(request, sealer);
    return session ? { accessToken: session.accessToken, email: session.email } : { signedIn: false };
  });
  // What a page render does with the welcome mark (create-storefront-server's sessionOf).
  app.get('/page', async (request, reply) => ({ welcome: takeWelcome(request, reply, false) }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  mocks.close();
});
beforeEach(() => {
  issuer.refreshCalls = 0;
  issuer.revoked = [];
  issuer.expiresIn = 300;
  issuer.down = false;
  issuer.newAccount = false;
});

const setCookies = (headers: Record<string, unknown>): string[] => {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
};
const cookieValue = (headers: Record<string, unknown>, name: string) =>
  setCookies(headers)
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

/** A whole sign-in: /auth/login, then the callback with a code; returns the callback's reply and the cookie. */
async function signIn(returnTo: string) {
  const login = await app.inject({ method: 'GET', url: `/auth/login?returnTo=${returnTo}` });
  expect(login.statusCode).toBe(303);
  const state = new URL(String(login.headers.location)).searchParams.get('state') ?? '';
  const pending = cookieValue(login.headers, COOKIES.signIn.name) ?? '';
  const callback = await app.inject({
    method: 'GET',
    url: `/auth/callback?code=c-1&state=${state}`,
    headers: { cookie: `${COOKIES.signIn.name}=${pending}` },
  });
  return { callback, session: cookieValue(callback.headers, COOKIES.session.name) ?? '' };
}

const as = (session: string) => ({ cookie: `${COOKIES.session.name}=${session}` });

describe('returnTo', () => {
  it.each([
    ['/cars-for-sale/used-cars/honda?q=café', '/cars-for-sale/used-cars/honda?q=caf%C3%A9'],
    ['/voitures/occasion/café/中古車', '/voitures/occasion/caf%C3%A9/%E4%B8%AD%E5%8F%A4%E8%BB%8A'],
    ['/a\ud800b', '/a%EF%BF%BDb'],
    ['/cars-for-sale/honda?zip=78701#results', '/cars-for-sale/honda?zip=78701#results'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['cars', '/'],
  ])('%s is sent back as %s (ASCII only, this site only)', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
    expect(safeReturnTo(value)).toMatch(/^[\x21-\x7e]+$/);
  });

  it('signs in with a non-Latin-1 returnTo, raw or percent-encoded, and lands on it encoded (not a 500)', async () => {
    for (const returnTo of [
      '/cars-for-sale/used-cars/honda?q=café',
      encodeURIComponent('/cars-for-sale/used-cars/honda?q=café'),
      '/caf%C3%A9/%E4%B8%AD',
    ]) {
      const { callback } = await signIn(returnTo);
      expect(callback.statusCode, returnTo).toBe(303);
      expect(callback.headers.location).toMatch(/^\/ca/);
      expect(String(callback.headers.location)).toMatch(/^[\x21-\x7e]+$/);
    }
    const { callback } = await signIn(encodeURIComponent('/cars-for-sale/used-cars/honda?q=café'));
    expect(callback.headers.location).toBe('/cars-for-sale/used-cars/honda?q=caf%C3%A9');
  });
});

describe('the new-user welcome', () => {
  it('marks the sign-in of a just-created account, and the first page takes the mark', async () => {
    issuer.newAccount = true;
    const { callback } = await signIn('/');
    const line = setCookies(callback.headers).find((text) => text.startsWith(`${COOKIES.welcome.name}=`));
    expect(line).toMatch(/HttpOnly/);
    expect(line).toContain('Max-Age=600');
    const mark = `${COOKIES.welcome.name}=${cookieValue(callback.headers, COOKIES.welcome.name)}`;
    const first = await app.inject({ method: 'GET', url: '/page', headers: { cookie: mark } });
    expect(first.json()).toEqual({ welcome: true });
    // Cleared on the way out, so the next page (or a reload) has no mark.
    expect(cookieValue(first.headers, COOKIES.welcome.name)).toBe('');
    const next = await app.inject({ method: 'GET', url: '/page' });
    expect(next.json()).toEqual({ welcome: false });
    expect(setCookies(next.headers)).toEqual([]);
  });

  it('does not mark the sign-in of an existing account', async () => {
    const { callback } = await signIn('/');
    expect(callback.statusCode).toBe(303);
    expect(cookieValue(callback.headers, COOKIES.session.name)).toBeTruthy();
    expect(cookieValue(callback.headers, COOKIES.welcome.name)).toBeUndefined();
  });
});

describe('short-lived access tokens', () => {
  it('keeps the session as long as the refresh token can renew it, not the access token', async () => {
    const { session, callback } = await signIn('/');
    const line = setCookies(callback.headers).find((text) => text.startsWith(`${COOKIES.session.name}=`));
    expect(line).toContain(`Max-Age=${14 * 24 * 3600}`);
    expect(line).toMatch(/HttpOnly/);
    const who = await app.inject({ method: 'GET', url: '/whoami', headers: as(session) });
    expect(who.json()).toMatchObject({ email: 'ada@example.com' });
    // Far from expiry: nothing renewed, no cookie written.
    expect(issuer.refreshCalls).toBe(0);
    expect(setCookies(who.headers)).toEqual([]);
  });

  it(`renews a token with under ${RENEW_BEFORE_EXPIRY_SECONDS} s left before the request reads the session, once for concurrent requests`, async () => {
    issuer.expiresIn = 30;
    const { session } = await signIn('/');
    const first = (await app.inject({ method: 'GET', url: '/whoami', headers: as(session) })).json();
    expect(first.accessToken).toMatch(/^access-\d+$/);

    const replies = await Promise.all(
      [1, 2, 3, 4].map(() => app.inject({ method: 'GET', url: '/whoami', headers: as(session) })),
    );
    // Each request that carried the old cookie gets the fresh token and a fresh cookie; the issuer was asked once
    // for the four (the first call above renewed too).
    expect(issuer.refreshCalls).toBe(2);
    const renewed = replies.map((reply) => reply.json().accessToken);
    expect(new Set(renewed).size).toBe(1);
    expect(renewed[0]).not.toBe(first.accessToken);
    for (const reply of replies) expect(cookieValue(reply.headers, COOKIES.session.name)).toBeTruthy();
    // Assets are not held up by renewal.
    await app.inject({ method: 'GET', url: '/assets/entry.js', headers: as(session) });
    expect(issuer.refreshCalls).toBe(2);
  });

  it('signs the shopper out of the brand once identity refuses the refresh token (signed out elsewhere)', async () => {
    issuer.expiresIn = 30;
    const { session } = await signIn('/');
    issuer.live.clear();
    const who = await app.inject({ method: 'GET', url: '/whoami', headers: as(session) });
    expect(who.json()).toEqual({ signedIn: false });
    const cleared = setCookies(who.headers).find((line) => line.startsWith(`${COOKIES.session.name}=`));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it('keeps a still-valid token when identity does not answer, and tries again on the next request', async () => {
    issuer.expiresIn = 30;
    const { session } = await signIn('/');
    issuer.down = true;
    const who = await app.inject({ method: 'GET', url: '/whoami', headers: as(session) });
    expect(who.json()).toMatchObject({ email: 'ada@example.com' });
    expect(setCookies(who.headers)).toEqual([]);
    issuer.down = false;
    await app.inject({ method: 'GET', url: '/whoami', headers: as(session) });
    expect(issuer.refreshCalls).toBe(2);
  });
});

describe('sign-out', () => {
  it.each([
    ['a form on another site', { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }],
    [
      'another brand on another port of localhost',
      { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' },
    ],
    ['an old browser on another site', { origin: 'http://evil.example' }],
    ['a request that says nothing of where it comes from', {}],
    ['a sandboxed page', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['a referrer elsewhere', { referer: 'http://evil.example/page' }],
  ])('is refused for %s (403), and the session stays', async (_name, headers) => {
    const { session } = await signIn('/');
    const reply = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { ...as(session), ...headers, 'content-type': 'text/plain' },
      payload: 'x=1',
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.body).toContain(CROSS_SITE_SIGN_OUT);
    expect(setCookies(reply.headers)).toEqual([]);
    expect(issuer.revoked).toEqual([]);
  });

  it('clears the session, revokes its refresh token and sends the browser to end the identity session', async () => {
    const { session } = await signIn('/');
    const sealed = await sealer.open<{ idToken: string; refreshToken: string }>(session);
    const reply = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: {
        ...as(session),
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        accept: 'application/json',
      },
    });
    expect(reply.statusCode).toBe(200);
    const location = new URL(reply.json().location);
    expect(`${location.origin}${location.pathname}`).toBe(`${ISSUER}/session/end`);
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('id_token_hint')).toBe(sealed?.idToken);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}${SIGNED_OUT_PATH}`);
    expect(issuer.revoked).toEqual([`refresh_token:${sealed?.refreshToken}`]);
    const cleared = setCookies(reply.headers).find((line) => line.startsWith(`${COOKIES.session.name}=`));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    // Identity comes back with the state: home.
    const state = location.searchParams.get('state') ?? '';
    const back = await app.inject({
      method: 'GET',
      url: `${SIGNED_OUT_PATH}?state=${encodeURIComponent(state)}`,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/');
    // A state this server did not seal goes home too, and nowhere else.
    const forged = await app.inject({ method: 'GET', url: `${SIGNED_OUT_PATH}?state=forged` });
    expect(forged.headers.location).toBe('/');
  });

  it('answers a form post (no script) with a 303 to the same place, and works with Origin alone or Sec-Fetch-Site alone', async () => {
    for (const headers of [
      { origin: ORIGIN },
      { 'sec-fetch-site': 'same-origin' },
      { referer: `${ORIGIN}/saved` },
    ]) {
      const { session } = await signIn('/');
      const reply = await app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: { ...as(session), ...headers },
      });
      expect(reply.statusCode).toBe(303);
      expect(String(reply.headers.location)).toMatch(new RegExp(`^${ISSUER}/session/end\\?`));
    }
  });

  it('still ends the identity session when the brand session has already lapsed (no hint: identity asks)', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(reply.statusCode).toBe(303);
    const location = new URL(String(reply.headers.location));
    expect(location.searchParams.get('id_token_hint')).toBeNull();
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
  });
});

describe('the profile link (spec 000 s2: "Profile edit screen ... hosted by the login service")', () => {
  it.each([
    ['/my-autotrader', `${ORIGIN}/my-autotrader`],
    [encodeURIComponent('/cars-for-sale/honda?zip=78701'), `${ORIGIN}/cars-for-sale/honda?zip=78701`],
    ['//evil.example/x', `${ORIGIN}/`],
  ])(
    'sends returnTo %s to the identity profile form, coming back through the renewal to %s',
    async (returnTo, back) => {
      const reply = await app.inject({ method: 'GET', url: `${PROFILE_PATH}?returnTo=${returnTo}` });
      expect(reply.statusCode).toBe(303);
      const location = new URL(String(reply.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(`${ISSUER}/profile`);
      const returned = new URL(location.searchParams.get('return_to') ?? '');
      expect(`${returned.origin}${returned.pathname}`).toBe(`${ORIGIN}${PROFILE_RETURN_PATH}`);
      expect(`${ORIGIN}${returned.searchParams.get('returnTo')}`).toBe(back);
    },
  );

  it('renews the session on the way back from the form (a token far from expiry too), so its name is the new one', async () => {
    const { session } = await signIn('/');
    expect(issuer.refreshCalls).toBe(0);
    issuer.name = 'Augusta King';
    try {
      const back = await app.inject({
        method: 'GET',
        url: `${PROFILE_RETURN_PATH}?returnTo=${encodeURIComponent('/my-autotrader')}`,
        headers: as(session),
      });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe('/my-autotrader');
      expect(issuer.refreshCalls).toBe(1);
      const renewed = cookieValue(back.headers, COOKIES.session.name) ?? '';
      expect((await sealer.open<{ name?: string }>(renewed))?.name).toBe('Augusta King');
    } finally {
      issuer.name = 'Ada Lovelace';
    }
  });

  it('goes back without a session, or to this site only', async () => {
    const back = await app.inject({ method: 'GET', url: `${PROFILE_RETURN_PATH}?returnTo=//evil.example/x` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/');
    expect(issuer.refreshCalls).toBe(0);
  });
});
