import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestIdentity,
  ENGINES,
  TEST_CLIENT,
  TEST_ISSUER,
  TEST_REDIRECT,
  type TestIdentity,
} from './testing/engines';
import { createTestBrowser, formOf, pkcePair, type TestBrowser } from './testing/test-browser';

// Issue 12: "Cookies the apps set are Secure (outside localhost), HttpOnly where the browser script does not need
// them, SameSite=Lax; responses carry a content security policy and the usual security headers".

const HTTPS_ISSUER = 'https://login.forecourt.test';

/** One CSP header as directive name → sources. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function authorizeUrl(challenge: string, extra: Record<string, string> = {}): string {
  return `/auth?${new URLSearchParams({
    client_id: TEST_CLIENT.clientId,
    response_type: 'code',
    redirect_uri: TEST_REDIRECT,
    scope: 'openid email profile',
    state: 'state-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  })}`;
}

/** Signs a new shopper up through the pages and lands on the client's callback; returns every response seen. */
async function signUpFlow(browser: TestBrowser, email: string) {
  const started = await browser.request('GET', authorizeUrl(pkcePair().challenge));
  const interaction = started.location as string;
  const signInPage = await browser.request('GET', interaction);
  const signUpPage = await browser.request('GET', `${interaction}/sign-up`);
  const created = await browser.request('POST', `${interaction}/sign-up`, {
    email,
    password: 'correct horse',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  const last = await browser.follow(created);
  return { started, signInPage, signUpPage, created, last };
}

/** Signs out through the logout confirmation (RP-initiated logout); returns the page and the final answer. */
async function signOutFlow(browser: TestBrowser) {
  const query = new URLSearchParams({
    client_id: TEST_CLIENT.clientId,
    post_logout_redirect_uri: `${TEST_CLIENT.origin}/`,
  });
  const confirm = await browser.request('GET', `/session/end?${query}`);
  const { action, hidden } = formOf(confirm.body);
  const done = await browser.request('POST', action, { ...hidden, logout: 'yes' });
  return { confirm, done };
}

describe.each(ENGINES)('security headers and cookies of identity on %s', (engine) => {
  describe('on http://localhost (a laptop)', () => {
    let identity: TestIdentity;
    beforeAll(async () => {
      identity = await createTestIdentity(engine);
    });
    afterAll(async () => {
      await identity?.close();
    });

    it("gives its pages a policy of its own stylesheet, no inline script, and forms that may only post to itself or a brand app's origin", async () => {
      const browser = createTestBrowser(identity.app, TEST_ISSUER);
      const flow = await signUpFlow(browser, 'headers@example.com');
      // Signing up still ends on the brand app's callback with a code.
      expect(flow.last.location?.startsWith(`${TEST_REDIRECT}?code=`)).toBe(true);
      for (const page of [flow.signInPage, flow.signUpPage]) {
        expect(page.status).toBe(200);
        expect(directives(page.headers['content-security-policy'])).toEqual({
          'default-src': ["'none'"],
          'script-src': ["'self'"],
          'style-src': ["'self'"],
          'img-src': ["'self'"],
          'form-action': ["'self'", TEST_CLIENT.origin],
          'frame-ancestors': ["'none'"],
          'base-uri': ["'none'"],
        });
        expect(page.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'referrer-policy': 'no-referrer',
          'cross-origin-opener-policy': 'same-origin',
        });
        // Plain http: no HSTS, and nothing asks the browser to upgrade requests to a TLS port that is not there.
        expect(page.headers['strict-transport-security']).toBeUndefined();
        expect(page.body).not.toMatch(/<script|style="/);
        expect(page.body).toContain('<link rel="stylesheet" href="/assets/identity.css">');
      }
    });

    it("puts the headers on oidc-provider's own answers too (written past Fastify)", async () => {
      for (const url of ['/.well-known/openid-configuration', '/jwks', '/auth?client_id=nobody']) {
        const reply = await identity.app.inject({ method: 'GET', url });
        expect(directives(reply.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
        expect(reply.headers['x-content-type-options']).toBe('nosniff');
        expect(reply.headers['x-frame-options']).toBe('DENY');
      }
    });

    it("lets oidc-provider's form_post answer run its one inline script by hash, not by 'unsafe-inline'", async () => {
      const browser = createTestBrowser(identity.app, TEST_ISSUER);
      await signUpFlow(browser, 'form-post@example.com');
      // Signed in already: the second authorisation answers at once, as a self-posting form.
      const answer = await browser.request(
        'GET',
        authorizeUrl(pkcePair().challenge, { response_mode: 'form_post' }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`action="${TEST_REDIRECT}"`);
      const scriptSrc = directives(answer.headers['content-security-policy'])['script-src'];
      expect(scriptSrc).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    });

    it('sets only HttpOnly, SameSite=Lax cookies through sign-up and sign-out, not Secure over plain http', async () => {
      const browser = createTestBrowser(identity.app, TEST_ISSUER);
      await signUpFlow(browser, 'cookies-http@example.com');
      const signOut = await signOutFlow(browser);
      expect(signOut.done.location).toBe(`${TEST_CLIENT.origin}/`);
      // The logout confirmation posts to identity, then redirects to the brand app: form-action allows both.
      expect(directives(signOut.confirm.headers['content-security-policy'])['form-action']).toEqual([
        "'self'",
        TEST_CLIENT.origin,
      ]);
      expect(cookieTable(browser.setCookies)).toEqual(expectedCookies({ secure: false }));
    });
  });

  describe(`on ${HTTPS_ISSUER} behind a TLS proxy`, () => {
    let identity: TestIdentity;
    beforeAll(async () => {
      identity = await createTestIdentity(engine, { issuer: HTTPS_ISSUER, trustProxy: true });
    });
    afterAll(async () => {
      await identity?.close();
    });

    it('sets the same cookies Secure, and sends HSTS and upgrade-insecure-requests', async () => {
      const browser = createTestBrowser(identity.app, HTTPS_ISSUER, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      const flow = await signUpFlow(browser, 'cookies-https@example.com');
      expect(flow.last.location?.startsWith(`${TEST_REDIRECT}?code=`)).toBe(true);
      expect((await signOutFlow(browser)).done.location).toBe(`${TEST_CLIENT.origin}/`);
      expect(cookieTable(browser.setCookies)).toEqual(expectedCookies({ secure: true }));
      expect(flow.signInPage.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(directives(flow.signInPage.headers['content-security-policy'])).toHaveProperty(
        'upgrade-insecure-requests',
      );
    });
  });
});

/**
 * Each cookie name written during a sign-up, with the distinct attribute sets of its writes (lower case, sorted,
 * lifetimes and paths left out: they differ per cookie, and a clearing write expires it).
 */
function cookieTable(lines: readonly string[]): Record<string, string[]> {
  const table: Record<string, Set<string>> = {};
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf('='));
    const flags = attributes
      .map((attribute) => attribute.toLowerCase())
      .filter((attribute) => !/^(expires|max-age|path)=/.test(attribute))
      .sort();
    table[name] ??= new Set();
    table[name].add(flags.join('; '));
  }
  return Object.fromEntries(Object.entries(table).map(([name, writes]) => [name, [...writes]]));
}

/** oidc-provider's cookies (its `_interaction`, `_interaction_resume` and `_session`, each with a signature). */
function expectedCookies({ secure }: { secure: boolean }): Record<string, string[]> {
  const flags = ['httponly', 'samesite=lax', ...(secure ? ['secure'] : [])].sort().join('; ');
  return Object.fromEntries(
    [
      '_interaction',
      '_interaction.sig',
      '_interaction_resume',
      '_interaction_resume.sig',
      '_session',
      '_session.sig',
    ].map((name) => [name, [flags]]),
  );
}
