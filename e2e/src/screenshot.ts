import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';

/** Where failure screenshots go (kept by CI as artifacts, ignored by git). */
export const ARTIFACTS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** A file name made from a test's full name. */
export function screenshotPath(testName: string): string {
  const slug = testName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
  return join(ARTIFACTS_DIR, `${slug || 'test'}.png`);
}

/** Saves a full-page screenshot and returns its path. */
export async function saveScreenshot(page: Page, testName: string): Promise<string> {
  const path = screenshotPath(testName);
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Call inside a test: if the test fails, the page is saved under `e2e/artifacts/` and the path printed.
 */
export function screenshotOnFailure(page: Page): void {
  const name = expect.getState().currentTestName ?? 'test';
  onTestFailed(async () => {
    try {
      const path = await saveScreenshot(page, name);
      console.error(`screenshot of the failed test: ${path}`);
    } catch (error) {
      console.error(`no screenshot of the failed test: ${String(error)}`);
    }
  });
}
