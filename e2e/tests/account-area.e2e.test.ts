// Issue 30, "the account area is half there": "Every saved search is named 'My saved search'; after saving, the
// button still reads 'Save search' and a second click does nothing; the saved page lists no criteria. Editing a
// saved car opens with an empty phone field and saving erases the stored text-alert number. The saved page is
// unstyled (bullets, full-width photos)", and "there is no screen to add, list or remove the cars a shopper owns".
// Done when a journey "adds and removes an owned car, saves and renames a search and finds it by its name".
//
// The built identity service, API (a small seeded PGlite) and main brand app, each `npm start`ed as a process;
// Chromium signs a shopper up through identity, then works the garage (spec 000 s2, s3, s5). The garage is
// screenshotted at desktop width and at 390 px under e2e/artifacts/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectScriptErrors,
  dismissWelcome,
  launchBrowser,
  type RunningApp,
  SHOPPER_AGENT,
  type Stack,
  saveScreenshot,
  screenshotOnFailure,
  startStack,
  waitForHydration,
  welcomeDialog,
} from '../src/index';

const STEP_TIMEOUT_MS = 120_000;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'correct horse battery';
const email = `account-area-${Date.now()}@example.com`;
const GARAGE = '/my-autotrader';
/** A search whose spec name has a criterion in its subheading: "under max" (spec 000 s5 price label). */
const SEARCH_PATH = '/cars-for-sale/honda/civic?maxPrice=30000';
const RENAMED = 'Civics under 30k for Ada';
const VIN = '1HGCV1F34LA012345';
const STORED_PHONE = '(512) 555-0100';

let stack: Stack;
let atc: RunningApp;
let browser: Browser;
let page: Page;
let scriptErrors: string[];

beforeAll(async () => {
  stack = await startStack({ name: 'account-area', seedListings: 300, alertsIntervalSeconds: 0 });
  atc = stack.apps.atc;
  browser = await launchBrowser();
  const context = await browser.newContext({ userAgent: SHOPPER_AGENT, viewport: DESKTOP });
  page = await context.newPage();
  scriptErrors = collectScriptErrors(page);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const header = () => page.getByRole('banner');
const dialog = () => page.getByRole('dialog');
const ownedForm = () => page.getByRole('form', { name: 'Add a car you own' });
const carsIOwn = (count: number) => header().getByRole('link', { name: `Cars I own, ${count}` });

async function garage() {
  await page.goto(`${atc.url}${GARAGE}`);
  await waitForHydration(page, '.fc-saved-page button');
  await expect.poll(() => page.getByText('Loading your cars…').count(), { timeout: 15_000 }).toBe(0);
}

describe("a signed-in shopper's account area (issue 30)", () => {
  it(
    'signs up through identity and is greeted by name',
    async () => {
      screenshotOnFailure(page);
      await page.goto(`${atc.url}/cars-for-sale/honda`);
      await waitForHydration(page, '.fc-listing-card__link');
      await header().getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.getByLabel('E-mail address', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('First name', { exact: true }).fill('Ada');
      await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(`${atc.url}/cars-for-sale/honda`);
      await expect.poll(() => header().getByRole('button', { name: 'Sign out' }).count()).toBe(1);
      await expect.poll(() => page.locator('.fc-site-header__greeting').textContent()).toMatch(/^Hi, Ada\b/);
      expect(await header().getByRole('link', { name: 'Profile' }).count()).toBe(1);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'welcomes the new shopper once (spec 000 s2 new-user modal): Get started closes it, and a reload has none',
    async () => {
      screenshotOnFailure(page);
      const welcome = welcomeDialog(page);
      await welcome.waitFor();
      expect(await welcome.getByRole('heading', { level: 2 }).textContent()).toBe('Welcome, Ada');
      expect(await page.getByRole('dialog').count()).toBe(1);
      await saveScreenshot(page, 'account-area-welcome');
      await page.setViewportSize(PHONE);
      const box = await welcome.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      await saveScreenshot(page, 'account-area-welcome-390');
      await page.setViewportSize(DESKTOP);
      await dismissWelcome(page);
      await page.reload();
      await waitForHydration(page, '.fc-listing-card__link');
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('dialog').count()).toBe(0);
      // Nor on the next page.
      await garage();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.goto(`${atc.url}/cars-for-sale/honda`);
      await waitForHydration(page, '.fc-listing-card__link');
    },
    STEP_TIMEOUT_MS,
  );

  it(
    "edits the profile through the header's Profile link, and the greeting then shows the new name",
    async () => {
      screenshotOnFailure(page);
      await header().getByRole('link', { name: 'Profile' }).click();
      await page.waitForURL(`${stack.identity.url}/profile?**`);
      await page.getByLabel('First name', { exact: true }).fill('Augusta');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByRole('link', { name: 'Back to the site' }).click();
      await page.waitForURL(`${atc.url}/cars-for-sale/honda`);
      await expect
        .poll(() => page.locator('.fc-site-header__greeting').textContent())
        .toMatch(/^Hi, Augusta\b/);
      await page.reload();
      await expect
        .poll(() => page.locator('.fc-site-header__greeting').textContent())
        .toMatch(/^Hi, Augusta\b/);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'saves a search named from its criteria, the button then reads "Saved search", and renames it',
    async () => {
      screenshotOnFailure(page);
      await page.goto(`${atc.url}${SEARCH_PATH}`);
      await waitForHydration(page, '.fc-listing-card__link');
      await page.getByRole('button', { name: 'Save search' }).click();
      // The update-saved-search dialog opens on the new search, named by the recent-search label rules.
      const name = dialog().getByLabel('Search name');
      await name.waitFor();
      const given = await name.inputValue();
      expect(given).toMatch(/Honda Civic/);
      expect(given).toContain('under $30,000');
      expect(given).not.toContain('for Sale');
      expect(given).not.toBe('My saved search');

      await name.fill(RENAMED);
      await dialog().getByLabel('Email alerts').check();
      await dialog().getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => dialog().count(), { timeout: 10_000 }).toBe(0);

      // The button shows the saved state, and a second click opens the saved search (its new name), not nothing.
      const saved = page.getByRole('button', { name: 'Saved search' });
      await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('button', { name: 'Save search' }).count()).toBe(0);
      await saved.click();
      await expect.poll(() => dialog().getByLabel('Search name').inputValue()).toBe(RENAMED);
      await dialog().getByRole('button', { name: 'Close' }).first().click();
      await expect.poll(() => dialog().count()).toBe(0);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'finds the search on the garage by its name, with its criteria, its alert flags and a link that runs it',
    async () => {
      screenshotOnFailure(page);
      await garage();
      const search = page.locator('.fc-saved-page__search').filter({ hasText: RENAMED });
      await expect.poll(() => search.count(), { timeout: 15_000 }).toBe(1);
      const criteria = search.getByRole('definition');
      await expect
        .poll(() => criteria.allTextContents())
        .toEqual(expect.arrayContaining(['Honda', 'Civic', 'under $30,000']));
      expect(await search.getByText('E-mail alerts on').count()).toBe(1);
      expect(await search.getByText('Text alerts off').count()).toBe(1);

      await search.getByRole('link', { name: `Run search ${RENAMED}` }).click();
      // A client-side move (the router's link) to the search's own path (the price as its SEO segment).
      await expect.poll(() => page.url()).toBe(`${atc.url}/cars-for-sale/cars-under-30000/honda/civic`);
      await expect.poll(() => page.getByRole('button', { name: 'Saved search' }).count()).toBe(1);

      // Renamed again from the garage; the list follows.
      await garage();
      await search.getByRole('button', { name: `Rename or edit ${RENAMED}` }).click();
      await dialog().getByLabel('Search name').fill(`${RENAMED} (again)`);
      await dialog().getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => dialog().count(), { timeout: 10_000 }).toBe(0);
      await page.reload();
      await expect
        .poll(() => page.getByRole('link', { name: `${RENAMED} (again)`, exact: true }).count(), {
          timeout: 15_000,
        })
        .toBe(1);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'adds an owned car by VIN and one by year, make and model, counts them in the header, and removes one',
    async () => {
      screenshotOnFailure(page);
      await garage();
      await expect.poll(() => page.getByText('You have not added a car you own yet.').count()).toBe(1);
      expect(await carsIOwn(0).count()).toBe(1);

      await ownedForm().getByLabel('VIN', { exact: true }).fill(VIN.toLowerCase());
      await ownedForm().getByLabel('ZIP code', { exact: true }).fill('78701');
      await ownedForm().getByRole('button', { name: 'Add car' }).click();
      const list = page.locator('.fc-owned-cars__list > li');
      await expect.poll(() => list.count(), { timeout: 10_000 }).toBe(1);
      expect(await list.first().textContent()).toContain(`VIN ${VIN}`);
      await expect.poll(() => carsIOwn(1).count()).toBe(1);

      await ownedForm().getByLabel('By year, make and model').check();
      await ownedForm().getByLabel('Year', { exact: true }).fill('2019');
      await ownedForm().getByLabel('Make', { exact: true }).fill('Toyota');
      await ownedForm().getByLabel('Model', { exact: true }).fill('Camry');
      await ownedForm().getByLabel('ZIP code', { exact: true }).fill('1234');
      await ownedForm().getByRole('button', { name: 'Add car' }).click();
      await expect
        .poll(() => ownedForm().getByRole('alert').textContent())
        .toBe('Enter the 5-digit ZIP code where the car is kept.');
      await ownedForm().getByLabel('ZIP code', { exact: true }).fill('78702');
      await ownedForm().getByRole('button', { name: 'Add car' }).click();
      await expect.poll(() => list.count(), { timeout: 10_000 }).toBe(2);
      expect(await list.nth(1).textContent()).toContain('2019 Toyota Camry');
      await expect.poll(() => carsIOwn(2).count()).toBe(1);

      // A reload (and another page) still knows both.
      await page.goto(`${atc.url}/cars-for-sale/honda`);
      await expect.poll(() => carsIOwn(2).count(), { timeout: 15_000 }).toBe(1);
      await garage();
      await expect.poll(() => list.count()).toBe(2);

      await page.getByRole('button', { name: `Remove VIN ${VIN}` }).click();
      await expect.poll(() => list.count(), { timeout: 10_000 }).toBe(1);
      expect(await list.first().textContent()).toContain('2019 Toyota Camry');
      await expect.poll(() => carsIOwn(1).count()).toBe(1);
      await page.reload();
      await expect.poll(() => list.count(), { timeout: 15_000 }).toBe(1);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    "keeps a saved car's text-alert phone when the car is edited",
    async () => {
      screenshotOnFailure(page);
      await page.goto(`${atc.url}/cars-for-sale/honda`);
      await waitForHydration(page, '.fc-listing-card__link');
      const title = (await page.locator('.fc-listing-card__link').first().textContent()) ?? '';
      await page.getByRole('button', { name: `Save ${title}` }).click();
      // A new save opens the update-saved-vehicle panel: text alerts to a phone.
      await dialog().getByLabel('Mobile phone').fill(STORED_PHONE);
      await dialog().getByLabel('Text alerts').check();
      await dialog().getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => dialog().count(), { timeout: 10_000 }).toBe(0);

      // A later edit, from the garage after a reload: the panel opens with the stored phone; notes alone change.
      await garage();
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      await expect.poll(() => dialog().getByLabel('Mobile phone').inputValue()).toBe(STORED_PHONE);
      await dialog().getByLabel('Notes').fill('Ask about the tyres');
      await dialog().getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => dialog().count(), { timeout: 10_000 }).toBe(0);

      await page.reload();
      await expect.poll(() => page.getByText('Ask about the tyres').count(), { timeout: 15_000 }).toBe(1);
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      await expect.poll(() => dialog().getByLabel('Mobile phone').inputValue()).toBe(STORED_PHONE);
      expect(await dialog().getByLabel('Text alerts').isChecked()).toBe(true);
      await dialog().getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog().count()).toBe(0);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'fits the garage on a 390 px phone: nothing wider than the screen, no bare bullets',
    async () => {
      screenshotOnFailure(page);
      await garage();
      await expect.poll(() => page.locator('.fc-saved-page__search').count(), { timeout: 15_000 }).toBe(1);
      await saveScreenshot(page, 'account-area garage desktop');
      await page.setViewportSize(PHONE);
      await page.waitForTimeout(300);
      await saveScreenshot(page, 'account-area garage 390px');
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        // A carousel's cards run on past the edge inside their scrolling row, which itself fits.
        wider: Array.from(document.querySelectorAll('.fc-saved-page *, .fc-site-header *'))
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .filter((element) => {
            for (let up = element.parentElement; up; up = up.parentElement) {
              if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return false;
            }
            return true;
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
          .slice(0, 10),
      }));
      expect(widths).toEqual({ page: PHONE.width, wider: [] });
      // Every list in the garage is styled: no disc bullets left.
      const bulleted = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.fc-saved-page ul'))
          .filter((list) => getComputedStyle(list).listStyleType !== 'none')
          .map((list) => list.className),
      );
      expect(bulleted).toEqual([]);
      await page.setViewportSize(DESKTOP);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'signs out and in again with the password, and is not welcomed a second time',
    async () => {
      screenshotOnFailure(page);
      await page.goto(`${atc.url}/cars-for-sale/honda`);
      await waitForHydration(page, '.fc-listing-card__link');
      await page.waitForLoadState('networkidle');
      await header().getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${atc.url}/`);
      await expect.poll(() => header().getByRole('link', { name: 'Sign in' }).count()).toBe(1);
      await header().getByRole('link', { name: 'Sign in' }).click();
      await page.getByLabel('E-mail address', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${atc.url}/`);
      await expect.poll(() => header().getByRole('button', { name: 'Sign out' }).count()).toBe(1);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('dialog').count()).toBe(0);
      await saveScreenshot(page, 'account-area-signed-in-again');
    },
    STEP_TIMEOUT_MS,
  );

  it('raised no script error on any page', () => {
    expect(scriptErrors).toEqual([]);
  });
});
