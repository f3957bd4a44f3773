import type { PageRoute } from './page-route';

// Each page's code is a chunk of its own: a shopper downloads the page they are on, and the rest when they go
// there. Not-found stays in the entry: every page that looks something up may show it.
const LOADERS = {
  home: () => import('./pages/home-page').then((module) => module.HomePage),
  'advanced-search': () => import('./pages/advanced-search-page').then((module) => module.AdvancedSearchPage),
  results: () => import('./pages/results-page').then((module) => module.ResultsPage),
  vehicle: () => import('./pages/vehicle-page').then((module) => module.VehiclePage),
  compare: () => import('./pages/compare-page').then((module) => module.ComparePage),
  saved: () => import('./pages/saved-page').then((module) => module.SavedPage),
  dealers: () => import('./pages/dealers-page').then((module) => module.DealersPage),
  dealer: () => import('./pages/dealer-page').then((module) => module.DealerPage),
  content: () => import('./pages/content-page').then((module) => module.ContentPage),
} as const;

/** A page whose code loads on its own. */
export type LazyPage = keyof typeof LOADERS;
/** Every page whose code loads on its own (the chunks `pageModules` looks up in the client build). */
export const LAZY_PAGES = Object.keys(LOADERS) as readonly LazyPage[];
type PageComponents = { [P in LazyPage]: Awaited<ReturnType<(typeof LOADERS)[P]>> };

/** A promise as React's `use` reads it: once `status` is set, it answers without suspending. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loads = new Map<LazyPage, Tracked<unknown>>();

/** Whether a route's page loads on its own (redirect and not-found do not). */
export function isLazyPage(page: PageRoute['page']): page is LazyPage {
  return Object.hasOwn(LOADERS, page);
}

/**
 * Loads a page's code, once; a failed load is forgotten, so the next call tries again. Read it with React's
 * `use`, which answers at once when it has loaded: the server awaits it before rendering, and the browser before
 * hydrating and before showing a new location, so a page never suspends, the hydrated tree is the server's, and
 * a click keeps the current page until the next one is there.
 */
export function loadPage<P extends LazyPage>(page: P): Promise<PageComponents[P]> {
  const loaded = loads.get(page);
  if (loaded) return loaded as Promise<PageComponents[P]>;
  const load: Tracked<unknown> = LOADERS[page]();
  load.status = 'pending';
  load.then(
    (value) => {
      load.status = 'fulfilled';
      load.value = value;
    },
    (reason: unknown) => {
      load.status = 'rejected';
      load.reason = reason;
      loads.delete(page);
    },
  );
  loads.set(page, load);
  return load as Promise<PageComponents[P]>;
}

/** The route's page loaded (nothing to load for the others). */
export function loadRoutePage(route: PageRoute): Promise<unknown> {
  return isLazyPage(route.page) ? loadPage(route.page) : Promise.resolve();
}
