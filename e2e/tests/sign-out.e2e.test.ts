// Issue 30: "Sign-out does not sign out. POST /auth/logout clears the brand's cookie only; the identity service's
// session (14 days) stays, so the next 'Sign in' on that browser enters the previous shopper's account without a
// password. Logout can also be forced cross-site (a plain-text POST from another origin is accepted)." The built
// identity service, API and two brand apps (main and valuation) run as `npm start` runs them; Chromium signs a
// shopper up on one brand, is refused a sign-out forged by another origin, signs out, and finds that "Sign in" asks
// for the password again; then the same on the second brand. Access tokens live 60 s here, so every page the
// shopper opens while signed in runs on a renewed token (the brand servers renew a token with under 60 s left).
import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectScriptErrors,
  dismissWelcome,
  freePort,
  launchBrowser,
  type RunningApp,
  SHOPPER_AGENT,
  type Stack,
  saveScreenshot,
  screenshotOnFailure,
  startStack,
} from '../src/index';

const PASSWORD = 'correct horse battery';
const email = `leaving-${Date.now()}@example.com`;

let stack: Stack<'atc' | 'kbb'>;
let browser: Browser;
let page: Page;
let scriptErrors: string[];
/** Another site on localhost (another port: same-site, cross-origin), whose page posts a sign-out to a brand. */
let forger: Server;
let forgerUrl: string;

beforeAll(async () => {
  stack = await startStack({
    name: 'sign-out',
    seedListings: 200,
    alertsIntervalSeconds: 0,
    apps: ['atc', 'kbb'],
    env: { identity: { ACCESS_TOKEN_TTL: '60' } },
  });
  const port = await freePort();
  forgerUrl = `http://localhost:${port}`;
  forger = createServer((request, response) => {
    const target = new URL(request.url ?? '/', forgerUrl).searchParams.get('target') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    // The classic forgery: a plain-text form (no CORS preflight) posted by script as the page loads.
    response.end(
      `<!DOCTYPE html><html><body><form method="post" action="${target}/auth/logout" enctype="text/plain"><input name="x" value="y"></form><script>document.forms[0].submit()</script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => forger.listen(port, '127.0.0.1', resolve));
  browser = await launchBrowser();
  const context = await browser.newContext({ userAgent: SHOPPER_AGENT });
  page = await context.newPage();
  scriptErrors = collectScriptErrors(page);
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (forger ? forger.close(resolve) : resolve(undefined)));
  await stack?.stop();
});

const header = () => page.getByRole('banner');
const signedIn = () => header().getByRole('button', { name: 'Sign out' }).count();
const signInLink = () => header().getByRole('link', { name: 'Sign in' });

async function fill(label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

/** On the identity service's sign-in form, with its password field: what a signed-out shopper must see. */
async function expectSignInForm() {
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  expect(page.url().startsWith(`${stack.identity.url}/interaction/`)).toBe(true);
  expect(await page.getByLabel('Password', { exact: true }).count()).toBe(1);
}

/** A forged sign-out from the other site: refused with a 403, and the shopper is still signed in. */
async function forgedSignOutIsRefused(brand: RunningApp, shot: string) {
  const answer = page.waitForResponse((response) => response.url() === `${brand.url}/auth/logout`);
  await page.goto(`${forgerUrl}/?target=${encodeURIComponent(brand.url)}`);
  expect((await answer).status()).toBe(403);
  await page.getByRole('heading', { name: 'Sign-out refused' }).waitFor();
  await saveScreenshot(page, shot);
  await page.goto(`${brand.url}/`);
  await expect.poll(signedIn).toBe(1);
}

/** Sign out from the header, through identity's end-session page, back home signed out. */
async function signOut(brand: RunningApp, shot: string) {
  const back = page.waitForResponse((response) => response.url().startsWith(`${brand.url}/auth/signed-out?`));
  const ended = page.waitForRequest((request) =>
    request.url().startsWith(`${stack.identity.url}/session/end`),
  );
  // As a shopper does: once the page has loaded what it loads for a signed-in shopper. (Signing out while the page's
  // session start is still running makes it reject with "convertQuickSaves needs a signed-in shopper": a storefront
  // race of its own, reported, not what this test is about.)
  await page.waitForLoadState('networkidle');
  await header().getByRole('button', { name: 'Sign out' }).click();
  expect(new URL((await ended).url()).searchParams.get('id_token_hint')).toBeTruthy();
  expect((await back).status()).toBe(303);
  await page.waitForURL(`${brand.url}/`);
  await expect.poll(() => signInLink().count()).toBe(1);
  await saveScreenshot(page, shot);
}

describe('signing out of a brand signs out of the identity service too', () => {
  it('signs up on the main brand and stays signed in across pages on renewed tokens', async () => {
    screenshotOnFailure(page);
    const atc = stack.apps.atc;
    await page.goto(`${atc.url}/`);
    await signInLink().click();
    await expectSignInForm();
    await saveScreenshot(page, 'sign-out-1-atc-sign-in-form');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await fill('E-mail address', email);
    await fill('Password', PASSWORD);
    await fill('First name', 'Ada');
    await fill('Last name', 'Lovelace');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${atc.url}/`);
    // The first page after a sign-up welcomes the shopper (spec 000 s2): closed before going on.
    await dismissWelcome(page);
    await expect.poll(signedIn).toBe(1);
    // The sealed session (access, refresh and ID tokens) must stay under the browsers' 4096-byte cookie limit.
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'FC_SESSION');
    console.info(`FC_SESSION is ${session?.value.length} bytes`);
    expect(session?.value.length).toBeLessThan(4000);
    // Every page renews the 60 s token before it renders: still signed in on each, the saved page included.
    for (const path of ['/cars-for-sale/honda', '/my-autotrader', '/']) {
      await page.goto(`${atc.url}${path}`);
      await expect.poll(signedIn, { message: path }).toBe(1);
    }
    await saveScreenshot(page, 'sign-out-2-atc-signed-in');
  });

  it('refuses a sign-out posted from another origin on the main brand', async () => {
    screenshotOnFailure(page);
    await forgedSignOutIsRefused(stack.apps.atc, 'sign-out-3-atc-forged-sign-out-refused');
  });

  it('signs out of the main brand, and "Sign in" then asks for the password', async () => {
    screenshotOnFailure(page);
    const atc = stack.apps.atc;
    await signOut(atc, 'sign-out-4-atc-signed-out');
    await signInLink().click();
    await expectSignInForm();
    await saveScreenshot(page, 'sign-out-5-atc-sign-in-again-asks-password');
    // The saved page is a signed-out one too.
    await page.goto(`${atc.url}/my-autotrader`);
    await expect.poll(() => signInLink().count()).toBe(1);
  });

  it('does the same on the valuation brand: sign in with the password, forged sign-out refused, sign out, asked again', async () => {
    screenshotOnFailure(page);
    const kbb = stack.apps.kbb;
    await page.goto(`${kbb.url}/`);
    await signInLink().click();
    await expectSignInForm();
    await fill('E-mail address', email);
    await fill('Password', PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${kbb.url}/`);
    await expect.poll(signedIn).toBe(1);
    await saveScreenshot(page, 'sign-out-6-kbb-signed-in');

    await forgedSignOutIsRefused(kbb, 'sign-out-7-kbb-forged-sign-out-refused');
    await signOut(kbb, 'sign-out-8-kbb-signed-out');
    await signInLink().click();
    await expectSignInForm();
    await saveScreenshot(page, 'sign-out-9-kbb-sign-in-again-asks-password');
  });

  it('met no script error on the way', () => {
    expect(scriptErrors).toEqual([]);
  });
});
