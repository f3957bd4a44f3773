import { useEffect, useState } from 'react';

/**
 * A ref callback for an element, and whether that element has come within `rootMargin` of the viewport; once it
 * has, the answer stays true and the observer is let go. For work a shopper only sees further down the page
 * (a search for a list far below the fold): done as its place nears, it does not compete with hydration.
 *
 * Without IntersectionObserver (old browsers, jsdom) the answer turns true as soon as the element is there.
 * Nothing is observed before the element is rendered, so a component that renders it only after hydration keeps
 * the server's HTML as it was.
 */
export function useNearViewport<T extends Element>(
  rootMargin = '400px',
): readonly [(element: T | null) => void, boolean] {
  // State, not a ref object: an element rendered after the first commit (after hydration) must start observing.
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);
  return [setElement, near];
}
