import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, INTERACTION_EXPIRED, PHONE_ERROR, WRONG_CREDENTIALS, ZIP_ERROR } from './index';
import {
  createTestIdentity,
  ENGINES,
  type Engine,
  TEST_CLIENT,
  TEST_ISSUER,
  TEST_REDIRECT,
  type TestIdentity,
} from './testing/engines';
import { createTestBrowser, formOf, pkcePair, type TestBrowser } from './testing/test-browser';

/** The API's rules (apps/api/src/auth/token-verifier.ts): issuer, audience, pinned asymmetric algorithms. */
const API_RULES = {
  issuer: TEST_ISSUER,
  audience: 'forecourt-api',
  algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
  requiredClaims: ['sub', 'exp'],
};

function authorizeUrl(challenge: string | undefined, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    client_id: TEST_CLIENT.clientId,
    response_type: 'code',
    redirect_uri: TEST_REDIRECT,
    scope: 'openid email profile',
    state: 'state-1',
    ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
    ...extra,
  });
  return `/auth?${query}`;
}

/** Opens /auth and lands on the sign-in page; returns the interaction's path. */
async function openSignIn(browser: TestBrowser, challenge: string): Promise<string> {
  const started = await browser.request('GET', authorizeUrl(challenge));
  expect(started.status).toBe(303);
  const interaction = started.location as string;
  expect(interaction).toMatch(/^\/interaction\//);
  const page = await browser.request('GET', interaction);
  expect(page.status).toBe(200);
  expect(page.body).toContain('<label for="field-email">E-mail address</label>');
  return interaction;
}

/** Runs the redirects after a successful login until the client's callback; returns its code. */
async function codeAfter(browser: TestBrowser, response: Awaited<ReturnType<TestBrowser['request']>>) {
  const last = await browser.follow(response);
  expect(last.location?.startsWith(`${TEST_REDIRECT}?`), `${last.status} ${last.body}`).toBe(true);
  const callback = new URL(last.location as string);
  expect(callback.searchParams.get('state')).toBe('state-1');
  return callback.searchParams.get('code') as string;
}

async function exchange(identity: TestIdentity, code: string, verifier: string) {
  const response = await identity.app.inject({
    method: 'POST',
    url: '/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: TEST_CLIENT.clientId,
      code,
      code_verifier: verifier,
      redirect_uri: TEST_REDIRECT,
    }).toString(),
  });
  return { status: response.statusCode, body: response.json() as Record<string, string> };
}

async function signUp(browser: TestBrowser, email: string, password = 'correct horse'): Promise<string> {
  const { challenge } = pkcePair();
  const interaction = await openSignIn(browser, challenge);
  const form = await browser.request('GET', `${interaction}/sign-up`);
  expect(form.body).toContain('Create an account');
  const created = await browser.request('POST', `${interaction}/sign-up`, {
    email,
    password,
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  expect(created.status).toBe(303);
  return codeAfter(browser, created);
}

describe.each(ENGINES)('identity on %s', (engine: Engine) => {
  let identity: TestIdentity;
  let jwks: ReturnType<typeof createLocalJWKSet>;

  beforeAll(async () => {
    identity = await createTestIdentity(engine);
    const keys = await identity.app.inject({ method: 'GET', url: '/jwks' });
    expect(keys.statusCode).toBe(200);
    jwks = createLocalJWKSet(keys.json() as JSONWebKeySet);
  });

  afterAll(async () => {
    await identity?.close();
  });

  it('publishes discovery with code + S256 only and the JWKS at /jwks', async () => {
    const response = await identity.app.inject({
      method: 'GET',
      url: '/.well-known/openid-configuration',
      headers: { host: new URL(TEST_ISSUER).host },
    });
    const discovery = response.json();
    expect(discovery.issuer).toBe(TEST_ISSUER);
    expect(discovery.jwks_uri).toBe(`${TEST_ISSUER}/jwks`);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.grant_types_supported).not.toContain('client_credentials');
    expect(discovery.grant_types_supported).not.toContain('implicit');
  });

  it('signs a new shopper up, then issues a JWT access token the API accepts (code + PKCE)', async () => {
    const browser = createTestBrowser(identity.app, TEST_ISSUER);
    const { challenge, verifier } = pkcePair();
    const interaction = await openSignIn(browser, challenge);
    const created = await browser.request('POST', `${interaction}/sign-up`, {
      email: 'Shopper.One@Example.com',
      password: 'correct horse',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const code = await codeAfter(browser, created);
    const tokens = await exchange(identity, code, verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body.token_type).toBe('Bearer');
    const { payload } = await jwtVerify(tokens.body.access_token as string, jwks, API_RULES);
    expect(payload.email).toBe('shopper.one@example.com');
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.client_id).toBe('atc');
    expect(decodeProtectedHeader(tokens.body.access_token as string).alg).toBe('RS256');
    // The ID token is for the client, not the API.
    const id = await jwtVerify(tokens.body.id_token as string, jwks, {
      issuer: TEST_ISSUER,
      audience: 'atc',
    });
    expect(id.payload.sub).toBe(payload.sub);
    // The sign-in was the sign-up: the brand app welcomes the shopper.
    expect(id.payload.new_account).toBe(true);
  });

  it('signs an existing shopper in; a wrong password is refused with a clear message', async () => {
    await signUp(createTestBrowser(identity.app, TEST_ISSUER), 'returning@example.com');
    // Signed up yesterday, so this sign-in cannot fall in the sign-up's second.
    // created_at is not updatable through the schema's types: only this test moves it.
    await sql`update identity_accounts set created_at = created_at - interval '1 day' where email = 'returning@example.com'`.execute(
      identity.database.db,
    );
    const browser = createTestBrowser(identity.app, TEST_ISSUER);
    const { challenge, verifier } = pkcePair();
    const interaction = await openSignIn(browser, challenge);

    const wrong = await browser.request('POST', `${interaction}/login`, {
      email: 'returning@example.com',
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain(WRONG_CREDENTIALS);
    const unknown = await browser.request('POST', `${interaction}/login`, {
      email: 'nobody@example.com',
      password: 'correct horse',
    });
    expect(unknown.body).toContain(WRONG_CREDENTIALS);

    const right = await browser.request('POST', `${interaction}/login`, {
      email: 'RETURNING@example.com',
      password: 'correct horse',
    });
    const code = await codeAfter(browser, right);
    const tokens = await exchange(identity, code, verifier);
    const { payload } = await jwtVerify(tokens.body.access_token as string, jwks, API_RULES);
    expect(payload.email).toBe('returning@example.com');
    // A returning shopper is not welcomed again.
    const id = await jwtVerify(tokens.body.id_token as string, jwks, {
      issuer: TEST_ISSUER,
      audience: 'atc',
    });
    expect(id.payload.sub).toBe(payload.sub);
    expect(id.payload).not.toHaveProperty('new_account');
  });

  it('refuses a second account for an e-mail already registered, and bad sign-up input by field', async () => {
    await signUp(createTestBrowser(identity.app, TEST_ISSUER), 'taken@example.com');
    const browser = createTestBrowser(identity.app, TEST_ISSUER);
    const interaction = await openSignIn(browser, pkcePair().challenge);
    const again = await browser.request('POST', `${interaction}/sign-up`, {
      email: 'TAKEN@example.com',
      password: 'another password',
      firstName: 'Bob',
      lastName: '',
    });
    expect(again.status).toBe(409);
    expect(again.body).toContain(EMAIL_TAKEN);
    const bad = await browser.request('POST', `${interaction}/sign-up`, {
      email: 'not-an-email',
      password: 'short',
      firstName: '',
      lastName: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('Please enter a valid e-mail address.');
    expect(bad.body).toContain('Your password must be 8 to 200 characters long.');
    expect(bad.body).toContain('Please enter your first name.');
    expect(bad.body).toContain('aria-invalid="true"');
  });

  it('requires PKCE: an authorisation request without code_challenge is refused', async () => {
    const browser = createTestBrowser(identity.app, TEST_ISSUER);
    const response = await browser.request('GET', authorizeUrl(undefined));
    expect(response.status).toBe(303);
    const back = new URL(response.location as string);
    expect(back.origin + back.pathname).toBe(TEST_REDIRECT);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/requires PKCE/);
  });

  it('refuses a code exchanged with the wrong verifier, and the implicit flow', async () => {
    const browser = createTestBrowser(identity.app, TEST_ISSUER);
    const code = await signUp(browser, 'verifier@example.com');
    const wrong = await exchange(identity, code, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    const implicit = await browser.request(
      'GET',
      authorizeUrl(pkcePair().challenge, { response_type: 'id_token' }),
    );
    const fragment = new URLSearchParams(new URL(implicit.location as string).hash.slice(1));
    expect(fragment.get('error')).toBe('unsupported_response_type');
    expect(fragment.has('id_token')).toBe(false);
  });

  it('refuses an interaction form posted without its cookie (CSRF)', async () => {
    const browser = createTestBrowser(identity.app, TEST_ISSUER);
    const interaction = await openSignIn(browser, pkcePair().challenge);
    const stranger = createTestBrowser(identity.app, TEST_ISSUER);
    const forged = await stranger.request('POST', `${interaction}/login`, {
      email: 'returning@example.com',
      password: 'correct horse',
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toContain(INTERACTION_EXPIRED.replace("'", '&#39;'));
  });

  it('edits the profile: first name, last name, phone and zip, with the spec texts for bad input', async () => {
    const browser = createTestBrowser(identity.app, TEST_ISSUER);
    await signUp(browser, 'profile@example.com');
    const page = await browser.request(
      'GET',
      `/profile?return_to=${encodeURIComponent(`${TEST_CLIENT.origin}/`)}`,
    );
    expect(page.status).toBe(200);
    expect(page.body).toContain('profile@example.com');
    for (const label of ['First name', 'Last name', 'Phone', 'Zip code'])
      expect(page.body).toContain(`">${label}</label>`);
    const { hidden } = formOf(page.body);
    expect(hidden.return_to).toBe(`${TEST_CLIENT.origin}/`);

    const bad = await browser.request('POST', '/profile', {
      ...hidden,
      firstName: 'Ada',
      lastName: 'King',
      phone: '555-01',
      zip: '7870',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain(PHONE_ERROR);
    expect(bad.body).toContain(ZIP_ERROR);

    const good = await browser.request('POST', '/profile', {
      ...hidden,
      firstName: 'Ada',
      lastName: 'King',
      phone: '+1 (512) 555-0123',
      zip: '78701',
    });
    expect(good.status).toBe(303);
    const saved = await browser.request('GET', good.location as string);
    expect(saved.body).toContain('Your profile was saved.');
    expect(saved.body).toContain('value="(512) 555-0123"');
    expect(saved.body).toContain('value="78701"');
    expect(saved.body).toContain('Not verified yet');

    const forged = await browser.request('POST', '/profile', {
      csrf: 'forged',
      firstName: 'Eve',
      lastName: '',
      phone: '',
      zip: '',
    });
    expect(forged.status).toBe(403);
  });

  it('asks an anonymous visitor to sign in before editing a profile', async () => {
    const response = await createTestBrowser(identity.app, TEST_ISSUER).request('GET', '/profile');
    expect(response.status).toBe(401);
    expect(response.body).toContain('You are not signed in.');
  });

  it('signs out (RP-initiated logout) back to the client, ending the session', async () => {
    const browser = createTestBrowser(identity.app, TEST_ISSUER);
    await signUp(browser, 'leaving@example.com');
    expect((await browser.request('GET', '/profile')).status).toBe(200);
    const query = new URLSearchParams({
      client_id: TEST_CLIENT.clientId,
      post_logout_redirect_uri: `${TEST_CLIENT.origin}/`,
    });
    const confirm = await browser.request('GET', `/session/end?${query}`);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('Yes, sign me out');
    const { action, hidden } = formOf(confirm.body);
    const done = await browser.request('POST', action, { ...hidden, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${TEST_CLIENT.origin}/`);
    expect((await browser.request('GET', '/profile')).status).toBe(401);
  });
});
