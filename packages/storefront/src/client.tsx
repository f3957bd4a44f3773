import './storefront.css';
import { createApiClient } from '@forecourt/api-client';
import { createCookieJar } from '@forecourt/brand';
import { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { API_PROXY_PATH, SESSION_TOKEN_PLACEHOLDER } from './api-proxy-path';
import { readBootstrapData } from './bootstrap-data';
import { consoleMonitor } from './browser-monitor';
import { environmentSteps } from './create-environment';
import { loadRoutePage } from './load-page';
import { createModelBook } from './page-models';
import { pageRoute } from './page-route';
import { startVitalsReporting } from './report-vitals';
import { BrowserRouter } from './router';
import { startSession } from './start-session';
import { StorefrontApp } from './storefront-app';
import { type StorefrontConfig, themeOf } from './storefront-config';
import { StorefrontDocument } from './storefront-document';
import { yieldToBrowser } from './yield-to-browser';

/**
 * Hydrates the server-rendered page: the brand app's browser entry is this one call. The page's loader adds this
 * module only once the page is painted with its style sheets (`entry-loader.ts`), so it waits for nothing more.
 * The work is split into tasks (issue 11's total blocking time): after the module's evaluation the page's route is
 * read, then its code asked for (the page's loader has preloaded it), then the data is read, local storage and the
 * cookies first read, the stores made one a task (`environmentSteps`), then reporting starts, and React hydrates in
 * slices (a results page's cards each in their own: `useListingCardSlots`).
 */
export function hydrateStorefront(config: StorefrontConfig): void {
  void hydrate(config);
}

async function hydrate(config: StorefrontConfig): Promise<void> {
  // The data first, in a task of its own: the route is read with the lookups of the page's models (a name slug
  // such as `/honda/cr-v` is the model `CRV`), as the server read it.
  await yieldToBrowser();
  const data = readBootstrapData(document);
  const lookups = createModelBook(data.models);
  const routePage = (location: { pathname: string; search: string }) => {
    const misses = lookups.misses;
    const route = pageRoute(location.pathname, location.search, config.brand, lookups);
    // A model spelled as no page here has named it (a recent search's `/honda/cr-v` opened from the home page):
    // the router has the browser load it, and the server reads it with all the reference data.
    if (lookups.misses > misses) return Promise.reject(new Error('A model this page does not know'));
    return loadRoutePage(route);
  };
  // The page's own code first (its chunk), so the first render is the server's without suspending. A page whose
  // code cannot load stays as the server rendered it: links and forms still work without scripts.
  // Not in the entry's module evaluation, and the route apart from the request: the build's preload helper adds
  // a `<link rel="modulepreload">` for each of the page chunk's imports (14 on a results page), each starting a
  // request; with the route's decoding that made the evaluation one task of 20-25 ms in Lighthouse's traces, now
  // three of 2-10 ms (issue 11's total blocking time).
  await yieldToBrowser();
  const route = pageRoute(window.location.pathname, window.location.search, config.brand, lookups);
  await yieldToBrowser();
  const pageCode = loadRoutePage(route);
  await yieldToBrowser();
  // The stores read local storage as they are made; the first read of a page waits for the browser to load the
  // site's storage (5-16 ms in traces of a results page here): in a task of its own, not the stores' (issue 11).
  void window.localStorage.length;
  await yieldToBrowser();
  // The same for the first cookie read (the wallet store reads its id as it is made): the browser asks its network
  // service, busy with the page's requests, and the answer took 5 to 30 ms in Lighthouse's traces of a results page.
  void document.cookie;
  await yieldToBrowser();
  const api = createApiClient({
    baseUrl: `${window.location.origin}${API_PROXY_PATH}`,
    getToken: () => (data.session.signedIn ? SESSION_TOKEN_PLACEHOLDER : undefined),
    forwardingService: config.brand,
    // The payments fallback's error report (spec 002 s8) needs somewhere to go.
    monitor: config.monitor ?? consoleMonitor(),
    // The API checks every request and its own replies against the contracts: the browser leaves zod and the
    // contracts' schemas out of its bundle (the brand server's client does not check them again either).
    validate: false,
  });
  await yieldToBrowser();
  const steps = environmentSteps({
    config,
    session: data.session,
    api,
    bot: data.bot,
    origin: data.origin,
    location: data.location,
    models: data.models,
    routeLookups: lookups,
    storage: window.localStorage,
    sessionStorage: window.sessionStorage,
    cookies: createCookieJar({
      read: () => document.cookie,
      write: (cookie) => {
        // biome-ignore lint/suspicious/noDocumentCookie: the cookie jar is the one writer, with the COOKIES table's rules
        document.cookie = cookie;
      },
      secure: window.location.protocol === 'https:',
    }),
  });
  let step = steps.next();
  while (!step.done) {
    await yieldToBrowser();
    step = steps.next();
  }
  const environment = step.value;
  await yieldToBrowser();
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  await yieldToBrowser();
  startVitalsReporting(config);
  await pageCode;
  await yieldToBrowser();
  // Hydration as a transition: React does it in slices of a few milliseconds and yields to the browser between
  // them (a click or a key press in between hydrates first), where a default-priority hydration of a results
  // page was one task of hundreds of milliseconds on a phone (issue 11's total blocking time).
  startTransition(() => {
    hydrateRoot(
      document,
      <StorefrontDocument assets={data.assets} theme={themeOf(config)}>
        <StorefrontApp
          environment={environment}
          queryClient={queryClient}
          dehydratedState={data.dehydratedState}
          router={(children) => <BrowserRouter prepare={routePage}>{children}</BrowserRouter>}
        />
      </StorefrontDocument>,
    );
  });
  void startSession(environment, { focus: window });
}
