// Real marketplace URLs on the built brand apps over the seeded inventory (issue 32): a model spelled as other
// sites spell it is answered with one 301 to its canonical path, and the page there shows the cars the inventory
// holds, counted as the API counts them; an unknown model shows the make's cars with a notice; a refused setting
// falls back with the URL corrected; the trim path Chromium sends does not redirect to itself (issue 29).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  collectScriptErrors,
  launchBrowser,
  type RunningApp,
  SHOPPER_AGENT,
  type Stack,
  saveScreenshot,
  screenshotOnFailure,
  startStack,
  waitForHydration,
} from '../src/index';

let stack: Stack<'atc' | 'kbb', undefined>;
let api: RunningApp;
let browser: Browser;
let page: Page;
/** Each page's script errors and hydration mismatches, filled as they happen. */
const scriptErrors: string[][] = [];

beforeAll(async () => {
  stack = await startStack({ name: 'real-urls', seedListings: 4000, identity: false, apps: ['atc', 'kbb'] });
  ({ api } = stack);
  browser = await launchBrowser();
}, 300_000);

// A new shopper for each URL: a place searched before is kept (the stored location cookie) and would narrow the
// next search to it, where these compare the page with the API's nationwide count.
beforeEach(async () => {
  await page?.context().close();
  const context = await browser.newContext({ userAgent: SHOPPER_AGENT });
  page = await context.newPage();
  scriptErrors.push(collectScriptErrors(page));
  screenshotOnFailure(page);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** How many listings the API finds for a search (listing dialect), as the page must count them. */
async function apiCount(query: Record<string, string>): Promise<number> {
  const search = new URLSearchParams({ ...query, numRecords: '1' });
  const reply = await (await fetch(`${api.url}/rest/lsc/listing/search?${search}`)).json();
  return reply.totalResultCount as number;
}

/** The redirect a URL gets, without following it. */
async function redirectOf(
  app: RunningApp,
  url: string,
): Promise<{ status: number; location: string | null }> {
  const reply = await fetch(`${app.url}${url}`, { redirect: 'manual' });
  return { status: reply.status, location: reply.headers.get('location') };
}

const heading = () => page.getByRole('heading', { level: 1 }).textContent();
/** The count the h1 leads with ("13 used Honda CR-V for sale in Houston, TX"): a model's own digits come after it. */
/** No leading count is the empty page's heading: no cars. */
const shownCount = async () => Number((await heading())?.match(/^[\d,]+/)?.[0].replace(/,/g, '') ?? 0);

describe('real marketplace URLs on the built apps', () => {
  it.each<{
    app: 'atc' | 'kbb';
    url: string;
    canonical: string;
    query: Record<string, string>;
    /** What the page's h1 and title must name (make, model, place). */
    names: RegExp;
    cars?: boolean;
  }>([
    {
      app: 'atc',
      // A code slug, as older links wrote it: one 301 to the name slug, the model as marketplaces spell it.
      url: '/cars-for-sale/used-cars/honda/crv/houston-tx',
      canonical: '/cars-for-sale/used-cars/honda/cr-v/houston-tx',
      query: { makeCode: 'HONDA', modelCode: 'CRV', listingType: 'USED', city: 'Houston', state: 'TX' },
      names: /Used Honda CR-V for sale in Houston, TX/i,
    },
    {
      // The seed of this run (4,000 listings) has few cars per city: 500 miles around Houston holds CR-Vs.
      app: 'atc',
      url: '/cars-for-sale/used-cars/honda/CR-V/houston-tx?searchRadius=500',
      canonical: '/cars-for-sale/used-cars/honda/cr-v/houston-tx?searchRadius=500',
      query: {
        makeCode: 'HONDA',
        modelCode: 'CRV',
        listingType: 'USED',
        city: 'Houston',
        state: 'TX',
        searchRadius: '500',
      },
      names: /Used Honda CR-V for sale in Houston, TX/i,
      cars: true,
    },
    {
      app: 'atc',
      url: '/cars-for-sale/honda/crv',
      canonical: '/cars-for-sale/honda/cr-v',
      query: { makeCode: 'HONDA', modelCode: 'CRV' },
      names: /Honda CR-V/,
    },
    {
      app: 'kbb',
      url: '/cars-for-sale/used/ford/f-150',
      canonical: '/cars-for-sale/ford/f-150?listingTypes=USED',
      query: { makeCode: 'FORD', modelCode: 'F150PICKUP', listingType: 'USED' },
      names: /Used Ford F-150/i,
    },
    {
      app: 'atc',
      url: '/cars-for-sale/searchresults.xhtml?makeCode1=HONDA&modelCode1=CR-V&sortBy=derivedpriceASC',
      canonical: '/cars-for-sale/honda/cr-v?sortBy=priceASC',
      query: { makeCode: 'HONDA', modelCode: 'CRV' },
      names: /Honda CR-V/,
    },
  ])('$url ($app) is one 301 to $canonical, which shows the cars the inventory holds', async (example) => {
    const app = stack.apps[example.app];
    expect(await redirectOf(app, example.url)).toEqual({ status: 301, location: example.canonical });
    const expected = await apiCount(example.query);
    await page.goto(`${app.url}${example.url}`);
    expect(page.url()).toBe(`${app.url}${example.canonical}`);
    await expect.poll(shownCount).toBe(expected);
    // The page says what it shows, in its h1 and its title, by the names the shopper knows: the reference data's
    // names, also when it finds no car (no reply then names the model).
    expect(await page.title()).toMatch(example.names);
    expect(await heading()).toMatch(example.names);
    // The canonical link is the URL the page is at, in the brand's own form (kbb's `?listingTypes=USED`), and the
    // browser read the page as the server did (it has the page's models): no hydration mismatch, no script error.
    const canonicalHref = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonicalHref).toBe(`${app.url}${example.canonical}`);
    expect(scriptErrors.at(-1)).toEqual([]);
    // No link of the page answers with a redirect: tabs, pages and breadcrumbs are in the brand's form too.
    const links = await page
      .locator('a[href^="/cars-for-sale/"]:not([href*="/vehicle/"])')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    for (const link of new Set(links.filter((href) => !href.endsWith('/compare'))))
      expect({ link, ...(await redirectOf(app, link)) }).toMatchObject({ link, status: 200 });
    // Every search that names no city, and the wide one around Houston, finds cars in the seed.
    if (example.query.city === undefined || example.cars) expect(expected).toBeGreaterThan(0);
    if (expected > 0) expect(await page.locator('.fc-listing-card').count()).toBeGreaterThan(0);
    await saveScreenshot(
      page,
      `real-urls-${example.app}-${example.canonical.split('?')[0]?.replace(/\W+/g, '-')}`,
    );
  });

  it("shows the make's cars with a notice for a model we do not know, not an empty page", async () => {
    const atc = stack.apps.atc;
    expect(await redirectOf(atc, '/cars-for-sale/honda/xyz')).toEqual({
      status: 301,
      location: '/cars-for-sale/honda?modelNotFound=xyz',
    });
    await page.goto(`${atc.url}/cars-for-sale/honda/xyz`);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: "couldn't find" }).textContent())
      .toBe("We couldn't find a model called 'xyz' — showing all Honda");
    await expect.poll(shownCount).toBe(await apiCount({ makeCode: 'HONDA' }));
    await saveScreenshot(page, 'real-urls-unknown-model');
  });

  it('opens a recent search from the home page on its cars, and writes name slugs from the form and the filters', async () => {
    const atc = stack.apps.atc;
    const path = '/cars-for-sale/used-cars/honda/cr-v';
    const used = await apiCount({ makeCode: 'HONDA', modelCode: 'CRV', listingType: 'USED' });
    expect(used).toBeGreaterThan(0);
    await page.goto(`${atc.url}${path}`);
    await waitForHydration(page);
    await expect.poll(shownCount).toBe(used);
    // The home page names no model: its recent search's `/honda/cr-v` was read as the model "cr-v", no car.
    await page.goto(`${atc.url}/`);
    const recent = `a[href="${path}"]`;
    await waitForHydration(page, recent);
    await page.locator(recent).first().click();
    await expect.poll(() => page.url()).toBe(`${atc.url}${path}`);
    await expect.poll(shownCount).toBe(used);
    // The home form's search and a model ticked among a make's filters land on the name slug, not the code's.
    await page.goto(`${atc.url}/`);
    await waitForHydration(page, 'select');
    await expect.poll(() => page.getByLabel('Make').locator('option').count()).toBeGreaterThan(1);
    await page.getByLabel('Make').selectOption({ label: 'Honda' });
    await expect.poll(() => page.getByLabel('Model').locator('option').count()).toBeGreaterThan(1);
    await page.getByLabel('Model').selectOption({ label: 'CR-V' });
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
    await expect.poll(() => page.url()).toBe(`${atc.url}/cars-for-sale/honda/cr-v`);
    await expect.poll(shownCount).toBe(await apiCount({ makeCode: 'HONDA', modelCode: 'CRV' }));
    await page.goto(`${atc.url}/cars-for-sale/honda`);
    await waitForHydration(page, 'input[type="checkbox"]');
    await page.getByRole('checkbox', { name: /^Civic/ }).check();
    await expect.poll(() => page.url()).toBe(`${atc.url}/cars-for-sale/honda/civic`);
    await page.getByRole('checkbox', { name: /^Civic/ }).uncheck();
    await page.getByRole('checkbox', { name: /^CR-V/ }).check();
    await expect.poll(() => page.url()).toBe(`${atc.url}/cars-for-sale/honda/cr-v`);
    await expect.poll(shownCount).toBe(await apiCount({ makeCode: 'HONDA', modelCode: 'CRV' }));
    // A trim ticked there is written by its own words after the model's name slug.
    await page.getByRole('button', { name: /^Trim/ }).click();
    await page.getByRole('checkbox', { name: /^EX-L/ }).check();
    await expect.poll(() => page.url()).toBe(`${atc.url}/cars-for-sale/honda/cr-v/ex-l`);
    await expect
      .poll(shownCount)
      .toBe(await apiCount({ makeCode: 'HONDA', modelCode: 'CRV', trimCode: 'CRV|EX+L' }));
    expect(scriptErrors.flat()).toEqual([]);
  });

  it('falls back from a zip that is no zip with the URL corrected, never a 5xx', async () => {
    const atc = stack.apps.atc;
    expect(await redirectOf(atc, '/cars-for-sale/honda?zip=abc')).toEqual({
      status: 301,
      location: '/cars-for-sale/honda',
    });
    expect((await fetch(`${atc.url}/cars-for-sale/honda`)).status).toBe(200);
  });

  it('names a trim by its own words in the path, and shows its cars (a code with a | redirected to itself, issue 29)', async () => {
    const atc = stack.apps.atc;
    // The code's form, as older links wrote it and Chromium sends it (`|` as `%7C`): one 301 to the trim's words.
    expect(await redirectOf(atc, '/cars-for-sale/honda/civic/civic%7Clx')).toEqual({
      status: 301,
      location: '/cars-for-sale/honda/civic/lx',
    });
    // A trim of two words (`EX-L` is the code `CRV|EX+L`): its path read `EX-L`, no such code, and found no car.
    for (const [path, trimCode, names] of [
      ['/cars-for-sale/honda/civic/lx', 'CIVIC|LX', /Honda Civic LX/],
      ['/cars-for-sale/honda/cr-v/ex-l', 'CRV|EX+L', /Honda CR-V EX-L/],
    ] as const) {
      const expected = await apiCount({
        makeCode: 'HONDA',
        modelCode: trimCode.split('|')[0] ?? '',
        trimCode,
      });
      expect(expected).toBeGreaterThan(0);
      const reply = await page.goto(`${atc.url}${path}`);
      expect(reply?.status()).toBe(200);
      expect(page.url()).toBe(`${atc.url}${path}`);
      await expect.poll(shownCount).toBe(expected);
      expect(await page.title()).toMatch(names);
    }
    expect(scriptErrors.flat()).toEqual([]);
  });
});
