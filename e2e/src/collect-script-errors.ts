import type { Page } from 'playwright-core';

/** What React prints on the console for a hydration mismatch (in development and, minified, in production). */
export const HYDRATION_ERROR = /hydrat|minified react error/i;

/**
 * Collects the page's uncaught script errors, and the console errors that match `consoleErrors` (React reports a
 * hydration mismatch there, not as a thrown error). The array fills as the page runs: a test expects it empty.
 */
export function collectScriptErrors(page: Page, consoleErrors: RegExp = HYDRATION_ERROR): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && consoleErrors.test(message.text())) errors.push(message.text());
  });
  return errors;
}
