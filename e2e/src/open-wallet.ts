import type { Page } from 'playwright-core';
import { waitForHydration } from './wait-for-hydration';

/**
 * Clicks the header's "My wallet" once React owns it: the server's plain button does nothing when clicked before
 * hydration, and a test that clicks it then waits its whole timeout for a panel that never opens.
 */
export async function openWallet(page: Page): Promise<void> {
  await waitForHydration(page, '.fc-site-header button[aria-expanded]');
  await page.getByRole('button', { name: 'My wallet' }).click();
}
