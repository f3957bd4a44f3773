import {
  type DehydratedState,
  HydrationBoundary,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HydratedProvider } from './hooks/hydrated-provider';
import { PageSwitch } from './page-switch';
import { SiteShell } from './site-shell';
import { EnvironmentProvider, type StorefrontEnvironment } from './storefront-environment';

export interface StorefrontAppProps {
  readonly environment: StorefrontEnvironment;
  readonly queryClient: QueryClient;
  /** The server's react-query cache, so the first client render needs no fetch. */
  readonly dehydratedState?: DehydratedState;
  /** The router: `StaticRouter` on the server, `BrowserRouter` in the browser. */
  readonly router: (children: ReactNode) => ReactNode;
}

/** The whole storefront: providers, the shell on every page, and the page the URL names. */
export function StorefrontApp({ environment, queryClient, dehydratedState, router }: StorefrontAppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydratedState}>
        <EnvironmentProvider value={environment}>
          <HydratedProvider>
            {router(
              <SiteShell>
                <PageSwitch />
              </SiteShell>,
            )}
          </HydratedProvider>
        </EnvironmentProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
