// Issue 10: "Accessibility checks run on every story ... and in CI ...; a violation fails the build." The built
// Storybook (apps/storybook/dist, built by turbo before e2e) is served as designers get it; Chromium opens every
// story of its index in each shipped brand's theme (colour contrast changes with the theme) and axe-core runs the
// same WCAG 2.1 A/AA rules as the storefront journeys. A story that throws fails too.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Opens the preview iframe once, in a brand's theme; stories are then swapped in place, as Storybook's UI does. */
async function openPreview(page: Page, brand: string): Promise<void> {
  await page.goto(`${baseUrl}iframe.html?viewMode=story&globals=brand:${brand}`);
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

describe('every Storybook story', () => {
  it('renders and passes axe-core WCAG 2.1 A/AA in every shipped brand theme', {
    timeout: 900_000,
  }, async () => {
    const all = stories();
    expect(all.length).toBeGreaterThan(0);
    const page = await browser.newPage();
    const failures: {
      story: string;
      brand: string;
      error?: string;
      violations?: AccessibilityViolation[];
    }[] = [];
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    for (const brand of BRANDS) {
      await openPreview(page, brand);
      for (const story of all) {
        pageErrors.length = 0;
        const rendered = await renderStory(page, story.id);
        if (!rendered.ok || pageErrors.length > 0) {
          failures.push({
            story: story.id,
            brand,
            error: rendered.ok ? pageErrors.join('; ') : rendered.error,
          });
          continue;
        }
        const violations = await accessibilityViolations(page);
        if (violations.length > 0) failures.push({ story: story.id, brand, violations });
      }
    }
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    writeFileSync(
      join(ARTIFACTS_DIR, 'storybook-accessibility.json'),
      `${JSON.stringify({ stories: all.length, brands: BRANDS, failures }, null, 2)}\n`,
    );
    expect(failures).toEqual([]);
  });
});
