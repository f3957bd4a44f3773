// Sign-in end to end: the built identity service (apps/identity, `npm start` as a process) and a stand-in brand
// app registered as its client; Chromium signs a shopper up, out and in again through identity's pages, and the
// access token the client receives passes the API's own token verifier.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The API's own verifier checks the token, with the API's rules.
import { createTokenVerifier } from '@forecourt/api';
import { identityEnvironment } from '@forecourt/identity';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcTestClient, startOidcTestClient } from '../fixtures/oidc-client/oidc-client';
import { freePort, launchBrowser, type RunningApp, screenshotOnFailure, startApp } from '../src/index';

const CLIENT_ID = 'e2e-brand';
const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-identity-e2e-'));
let identity: RunningApp | undefined;
let issuer: string;
let client: OidcTestClient;
let browser: Browser;

beforeAll(async () => {
  const clientPort = await freePort();
  const clients = JSON.stringify([{ clientId: CLIENT_ID, origin: `http://localhost:${clientPort}` }]);
  // Spec 002 s5: the environment picks the identity service; 'local' (the default) starts the built one.
  const env = process.env.E2E_IDENTITY_ENV ?? 'local';
  if (env === 'local') {
    identity = await startApp('identity', {
      env: { DATA_DIR: join(dataDir, 'pglite'), CLIENTS: clients, LOG_LEVEL: 'warn' },
      timeoutMs: 60_000,
    });
  }
  issuer = identityEnvironment({
    env,
    version: process.env.E2E_IDENTITY_VERSION,
    localUrl: identity?.url,
  }).issuer;
  client = await startOidcTestClient({ issuer, port: clientPort, clientId: CLIENT_ID });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await client?.close();
  await identity?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

describe('signing in through the identity service', () => {
  it('signs up, signs out, signs in again and lands back on the site signed in', async () => {
    const page = await browser.newPage();
    screenshotOnFailure(page);
    const email = `shopper-${Date.now()}@example.com`;

    await page.goto(`${client.origin}/`);
    await expect.poll(() => page.locator('#who').textContent()).toBe('Not signed in');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(page.url().startsWith(`${issuer}/interaction/`)).toBe(true);

    // Sign up: a new account signs the shopper in and returns them to the site.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await fill(page, 'E-mail address', email);
    await fill(page, 'Password', 'correct horse battery');
    await fill(page, 'First name', 'Ada');
    await fill(page, 'Last name', 'Lovelace');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${client.origin}/`);
    expect(await page.locator('#who').textContent()).toBe(`Signed in as ${email}`);

    // Sign out (RP-initiated logout) and come back to the site signed out. The client's own id_token_hint makes
    // identity sign out without asking: its page presses its one button itself (/assets/sign-out.js).
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect.poll(() => page.locator('#who').textContent()).toBe('Not signed in');
    expect(page.url()).toBe(`${client.origin}/`);

    // Sign in: identity's session ended, so it asks for the password; a wrong one is refused, the right one lands
    // the shopper back signed in.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await fill(page, 'E-mail address', email);
    await fill(page, 'Password', 'not my password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('That e-mail address and password do not match an account.');
    await fill(page, 'Password', 'correct horse battery');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${client.origin}/`);
    expect(await page.locator('#who').textContent()).toBe(`Signed in as ${email}`);

    // The access token passes the API's verifier with its default trust (audience forecourt-api, JWKS at /jwks).
    const verify = createTokenVerifier([{ issuer, audience: 'forecourt-api', jwksUri: `${issuer}/jwks` }]);
    const verified = await verify(client.accessToken() ?? '');
    expect(verified.email).toBe(email);
    expect(verified.subject).toMatch(/^[0-9a-f-]{36}$/);
  });
});
