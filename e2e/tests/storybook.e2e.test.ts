// Issue 10: "Accessibility checks run on every story ... and in CI ...; a violation fails the build." The built
// Storybook (apps/storybook/dist, built by turbo before e2e) is served as designers get it; Chromium opens every
// story of its index in each shipped brand's theme (colour contrast changes with the theme) and axe-core runs the
// same WCAG 2.1 A/AA rules as the storefront journeys. A story that throws fails too.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_CONFIGS } from '@forecourt/brand';
import type { Browser, Page } from 'playwright-core';
import { type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessibilityViolation,
  ARTIFACTS_DIR,
  accessibilityViolations,
  launchBrowser,
} from '../src/index';

const here = dirname(fileURLToPath(import.meta.url));
/** STORYBOOK_DIR lets a story author check a build of their own without touching the shared one. */
const storybookDir = resolve(process.env.STORYBOOK_DIR ?? join(here, '../../apps/storybook/dist'));
/** STORYBOOK_STORIES=search- checks only the stories whose id starts so (a story author's quick run). */
const storyPrefix = process.env.STORYBOOK_STORIES ?? '';
/** The brands the apps ship; their themes are the ones designers restyle stories with. */
const BRANDS = ['atc', 'kbb', 'ford'] as const;
type Brand = (typeof BRANDS)[number];

interface IndexEntry {
  readonly id: string;
  readonly title: string;
  readonly name: string;
  readonly type: 'story' | 'docs';
  readonly tags?: readonly string[];
}

let browser: Browser;
let server: PreviewServer;
let baseUrl: string;

beforeAll(async () => {
  if (!existsSync(join(storybookDir, 'index.json'))) {
    throw new Error(`No Storybook build at ${storybookDir}: run it through turbo, which builds it first`);
  }
  server = await preview({
    root: storybookDir,
    logLevel: 'warn',
    build: { outDir: storybookDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  baseUrl = server.resolvedUrls?.local[0] ?? '';
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

function stories(): IndexEntry[] {
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && entry.id.startsWith(storyPrefix),
  );
}

type Rendered = { readonly ok: true } | { readonly ok: false; readonly error: string };

/**
 * Opens the preview iframe once, in a brand's theme; stories are then swapped in place, as Storybook's UI does.
 * The a11y addon's own axe run after every render is switched off (`a11y.manual`): this suite runs axe itself, with
 * the storefront journeys' rules, and the addon's run doubled the work of every story.
 */
async function openPreview(page: Page, brand: string): Promise<void> {
  await page.goto(`${baseUrl}iframe.html?viewMode=story&globals=brand:${brand};a11y.manual:!true`);
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
}

/**
 * Renders one story through the preview's channel and waits for Storybook's verdict: rendered (after its play
 * function, so stories that wait for msw data are audited with the data) or errored.
 */
function renderStory(page: Page, storyId: string): Promise<Rendered> {
  return page.evaluate(
    (id) =>
      new Promise<Rendered>((resolve) => {
        type Channel = {
          on(event: string, listener: (...args: unknown[]) => void): void;
          off(event: string, listener: (...args: unknown[]) => void): void;
          emit(event: string, ...args: unknown[]): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const events: Record<string, (...args: unknown[]) => void> = {
          storyRendered: (rendered) => rendered === id && finish({ ok: true }),
          storyErrored: (error) => finish({ ok: false, error: JSON.stringify(error) }),
          storyThrewException: (error) =>
            finish({ ok: false, error: String((error as Error)?.message ?? error) }),
          storyMissing: () => finish({ ok: false, error: 'missing from the index' }),
          playFunctionThrewException: (error) =>
            finish({ ok: false, error: String((error as Error)?.message ?? error) }),
        };
        function finish(result: Rendered) {
          for (const [event, listener] of Object.entries(events)) channel.off(event, listener);
          resolve(result);
        }
        for (const [event, listener] of Object.entries(events)) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/**
 * `renderStory`, once more if the preview reloaded under it: msw reloads a page its service worker does not control
 * yet (`getWorkerInstance` in msw's browser build: `location.reload()`), which a loaded machine can hit as the
 * mocks start for the first story after the preview opens. The story is rendered again once the preview is back.
 */
async function renderStoryOnce(page: Page, storyId: string): Promise<Rendered> {
  try {
    return await renderStory(page, storyId);
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
    return renderStory(page, storyId);
  }
}

/** The theme a brand's stories wear: the toolbar's decorator sets it the same way, on <html>. */
const themeOf = (brand: Brand) => SITE_CONFIGS[brand].theme;

describe('every Storybook story', () => {
  it('renders and passes axe-core WCAG 2.1 A/AA in every shipped brand theme', {
    timeout: 900_000,
  }, async () => {
    const all = stories();
    expect(all.length).toBeGreaterThan(0);
    const page = await browser.newPage();
    type Failure = { story: string; brand: string; error?: string; violations?: AccessibilityViolation[] };
    const failures: Failure[] = [];
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const audit = async (story: string, brand: Brand, rules?: readonly string[]) => {
      pageErrors.length = 0;
      const rendered = rules ? { ok: true as const } : await renderStoryOnce(page, story);
      if (!rendered.ok || pageErrors.length > 0) {
        failures.push({ story, brand, error: rendered.ok ? pageErrors.join('; ') : rendered.error });
        return false;
      }
      const violations = await accessibilityViolations(page, rules);
      if (violations.length > 0) failures.push({ story, brand, violations });
      return true;
    };
    // Pages take the brand as configuration too (name, offers, dealer root): each is rendered in every brand.
    // A component's story differs between brands by its theme alone, which is CSS: it is rendered once, then
    // audited for contrast again under each other theme, as the toolbar would show it.
    const [pages, components] = [
      all.filter((s) => s.id.startsWith('pages-')),
      all.filter((s) => !s.id.startsWith('pages-')),
    ];
    for (const brand of BRANDS) {
      await openPreview(page, brand);
      for (const story of pages) await audit(story.id, brand);
    }
    await openPreview(page, 'atc');
    for (const story of components) {
      if (!(await audit(story.id, 'atc'))) continue;
      for (const brand of BRANDS.filter((other) => other !== 'atc')) {
        await page.evaluate((theme) => {
          document.documentElement.dataset.fcTheme = theme;
        }, themeOf(brand));
        await audit(story.id, brand, ['color-contrast']);
      }
      await page.evaluate((theme) => {
        document.documentElement.dataset.fcTheme = theme;
      }, themeOf('atc'));
    }
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    writeFileSync(
      join(ARTIFACTS_DIR, 'storybook-accessibility.json'),
      `${JSON.stringify({ stories: all.length, pages: pages.length, brands: BRANDS, failures }, null, 2)}\n`,
    );
    expect(failures).toEqual([]);
  });
});
