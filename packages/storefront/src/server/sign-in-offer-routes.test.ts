// @vitest-environment node
import { rmSync } from 'node:fs';
import { COOKIES } from '@forecourt/brand';
import { handlers } from '@forecourt/mocks';
import { SIGN_IN_PROMPT_TEXTS } from '@forecourt/ui';
import type { FastifyInstance } from 'fastify';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_OFFER_DISMISS_PATH } from '../sign-in-offer-path';
import { createStorefrontServer } from './create-storefront-server';
import { writeFakeClientBuild } from './fake-client-build';

// Spec 002 s4: "Sign-in is offered only on the blue-book brand path"; s9: "One-tap sign-in suppression cookie:
// 86400 s". The offer is server-rendered and the page's script loads after the first paint, so its "Not now" is a
// form the brand server answers: the same cookie the script would set, then back to the page, without the offer.

const API_URL = 'http://api.forecourt.test';
const SHOPPER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SITE_NAME = 'Blue Book Cars';
const OFFER = SIGN_IN_PROMPT_TEXTS.heading(SITE_NAME);

const mocks = setupServer(...handlers({}, { baseUrl: API_URL }));
let clientDir: string;

beforeAll(() => {
  mocks.listen({ onUnhandledRequest: 'bypass' });
  clientDir = writeFakeClientBuild('storefront-sign-in-offer-');
});
afterAll(() => {
  mocks.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const setCookies = (headers: Record<string, unknown>): string[] => {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
};

describe.each([
  { origin: 'http://localhost:3000', secure: '' },
  { origin: 'https://www.forecourt.example', secure: '; Secure' },
])('"Not now" posted to the valuation brand on $origin', ({ origin, secure }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createStorefrontServer({
      config: { brand: 'kbb', siteName: SITE_NAME },
      settings: {
        port: 0,
        host: 'localhost',
        apiUrl: API_URL,
        issuer: 'http://login.forecourt.test',
        clientId: 'kbb',
        origin,
        sessionSecret: new Uint8Array(32).fill(7),
        logLevel: 'silent',
      },
      clientDir,
      clientEntry: 'src/entry-client.tsx',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** "Not now" as the browser posts the offer's form. */
  const notNow = (form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: SIGN_IN_OFFER_DISMISS_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': SHOPPER_AGENT },
      payload: new URLSearchParams(form).toString(),
    });

  it('sets the suppression cookie for a day, as the page script does, and sends the shopper back with a GET', async () => {
    const reply = await notNow({ returnTo: '/cars-for-sale/honda?zip=30301&sortBy=derivedpriceASC' });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/cars-for-sale/honda?zip=30301&sortBy=derivedpriceASC');
    // The @forecourt/brand jar's line for COOKIES.oneTapSuppressed: readable by page script, SameSite=Lax, Secure
    // over https.
    expect(setCookies(reply.headers)).toEqual([
      `${COOKIES.oneTapSuppressed.name}=1; Max-Age=86400; Path=/${secure}; SameSite=Lax`,
    ]);
  });

  it.each([
    ['another origin', 'https://evil.example/cars'],
    ['a scheme-relative URL', '//evil.example/cars'],
    ['a backslash a browser reads as a slash', '/\\evil.example/cars'],
    ['a tab a browser drops', '/\t/evil.example/cars'],
    ['a relative path', 'cars-for-sale/honda'],
    ['an empty path', ''],
  ])('sends %s back to / instead, still remembering "Not now"', async (_name, returnTo) => {
    const reply = await notNow({ returnTo });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/');
    expect(setCookies(reply.headers)).toHaveLength(1);
  });

  it('sends a post without a return path to /', async () => {
    const reply = await notNow({});
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/');
  });

  it('renders no offer on the page it sends the shopper back to', async () => {
    const headers = { 'user-agent': SHOPPER_AGENT };
    const before = await app.inject({ method: 'GET', url: '/', headers });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain(OFFER);
    // The form, as a shopper without script sees it: it posts here, with the page to come back to.
    const [, form = '', field = ''] =
      /<form class="fc-sign-in-prompt__actions"([^>]*)>(<input[^>]*>)/.exec(before.body) ?? [];
    expect(form).toContain(' method="post"');
    expect(form).toContain(` action="${SIGN_IN_OFFER_DISMISS_PATH}"`);
    expect(field).toBe('<input type="hidden" name="returnTo" value="/"/>');

    const posted = await notNow({ returnTo: '/' });
    const cookie = setCookies(posted.headers)
      .map((line) => line.split(';')[0])
      .join('; ');
    const after = await app.inject({
      method: 'GET',
      url: String(posted.headers.location),
      headers: { ...headers, cookie },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(OFFER);
    expect(after.body).not.toContain('fc-sign-in-prompt');
  });
});
