// Issue 11, "JavaScript shipped": the gzipped JavaScript a shopper downloads before they can interact with a page.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/** Issue 11's target for search results and vehicle details, in gzipped bytes (150 KB). */
export const JS_BUDGET_BYTES = 150 * 1024;

/** Issue 11: fail the bench run when a page grows more than this over its recorded figure. */
export const JS_GROWTH_LIMIT = 0.05;

export interface ScriptSize {
  url: string;
  /** The decoded body's size, as the browser parses it. */
  bytes: number;
  /** The body gzipped by zlib at its default level (6), as Vite's build report counts it. */
  gzipBytes: number;
}

export interface JsBudget {
  /** The page measured, as given. */
  url: string;
  /** Every JavaScript response received before the load event and network idle, in the order received. */
  scripts: ScriptSize[];
  totalBytes: number;
  totalGzipBytes: number;
}

export interface JsBudgetOptions {
  /**
   * How long to wait for the load event and then for network idle (no request for 500 ms).
   * @default 30000
   */
  timeoutMs?: number;
}

function isScript(response: Response): boolean {
  if (response.request().resourceType() === 'script') return true;
  // Module preloads (`<link rel="modulepreload">`) report resourceType "other": their content type says it.
  return /javascript|ecmascript/i.test(response.headers()['content-type'] ?? '');
}

/**
 * Loads `url` in `page` and sums the JavaScript it received before the load event and network idle, i.e.
 * everything a shopper downloads before the page can answer a click: the entry chunk, its preloaded imports and
 * any chunk hydration fetched. Chunks loaded later (a modal's, on click) are not counted.
 *
 * Sizes are measured on the decoded body gzipped here, not on the wire, so the figure does not depend on whether
 * the server compresses. Use a fresh page (or context) per call: a cached script still counts, but a service
 * worker could hide one. The page is left on `url`.
 *
 * @example
 * const browser = await launchBrowser();
 * const page = await browser.newPage();
 * const { totalGzipBytes } = await jsBudget(page, `${atc.url}/cars-for-sale/honda`);
 */
export async function jsBudget(page: Page, url: string, options: JsBudgetOptions = {}): Promise<JsBudget> {
  const timeout = options.timeoutMs ?? 30_000;
  const pending: Promise<ScriptSize | undefined>[] = [];
  const onResponse = (response: Response) => {
    if (!isScript(response)) return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), bytes: body.length, gzipBytes: gzipSync(body).length }),
        // A redirect or an aborted request has no body: nothing was downloaded to run.
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'load', timeout });
    await page.waitForLoadState('networkidle', { timeout });
  } finally {
    page.off('response', onResponse);
  }
  const scripts = (await Promise.all(pending)).filter((script): script is ScriptSize => script !== undefined);
  return {
    url,
    scripts,
    totalBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}

/** `bytes` as kilobytes with one decimal (1 KB = 1024 bytes), for tables. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
