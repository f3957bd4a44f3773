/**
 * How long the loader waits for the browser to report the first contentful paint before loading the entry anyway
 * (a page left blank, a tab hidden before its first frame).
 */
export const PAINT_FALLBACK_MS = 1000;

/**
 * The page's own scripts the loader preloads in one task. Each `<link rel="modulepreload">` starts a request, about
 * 0.3 ms of a main thread here: the build's preload helper added a results page's 14 in one task of 6 ms, which
 * crossed Lighthouse's 50 ms line in most runs once waiting for a CPU was added (issue 11's total blocking time).
 */
export const PRELOADS_A_TASK = 3;

/**
 * Appends the entry module's script once the browser has presented the page's first contentful paint.
 *
 * Why not a `<script type="module">` tag (and its preload): the page's scripts (the entry, then the framework
 * chunk: about 130 KB gzipped) then download beside the page's text and the first card's photo, which on a phone's
 * slow link paint later for it. Lighthouse's simulation (Lantern) charges to the largest paint every request that
 * ended before the paint it observed, and on a fast machine the scripts often end first: their download over slow
 * 4G put 0.3 to 1 s on LCP in those runs (issue 11's two modes). A frame (`requestAnimationFrame`, then a task) is
 * not late enough: the frame is presented tens of milliseconds after its callbacks, and the entry often arrived
 * before it. The paint entry is reported only once the paint is presented. Hydration starts one download later.
 *
 * The page's own code (`preloads`: its chunk and the chunks it imports that the entry does not) is preloaded right
 * after the entry, `PRELOADS_A_TASK` links a task, so it downloads beside the entry rather than once the entry has
 * run and asked for it; the build's preload helper then finds the links there and adds none of its own.
 *
 * The style sheets have loaded when this runs: the parser runs an inline script only after the head's sheets. A
 * hidden tab paints nothing until it is shown, and a browser without paint timing has nothing to wait for: both
 * load the entry at once. No "<" anywhere in it, so nothing in it can end the element. Plain ES2017 source, not a function's `toString()`: a bundler's helpers (esbuild's
 * `__name`) would end up in the page without their definitions.
 */
const LOADER = `(function (src, nonce, fallbackMs, preloads) {
  var loaded = false;
  var next = 0;
  function preload() {
    var end = Math.min(next + ${PRELOADS_A_TASK}, preloads.length);
    for (; end > next; next++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[next];
      document.head.appendChild(link);
    }
    if (preloads.length > next) setTimeout(preload, 0);
  }
  function load() {
    if (loaded) return;
    loaded = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.setAttribute('nonce', nonce);
    document.body.appendChild(script);
    if (preloads.length) setTimeout(preload, 0);
  }
  var types = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden' || !types || types.indexOf('paint') === -1) return load();
  var observer = new PerformanceObserver(function (entries) {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(load, fallbackMs);
})`;

/**
 * zod builds each object schema with a probe of whether `new Function` works, to compile its parsers; under the
 * page's CSP (no 'unsafe-eval') the probe is a reported violation, on every page that loads a contract. Its
 * interpreted parsers need no eval. Set where zod reads its configuration, before any module of the page runs:
 * a module's own `z.config()` runs after the chunks it imports, which build their schemas first.
 */
const ZOD_JITLESS = 'globalThis.__zod_globalConfig = { jitless: true };';

/**
 * The page's inline loader script (for a `<script nonce>` element): it adds the entry module, with the nonce of
 * the script element itself, once the first contentful paint is presented, then preloads the page's own scripts
 * (`LOADER` above). The URLs are JSON with every `<` escaped, so they cannot end the element.
 */
export function entryLoaderScript(entry: string, preloads: readonly string[] = []): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `${ZOD_JITLESS}${LOADER}(${json(entry)}, document.currentScript.nonce, ${PAINT_FALLBACK_MS}, ${json(preloads)})`;
}
