import { afterEach, describe, expect, it } from 'vitest';
import { entryLoaderScript, PAINT_FALLBACK_MS, PRELOADS_A_TASK } from './entry-loader';

interface PageOptions {
  /** Paint timing as the browser offers it. @default true */
  paintTiming?: boolean;
  /** @default 'visible' */
  visibility?: DocumentVisibilityState;
}

/** The window inline scripts run in: jsdom's own (Vitest's `jsdom` global), not the test's global scope. */
const page = (globalThis as unknown as { jsdom: { window: Window & typeof globalThis } }).jsdom.window;
const restores: (() => void)[] = [];

/** Sets `key` on `target` until the test ends. */
function swap<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  const own = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  restores.push(() => {
    if (own) Object.defineProperty(target, key, own);
    else delete target[key];
  });
}

afterEach(() => {
  for (const restore of restores.splice(0).reverse()) restore();
  for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
});

/**
 * Runs the loader as the page's inline script, with the nonce `n0nce`. jsdom has no paint timing and no `nonce`
 * property: the page gets a paint observer the test reports paints to, and the script the property as browsers
 * have it (they hide the attribute itself). The page's timers are the test's to fire.
 */
function load(entry: string, options: PageOptions = {}, preloads: readonly string[] = []) {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  swap(document, 'visibilityState', options.visibility ?? 'visible');
  swap(page, 'setTimeout', ((callback: () => void, ms: number) =>
    timers.push({ callback, ms })) as unknown as typeof setTimeout);
  class FakePaintObserver {
    static readonly supportedEntryTypes = ['mark', 'measure', 'paint'];
    readonly state: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.state = { callback, disconnected: false };
      observers.push(this.state);
    }
    observe(init: PerformanceObserverInit) {
      if (init.type !== 'paint' || !init.buffered) throw new Error('observes buffered paints only');
    }
    disconnect() {
      this.state.disconnected = true;
    }
  }
  swap(
    page,
    'PerformanceObserver',
    (options.paintTiming === false ? undefined : FakePaintObserver) as unknown as typeof PerformanceObserver,
  );
  const loader = document.createElement('script');
  loader.setAttribute('nonce', 'n0nce');
  Object.defineProperty(loader, 'nonce', { value: 'n0nce' });
  loader.textContent = entryLoaderScript(entry, preloads);
  document.body.append(loader);
  return {
    modules: () =>
      [...document.querySelectorAll('script[type="module"]')].map((script) => ({
        src: script.getAttribute('src'),
        nonce: script.getAttribute('nonce'),
      })),
    paint(name: 'first-paint' | 'first-contentful-paint') {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      for (const { callback, disconnected } of observers)
        if (!disconnected)
          callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
    },
    preloaded: () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => ({
        href: link.getAttribute('href'),
        crossOrigin: link.getAttribute('crossorigin'),
      })),
    /** Fires the timers set so far (and only those), as the next task would. */
    nextTask() {
      for (const timer of timers.splice(0)) timer.callback();
    },
    timers,
    observers,
  };
}

const ENTRY = { src: '/assets/entry-client-C3fsNAIM.js', nonce: 'n0nce' };

describe('the entry loader', () => {
  it('adds the entry module, with its own nonce, only once the first contentful paint is reported', () => {
    const loaded = load(ENTRY.src);
    expect(loaded.observers).toHaveLength(1);
    expect(loaded.modules()).toEqual([]);
    loaded.paint('first-paint');
    expect(loaded.modules()).toEqual([]);
    loaded.paint('first-contentful-paint');
    expect(loaded.modules()).toEqual([ENTRY]);
    expect(loaded.observers[0]?.disconnected).toBe(true);
  });

  it('goes on without a paint after PAINT_FALLBACK_MS, and adds the entry once', () => {
    const loaded = load(ENTRY.src);
    expect(loaded.timers.map((timer) => timer.ms)).toEqual([PAINT_FALLBACK_MS]);
    for (const timer of loaded.timers) timer.callback();
    expect(loaded.modules()).toEqual([ENTRY]);
    loaded.paint('first-contentful-paint');
    expect(loaded.modules()).toEqual([ENTRY]);
  });

  it('adds the entry at once in a hidden tab, which paints nothing, and in a browser without paint timing', () => {
    for (const options of [{ visibility: 'hidden' as const }, { paintTiming: false }]) {
      const loaded = load(ENTRY.src, options);
      expect(loaded.modules()).toEqual([ENTRY]);
      expect(loaded.observers).toEqual([]);
      for (const restore of restores.splice(0).reverse()) restore();
      for (const script of document.querySelectorAll('script')) script.remove();
    }
  });

  it('writes the URL so it cannot end the script element, and still loads that URL', () => {
    const hostile = '/assets/</script><script>alert(1)</script>.js';
    expect(entryLoaderScript(hostile)).not.toContain('<');
    const loaded = load(hostile);
    loaded.paint('first-contentful-paint');
    expect(loaded.modules()).toEqual([{ src: hostile, nonce: 'n0nce' }]);
  });

  it("preloads the page's own scripts after the entry, PRELOADS_A_TASK to a task, and not before the paint", () => {
    const preloads = [
      '/assets/results-page-A.js',
      '/assets/location-bar-B.js',
      '/assets/queries-C.js',
      '/assets/zip-D.js',
    ];
    expect(PRELOADS_A_TASK).toBe(3);
    const loaded = load(ENTRY.src, {}, preloads);
    loaded.nextTask();
    expect(loaded.preloaded()).toEqual([]);
    loaded.paint('first-contentful-paint');
    expect(loaded.modules()).toEqual([ENTRY]);
    expect(loaded.preloaded()).toEqual([]);
    loaded.nextTask();
    expect(loaded.preloaded()).toEqual(preloads.slice(0, 3).map((href) => ({ href, crossOrigin: '' })));
    loaded.nextTask();
    expect(loaded.preloaded().map((link) => link.href)).toEqual(preloads);
    expect(loaded.timers).toEqual([]);
  });

  it('writes the preloads so they cannot end the script element either', () => {
    const hostile = '/assets/</script><script>alert(1)</script>.js';
    expect(entryLoaderScript(ENTRY.src, [hostile])).not.toContain('<');
    const loaded = load(ENTRY.src, {}, [hostile]);
    loaded.paint('first-contentful-paint');
    loaded.nextTask();
    expect(loaded.preloaded()).toEqual([{ href: hostile, crossOrigin: '' }]);
  });
});
