import type { Page } from 'playwright-core';

/**
 * Waits until React has hydrated the first element matching `selector` (React keeps its props on a hydrated
 * element), so a click on it is the app's and not the plain HTML's: a link clicked before hydration loads the
 * next page from the server instead of moving client-side. React's own marker, read as an internal detail: the
 * selector's element is taken as hydrated once it carries a `__reactProps$…` key.
 */
export async function waitForHydration(page: Page, selector = 'body', timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    },
    selector,
    { timeout: timeoutMs },
  );
}
