import type { ApiClient } from '@forecourt/api-client';
import type { Brand } from '@forecourt/brand';
import type { StorageLike } from '@forecourt/saved-items';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createEnvironment } from '../create-environment';
import { BrowserRouter, type RouterLocation, StaticRouter } from '../router';
import type { ShopperLocation } from '../shopper-location';
import type { StorefrontSession } from '../storefront-config';
import { EnvironmentProvider, type StorefrontEnvironment } from '../storefront-environment';

/** What every page test needs around the page: the environment over a stubbed API, a query client, the routers. */
export interface PageHarness {
  readonly environment: StorefrontEnvironment;
  readonly queryClient: QueryClient;
  /** The page inside the providers, on the server's router at `location` (the harness's path by default). */
  tree(page: ReactNode, location?: RouterLocation): ReactNode;
  /** The page inside the providers, on the browser's router: `navigate` moves `window.location`. */
  browserTree(page: ReactNode): ReactNode;
}

export interface PageHarnessOptions {
  /** @default signed out */
  readonly session?: StorefrontSession;
  /** The shopper's location as the server resolved it. @default none */
  readonly location?: ShopperLocation;
  /** Where `tree` puts the server's router when no location is given. @default '/' */
  readonly path?: string;
  /** The browser's local storage. @default none */
  readonly storage?: StorageLike;
  /** The brand the pages are for. @default 'atc' */
  readonly brand?: Brand;
}

/** A fresh environment of the main brand over `api` (the test's stubs), with no retries, for one test. */
export function pageHarness(api: Partial<ApiClient>, options: PageHarnessOptions = {}): PageHarness {
  const environment = createEnvironment({
    config: { brand: options.brand ?? 'atc', siteName: 'Forecourt' },
    session: options.session ?? { signedIn: false },
    api: api as ApiClient,
    bot: false,
    origin: 'https://www.example.com',
    location: options.location,
    ...(options.storage && { storage: options.storage }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const providers = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <EnvironmentProvider value={environment}>{children}</EnvironmentProvider>
    </QueryClientProvider>
  );
  return {
    environment,
    queryClient,
    tree: (page, location = { pathname: options.path ?? '/', search: '' }) =>
      providers(<StaticRouter location={location}>{page}</StaticRouter>),
    browserTree: (page) => providers(<BrowserRouter>{page}</BrowserRouter>),
  };
}
