import { ExperimentsError } from './errors';

export type WebVitalName = 'LCP' | 'FCP' | 'CLS' | 'INP' | 'TTFB' | 'FID';
export type MetricRating = 'good' | 'needs-improvement' | 'poor';

export interface WebVitalThreshold {
  good: number;
  poor: number;
  /** "Units are not shown (milliseconds presumed for time metrics; CLS is unitless)." */
  unit: 'ms' | 'score';
}

/**
 * Spec 002 s9 "Web-vitals thresholds (good / poor)". FID stays in the table (the spec lists it) although the
 * web-vitals package no longer measures it; INP replaced it.
 */
export const WEB_VITALS_THRESHOLDS: Readonly<Record<WebVitalName, WebVitalThreshold>> = Object.freeze({
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: 'score' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
  FID: { good: 100, poor: 300, unit: 'ms' },
});

/**
 * Up to and including `good` is good, above `poor` is poor, in between needs improvement: the web-vitals
 * package's reading of a (good, poor) pair.
 */
export function rateMetric(name: WebVitalName, value: number): MetricRating {
  const threshold = Object.hasOwn(WEB_VITALS_THRESHOLDS, name) ? WEB_VITALS_THRESHOLDS[name] : undefined;
  if (!threshold) throw new ExperimentsError('UNKNOWN_METRIC', `Unknown web-vitals metric: ${String(name)}`);
  if (!Number.isFinite(value) || value < 0) {
    throw new ExperimentsError('INVALID_METRIC_VALUE', `${name} must be a number of 0 or more, not ${value}`);
  }
  if (value <= threshold.good) return 'good';
  return value <= threshold.poor ? 'needs-improvement' : 'poor';
}
