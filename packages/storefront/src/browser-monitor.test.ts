import { PAYMENTS_FALLBACK_REPORT } from '@forecourt/breakers';
import { describe, expect, it, vi } from 'vitest';
import { consoleMonitor, ERROR_REPORT_LABEL } from './browser-monitor';

describe('consoleMonitor', () => {
  it('writes an error report with its note, as the payments fallback sends it (spec 002 s8)', () => {
    const error = vi.fn();
    const failure = new Error('getPayments: 500');
    consoleMonitor({ error }).noticeError(failure, {
      breaker: '/rest/retailing/payments',
      note: PAYMENTS_FALLBACK_REPORT,
    });
    expect(error).toHaveBeenCalledWith(`${ERROR_REPORT_LABEL}: ${PAYMENTS_FALLBACK_REPORT}`, {
      breaker: '/rest/retailing/payments',
      note: PAYMENTS_FALLBACK_REPORT,
      error: failure,
    });
  });

  it('drops page actions: the breakers log each event already', () => {
    const error = vi.fn();
    consoleMonitor({ error }).addPageAction('circuitBreaker', { event: 'open' });
    expect(error).not.toHaveBeenCalled();
  });
});
