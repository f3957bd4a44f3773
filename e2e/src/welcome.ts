import type { Page } from 'playwright-core';

/** The new-user modal's heading (packages/ui NewUserModal): 'Welcome', or 'Welcome, {first name}'. */
export const WELCOME_HEADING = /^Welcome\b/;

/** The new-user modal a brand page shows once after a sign-up (spec 000 s2). */
export const welcomeDialog = (page: Page) => page.getByRole('dialog', { name: WELCOME_HEADING });

/**
 * Closes the new-user modal the first page after a sign-up shows, with its "Get started" button, as a shopper
 * does before going on: its backdrop covers the page until then.
 */
export async function dismissWelcome(page: Page): Promise<void> {
  const dialog = welcomeDialog(page);
  await dialog.getByRole('button', { name: 'Get started' }).click();
  await dialog.waitFor({ state: 'detached' });
}
