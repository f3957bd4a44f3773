// Issue 33: "a shopper on any vehicle page can see why the car got its rating": on the stack as `npm start` runs
// it (a seeded API, the atc brand), a car the market price model rated has a deal-rating panel on its vehicle
// page with its band, the estimated market price, the gap in dollars and percent, the confidence in words and
// its comparable cars as links to their own vehicle pages; its result card shows the band in words.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  type RunningApp,
  type Stack,
  saveScreenshot,
  screenshotOnFailure,
  startStack,
  waitForHydration,
} from '../src/index';

interface Rated {
  id: string;
  make?: string;
  model?: string;
  pricingDetail?: {
    salePrice?: number;
    dealRating?: { band?: string; marketPrice?: number; gap?: number; comparableIds: string[] };
  };
}

const BAND_WORDS: Record<string, string> = {
  Great: 'Great Deal',
  Good: 'Good Deal',
  Fair: 'Fair Price',
  High: 'High Price',
  Overpriced: 'Overpriced',
};

let stack: Stack;
let atc: RunningApp;
let browser: Browser;
let page: Page;
let rated: Rated;

beforeAll(async () => {
  stack = await startStack({ name: 'deal-rating', seedListings: 300 });
  atc = stack.apps.atc;
  browser = await launchBrowser();
  page = await browser.newPage();
  const reply = await fetch(`${stack.api.url}/rest/lsc/listing/search?numRecords=100`);
  expect(reply.status).toBe(200);
  const { listings } = (await reply.json()) as { listings: Rated[] };
  const found = listings.find(
    (one) => one.pricingDetail?.dealRating?.band && one.pricingDetail.dealRating.comparableIds.length > 0,
  );
  expect(found, 'the seeded inventory has a rated car with comparables').toBeDefined();
  rated = found as Rated;
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the deal rating, explained to the shopper (issue 33)', () => {
  it('shows the band, market price, gap, confidence and comparables as links on the vehicle page', async () => {
    screenshotOnFailure(page);
    const rating = rated.pricingDetail?.dealRating as NonNullable<
      NonNullable<Rated['pricingDetail']>['dealRating']
    >;
    await page.goto(`${atc.url}/cars-for-sale/vehicle/${rated.id}`);
    await waitForHydration(page, '.fc-deal-rating');
    const panel = page.getByRole('region', { name: 'How we rated this price' });
    await panel.waitFor();
    expect(await panel.getByText(BAND_WORDS[rating.band as string] as string, { exact: true }).count()).toBe(
      1,
    );
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain('Estimated market price');
    expect(text).toContain(`$${(rating.marketPrice as number).toLocaleString('en-US')}`);
    expect(text).toMatch(
      rating.gap === 0 ? /At the market price/ : /\$[\d,]+ \([\d.]+%\) (below|above) the market price/,
    );
    expect(text).toMatch(/(High|Medium|Low) confidence/);
    // The comparables come by id after hydration: links to their own vehicle pages.
    const links = panel.getByRole('link');
    await links.first().waitFor({ timeout: 15_000 });
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(rating.comparableIds.map((id) => `/cars-for-sale/vehicle/${id}`));
    await saveScreenshot(page, 'deal-rating-vehicle-page');
    await links.first().click();
    await page.waitForURL(`**/cars-for-sale/vehicle/${rating.comparableIds[0]}`);
  });

  it('says one verdict: the price block shows the Great or Good badge of the band, and none for a Fair or worse one', async () => {
    screenshotOnFailure(page);
    const reply = await fetch(`${stack.api.url}/rest/lsc/listing/search?numRecords=100&sortBy=priceASC`);
    const { listings } = (await reply.json()) as { listings: Rated[] };
    const bandOf = (one: Rated) => one.pricingDetail?.dealRating?.band;
    const good = listings.find((one) => bandOf(one) === 'Great' || bandOf(one) === 'Good');
    const fair = listings.find((one) => ['Fair', 'High', 'Overpriced'].includes(bandOf(one) ?? ''));
    expect(good && fair, 'the seed has a car rated Great or Good and one rated Fair or worse').toBeTruthy();
    for (const car of [good, fair] as Rated[]) {
      await page.goto(`${atc.url}/cars-for-sale/vehicle/${car.id}`);
      await page.getByRole('region', { name: 'How we rated this price' }).waitFor();
      const badge = page.locator('.fc-price__deal-label');
      const band = bandOf(car) as string;
      if (band === 'Great' || band === 'Good') expect(await badge.textContent()).toBe(BAND_WORDS[band]);
      else expect(await badge.count()).toBe(0);
      // No sentence of the older comparables rule beside the panel's market price.
      expect(await page.locator('.fc-price__deal-detail').count()).toBe(0);
    }
  });

  it('shows the band in words on the result cards', async () => {
    screenshotOnFailure(page);
    await page.goto(`${atc.url}/cars-for-sale/all-cars?searchRadius=0`);
    await waitForHydration(page, '.fc-listing-card__link');
    const badges = await page.locator('.fc-listing-card__deal').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges)
      expect([...Object.values(BAND_WORDS), 'Price not rated']).toContain(badge.trim());
  });
});
