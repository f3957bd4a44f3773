import { SHOPPING_BASE_PATH } from '@forecourt/seo-routes';
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** Spec 001 s2: "the scroll position is stored and restored only on back/forward navigation (delay 100 ms)". */
export const SCROLL_RESTORE_DELAY_MS = 100;

export interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
}

export interface NavigateOptions {
  /** Replace the history entry instead of adding one (a redirect, a filter tweak that is not a new page). */
  readonly replace?: boolean;
}

interface RouterValue {
  readonly location: RouterLocation;
  navigate(href: string, options?: NavigateOptions): void;
}

const RouterContext = createContext<RouterValue | null>(null);

export function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter needs a <RouterProvider> above it');
  return router;
}

/** The server's router: one location, nothing to navigate. */
export function StaticRouter({ location, children }: { location: RouterLocation; children: ReactNode }) {
  const value = useMemo(() => ({ location, navigate: () => undefined }), [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

type HistoryState = { key?: string } | null;
const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The browser's router over the History API. Each entry gets a key; the scroll position of the entry being left
 * is stored under it, and put back 100 ms after a back/forward move (the page has re-rendered by then).
 */
const read = (): RouterLocation => ({ pathname: window.location.pathname, search: window.location.search });

export interface BrowserRouterProps {
  readonly children: ReactNode;
  /**
   * Runs before a new location is shown (a click, back/forward), e.g. to load the next page's code; the location
   * changes once it resolves. When it fails, the browser loads the URL itself, as it would without scripts.
   * @default none: a new location is shown at once
   */
  readonly prepare?: (location: RouterLocation) => Promise<unknown>;
}

export function BrowserRouter({ children, prepare }: BrowserRouterProps) {
  const [location, setLocation] = useState<RouterLocation>(read);
  const positions = useRef(new Map<string, number>());
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;

  // Shows the browser's current location, after `prepare` when given; `then` runs once it is shown.
  const show = useCallback((then?: () => void) => {
    const next = read();
    const ready = prepareRef.current?.(next);
    if (!ready) {
      setLocation(next);
      then?.();
      return;
    }
    ready.then(
      () => {
        // A later move may have happened meanwhile: show where the browser is now.
        setLocation(read());
        then?.();
      },
      () => window.location.reload(),
    );
  }, []);

  useEffect(() => {
    if (!(window.history.state as HistoryState)?.key) {
      window.history.replaceState({ key: newKey() }, '');
    }
    window.history.scrollRestoration = 'manual';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPop = (event: PopStateEvent) => {
      const key = (event.state as HistoryState)?.key;
      const top = key ? positions.current.get(key) : undefined;
      clearTimeout(timer);
      show(() => {
        if (top !== undefined) timer = setTimeout(() => window.scrollTo(0, top), SCROLL_RESTORE_DELAY_MS);
      });
    };
    // Positions are remembered continuously so a back button press finds the latest one.
    const onScroll = () => {
      const key = (window.history.state as HistoryState)?.key;
      if (key) positions.current.set(key, window.scrollY);
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('scroll', onScroll);
    };
  }, [show]);

  const navigate = useCallback(
    (href: string, options: NavigateOptions = {}) => {
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin) {
        window.location.assign(url.href);
        return;
      }
      const target = url.pathname + url.search + url.hash;
      if (options.replace) window.history.replaceState({ key: newKey() }, '', target);
      else {
        window.history.pushState({ key: newKey() }, '', target);
        window.scrollTo(0, 0);
      }
      show();
    },
    [show],
  );

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Spec 001 s2: "Links starting with the shopping base path render as client-side links". */
export function isClientSidePath(href: string): boolean {
  return (
    href === SHOPPING_BASE_PATH ||
    href.startsWith(`${SHOPPING_BASE_PATH}/`) ||
    href.startsWith(`${SHOPPING_BASE_PATH}?`)
  );
}

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { readonly href: string };

/**
 * An anchor that navigates without a page load when its path is under the shopping base path and the click is
 * a plain one (no modifier key, no other target); external links stay plain anchors.
 */
export function Link({ href, onClick, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isClientSidePath(href)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
