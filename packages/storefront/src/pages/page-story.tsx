import '../storefront.css';
import { createApiClient } from '@forecourt/api-client';
import { SITE_CONFIGS, type SiteConfigId } from '@forecourt/brand';
import { handlers, type MockOverrides } from '@forecourt/mocks';
import type { StorageLike } from '@forecourt/saved-items';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { API_PROXY_PATH, SESSION_TOKEN_PLACEHOLDER } from '../api-proxy-path';
import { createEnvironment } from '../create-environment';
import { StaticRouter } from '../router';
import type { ShopperLocation } from '../shopper-location';
import { MAIN_ID } from '../site-shell';
import { startSession } from '../start-session';
import type { StorefrontConfig, StorefrontSession } from '../storefront-config';
import { EnvironmentProvider, type StorefrontEnvironment } from '../storefront-environment';

/** The brands of the Storybook toolbar's switcher (`globals.brand`), each with its site configuration. */
const STORY_SITES: Readonly<Record<string, SiteConfigId>> = {
  atc: 'atc',
  kbb: 'kbb',
  ford: 'ford',
  carAndDriver: 'car-and-driver',
  demo: 'demo',
};

/** What a page story sets up around the page (`parameters.page`). */
export interface PageStoryParameters {
  /** Where the page is: the router's location. @default '/' */
  readonly path?: string;
  /** @default signed out */
  readonly session?: StorefrontSession;
  /** The shopper's location as the server resolved it. @default none */
  readonly location?: ShopperLocation;
  /** Runs on the story's fresh environment before the page shows: quick-saves, the compare list, recent searches. */
  readonly setup?: (environment: StorefrontEnvironment) => void | Promise<void>;
}

/** The brand app's configuration for a toolbar brand: the rest (Certified, offers, dealer root) follows the brand. */
export function storyConfig(brand: unknown): StorefrontConfig {
  const site = SITE_CONFIGS[STORY_SITES[String(brand)] ?? 'atc'];
  return { brand: site.brand, siteName: site.siteName };
}

/** A localStorage of the story's own, so no story's saves or compare list leak into the next. */
function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

interface FrameProps extends PageStoryParameters {
  readonly config: StorefrontConfig;
  readonly children: ReactNode;
}

/**
 * The page as the browser shows it (client.tsx): a real API client calling `/api` on the page's origin, where
 * the msw handlers of the story answer, the stores over it, the session started. No breakers: a story's loading
 * state stays loading instead of turning into a breaker's fallback.
 */
function PageFrame({
  config,
  path = '/',
  session = { signedIn: false },
  location,
  setup,
  children,
}: FrameProps) {
  const [frame] = useState(() => {
    const storage = memoryStorage();
    const api = createApiClient({
      baseUrl: `${window.location.origin}${API_PROXY_PATH}`,
      getToken: () => (session.signedIn ? SESSION_TOKEN_PLACEHOLDER : undefined),
      forwardingService: config.brand,
      breakers: false,
    });
    const environment = createEnvironment({
      config,
      session,
      api,
      bot: false,
      origin: window.location.origin,
      location,
      storage,
      sessionStorage: memoryStorage(),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return { environment, queryClient };
  });
  const [ready, setReady] = useState(setup === undefined);

  useEffect(() => {
    let live = true;
    void Promise.resolve(setup?.(frame.environment)).then(() => {
      if (!live) return;
      setReady(true);
      void startSession(frame.environment);
    });
    return () => {
      live = false;
    };
  }, [frame, setup]);

  const url = new URL(path, window.location.origin);
  return (
    <QueryClientProvider client={frame.queryClient}>
      <EnvironmentProvider value={frame.environment}>
        <StaticRouter location={{ pathname: url.pathname, search: url.search }}>
          <main id={MAIN_ID} className="fc-main" tabIndex={-1}>
            {ready && children}
          </main>
        </StaticRouter>
      </EnvironmentProvider>
    </QueryClientProvider>
  );
}

/**
 * The decorator of the page stories: the page in a fresh environment for the toolbar's brand (remade when the
 * brand changes), set up by `parameters.page`, its API answered by the story's `parameters.msw.handlers`.
 */
export const pageStory: Decorator = (Story, context) => {
  const parameters = (context.parameters.page ?? {}) as PageStoryParameters;
  const brand = String(context.globals.brand ?? 'atc');
  return (
    <PageFrame key={`${context.id}:${brand}`} config={storyConfig(brand)} {...parameters}>
      <Story />
    </PageFrame>
  );
};

/**
 * A story's parameters: the page's setup, and every API call answered by @forecourt/mocks' handlers (the
 * defaults over the sample data, with `api` replacing some answers). Full page width, as the shopper sees it.
 */
export function pageParameters(page: PageStoryParameters = {}, api: MockOverrides = {}) {
  return { layout: 'fullscreen', page, msw: { handlers: { api: handlers(api) } } } as const;
}
