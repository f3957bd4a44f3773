import type { BreakersMonitor } from '@forecourt/breakers';

/** The page's monitoring (New Relic style): the breakers' page actions and error reports. */
export type StorefrontMonitor = BreakersMonitor;

/** A label every error report written to the console starts with, so a reader or a test can pick them out. */
export const ERROR_REPORT_LABEL = 'Error report';

/**
 * The browser's monitor when the brand app names no error-reporting service (`StorefrontConfig.monitor`): error
 * reports (spec 002 s8, the payments fallback's "error report ... with a note about falling back to the national
 * average rate") go to the console as `Error report {note}`. Page actions are dropped: each breaker event is also a
 * log line the breakers write to the console themselves.
 */
export function consoleMonitor(
  console: Pick<Console, 'error'> = globalThis.console,
): Required<StorefrontMonitor> {
  return {
    addPageAction: () => {},
    noticeError: (error, attributes) =>
      console.error(`${ERROR_REPORT_LABEL}: ${attributes.note ?? 'error'}`, { ...attributes, error }),
  };
}
