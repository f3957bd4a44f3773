import { type RatedMetric, reportWebVitals } from '@forecourt/experiments/browser';
import { API_PROXY_PATH } from './api-proxy-path';
import { pageRoute } from './page-route';
import type { StorefrontConfig } from './storefront-config';

const PATH = `${API_PROXY_PATH}/rest/telemetry/web-vitals`;

/**
 * Readings per beacon: the telemetry contract's `MAX_WEB_VITALS_PER_REPORT`, copied rather than imported because
 * its module defines zod schemas the browser bundle leaves out. report-vitals.test.ts keeps the two equal.
 */
export const VITALS_PER_REPORT = 10;

/**
 * Reports the page's web vitals (rated with spec 002 s9's thresholds by @forecourt/experiments) to the API, in
 * batches sent when the page is hidden: a beacon survives the page closing. The body is a Blob typed JSON, as the
 * telemetry contract asks (a string beacon would go as text/plain).
 */
export function startVitalsReporting(config: StorefrontConfig): void {
  const pending: RatedMetric[] = [];
  const flush = () => {
    while (pending.length > 0) {
      const metrics = pending.splice(0, VITALS_PER_REPORT).map((metric) => ({
        name: metric.name,
        value: metric.value,
        rating: metric.rating,
        id: metric.id,
        delta: metric.delta,
        navigationType: metric.navigationType,
        page: pageRoute(window.location.pathname, window.location.search, config.brand).page,
        path: window.location.pathname.slice(0, 500),
        brand: config.brand,
      }));
      const body = new Blob([JSON.stringify({ metrics })], { type: 'application/json' });
      if (!navigator.sendBeacon?.(PATH, body)) {
        void fetch(PATH, {
          method: 'POST',
          body,
          keepalive: true,
          headers: { 'content-type': 'application/json' },
        });
      }
    }
  };
  reportWebVitals((metric) => pending.push(metric));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
