import {
  type DehydratedState,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { vi } from 'vitest';
import { type RouterLocation, StaticRouter } from '../router';
import { EnvironmentProvider, type StorefrontEnvironment } from '../storefront-environment';

/** A page as the browser hydrates it: a query client of its own starting from the server's dehydrated cache. */
export interface BrowserPage {
  readonly page: ReactNode;
  /** The server's query cache (`dehydrate(server.queryClient)`), as the bootstrap data carries it. */
  readonly state: DehydratedState;
  readonly environment: StorefrontEnvironment;
  readonly location: RouterLocation;
}

/**
 * Test helper: hydrates `html`, the server's render, in a container of the document with `tree` (or `page` inside
 * the browser's providers). `onRecoverableError` is what React reports a hydration mismatch to; `unmount` removes
 * the container again.
 */
export async function hydrateInBrowser(html: string, tree: ReactNode | BrowserPage) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const onRecoverableError = vi.fn();
  const root = await act(async () =>
    hydrateRoot(container, isBrowserPage(tree) ? browserProviders(tree) : tree, { onRecoverableError }),
  );
  return {
    container,
    onRecoverableError,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

function isBrowserPage(tree: ReactNode | BrowserPage): tree is BrowserPage {
  return typeof tree === 'object' && tree !== null && 'state' in tree && 'environment' in tree;
}

function browserProviders({ page, state, environment, location }: BrowserPage): ReactNode {
  const browser = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={browser}>
      <HydrationBoundary state={state}>
        <EnvironmentProvider value={environment}>
          <StaticRouter location={location}>{page}</StaticRouter>
        </EnvironmentProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
