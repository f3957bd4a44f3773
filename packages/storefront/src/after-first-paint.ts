/** How long a page in a background tab, where frames wait until it is shown, waits for one before going on. */
export const FRAME_FALLBACK_MS = 100;

/**
 * Resolves once the page's style sheets have loaded (or failed) and the browser has had a frame to paint with them.
 * The entry module may run before the style sheet arrives (nothing inline makes the parser wait for it): work
 * started then runs before the first paint and delays it, and Lighthouse's simulation charges it to the page's
 * largest paint four times over (issue 11: a home page's heading painted 0.8 s later).
 */
export async function afterFirstPaint(document: Document): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  await Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((done) => {
          link.addEventListener('load', () => done(), { once: true });
          link.addEventListener('error', () => done(), { once: true });
        }),
    ),
  );
  await new Promise<void>((done) => {
    const fallback = setTimeout(done, FRAME_FALLBACK_MS);
    // The task after the frame's callbacks: the frame is painted by then.
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(done, 0);
    });
  });
}
