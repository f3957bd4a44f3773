import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningApp, screenshotOnFailure, startApp } from '../src/index';

let browser: Browser;
let app: RunningApp;

beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), startApp('atc')]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

async function open(path: string, origin = app.url): Promise<Page> {
  const page = await browser.newPage();
  screenshotOnFailure(page);
  await page.goto(new URL(path, origin).toString());
  return page;
}

describe('the main brand app in Chromium', () => {
  it('shows the main brand, then the valuation brand after a click on its link', async () => {
    const page = await open('/');
    await expect.poll(() => page.textContent('h1')).toBe('Forecourt Classifieds');
    expect(await page.textContent('[data-testid="brand-line"]')).toBe(
      'Brand atc, chosen as the default brand.',
    );

    await page.getByRole('link', { name: 'Forecourt Values' }).click();
    await page.waitForURL(/\?brand=kbb$/);
    await expect.poll(() => page.textContent('h1')).toBe('Forecourt Values');
    expect(await page.textContent('[data-testid="brand-line"]')).toBe(
      'Brand kbb, chosen by the brand parameter.',
    );
    // spec 001 section 2: "the valuation brand uses /dealers"
    expect(await page.textContent('dd')).toBe('/dealers');
  });

  it('chooses the valuation brand by host name (kbb.localhost resolves to this machine)', async () => {
    const page = await open('/', app.url.replace('localhost', 'kbb.localhost'));
    await expect
      .poll(() => page.textContent('[data-testid="brand-line"]'))
      .toBe('Brand kbb, chosen by the host name.');
  });

  it('maps the white-label subdomain www to the demo brand', async () => {
    const page = await open('/', app.url.replace('localhost', 'www.forecourt.localhost'));
    await expect.poll(() => page.textContent('h1')).toBe('Forecourt Demo');
  });
});
