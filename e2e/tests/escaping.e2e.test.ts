// Issue 12, Bad input: "Notes, titles, names and messages that shoppers type are shown escaped everywhere (a test
// stores `<img src=x onerror=alert(1)>` as a bookmark note and checks the rendered page in Chromium)."
//
// The built identity service, API (a small seeded PGlite) and main brand app, each `npm start`ed as a process. A
// shopper signs up with a first name that is markup, saves a car with a title and a note that are markup, names a
// saved search with markup and e-mails a seller a message that is markup; every page that shows them, rendered by
// the server and reached client-side, shows the text as typed and runs none of it: no such element in the DOM, no
// dialog, no flag set by an `onerror`.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dismissWelcome,
  launchBrowser,
  type RunningApp,
  SHOPPER_AGENT,
  type Stack,
  saveScreenshot,
  screenshotOnFailure,
  startStack,
  waitForHydration,
} from '../src/index';

/** The payload, the bookmark note. */
const NOTE = '<img src=x onerror=alert(1)>';
/** Markup that would set a flag rather than open a dialog, in the other fields. */
const TITLE = `<img src=x onerror="window.__xss='title'"> My car`;
const SEARCH_NAME = `"><img src=x onerror="window.__xss='search'"> Civics`;
const FIRST_NAME = `<img src=x onerror="window.__xss='name'">`;
const MESSAGE = `</pre><script>window.__xss='message'</script><img src=x onerror=alert(4)> still available?`;
const SELLER_NAME = `<img src=x onerror="window.__xss='sender'">`;

let stack: Stack;
let identity: RunningApp;
let api: RunningApp;
let atc: RunningApp;
let browser: Browser;
let page: Page;
const dialogs: string[] = [];
const scriptErrors: string[] = [];

beforeAll(async () => {
  stack = await startStack({
    name: 'escaping',
    seedListings: 400,
    alertsIntervalSeconds: 1,
    env: { api: { DEV_MAILBOX: '1' } },
  });
  ({ identity, api } = stack);
  atc = stack.apps.atc;
  browser = await launchBrowser();
  const context = await browser.newContext({ userAgent: SHOPPER_AGENT });
  page = await context.newPage();
  // A dialog would be the payload running: record it, and dismiss it so the page goes on.
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => scriptErrors.push(error.message));
}, 300_000);

beforeEach(() => screenshotOnFailure(page));

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** None of the markup ran: no element made from it, no dialog, no flag. */
async function expectInert(where: string) {
  expect(await page.locator('img[src="x"]').count(), `${where}: an <img src=x> in the DOM`).toBe(0);
  expect(await page.locator('script:not([src]):not([type])').evaluateAll(inlineScriptsNotOurs)).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), `${where}: onerror ran`).toBe(
    undefined,
  );
  expect(dialogs, `${where}: a dialog opened`).toEqual([]);
}

/**
 * Inline scripts that would run and name the payload (the storefront's bootstrap data is a JSON block,
 * `type="application/json"`, which never runs; the page's one inline script is the entry's loader, which names
 * nothing the shopper typed).
 */
function inlineScriptsNotOurs(scripts: Element[]): string[] {
  return scripts.map((script) => script.textContent ?? '').filter((text) => text.includes('__xss'));
}

/** The markup as the page shows it: text, exactly as typed. */
const shown = (text: string) => page.getByText(text, { exact: false });

describe('what shoppers type is shown escaped everywhere (issue 12, bad input)', () => {
  it('signs a shopper up with a first name that is markup; the header greets them with it as text', async () => {
    await page.goto(`${atc.url}/cars-for-sale/honda`);
    await waitForHydration(page, '.fc-listing-card__link');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('E-mail address', { exact: true }).fill(`shopper-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByLabel('First name', { exact: true }).fill(FIRST_NAME);
    await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${atc.url}/cars-for-sale/honda`);
    // The first page after a sign-up welcomes the shopper (spec 000 s2): closed before going on.
    await dismissWelcome(page);

    const greeting = page.locator('.fc-site-header__greeting');
    await expect.poll(() => greeting.textContent(), { timeout: 10_000 }).toContain(FIRST_NAME);
    await expectInert('the header, after sign-in');

    // Server-rendered: the HTML carries the name as text, and the bootstrap data cannot close its script.
    const html = (await (await page.reload())?.text()) ?? '';
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=');
    expect(await greeting.textContent()).toContain(FIRST_NAME);
    await expectInert('the header, server-rendered');
  });

  it('saves a car with a title and a note that are markup; the saved page shows them as text', async () => {
    await waitForHydration(page, '.fc-listing-card__link');
    const card = page.locator('.fc-listing-card').first();
    await card.getByRole('button', { name: /^Save / }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Saved, 1 car' }).count(), { timeout: 10_000 })
      .toBe(1);

    // Client-side to the saved page, then the update panel of the car.
    await page.getByRole('link', { name: 'Saved, 1 car' }).click();
    await page.waitForURL(`${atc.url}/my-autotrader`);
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    await expect.poll(() => edit.count(), { timeout: 10_000 }).toBe(1);
    await edit.click();
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByLabel('Notes', { exact: true }).fill(NOTE);
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect.poll(() => shown(`Your notes: ${NOTE}`).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: TITLE }).count()).toBe(1);
    await expectInert('the saved page, after the update panel');
    await saveScreenshot(page, 'escaping-saved-page');
  });

  it('names a saved search with markup; the saved page shows it as text', async () => {
    await page.goto(`${atc.url}/cars-for-sale/honda/civic`);
    await waitForHydration(page, '.fc-listing-card__link');
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Search name').fill(SEARCH_NAME);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
    await expectInert('the results page, after saving the search');

    // Client-side to the saved page.
    await page.getByRole('link', { name: 'Saved, 1 car' }).click();
    await page.waitForURL(`${atc.url}/my-autotrader`);
    await expect.poll(() => shown(SEARCH_NAME).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expectInert('the saved page, reached client-side');
  });

  it('shows every one of them as text on the server-rendered saved page and in its update panels', async () => {
    const html = await (await page.goto(`${atc.url}/my-autotrader`))?.text();
    expect(html).not.toContain('<img src=x');
    await expect.poll(() => shown(`Your notes: ${NOTE}`).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('heading', { name: TITLE }).count()).toBe(1);
    expect(await shown(SEARCH_NAME).count()).toBeGreaterThan(0);
    expect(await page.locator('.fc-site-header__greeting').textContent()).toContain(FIRST_NAME);
    await expectInert('the saved page, server-rendered');

    // The update panels hold the values as typed.
    await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(TITLE);
    expect(await page.getByLabel('Notes', { exact: true }).inputValue()).toBe(NOTE);
    await expectInert('the saved car update panel');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByLabel('Notes', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: `Edit ${SEARCH_NAME}` }).click();
    expect(await page.getByLabel('Search name').inputValue()).toBe(SEARCH_NAME);
    await expectInert('the saved search update panel');
    await page.keyboard.press('Escape');
    await saveScreenshot(page, 'escaping-saved-page-server-rendered');
  });

  it("e-mails a seller a name and message that are markup; the seller's mail shows them as text", async () => {
    const emailSeller = page.getByRole('button', { name: 'E-mail the seller' });
    // Some dealers hide the e-mail form (spec 001 s6): take the first car that shows it.
    for (let index = 0; index < 10; index++) {
      await page.goto(`${atc.url}/cars-for-sale/honda`);
      await waitForHydration(page, '.fc-listing-card__link');
      await page.locator('.fc-listing-card__link').nth(index).click();
      await page.waitForURL(/\/cars-for-sale\/vehicle\/\d+$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForHydration(page, 'h1');
      if ((await emailSeller.count()) > 0) break;
    }
    await emailSeller.click();
    const dialog = page.getByRole('dialog');
    const shopper = `buyer-${Date.now()}@example.com`;
    await dialog.getByLabel('Your name').fill(SELLER_NAME);
    await dialog.getByLabel('Your e-mail').fill(shopper);
    await dialog.getByLabel('Message').fill(MESSAGE);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => shown(`Replies will go to ${shopper}.`).count(), { timeout: 10_000 }).toBe(1);
    await expectInert('the vehicle page, after the message');

    // The local mailbox (the API's page of what it sent; loopback callers only) shows the mail as text.
    const mailbox = `http://127.0.0.1:${api.port}/alerts/mailbox`;
    await expect.poll(async () => (await fetch(mailbox)).text(), { timeout: 15_000 }).toContain(shopper);
    await page.goto(mailbox);
    await expect.poll(() => shown(MESSAGE).count()).toBeGreaterThan(0);
    expect(await shown(SELLER_NAME).count()).toBeGreaterThan(0);
    await expectInert('the local mailbox');
  });

  it("shows the first name as typed on the identity service's profile screen", async () => {
    await page.goto(`${identity.url}/profile`);
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe(FIRST_NAME);
    await expectInert('the profile screen');
  });

  it('ran no payload and threw no script error on any page', () => {
    expect(dialogs).toEqual([]);
    expect(scriptErrors).toEqual([]);
  });
});
