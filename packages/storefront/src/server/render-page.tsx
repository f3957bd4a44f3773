import { PassThrough, type Readable } from 'node:stream';
import { type ApiClient, createQueryOptions } from '@forecourt/api-client';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { bootstrapScript } from '../bootstrap-data';
import { createEnvironment } from '../create-environment';
import {
  DEALER_INVENTORY_QUERY,
  dealerSearchCriteria,
  dealerSearchQuery,
  findDealer,
  isUnknownPlace,
} from '../dealer-view';
import { type PageRoute, pageRoute } from '../page-route';
import { listingQuery, searchOptionsQuery, searchQuery } from '../queries';
import { StaticRouter } from '../router';
import { StorefrontApp } from '../storefront-app';
import type { StorefrontConfig, StorefrontSession } from '../storefront-config';
import { type DocumentAssets, StorefrontDocument } from '../storefront-document';

export interface RenderRequest {
  readonly pathname: string;
  readonly search: string;
  readonly session: StorefrontSession;
  readonly bot: boolean;
}

export interface RenderContext {
  readonly config: StorefrontConfig;
  /** The server's client of the API: public calls only, a page's personal data is fetched by the browser. */
  readonly api: ApiClient;
  readonly assets: DocumentAssets & { readonly entry: string };
  readonly origin: string;
}

export type RenderResult =
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'page'; readonly status: number; readonly body: Readable };

/** The data a page shows first, fetched before rendering so the HTML has it and the browser does not fetch again. */
async function prefetch(
  route: PageRoute,
  search: string,
  api: ApiClient,
  queryClient: QueryClient,
): Promise<number> {
  const queries = createQueryOptions(api);
  switch (route.page) {
    case 'home':
      await queryClient.prefetchQuery(searchOptionsQuery(api));
      return 200;
    case 'results':
      await queryClient.prefetchQuery(searchQuery(api, route.query));
      return queryClient.getQueryState(searchQuery(api, route.query).queryKey)?.status === 'error'
        ? 503
        : 200;
    case 'vehicle': {
      const options = listingQuery(api, route.id);
      await queryClient.prefetchQuery(options);
      const state = queryClient.getQueryState(options.queryKey);
      if (state?.status === 'error') return 503;
      return state?.data ? 200 : 404;
    }
    case 'dealers': {
      const criteria = dealerSearchCriteria(route.params, search);
      const options = queries.searchListings(dealerSearchQuery(criteria));
      await Promise.all([
        queryClient.prefetchQuery(options),
        queryClient.prefetchQuery(queries.searchOptions()),
      ]);
      const state = queryClient.getQueryState(options.queryKey);
      if (state?.status !== 'error') return 200;
      return isUnknownPlace(criteria, state.error) ? 404 : 503;
    }
    case 'dealer': {
      const options = queries.dealerListings(route.dealerId, DEALER_INVENTORY_QUERY);
      await queryClient.prefetchQuery(options);
      const state = queryClient.getQueryState(options.queryKey);
      if (state?.status === 'error') return 503;
      const dealer = state?.data ? findDealer(state.data, route.dealerId) : null;
      return dealer && !dealer.privateSeller ? 200 : 404;
    }
    case 'not-found':
      return 404;
    default:
      return 200;
  }
}

/** Renders one page as a stream: a redirect for legacy and non-canonical URLs, else the HTML with its data. */
export async function renderPage(request: RenderRequest, context: RenderContext): Promise<RenderResult> {
  const route = pageRoute(request.pathname, request.search, context.config.brand);
  if (route.page === 'redirect') return { kind: 'redirect', location: route.location };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const status = await prefetch(route, request.search, context.api, queryClient);
  const environment = createEnvironment({
    config: context.config,
    session: request.session,
    api: context.api,
    bot: request.bot,
    origin: context.origin,
  });
  const dehydratedState = dehydrate(queryClient);
  const { entry, ...assets } = context.assets;
  const location = { pathname: request.pathname, search: request.search };
  const body = new PassThrough();
  await new Promise<void>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <StorefrontDocument assets={assets}>
        <StorefrontApp
          environment={environment}
          queryClient={queryClient}
          dehydratedState={dehydratedState}
          router={(children) => <StaticRouter location={location}>{children}</StaticRouter>}
        />
      </StorefrontDocument>,
      {
        bootstrapScriptContent: bootstrapScript({
          session: request.session,
          dehydratedState,
          assets,
          bot: request.bot,
          origin: context.origin,
        }),
        bootstrapModules: [entry],
        onShellReady() {
          stream.pipe(body);
          resolve();
        },
        onShellError: reject,
      },
    );
  });
  return { kind: 'page', status, body };
}
