// "Both packages pass publint and load in Node and in a browser bundle" (issue 3, and issue 4 for breakers,
// location and experiments): Vite bundles fixtures/browser-bundle for the browser from each package's built
// dist/ (what a team installing it from the registry gets, not our sources), Chromium runs it, and the page's
// results must be what the same calls give in Node.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCookieJar } from '@forecourt/brand';
import type { Browser } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exercise } from '../fixtures/browser-bundle/exercise';
import { launchBrowser, screenshotOnFailure } from '../src/index';

/** The published packages the fixture imports; turbo builds them before e2e (`dependsOn: ^build`). */
const PACKAGES = [
  'brand',
  'breakers',
  'compare',
  'experiments',
  'listings',
  'location',
  'query-dialects',
  'saved-items',
  'seo-routes',
  'wallet',
];
const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (name: string, entry = 'index') => join(workspace, 'packages', name, `dist/${entry}.js`);
// Longest first: '@forecourt/experiments/browser' must not be read as '@forecourt/experiments' + '/browser'.
const alias: Record<string, string> = Object.fromEntries([
  ['@forecourt/experiments/browser', dist('experiments', 'browser')],
  ...PACKAGES.map((name): [string, string] => [`@forecourt/${name}`, dist(name)]),
]);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/browser-bundle');
const outDir = mkdtempSync(join(tmpdir(), 'forecourt-browser-bundle-'));
let browser: Browser;
let server: PreviewServer;

beforeAll(async () => {
  for (const [name, file] of Object.entries(alias)) {
    if (!existsSync(file))
      throw new Error(`${name} is not built (${file}): run it through turbo, which builds first`);
  }
  await build({ root, logLevel: 'warn', resolve: { alias }, build: { outDir, emptyOutDir: true } });
  server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
  rmSync(outDir, { recursive: true, force: true });
});

describe('the domain packages in a browser bundle', () => {
  it('load without errors and answer as they do in Node', async () => {
    const page = await browser.newPage();
    screenshotOnFailure(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('the preview server has no URL');
    await page.goto(url);
    await expect.poll(() => page.textContent('#results')).not.toBe('pending');
    expect(errors).toEqual([]);

    const text = (await page.textContent('#results')) ?? '';
    expect(text).not.toMatch(/^failed/);
    const inBrowser = JSON.parse(text);

    // The same calls in Node, with a Map for the browser's cookies and storage.
    const items = new Map<string, string>();
    const inNode = await exercise({
      cookies: createCookieJar({ read: () => undefined, write: () => {}, secure: false }),
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      },
    });
    expect(inBrowser).toEqual({ ...JSON.parse(JSON.stringify(inNode)), webVitals: 'function' });

    // Guard against a vacuous pass: answers the specs give.
    expect(inBrowser.brand).toBe('kbb');
    expect(inBrowser.cookie).toBe('75'); // written through document.cookie and read back
    expect(inBrowser.encoded.pathname).toBe('/cars-for-sale/used-cars/cars-under-20000/honda/austin-tx');
    expect(inBrowser.matched).toBe('vdp');
    expect(inBrowser.phone).toBe('(512) 555-0100'); // spec 000 s5 "(nnn) nnn-nnnn"
    expect(inBrowser.saveValue).toBe(1.5); // spec 002 s9 "Save vehicle | 1.5"
    expect(inBrowser.bodyStyles).toEqual(['Sedan', 'SUV', 'Truck']); // spec 001 s9 order and synonyms
    expect(inBrowser.savedDefaults).toEqual({ showBestDeals: true, myCarsCount: 0 }); // spec 000 s3
    await page.close();
  });
});
