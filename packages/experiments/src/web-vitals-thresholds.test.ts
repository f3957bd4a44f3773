import { describe, expect, it } from 'vitest';
import {
  ExperimentsError,
  type MetricRating,
  rateMetric,
  WEB_VITALS_THRESHOLDS,
  type WebVitalName,
} from './index';

describe('web-vitals thresholds (spec 002 s9)', () => {
  it.each([
    ['| LCP | 2500 | 4000 |', 'LCP', 2500, 4000],
    ['| FCP | 1800 | 3000 |', 'FCP', 1800, 3000],
    ['| CLS | 0.1 | 0.25 |', 'CLS', 0.1, 0.25],
    ['| INP | 200 | 500 |', 'INP', 200, 500],
    ['| TTFB | 800 | 1800 |', 'TTFB', 800, 1800],
    ['| FID | 100 | 300 |', 'FID', 100, 300],
  ] as const)('%s', (_, name, good, poor) => {
    expect(WEB_VITALS_THRESHOLDS[name]).toMatchObject({ good, poor });
  });

  it('has exactly the six metrics of the table', () => {
    expect(Object.keys(WEB_VITALS_THRESHOLDS)).toEqual(['LCP', 'FCP', 'CLS', 'INP', 'TTFB', 'FID']);
  });

  const ratings: [WebVitalName, number, MetricRating][] = [
    ['LCP', 0, 'good'],
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3000.5, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 350, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['TTFB', 799, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
    ['FID', 100, 'good'],
    ['FID', 300, 'needs-improvement'],
    ['FID', 301, 'poor'],
  ];
  it.each(ratings)('rates %s %d as %s', (name, value, rating) => {
    expect(rateMetric(name, value)).toBe(rating);
  });

  it.each([
    ['LCP', -1, 'INVALID_METRIC_VALUE'],
    ['LCP', Number.NaN, 'INVALID_METRIC_VALUE'],
    ['CLS', Number.POSITIVE_INFINITY, 'INVALID_METRIC_VALUE'],
    ['TBT', 10, 'UNKNOWN_METRIC'],
    ['constructor', 10, 'UNKNOWN_METRIC'],
  ])('refuses %s %d with %s', (name, value, code) => {
    expect(() => rateMetric(name as WebVitalName, value)).toThrow(ExperimentsError);
    expect(() => rateMetric(name as WebVitalName, value)).toThrow(expect.objectContaining({ code }));
  });
});
