/**
 * How long the loader waits for the browser to report the first contentful paint before loading the entry anyway
 * (a page left blank, a tab hidden before its first frame).
 */
export const PAINT_FALLBACK_MS = 1000;

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
 * The style sheets have loaded when this runs: the parser runs an inline script only after the head's sheets. A
 * hidden tab paints nothing until it is shown, and a browser without paint timing has nothing to wait for: both
 * load the entry at once. No "<" anywhere in it, so nothing in it can end the element. Plain ES2017 source, not a function's `toString()`: a bundler's helpers (esbuild's
 * `__name`) would end up in the page without their definitions.
 */
const LOADER = `(function (src, nonce, fallbackMs) {
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.setAttribute('nonce', nonce);
    document.body.appendChild(script);
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
 * The page's inline loader script (for a `<script nonce>` element): it adds the entry module, with the nonce of
 * the script element itself, once the first contentful paint is presented (`LOADER` above). The URL is a JSON
 * string with every `<` escaped, so it cannot end the element.
 */
export function entryLoaderScript(entry: string): string {
  const url = JSON.stringify(entry).replace(/</g, '\\u003c');
  return `${LOADER}(${url}, document.currentScript.nonce, ${PAINT_FALLBACK_MS})`;
}
