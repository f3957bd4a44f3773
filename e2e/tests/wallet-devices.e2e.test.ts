// Issue 30, the wallet on every device: "A wallet set while anonymous (budget, credit band, term) stays on that
// device only; a second browser signed in as the same shopper sees the defaults; and every save while signed in
// shows 'We couldn't save your wallet' because the wallet service answers 400 'this consumer already has a
// wallet'." Done when "an e2e journey in two browser contexts (two devices of one shopper) sets the wallet on one
// and sees it on the other".
//
// Spec 002 s6: "Anonymous visitor: wallet held by wallet id. Signed-in consumer: wallet held by consumer id."
// Spec 002 s4: "On fetch: if a consumer id exists, the wallet is read by consumer" and "Server data replaces local
// data when ... the server lastUpdated is newer than the local one. Then a sync alert is shown".
//
// The built identity service, API (a small seeded PGlite) and main brand app, each `npm start`ed as a process; two
// Chromium contexts (no shared storage or cookies) are the shopper's laptop and phone. Every step is saved as a
// screenshot at desktop width and at 390 px under e2e/artifacts/.
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissWelcome,
  launchBrowser,
  openWallet,
  type RunningApp,
  SHOPPER_AGENT,
  type Stack,
  saveScreenshot,
  screenshotOnFailure,
  startStack,
  waitForHydration,
} from '../src/index';

// The words are @forecourt/ui's WALLET_TEXTS (the spec gives the sync alert none), quoted here.
const SYNC_UPDATED = 'Your wallet was updated with changes you made on another device.';
const SAVE_ERROR = "We couldn't save your wallet";

/** A step loads pages, signs in through identity and takes full-page screenshots: slow on a loaded machine. */
const STEP_TIMEOUT_MS = 120_000;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'correct horse battery';
const email = `wallet-devices-${Date.now()}@example.com`;

/** Budget, credit band and term as the wallet panel shows them. */
interface WalletValues {
  monthlyBudget: string;
  creditScore: string;
  loanTerm: string;
}
const ANONYMOUS_WALLET: WalletValues = { monthlyBudget: '400', creditScore: 'd', loanTerm: '48' };
const PHONE_WALLET: WalletValues = { monthlyBudget: '550', creditScore: 'a', loanTerm: '72' };

let stack: Stack;
let atc: RunningApp;
let browser: Browser;
const devices: { context: BrowserContext; page: Page; wallet: string[] }[] = [];

beforeAll(async () => {
  stack = await startStack({ name: 'wallet-devices', seedListings: 300, alertsIntervalSeconds: 0 });
  atc = stack.apps.atc;
  browser = await launchBrowser();
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext({ userAgent: SHOPPER_AGENT, viewport: DESKTOP });
    const page = await context.newPage();
    const wallet: string[] = [];
    // Every answer of the wallet storage service, as "METHOD status" lines: no 400 may ever be among them.
    page.on('response', (response: Response) => {
      if (response.url().includes('/wallet-storage/'))
        wallet.push(`${response.request().method()} ${response.status()}`);
    });
    devices.push({ context, page, wallet });
  }
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const laptop = () => devices[0] as (typeof devices)[number];
const phone = () => devices[1] as (typeof devices)[number];

/** The step's screenshot at desktop width and at 390 px (the phone's), then back to the page's own width. */
async function shoot(page: Page, step: string) {
  const own = page.viewportSize() ?? DESKTOP;
  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['390px', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await saveScreenshot(page, `wallet-devices ${step} ${name}`);
  }
  await page.setViewportSize(own);
}

async function home(page: Page) {
  await page.goto(`${atc.url}/cars-for-sale/honda`);
  await waitForHydration(page, '.fc-listing-card__link');
}

async function readWallet(page: Page): Promise<WalletValues> {
  await openWallet(page);
  await page.getByLabel('Credit score').waitFor();
  const values = {
    monthlyBudget: await page.getByLabel('Monthly budget').inputValue(),
    creditScore: await page.getByLabel('Credit score').inputValue(),
    loanTerm: await page.getByLabel('Loan term').inputValue(),
  };
  return values;
}

async function closeWallet(page: Page) {
  await page.getByRole('button', { name: 'Close wallet' }).click();
  await expect.poll(() => page.getByLabel('Credit score').count()).toBe(0);
}

/** Sets budget, credit band and term in the wallet panel and saves: the panel closes once the save is answered. */
async function setWallet(page: Page, values: WalletValues) {
  await openWallet(page);
  await page.getByLabel('Monthly budget').fill(values.monthlyBudget);
  await page.getByLabel('Credit score').selectOption(values.creditScore);
  await page.getByLabel('Loan term').selectOption(values.loanTerm);
  await page.getByRole('button', { name: 'Save wallet' }).click();
  await expect.poll(() => page.getByLabel('Credit score').count(), { timeout: 10_000 }).toBe(0);
  expect(await page.getByText(SAVE_ERROR).count()).toBe(0);
}

/** Resolves once `count` more wallet writes (PUT) were answered 200 on this device. */
function wroteWallet(device: (typeof devices)[number], count: number) {
  const before = device.wallet.filter((line) => line === 'PUT 200').length;
  return expect
    .poll(() => device.wallet.filter((line) => line === 'PUT 200').length - before, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
}

describe('the wallet follows a signed-in shopper to every device (issue 30)', () => {
  it(
    'an anonymous wallet set before sign-up is the new account wallet',
    async () => {
      const { page } = laptop();
      screenshotOnFailure(page);
      await home(page);
      await setWallet(page, ANONYMOUS_WALLET);
      await shoot(page, '1 laptop anonymous wallet set');

      const adopted = wroteWallet(laptop(), 2); // the link to the account, then the wallet saved under it
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.getByLabel('E-mail address', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('First name', { exact: true }).fill('Ada');
      await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(`${atc.url}/cars-for-sale/honda`);
      // The first page after a sign-up welcomes the shopper (spec 000 s2): closed before going on.
      await dismissWelcome(page);
      await expect
        .poll(() => page.locator('.fc-site-header__greeting').textContent(), { timeout: 10_000 })
        .toContain('Ada');
      await adopted;

      await page.reload();
      await waitForHydration(page, '.fc-listing-card__link');
      expect(await readWallet(page)).toEqual(ANONYMOUS_WALLET);
      await shoot(page, '2 laptop signed up wallet kept');
      await closeWallet(page);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'the phone, signed in as the same shopper, sees that wallet (the sync alert says so)',
    async () => {
      const { page } = phone();
      screenshotOnFailure(page);
      await page.setViewportSize(PHONE);
      // The phone was used anonymously first: its own wallet (the defaults, created later) gives way at sign-in.
      await home(page);
      expect((await readWallet(page)).creditScore).toBe('b');
      await closeWallet(page);

      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByLabel('E-mail address', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${atc.url}/cars-for-sale/honda`);
      await waitForHydration(page, '.fc-listing-card__link');
      await expect.poll(() => page.getByText(SYNC_UPDATED).count(), { timeout: 15_000 }).toBe(1);
      await shoot(page, '3 phone signed in sync alert');
      expect(await readWallet(page)).toEqual(ANONYMOUS_WALLET);
      await shoot(page, '4 phone signed in wallet');
      await closeWallet(page);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'a change saved on the phone is saved (no error), and the laptop sees it after a reload',
    async () => {
      const { page } = phone();
      screenshotOnFailure(page);
      await setWallet(page, PHONE_WALLET);
      await page.reload();
      await waitForHydration(page, '.fc-listing-card__link');
      expect(await readWallet(page)).toEqual(PHONE_WALLET);
      await shoot(page, '5 phone wallet changed');
      await closeWallet(page);

      const other = laptop().page;
      screenshotOnFailure(other);
      await other.reload();
      await waitForHydration(other, '.fc-listing-card__link');
      await expect.poll(() => other.getByText(SYNC_UPDATED).count(), { timeout: 15_000 }).toBe(1);
      expect(await readWallet(other)).toEqual(PHONE_WALLET);
      await shoot(other, '6 laptop after reload sees phone wallet');
      await closeWallet(other);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'the laptop sees a later phone change when its window is focused again, without a reload',
    async () => {
      const { page } = phone();
      await setWallet(page, { ...PHONE_WALLET, creditScore: 'c' });
      const other = laptop().page;
      screenshotOnFailure(other);
      await other.getByRole('button', { name: 'Dismiss wallet message' }).first().click();
      await expect.poll(() => other.getByText(SYNC_UPDATED).count()).toBe(0);
      await other.bringToFront();
      await other.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect.poll(() => other.getByText(SYNC_UPDATED).count(), { timeout: 15_000 }).toBe(1);
      expect((await readWallet(other)).creditScore).toBe('c');
      await shoot(other, '7 laptop focused sees phone change');
      await closeWallet(other);
    },
    STEP_TIMEOUT_MS,
  );

  it('never answered a wallet write with a 400 on either device', () => {
    for (const device of devices) {
      expect(device.wallet.filter((line) => line.endsWith(' 400'))).toEqual([]);
      expect(device.wallet).toContain('PUT 200');
    }
  });
});
