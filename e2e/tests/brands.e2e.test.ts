// Issue 10: "the end-to-end suite runs its main journeys on every brand", and "`pnpm create-brand NAME`
// scaffolds a new brand app that builds and starts". The three built brand apps (main, valuation, carmaker) run
// over one seeded API and identity service; Chromium takes each through home, search, a used car, a quick-save
// and the dealer search, with what sets each brand apart checked on the way and axe-core on every page.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_CONFIGS, type SiteConfigId } from '@forecourt/brand';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ARTIFACTS_DIR,
  accessibilityViolations,
  launchBrowser,
  SHOPPER_AGENT,
  type Stack,
  saveScreenshot,
  screenshotOnFailure,
  startApp,
  startStack,
  waitForHydration,
} from '../src/index';

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface BrandCase {
  readonly app: 'atc' | 'kbb' | 'ford';
  readonly site: SiteConfigId;
  /** The first words of a used car's title: Used on every brand (issue 29; spec 001 s3 had the carmaker's say Certified). */
  readonly usedTitle: RegExp;
  /** Partner offers, in order (spec 001 s9), as the vehicle page titles them. */
  readonly offers: readonly string[];
}

const MAIN_OFFERS = ['Get an instant cash offer', 'Check your credit', 'Get an insurance quote'];
const BRANDS: readonly BrandCase[] = [
  { app: 'atc', site: 'atc', usedTitle: /^Used \d{4} /, offers: MAIN_OFFERS },
  {
    app: 'kbb',
    site: 'kbb',
    usedTitle: /^Used \d{4} /,
    // "The valuation brand shows a warranty offer and a credit report, then the insurance quote."
    offers: ['Protect it with a warranty', 'Check your credit', 'Get an insurance quote'],
  },
  { app: 'ford', site: 'ford', usedTitle: /^Used \d{4} /, offers: MAIN_OFFERS },
];

let stack: Stack<BrandCase['app']>;
let browser: Browser;
const accessibility: Record<string, unknown> = {};

beforeAll(async () => {
  stack = await startStack({ name: 'brands', seedListings: 1500, apps: BRANDS.map(({ app }) => app) });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  writeFileSync(
    join(ARTIFACTS_DIR, 'brands-accessibility.json'),
    `${JSON.stringify(accessibility, null, 2)}\n`,
  );
  await browser?.close();
  await stack?.stop();
});

const resultCount = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .textContent()
    // The h1 opens with the count ("1,204 used Honda cars for sale in Austin, TX"); later digits are a year or zip.
    .then((text) => Number((text ?? '').match(/^[\d,]+/)?.[0].replace(/,/g, '') ?? Number.NaN));

describe.each(BRANDS)('the $app brand', ({ app, site, usedTitle, offers }) => {
  const config = SITE_CONFIGS[site];
  let page: Page;
  let url: string;
  const failures: Record<string, unknown> = {};
  const audit = async (name: string) => {
    const violations = await accessibilityViolations(page);
    if (violations.length > 0) failures[name] = violations;
  };

  beforeAll(async () => {
    url = stack.apps[app].url;
    const context = await browser.newContext({ userAgent: SHOPPER_AGENT });
    page = await context.newPage();
  });

  beforeEach(() => screenshotOnFailure(page));

  afterAll(async () => {
    accessibility[app] = failures;
    await page?.context().close();
  });

  it('wears its theme and name, and offers sign-in only where the site configuration says so', async () => {
    await page.goto(`${url}/`);
    expect(await page.getAttribute('html', 'data-fc-theme')).toBe(config.theme);
    expect(await page.title()).toContain(config.siteName);
    // "Sign-in is offered only on the blue-book brand path" (spec 002 s4).
    const prompt = page.getByRole('complementary', { name: `Sign in to ${config.siteName}` });
    if (config.signInPrompt) {
      await expect.poll(() => prompt.count()).toBe(1);
      // The offer is server-rendered; its "Not now" works once the page's script has hydrated it (the script loads
      // after the first paint: a click before that is a shopper's on a page still loading).
      await waitForHydration(page, '.fc-sign-in-prompt__actions button');
      await prompt.getByRole('button', { name: 'Not now' }).click();
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      // "One-tap sign-in suppression cookie: 86400 s" (spec 002 s9): not offered again today.
      expect(await prompt.count()).toBe(0);
    } else {
      await page.waitForLoadState('networkidle');
      expect(await prompt.count()).toBe(0);
    }
    // "Two brands share the account features: the main brand and the valuation brand" (spec 000 s1).
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(config.accountFeatures ? 1 : 0);
    await audit('home');
    await saveScreenshot(page, `brand-${app}-home`);
  });

  it('without JavaScript offers sign-in only where configured, and there takes "Not now" for the next page too', async () => {
    // The page's script loads after the first paint: a tap before that, or in a browser without script, posts
    // the offer's form. The brand server sets the same suppression cookie (spec 002 s9) and sends the shopper
    // back to the page, which no longer offers sign-in.
    const plain = await browser.newContext({ userAgent: SHOPPER_AGENT, javaScriptEnabled: false });
    try {
      const noScript = await plain.newPage();
      await noScript.goto(`${url}/cars-for-sale/used-cars?searchRadius=0`);
      const here = noScript.url();
      const prompt = noScript.getByRole('complementary', { name: `Sign in to ${config.siteName}` });
      await noScript.getByRole('heading', { level: 1 }).waitFor();
      // "Sign-in is offered only on the blue-book brand path" (spec 002 s4), in the server's HTML as well.
      expect(await prompt.count()).toBe(config.signInPrompt ? 1 : 0);
      if (!config.signInPrompt) return;
      const navigated = noScript.waitForEvent('framenavigated');
      await prompt.getByRole('button', { name: 'Not now' }).click();
      await navigated;
      await noScript.waitForLoadState('domcontentloaded');
      expect(noScript.url()).toBe(here);
      await noScript.getByRole('heading', { level: 1 }).waitFor();
      expect(await prompt.count()).toBe(0);
      const [suppressed] = (await plain.cookies()).filter(({ name }) => name === 'ATC_ONE_TAP_SUPPRESSED');
      // "One-tap sign-in suppression cookie: 86400 s", give or take the seconds this test has taken.
      expect((suppressed?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(86_400 - 120);
      expect((suppressed?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(86_400);
      await noScript.reload();
      await noScript.getByRole('heading', { level: 1 }).waitFor();
      expect(await prompt.count()).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it('searches used cars from its results page and names them as the brand does', async () => {
    await page.goto(`${url}/cars-for-sale/used-cars?searchRadius=0`);
    await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
    const title = (await page.locator('.fc-listing-card__link').first().textContent()) ?? '';
    expect(title).toMatch(usedTitle);
    await audit('results');
    await saveScreenshot(page, `brand-${app}-results`);
  });

  it('opens a used car with the partner offers of its site configuration, in order', async () => {
    await page.locator('.fc-listing-card__link').first().click();
    await page.waitForURL(/\/cars-for-sale\/vehicle\/\d+$/);
    // The page's code may still be on its way when the URL changes: wait for the vehicle's own heading.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(usedTitle);
    const shown = await page.locator('.fc-offers__title').allTextContents();
    expect(shown.filter((title) => offers.includes(title))).toEqual(offers);
    if (!config.partnerOffers.includes('instant-cash-offer')) {
      expect(shown).not.toContain('Get an instant cash offer');
    }
    await audit('vehicle');
    await saveScreenshot(page, `brand-${app}-vehicle`);
  });

  it('keeps a quick-save in the browser', async () => {
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: `Save ${title}` }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Saved, 1 car' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Saved, 1 car' }).click();
    await expect.poll(() => page.getByText(title).count()).toBeGreaterThan(0);
  });

  it("finds dealers under the brand's own dealer root", async () => {
    // "Dealer search: /car-dealers/...; the valuation brand uses /dealers" (spec 001 s2).
    await page.goto(`${url}/`);
    const dealers = page.getByRole('navigation').getByRole('link', { name: 'Dealers' });
    expect(await dealers.getAttribute('href')).toBe(config.dealerBasePath);
    await dealers.click();
    await page.waitForURL(`${url}${config.dealerBasePath}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await audit('dealers');
  });

  it('answers the carmaker pages only on the carmaker brand', async () => {
    const privacy = await fetch(`${url}/cars-for-sale/fordblueadvantage/privacy-policy`);
    expect(privacy.status).toBe(app === 'ford' ? 200 : 404);
    if (app !== 'ford') return;
    // "Carmaker landing: /cars-for-sale"; its pages under /cars-for-sale/fordblueadvantage/ (spec 001 s2).
    await page.goto(`${url}/cars-for-sale`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Certified pre-owned cars you can count on',
    );
    await audit('carmaker landing');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Visitor agreement' }).click();
    await page.waitForURL(`${url}/cars-for-sale/fordblueadvantage/visitor-agreement`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Visitor agreement');
    expect((await fetch(`${url}/cars-for-sale/fordblueadvantage/no-such-page`)).status).toBe(404);
  });

  it("lays out its results and vehicle pages within a phone's width", async () => {
    // "One column on phones and small tablets" (spec 001 s9): the category tabs' width once stretched that column
    // to 882 px on a 412 px phone, and the page showed zoomed out.
    const phone = await browser.newContext({
      userAgent: SHOPPER_AGENT,
      viewport: { width: 412, height: 823 },
    });
    try {
      const small = await phone.newPage();
      await small.goto(`${url}/cars-for-sale/used-cars?searchRadius=0`);
      await small.locator('.fc-listing-card__link').first().waitFor();
      const width = () => small.evaluate(() => document.documentElement.scrollWidth);
      expect(await width()).toBeLessThanOrEqual(412);
      await small.goto(
        `${url}${(await small.locator('.fc-listing-card__link').first().getAttribute('href')) ?? ''}`,
      );
      await small.getByRole('heading', { level: 1 }).waitFor();
      expect(await width()).toBeLessThanOrEqual(412);
    } finally {
      await phone.close();
    }
  });

  it('passes the WCAG 2.1 AA checks of axe-core on every page it visited', () => {
    expect(failures).toEqual({});
  });
});

describe('pnpm create-brand', () => {
  it('scaffolds a brand app that builds and starts with its own name and theme', {
    timeout: 180_000,
  }, async () => {
    const appsDir = mkdtempSync(join(tmpdir(), 'forecourt-create-brand-'));
    try {
      const created = spawnSync(
        'node',
        [
          join(workspace, 'tooling/scripts/create-brand.mjs'),
          'harbor-motors',
          '--site-name',
          'Harbor Motors',
          '--apps',
          appsDir,
          '--skip-install',
        ],
        { encoding: 'utf8' },
      );
      expect(created.stderr).toBe('');
      expect(created.status).toBe(0);
      const dir = join(appsDir, 'harbor-motors');
      // Its dependencies are the main brand app's (the scaffold copies them): link those instead of installing.
      symlinkSync(join(workspace, 'apps/atc/node_modules'), join(dir, 'node_modules'));
      for (const args of [['build'], ['build', '--ssr', 'src/server.ts']]) {
        const built = spawnSync(join(dir, 'node_modules/.bin/vite'), [...args, '--logLevel', 'error'], {
          cwd: dir,
          encoding: 'utf8',
        });
        expect(built.stderr).toBe('');
        expect(built.status).toBe(0);
      }
      const brand = await startApp('harbor-motors', {
        dir,
        command: ['node', 'dist/server/server.js'],
        env: { API_URL: stack.api.url, OIDC_ISSUER: stack.identity.url, LOG_LEVEL: 'warn' },
      });
      try {
        const html = await (await fetch(`${brand.url}/`)).text();
        expect(html).toContain('<html lang="en" data-fc-theme="harbor-motors">');
        expect(html).toContain('<title>Harbor Motors: new and used cars for sale</title>');
      } finally {
        await brand.stop();
      }
    } finally {
      rmSync(appsDir, { recursive: true, force: true });
    }
  });
});
