import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser build, injected into the page under test (it never runs in Node). */
const AXE_SOURCE: string = (require('axe-core') as { source: string }).source;

/** One failed rule, with the elements that fail it: enough to find and fix them from a CI log. */
export interface AccessibilityViolation {
  readonly rule: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: readonly string[];
}

/**
 * Runs axe-core's WCAG 2.1 A and AA rules (colour contrast, labels, roles, names) over the page as it is now and
 * gives the violations; an empty list is a pass. Issue 9: "labels on every input, colour contrast that passes".
 */
export async function accessibilityViolations(
  page: Page,
  /** Only these axe rule ids, e.g. `['color-contrast']` after a theme change. @default every WCAG 2.1 A/AA rule */
  rules?: readonly string[],
): Promise<AccessibilityViolation[]> {
  // Once per document: a page that swaps its content in place (Storybook's preview) keeps the first copy.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
    ).axe;
    type AxeResults = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    };
    const options = {
      runOnly: only
        ? { type: 'rule', values: only }
        : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    };
    // A page may run axe itself (Storybook's accessibility addon does after each story): wait for its turn.
    let results: AxeResults | undefined;
    while (!results) {
      try {
        results = await axe.run(document, options);
      } catch (error) {
        if (!String(error).includes('already running')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, rules);
}
