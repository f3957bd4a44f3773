import { describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import * as webVitals from 'web-vitals';
import { type RatedMetric, reportWebVitals, type WebVitalsFunctions } from './browser';

// The real functions need a DOM; the default wiring is checked against stand-ins.
vi.mock('web-vitals', () => ({
  onCLS: vi.fn(),
  onFCP: vi.fn(),
  onINP: vi.fn(),
  onLCP: vi.fn(),
  onTTFB: vi.fn(),
}));

function fakeVitals() {
  const callbacks = new Map<string, (metric: Metric) => void>();
  const options = new Map<string, unknown>();
  const subscribe = (name: string) => (callback: (metric: Metric) => void, settings?: unknown) => {
    callbacks.set(name, callback);
    options.set(name, settings);
  };
  const vitals: WebVitalsFunctions = {
    onCLS: subscribe('CLS'),
    onFCP: subscribe('FCP'),
    onINP: subscribe('INP'),
    onLCP: subscribe('LCP'),
    onTTFB: subscribe('TTFB'),
  };
  const emit = (name: Metric['name'], value: number, packageRating: Metric['rating'] = 'good') =>
    callbacks.get(name)?.({
      name,
      value,
      rating: packageRating,
      delta: value,
      id: `v5-${name}`,
      entries: [],
      navigationType: 'navigate',
      navigationId: 1,
    } as Metric);
  return { vitals, emit, callbacks, options };
}

describe('reportWebVitals (@forecourt/experiments/browser)', () => {
  it('subscribes to LCP, CLS, INP, FCP and TTFB', () => {
    const { vitals, callbacks, options } = fakeVitals();
    reportWebVitals(vi.fn(), { vitals, reportAllChanges: true });
    expect([...callbacks.keys()]).toEqual(['LCP', 'CLS', 'INP', 'FCP', 'TTFB']);
    expect(options.get('LCP')).toEqual({ reportAllChanges: true });
  });

  it.each([
    ['LCP', 2600, 'needs-improvement'],
    ['CLS', 0.3, 'poor'],
    ['INP', 150, 'good'],
    ['FCP', 3001, 'poor'],
    ['TTFB', 800, 'good'],
  ] as const)('reports %s %d rated %s by the spec thresholds', (name, value, rating) => {
    const { vitals, emit } = fakeVitals();
    const reports: RatedMetric[] = [];
    reportWebVitals((metric) => reports.push(metric), { vitals });
    // The package's own rating is ignored: the spec's table decides.
    emit(name, value, 'good');
    expect(reports).toEqual([
      { name, value, rating, delta: value, id: `v5-${name}`, navigationType: 'navigate' },
    ]);
  });

  it('uses the web-vitals package by default', () => {
    reportWebVitals(vi.fn());
    for (const subscribe of [
      webVitals.onLCP,
      webVitals.onCLS,
      webVitals.onINP,
      webVitals.onFCP,
      webVitals.onTTFB,
    ]) {
      expect(subscribe).toHaveBeenCalledWith(expect.any(Function), { reportAllChanges: false });
    }
  });
});
