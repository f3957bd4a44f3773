// @vitest-environment node
import { rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handlers } from '@forecourt/mocks';
import type { FastifyInstance } from 'fastify';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP_DATA_ID } from '../bootstrap-data';
import { createStorefrontServer } from './create-storefront-server';
import { writeFakeClientBuild } from './fake-client-build';
import type { StorefrontServerSettings } from './storefront-server-config';

// Issue 12: "Cookies the apps set are Secure (outside localhost), HttpOnly where the browser script does not need
// them, SameSite=Lax; responses carry a content security policy and the usual security headers".

const API_URL = 'http://api.forecourt.test';
const SHOPPER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const ISSUER = 'http://login.forecourt.test';

const mocks = setupServer(
  ...handlers({}, { baseUrl: API_URL }),
  http.get(`${ISSUER}/.well-known/openid-configuration`, () =>
    HttpResponse.json({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/auth`,
      token_endpoint: `${ISSUER}/token`,
      jwks_uri: `${ISSUER}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
    }),
  ),
);

let clientDir: string;

beforeAll(() => {
  // onUnhandledRequest 'bypass': the /api proxy test's upstream is a real server on a port of its own.
  mocks.listen({ onUnhandledRequest: 'bypass' });
  clientDir = writeFakeClientBuild('storefront-headers-');
});
afterAll(() => {
  mocks.close();
  rmSync(clientDir, { recursive: true, force: true });
});

function settings(origin: string, apiUrl = API_URL): StorefrontServerSettings {
  return {
    port: 0,
    host: 'localhost',
    apiUrl,
    issuer: ISSUER,
    clientId: 'atc',
    origin,
    sessionSecret: new Uint8Array(32).fill(7),
    logLevel: 'silent',
  };
}

const start = (origin: string, apiUrl?: string) =>
  createStorefrontServer({
    config: { brand: 'atc', siteName: 'Forecourt Classifieds' },
    settings: settings(origin, apiUrl),
    clientDir,
    clientEntry: 'src/entry-client.tsx',
  });

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

const setCookies = (headers: Record<string, unknown>): string[] => {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
};

/** A Set-Cookie line's name and its attributes, lower case, sorted, lifetimes and paths left out. */
function attributes(line: string): { name: string; flags: string } {
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  const flags = rest
    .map((attribute) => attribute.toLowerCase())
    .filter((attribute) => !/^(expires|max-age|path)=/.test(attribute))
    .sort()
    .join('; ');
  return { name: pair.slice(0, pair.indexOf('=')), flags };
}

describe.each([
  { origin: 'http://localhost:3000', https: false },
  { origin: 'https://www.forecourt.example', https: true },
])('the brand server on $origin', ({ origin, https }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await start(origin);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("gives a page a policy with a nonce of that response's own, which only the entry's loader carries", async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    expect(first.statusCode).toBe(200);
    const policy = directives(first.headers['content-security-policy']);
    const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(policy['script-src']?.[1] ?? '')?.[1];
    if (!nonce) throw new Error(`no 128-bit nonce in script-src: ${policy['script-src']}`);
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", `'nonce-${nonce}'`],
      'style-src': ["'self'"],
      'img-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    });
    // The one script that runs inline is the entry's loader, with the nonce; the bootstrap data is a JSON block,
    // which the browser does not run and the policy need not allow.
    const scripts = [...first.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts).toEqual([` type="application/json" id="${BOOTSTRAP_DATA_ID}"`, ` nonce="${nonce}"`]);
    expect(first.body).not.toMatch(/ style="/);

    const second = await app.inject({ method: 'GET', url: '/' });
    expect(directives(second.headers['content-security-policy'])['script-src']).not.toContain(
      `'nonce-${nonce}'`,
    );
  });

  it('sends the usual headers on pages, assets, sign-in and 404s alike', async () => {
    for (const url of ['/', '/assets/entry.js', '/favicon.ico', '/auth/login', '/no-such-page']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(reply.headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(reply.headers['strict-transport-security'], url).toBe(
        https ? 'max-age=31536000; includeSubDomains' : undefined,
      );
    }
  });

  it(`writes every cookie SameSite=Lax, HttpOnly unless page script reads it, ${https ? 'and Secure' : 'not Secure on localhost'}`, async () => {
    const written: string[] = [];
    // Server rendering: the location the results page resolved (spec 001 s4), zip and chosen radius.
    // A shopper's browser: bots get the same page without the location work (and its cookies).
    const headers = { 'user-agent': SHOPPER_AGENT };
    const url = '/cars-for-sale/all-cars?zip=78701&searchRadius=75';
    // The search answers from its canonical path (a 301 to it first, when this is not it).
    const search = await app.inject({ method: 'GET', url, headers });
    const page =
      search.statusCode === 301
        ? await app.inject({ method: 'GET', url: String(search.headers.location), headers })
        : search;
    expect(page.statusCode).toBe(200);
    written.push(...setCookies(page.headers));
    // Sign-in started: the pending sign-in (PKCE verifier and state).
    const login = await app.inject({ method: 'GET', url: '/auth/login?returnTo=/' });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toMatch(new RegExp(`^${ISSUER}/auth\\?`));
    written.push(...setCookies(login.headers));
    // A callback without its pending sign-in clears it; signing out clears the session.
    written.push(...setCookies((await app.inject({ method: 'GET', url: '/auth/callback?code=x' })).headers));
    const logout = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { origin, 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.statusCode).toBe(303);
    written.push(...setCookies(logout.headers));

    const secure = https ? ['secure'] : [];
    const expected = (httpOnly: boolean) =>
      [...(httpOnly ? ['httponly'] : []), 'samesite=lax', ...secure].sort().join('; ');
    const table: Record<string, string[]> = {};
    for (const line of written) {
      const { name, flags } = attributes(line);
      table[name] = [...new Set([...(table[name] ?? []), flags])];
    }
    expect(table).toEqual({
      ATC_USER_ZIP: [expected(false)],
      ATC_USER_RADIUS: [expected(false)],
      FC_SIGN_IN: [expected(true)],
      FC_SESSION: [expected(true)],
    });
  });
});

describe('the /api and /media proxies', () => {
  let upstream: Server;
  let app: FastifyInstance;
  const seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    // A real upstream on a port of its own: it records what the brand server sent it.
    upstream = createServer((request, response) => {
      seen.push(request.headers);
      response.setHeader('content-type', 'application/json');
      response.setHeader('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      response.end('{}');
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    app = await start(
      'http://localhost:3000',
      `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    );
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((done) => upstream.close(done));
  });

  it("pass the shopper's address on, after what the request already carried, so the API limits shoppers and not this server", async () => {
    seen.length = 0;
    const direct = await app.inject({
      method: 'GET',
      url: '/api/rest/lsc/listing/search',
      remoteAddress: '198.51.100.7',
    });
    // The API's own policy stands for its answers.
    expect(direct.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    await app.inject({
      method: 'GET',
      url: '/media/listings/712345678/1.svg',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(seen.map((headers) => headers['x-forwarded-for'])).toEqual([
      '198.51.100.7',
      '203.0.113.9, 10.0.0.5',
    ]);
    // The browser's cookies never reach the API.
    await app.inject({
      method: 'GET',
      url: '/api/rest/lsc/listing/search',
      headers: { cookie: 'FC_SESSION=x' },
    });
    expect(seen.at(-1)?.cookie).toBeUndefined();
  });
});

describe('the /api proxy with the API away', () => {
  it('answers 503 in the API error shape with Retry-After, never a 500 of its own', async () => {
    // A port that was just free: nothing listens on it, so the connection is refused.
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((done) => probe.close(done));
    const app = await start('http://localhost:3000', `http://127.0.0.1:${port}`);
    try {
      for (const url of ['/api/rest/lsc/listing/search', '/media/listings/712345678/1.svg']) {
        const reply = await app.inject({ method: 'GET', url });
        expect(reply.statusCode).toBe(503);
        expect(reply.headers['retry-after']).toBe('5');
        expect(reply.json()).toEqual({
          error: { code: 'INTERNAL', message: 'The service is not answering. Try again in a moment.' },
        });
      }
    } finally {
      await app.close();
    }
  });
});

describe('paths that look like other hosts', () => {
  it('reads //host/path as a path on this site: never a 500, never a redirect off the site', async () => {
    const app = await start('http://localhost:3000');
    try {
      for (const url of ['//', '//evil.example/cars-for-sale/all-cars', '///evil.example']) {
        const reply = await app.inject({ method: 'GET', url, headers: { 'user-agent': SHOPPER_AGENT } });
        expect(reply.statusCode, url).toBeLessThan(500);
        const location = reply.headers.location;
        if (location !== undefined) expect(String(location), url).toMatch(/^\/(?!\/)/);
      }
    } finally {
      await app.close();
    }
  });
});
