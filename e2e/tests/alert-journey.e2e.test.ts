// Issue 31, the alert journey: on the stack as `npm start` runs it (identity, the API over its embedded PGlite,
// the atc brand) with the dev mailbox on, a shopper signs up on atc in Chromium, saves a Lexus search with e-mail
// alerts and saves a Lexus the operator uploaded; the operator's second upload (e2e/fixtures/dealer-feed/
// lexus-repriced.csv) reprices that car down and adds another Lexus. After the alert pass the mailbox holds exactly
// one e-mail to the shopper naming both, with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058); a POST to the
// one-click link unsubscribes, and a second POST is harmless.
import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissWelcome,
  launchBrowser,
  type RunningApp,
  type Stack,
  saveScreenshot,
  screenshotOnFailure,
  startStack,
  waitForHydration,
} from '../src/index';

const run = promisify(execFile);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = join(ROOT, 'apps/api/dist/cli.js');
const FIRST_FEED = join(ROOT, 'e2e/fixtures/dealer-feed/carscom-slice.csv');
const SECOND_FEED = join(ROOT, 'e2e/fixtures/dealer-feed/lexus-repriced.csv');
const SAVED_VIN = '2T2AZMAA8LC156270';
const NEW_VIN = '2T2AZMAA9LC167195';
const OPERATOR = `operator-${Date.now()}@example.com`;
const SHOPPER = `shopper-${Date.now()}@example.com`;
const PASSWORD = 'correct horse battery';

let stack: Stack;
let atc: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startStack({
    name: 'alert-journey',
    seedListings: 300,
    // A pass every second, so the e-mail follows the upload promptly.
    alertsIntervalSeconds: 1,
    env: { identity: { OPERATOR_EMAILS: OPERATOR }, api: { DEV_MAILBOX: '1' } },
  });
  atc = stack.apps.atc;
  browser = await launchBrowser();
  page = await browser.newPage();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

function upload(file: string) {
  return run(
    process.execPath,
    [CLI, 'upload', file, '--api', stack.api.url, '--identity', stack.identity.url],
    { env: { ...process.env, FORECOURT_EMAIL: OPERATOR, FORECOURT_PASSWORD: PASSWORD }, timeout: 60_000 },
  );
}

async function listingId(vin: string): Promise<number> {
  const reply = await fetch(`${stack.api.url}/rest/lsc/listing/vin/${vin}`);
  expect(reply.status).toBe(200);
  const body = (await reply.json()) as { listings: { id: number }[] };
  return body.listings[0]?.id as number;
}

/** A call of the account API through atc's /api, from the page, with the shopper's session. */
async function accountCall(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const reply = await fetch(`/api${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: reply.status, json: await reply.json().catch(() => null) };
    },
    { method, path, body },
  );
}

type MailboxMessage = { kind: string; to: string; fields: Map<string, string>; body: string };

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** The mailbox page's messages: each an <article> of <dt>/<dd> pairs and a <pre> body. */
async function mailbox(): Promise<MailboxMessage[]> {
  const html = await (await fetch(`http://127.0.0.1:${stack.api.port}/alerts/mailbox`)).text();
  return [...html.matchAll(/<article[^>]*>([\s\S]*?)<\/article>/g)].map(([, article = '']) => {
    const pairs = [...article.matchAll(/<dt>([\s\S]*?)<\/dt><dd>([\s\S]*?)<\/dd>/g)];
    const fields = new Map(
      pairs.map(([, name = '', value = '']) => [unescapeHtml(name), unescapeHtml(value)]),
    );
    const kind = pairs[0]?.[1] ?? '';
    return {
      kind,
      to: fields.get('To') ?? '',
      fields,
      body: unescapeHtml(/<pre>([\s\S]*?)<\/pre>/.exec(article)?.[1] ?? ''),
    };
  });
}

async function signUp(email: string, first: string, last: string) {
  await page.goto(`${atc.url}/cars-for-sale/lexus`);
  await waitForHydration(page, '.fc-listing-card__link');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('First name', { exact: true }).fill(first);
  await page.getByLabel('Last name', { exact: true }).fill(last);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${atc.url}/cars-for-sale/lexus`);
  // The first page after a sign-up welcomes the shopper (spec 000 s2): closed before going on.
  await dismissWelcome(page);
}

describe('an alert e-mail after a dealer feed upload', () => {
  it('the operator signs up and uploads the first feed', async () => {
    screenshotOnFailure(page);
    await signUp(OPERATOR, 'Olive', 'Operator');
    const { stdout } = await upload(FIRST_FEED);
    expect(stdout).toContain(': 3 rows: 2 imported, 0 updated, 1 rejected.');
    await browser.close();
    browser = await launchBrowser();
    page = await browser.newPage();
  }, 90_000);

  it('a shopper signs up on atc, saves a Lexus search with e-mail alerts and the uploaded Lexus', async () => {
    screenshotOnFailure(page);
    await signUp(SHOPPER, 'Sam', 'Shopper');
    await saveScreenshot(page, 'alert-journey-signed-in');
    const search = await accountCall('POST', '/account-api/search', {
      brand: 'atc',
      searchName: 'Lexus',
      searchParams: { makeCode: ['LEXUS'] },
      sendEmailAlerts: true,
    });
    expect(search.status).toBe(200);
    const saved = await listingId(SAVED_VIN);
    const vehicle = await accountCall('POST', '/account-api/vehicle', {
      listingId: String(saved),
      enableEmailAlerts: true,
    });
    expect(vehicle.status).toBe(200);
    expect((vehicle.json as { bookmarkSaved: boolean }).bookmarkSaved).toBe(true);
    await page.goto(`${atc.url}/cars-for-sale/vehicle/${saved}`);
    await saveScreenshot(page, 'alert-journey-saved-vehicle');
  }, 90_000);

  it('after the second upload and the alert pass, one e-mail names the new car and the price drop', async () => {
    const { stdout } = await upload(SECOND_FEED);
    expect(stdout).toContain(': 2 rows: 1 imported, 1 updated, 0 rejected.');
    const newId = await listingId(NEW_VIN);
    const toShopper = async () => (await mailbox()).filter((message) => message.to === SHOPPER);
    await expect.poll(async () => (await toShopper()).length, { timeout: 30_000 }).toBeGreaterThan(0);
    // A further pass must not send a second message.
    await new Promise((done) => setTimeout(done, 3_000));
    const emails = (await toShopper()).filter((message) => message.kind === 'E-mail');
    expect(emails).toHaveLength(1);
    const [email] = emails as [MailboxMessage];
    // The links are the ones the shopper can follow: atc's site for the car, the API's own port for unsubscribe.
    expect(email.body).toContain(`${atc.url}/cars-for-sale/vehicle/${newId}`);
    expect(email.body).toContain('$44,429');
    expect(email.body).toContain('$49,000');
    expect(email.body).toContain('$46,500');
    expect(email.fields.get('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(email.fields.get('List-Unsubscribe') ?? '')?.[1] ?? '';
    expect(link).toMatch(/\/alerts\/unsubscribe\?token=/);
    expect(new URL(link).origin).toBe(stack.api.url);
    const oneClick = link;
    const post = () =>
      fetch(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('You are unsubscribed');
    const second = await post();
    expect(second.status).toBe(200);
    const info = await accountCall('GET', '/myatc-api/bookmarkInfo');
    expect(info.status).toBe(200);
    const searches = (
      info.json as { bookmarks: { searchBookmarks: { alert: { sendEmailAlerts: boolean } }[] } }
    ).bookmarks.searchBookmarks;
    expect(searches).toHaveLength(1);
    expect(searches[0]?.alert.sendEmailAlerts).toBe(false);
    await page.goto(`${atc.url}/cars-for-sale/lexus`);
    await saveScreenshot(page, 'alert-journey-unsubscribed');
  }, 90_000);

  it('atc forwards neither the mailbox nor the feed upload', async () => {
    expect((await fetch(`${atc.url}/api/alerts/mailbox`)).status).toBe(404);
    expect((await fetch(`${atc.url}/api/operator-api/feed-imports`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${atc.url}/api/operator-api/feed-imports`)).status).toBe(404);
  });
});
