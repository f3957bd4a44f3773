import { MAX_WEB_VITALS_PER_REPORT } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { VITALS_PER_REPORT } from './report-vitals';

describe('startVitalsReporting', () => {
  it('sends at most as many readings a beacon as the telemetry contract takes', () => {
    expect(VITALS_PER_REPORT).toBe(MAX_WEB_VITALS_PER_REPORT);
  });
});
