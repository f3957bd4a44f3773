import { createLocalJWKSet, decodeJwt, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, POST_LOGOUT_PATH } from './index';
import { SIGN_OUT_SCRIPT } from './pages/html';
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

// Issue 30: "Sign-out does not sign out ... Access tokens stay valid for their hour after sign-out." RP-initiated
// logout ends the identity session; access tokens live minutes and are renewed with a refresh token that dies with
// the session.

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
}

/** Signs a new shopper up in `browser` and exchanges the code: the tokens a brand server holds. */
async function signUp(identity: TestIdentity, browser: TestBrowser, email: string): Promise<Tokens> {
  const { challenge, verifier } = pkcePair();
  const query = new URLSearchParams({
    client_id: TEST_CLIENT.clientId,
    response_type: 'code',
    redirect_uri: TEST_REDIRECT,
    scope: 'openid email profile',
    state: 'state-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const interaction = (await browser.request('GET', `/auth?${query}`)).location as string;
  const created = await browser.request('POST', `${interaction}/sign-up`, {
    email,
    password: 'correct horse',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  const last = await browser.follow(created);
  const code = new URL(last.location as string).searchParams.get('code') as string;
  const response = await identity.app.inject({
    method: 'POST',
    url: '/token',
    ...form({
      grant_type: 'authorization_code',
      client_id: TEST_CLIENT.clientId,
      code,
      code_verifier: verifier,
      redirect_uri: TEST_REDIRECT,
    }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Tokens;
}

async function refresh(identity: TestIdentity, refreshToken: string) {
  const response = await identity.app.inject({
    method: 'POST',
    url: '/token',
    ...form({ grant_type: 'refresh_token', client_id: TEST_CLIENT.clientId, refresh_token: refreshToken }),
  });
  return { status: response.statusCode, body: response.json() as Partial<Tokens> & { error?: string } };
}

function endSession(extra: Record<string, string>): string {
  return `/session/end?${new URLSearchParams({
    client_id: TEST_CLIENT.clientId,
    post_logout_redirect_uri: `${TEST_CLIENT.origin}${POST_LOGOUT_PATH}`,
    state: 'sign-out-1',
    ...extra,
  })}`;
}

describe.each(ENGINES)('sign-out and short-lived tokens on %s', (engine: Engine) => {
  let identity: TestIdentity;
  let jwks: ReturnType<typeof createLocalJWKSet>;

  beforeAll(async () => {
    identity = await createTestIdentity(engine);
    jwks = createLocalJWKSet(
      (await identity.app.inject({ method: 'GET', url: '/jwks' })).json() as JSONWebKeySet,
    );
  });
  afterAll(async () => {
    await identity?.close();
  });

  it(`issues access tokens for ${ACCESS_TOKEN_TTL_SECONDS} s and a refresh token that renews them`, async () => {
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(300);
    const tokens = await signUp(identity, createTestBrowser(identity.app, TEST_ISSUER), 'renew@example.com');
    expect(tokens.expires_in).toBe(300);
    const claims = decodeJwt(tokens.access_token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
    expect(tokens.refresh_token).toMatch(/^[\w-]{20,}$/);

    const renewed = await refresh(identity, tokens.refresh_token as string);
    expect(renewed.status).toBe(200);
    expect(renewed.body.access_token).not.toBe(tokens.access_token);
    // Same audience and shopper, so the API accepts it as it accepted the first.
    const { payload } = await jwtVerify(renewed.body.access_token as string, jwks, {
      issuer: TEST_ISSUER,
      audience: 'forecourt-api',
    });
    expect(payload.sub).toBe(claims.sub);
    expect(payload.email).toBe('renew@example.com');
    // Not rotated: the brand's cookie keeps working for every request that carries it.
    expect(renewed.body.refresh_token).toBe(tokens.refresh_token);
    expect((await refresh(identity, tokens.refresh_token as string)).status).toBe(200);
  });

  it("signs out at once for the brand's own id_token_hint, back to the brand with its state, and the refresh token dies", async () => {
    const browser = createTestBrowser(identity.app, TEST_ISSUER);
    const tokens = await signUp(identity, browser, 'leaving-now@example.com');
    expect((await browser.request('GET', '/profile')).status).toBe(200);

    const page = await browser.request('GET', endSession({ id_token_hint: tokens.id_token }));
    expect(page.status).toBe(200);
    // One button, pressed by the page's script: no question to answer.
    expect(page.body).toContain('<h1>Signing you out</h1>');
    expect(page.body).toContain('<script src="/assets/sign-out.js" defer></script>');
    expect(page.body).toMatch(
      /<button type="submit" form="op.logoutForm" value="yes" name="logout" data-auto-submit/,
    );
    expect(page.body).not.toContain('No, stay signed in');
    const script = await identity.app.inject({ method: 'GET', url: '/assets/sign-out.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toBe(SIGN_OUT_SCRIPT);
    expect(SIGN_OUT_SCRIPT).toContain('button[data-auto-submit]');

    // What the script does: the form with the button's value.
    const { action, hidden } = formOf(page.body);
    const done = await browser.request('POST', action, { ...hidden, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${TEST_CLIENT.origin}${POST_LOGOUT_PATH}?state=sign-out-1`);
    expect((await browser.request('GET', '/profile')).status).toBe(401);
    const after = await refresh(identity, tokens.refresh_token as string);
    expect(after.status).toBe(400);
    expect(after.body.error).toBe('invalid_grant');
  });

  it('asks before signing out without a hint, or with the id token of another shopper', async () => {
    const other = await signUp(identity, createTestBrowser(identity.app, TEST_ISSUER), 'someone@example.com');
    const browser = createTestBrowser(identity.app, TEST_ISSUER);
    const mine = await signUp(identity, browser, 'staying@example.com');

    const hints: Record<string, string>[] = [{}, { id_token_hint: other.id_token }];
    for (const extra of hints) {
      const page = await browser.request('GET', endSession(extra));
      expect(page.status).toBe(200);
      expect(page.body).toContain('Yes, sign me out');
      expect(page.body).toContain('No, stay signed in');
      expect(page.body).not.toContain('sign-out.js');
    }
    // Still signed in: nothing happened without an answer.
    expect((await browser.request('GET', '/profile')).status).toBe(200);
    expect((await refresh(identity, mine.refresh_token as string)).status).toBe(200);
  });

  it('returns a browser that is already signed out straight to the brand', async () => {
    const browser = createTestBrowser(identity.app, TEST_ISSUER);
    const page = await browser.request('GET', endSession({}));
    // oidc-provider posts the confirmation itself (form_post): nothing to click.
    expect(page.status).toBe(200);
    const { action, hidden } = formOf(
      page.body.replace(
        /<input type="hidden" name="(\w+)" value="([^"]*)"\s*\/?>/g,
        '<input type="hidden" name="$1" value="$2">',
      ),
    );
    expect(hidden.logout).toBe('yes');
    const done = await browser.request('POST', action, hidden);
    expect(done.location).toBe(`${TEST_CLIENT.origin}${POST_LOGOUT_PATH}?state=sign-out-1`);
  });

  it('refuses a post-logout redirect that is not registered', async () => {
    const browser = createTestBrowser(identity.app, TEST_ISSUER);
    const tokens = await signUp(identity, browser, 'redirect@example.com');
    const page = await browser.request(
      'GET',
      endSession({ id_token_hint: tokens.id_token, post_logout_redirect_uri: 'http://evil.example/' }),
    );
    expect(page.status).toBe(400);
    expect(page.body).toContain('post_logout_redirect_uri not registered');
  });
});
