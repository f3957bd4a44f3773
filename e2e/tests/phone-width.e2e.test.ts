// Issues 29 and 30: "at 390 px wide the page is 552 px wide; 'Sign out', the wallet drawer and the save panel are
// cut off", and "two condition tabs sit off-screen in a strip with no hint that it scrolls". The three built brand
// apps over one seeded API and identity service; one phone-sized Chromium context per brand walks every page
// anonymous, then (on the brands with accounts, spec 000 s1) signed in, and on each page asserts that nothing
// scrolls sideways, that the wallet drawer, opened, lies inside the viewport, and saves a screenshot.
import { SITE_CONFIGS } from '@forecourt/brand';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissWelcome,
  launchBrowser,
  openWallet,
  SHOPPER_AGENT,
  type Stack,
  saveScreenshot,
  screenshotOnFailure,
  startStack,
  waitForHydration,
} from '../src/index';

/** The phone of the issues: 390 x 844 CSS pixels (an iPhone 12 to 15). */
const PHONE = { width: 390, height: 844 } as const;
const APPS = ['atc', 'kbb', 'ford'] as const;
type App = (typeof APPS)[number];
const PASSWORD = 'correct horse battery';

let stack: Stack<App>;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({
    name: 'phone-width',
    seedListings: 300,
    alertsIntervalSeconds: 0,
    apps: [...APPS],
  });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

interface Width {
  readonly scrollWidth: number;
  readonly clientWidth: number;
  /** The elements that reach past the viewport's right (or left) edge outside any scroll container: the causes. */
  readonly offenders: readonly string[];
}

/** How wide the page is against the viewport, and which elements stick out (the failure message names them). */
function measure(page: Page): Promise<Width> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const name = (element: Element) =>
      element.tagName.toLowerCase() +
      (element.id ? `#${element.id}` : '') +
      Array.from(element.classList)
        .map((token) => `.${token}`)
        .join('');
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (box.width > 0 || box.height > 0) && (box.right > viewport + 0.5 || box.left < -0.5);
    };
    // An element inside a container that scrolls or clips it (a table's scroll box, a tab strip) is not the page's
    // overflow: that container is, if it sticks out itself.
    const contained = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const offenders = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => sticksOut(element) && !contained(element))
      // The deepest ones: a parent that sticks out only because its child does is not the cause.
      .filter((element) => !Array.from(element.children).some(sticksOut))
      .slice(0, 12)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${name(element.parentElement ?? element)} > ${name(element)} [${Math.round(box.left)}..${Math.round(box.right)}]`;
      });
    return { scrollWidth: root.scrollWidth, clientWidth: viewport, offenders };
  });
}

/** The wallet drawer's box once opened from the header, then closed again. */
async function walletBox(page: Page) {
  await openWallet(page);
  const drawer = page.locator('.fc-wallet-drawer');
  await drawer.getByLabel('Credit score').waitFor();
  const box = await drawer.boundingBox();
  await page.keyboard.press('Escape');
  await expect.poll(() => drawer.count()).toBe(0);
  return box;
}

/**
 * Everything on this page fits 390 px: the wallet drawer, opened, inside the viewport; then no sideways scroll (by
 * then the page has rendered what it renders after hydration: counts, the compare drawer); a screenshot of each.
 */
async function fitsThePhone(page: Page, shot: string, { wallet = true } = {}) {
  if (wallet) {
    const box = await walletBox(page);
    expect.soft(box, `${shot}: the wallet drawer`).not.toBeNull();
    if (box) {
      expect.soft(box.x, `${shot}: the wallet drawer's left edge`).toBeGreaterThanOrEqual(0);
      expect
        .soft(box.x + box.width, `${shot}: the wallet drawer's right edge`)
        .toBeLessThanOrEqual(PHONE.width);
    }
  }
  const width = await measure(page);
  expect
    .soft(width.scrollWidth, `${shot}: ${width.offenders.join('; ')}`)
    .toBeLessThanOrEqual(width.clientWidth);
  await saveScreenshot(page, `phone-width ${shot}`);
}

/** A dialog opened by `open` lies inside the viewport and widens nothing; a screenshot with it open, then Escape. */
async function dialogFits(page: Page, shot: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const box = await dialog.boundingBox();
  expect.soft(box, `${shot}: the dialog`).not.toBeNull();
  if (box) {
    expect.soft(box.x, `${shot}: the dialog's left edge`).toBeGreaterThanOrEqual(0);
    expect.soft(box.x + box.width, `${shot}: the dialog's right edge`).toBeLessThanOrEqual(PHONE.width);
  }
  const width = await measure(page);
  expect
    .soft(width.scrollWidth, `${shot}: ${width.offenders.join('; ')}`)
    .toBeLessThanOrEqual(width.clientWidth);
  await saveScreenshot(page, `phone-width ${shot}`);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
}

describe.each(APPS)('the %s brand at 390 px', (app) => {
  const config = SITE_CONFIGS[app];
  let context: BrowserContext;
  let page: Page;
  let url: string;
  let vehiclePath = '';

  beforeAll(async () => {
    url = stack.apps[app].url;
    context = await browser.newContext({
      userAgent: SHOPPER_AGENT,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  /** The storefront's pages, with the compare list and a quick-save filled so their pages show cars. */
  async function walkStorefront(state: string) {
    await page.goto(`${url}/`);
    await fitsThePhone(page, `${app} ${state} home`);

    await page.goto(`${url}/cars-for-sale/used-cars?searchRadius=0`);
    await waitForHydration(page, '.fc-listing-card__link');
    await fitsThePhone(page, `${app} ${state} results`);
    if (!vehiclePath) {
      // Two cars to compare and one quick-save: the compare table and the garage then have cars to lay out.
      const compare = page.locator('.fc-listing-card__compare');
      for (const index of [0, 1]) await compare.nth(index).click();
      await expect.poll(() => page.getByRole('link', { name: 'Compare, 2 cars' }).count()).toBe(1);
      const title = (await page.locator('.fc-listing-card__link').first().textContent()) ?? '';
      await page.getByRole('button', { name: `Save ${title}` }).click();
      await expect.poll(() => page.getByRole('link', { name: 'Saved, 1 car' }).count()).toBe(1);
      vehiclePath = (await page.locator('.fc-listing-card__link').first().getAttribute('href')) ?? '';
    }

    await page.goto(`${url}${vehiclePath}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await fitsThePhone(page, `${app} ${state} vehicle`);

    await page.goto(`${url}/cars-for-sale/compare`);
    await page.locator('.fc-compare__table').waitFor();
    await fitsThePhone(page, `${app} ${state} compare`);

    await page.goto(`${url}/my-autotrader`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await fitsThePhone(page, `${app} ${state} saved`);
    if (state === 'signed in') {
      // "The save panel [is] cut off" (issue 30): the saved car's edit panel and its alerts dialog.
      const edit = page.getByRole('button', { name: /^Edit / }).first();
      await dialogFits(page, `${app} ${state} saved edit panel`, () => edit.click());
      const alerts = page.getByRole('button', { name: /^Alerts / }).first();
      await dialogFits(page, `${app} ${state} saved alerts`, () => alerts.click());
    }

    await page.goto(`${url}${config.dealerBasePath}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await fitsThePhone(page, `${app} ${state} dealers`);

    await page.goto(`${url}/cars-for-sale/advanced-search`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await fitsThePhone(page, `${app} ${state} advanced search`);

    await page.goto(`${url}/no-such-page`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await fitsThePhone(page, `${app} ${state} not found`);
  }

  it('fits every page anonymous', { timeout: 120_000 }, async () => {
    screenshotOnFailure(page);
    await walkStorefront('anonymous');
    if (app === 'ford') {
      // "Carmaker landing: /cars-for-sale" (spec 001 s2).
      await page.goto(`${url}/cars-for-sale`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await fitsThePhone(page, `${app} anonymous carmaker landing`);
    }
  });

  // Accounts are the main and valuation brands' (spec 000 s1): the carmaker brand offers no sign-in to test.
  if (config.accountFeatures) {
    it("fits the identity service's sign-in and sign-up pages", async () => {
      screenshotOnFailure(page);
      await page.goto(`${url}/`);
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await fitsThePhone(page, `${app} identity sign in`, { wallet: false });
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.getByLabel('Password', { exact: true }).waitFor();
      await fitsThePhone(page, `${app} identity sign up`, { wallet: false });
      // A long but ordinary address: the header greets the shopper by name, the account pages show the address.
      await page
        .getByLabel('E-mail address', { exact: true })
        .fill(`phone-width-${app}-${Date.now()}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('First name', { exact: true }).fill('Alexandrina');
      await page.getByLabel('Last name', { exact: true }).fill('Featherstonehaugh');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(`${url}/`);
      // The first page after a sign-up welcomes the shopper (spec 000 s2): closed before going on.
      await dismissWelcome(page);
      await expect
        .poll(() => page.getByRole('banner').getByRole('button', { name: 'Sign out' }).count())
        .toBe(1);
    });

    it('fits every page signed in', { timeout: 120_000 }, async () => {
      screenshotOnFailure(page);
      await walkStorefront('signed in');
    });
  }
});
