// @forecourt/experiments/browser: web-vitals reporting. Kept apart from the main entry so a server bundle
// never loads the web-vitals package.
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB, type ReportOpts } from 'web-vitals';
import { type MetricRating, rateMetric, type WebVitalName } from './web-vitals-thresholds';

/** A metric as the reporter receives it, rated with spec 002 s9's thresholds (not the package's own). */
export interface RatedMetric {
  name: WebVitalName;
  value: number;
  rating: MetricRating;
  /** Change since the last report of the same metric instance. */
  delta: number;
  /** web-vitals' id of the metric instance, for de-duplicating deltas. */
  id: string;
  navigationType: Metric['navigationType'];
}

export type WebVitalsReporter = (metric: RatedMetric) => void;

type Subscribe = (callback: (metric: Metric) => void, options?: ReportOpts) => void;

/** The web-vitals functions, replaceable in tests. */
export interface WebVitalsFunctions {
  onCLS: Subscribe;
  onFCP: Subscribe;
  onINP: Subscribe;
  onLCP: Subscribe;
  onTTFB: Subscribe;
}

export interface ReportWebVitalsOptions {
  /** Report every change, not only the final value. @default false */
  reportAllChanges?: boolean;
  /** @default the web-vitals package's onCLS, onFCP, onINP, onLCP, onTTFB */
  vitals?: WebVitalsFunctions;
}

const DEFAULT_VITALS: WebVitalsFunctions = { onCLS, onFCP, onINP, onLCP, onTTFB } as WebVitalsFunctions;

/**
 * Subscribes to LCP, CLS, INP, FCP and TTFB and hands each reading, rated, to `reporter` (an analytics or
 * monitoring adapter). Call once per page load, in the browser. FID is not reported: web-vitals 5 removed it.
 */
export function reportWebVitals(reporter: WebVitalsReporter, options: ReportWebVitalsOptions = {}): void {
  const vitals = options.vitals ?? DEFAULT_VITALS;
  const settings: ReportOpts = { reportAllChanges: options.reportAllChanges ?? false };
  const forward = (metric: Metric) =>
    reporter({
      name: metric.name,
      value: metric.value,
      rating: rateMetric(metric.name, metric.value),
      delta: metric.delta,
      id: metric.id,
      navigationType: metric.navigationType,
    });
  for (const subscribe of [vitals.onLCP, vitals.onCLS, vitals.onINP, vitals.onFCP, vitals.onTTFB]) {
    subscribe(forward, settings);
  }
}

export type { MetricRating, WebVitalName, WebVitalThreshold } from './web-vitals-thresholds';
export { rateMetric, WEB_VITALS_THRESHOLDS } from './web-vitals-thresholds';
