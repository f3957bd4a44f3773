import { type ApiClient, createLocationLookups, createQueryOptions } from '@forecourt/api-client';
import type { CookieJar } from '@forecourt/brand';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { bootstrapElement } from '../bootstrap-data';
import { createEnvironment } from '../create-environment';
import {
  DEALER_INVENTORY_QUERY,
  dealerSearchCriteria,
  dealerSearchQuery,
  findDealer,
  isUnknownPlace,
} from '../dealer-view';
import { entryLoaderScript } from '../entry-loader';
import { listingCondition, listingPrice } from '../listing-view';
import { isLazyPage, loadRoutePage } from '../load-page';
import { namedModels } from '../page-models';
import { type PageRoute, pageRoute, type RouteLookups } from '../page-route';
import { vehiclePaymentsQuery } from '../pages/vehicle-payment';
import { goneSimilarQuery, listingQuery, listingStatusQuery, searchOptionsQuery } from '../queries';
import { refusedSearchMessage } from '../refused-search';
import { resultsQuery } from '../results-query';
import { StaticRouter } from '../router';
import { locatedQuery, namesPlace, resolveShopperLocation, type ShopperLocation } from '../shopper-location';
import { StorefrontApp } from '../storefront-app';
import { type StorefrontConfig, type StorefrontSession, themeOf } from '../storefront-config';
import { type DocumentAssets, StorefrontDocument } from '../storefront-document';
import type { PageModules } from './page-modules';

export interface RenderRequest {
  readonly pathname: string;
  readonly search: string;
  readonly session: StorefrontSession;
  readonly bot: boolean;
  /** The request's cookies: the location cookie is read and, once resolved, written back. */
  readonly cookies?: CookieJar;
  /** The zip the CDN edge gave the request, when the server is configured to read one. */
  readonly edgeZip?: string | undefined;
  /** The response's script nonce (its content security policy allows inline script with it only). @default none */
  readonly nonce?: string | undefined;
}

export interface RenderContext {
  readonly config: StorefrontConfig;
  /** The server's client of the API: public calls only, a page's personal data is fetched by the browser. */
  readonly api: ApiClient;
  /** The client build's entry script and style sheets, and each lazy page's scripts (`pageModules`). */
  readonly assets: DocumentAssets & { readonly entry: string; readonly pageModules?: PageModules };
  readonly origin: string;
  /**
   * The reference data's search-path lookups (`createRouteLookups`): model spellings such as `cr-v` are then
   * redirected to their canonical path. Without it paths decode as they are written.
   */
  readonly routeLookups?: () => Promise<RouteLookups>;
}

/** How `StorefrontDocument` ends: the page's scripts go before it. */
const DOCUMENT_END = '</body></html>';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export type RenderResult =
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'page'; readonly status: number; readonly html: string };

/** The data a page shows first, fetched before rendering so the HTML has it and the browser does not fetch again. */
async function prefetch(
  route: PageRoute,
  search: string,
  api: ApiClient,
  queryClient: QueryClient,
  location: ShopperLocation | undefined,
): Promise<number> {
  const queries = createQueryOptions(api);
  switch (route.page) {
    case 'home':
    case 'advanced-search':
      await queryClient.prefetchQuery(searchOptionsQuery(api));
      return 200;
    case 'results': {
      const options = resultsQuery(api, locatedQuery(route.query, location));
      await queryClient.prefetchQuery(options);
      const state = queryClient.getQueryState(options.queryKey);
      if (state?.status !== 'error') return 200;
      // A search the API refused (400) is the shopper's input, which the page names: not an outage.
      return refusedSearchMessage(state.error) === undefined ? 503 : 400;
    }
    case 'vehicle': {
      const options = listingQuery(api, route.id);
      await queryClient.prefetchQuery(options);
      const state = queryClient.getQueryState(options.queryKey);
      if (state?.status === 'error') return 503;
      const listing = state?.data?.listing;
      if (!listing) return goneOrNotFound(route.id, api, queryClient);
      // The payment on a first visit's terms, the ones the page hydrates with (a failed call renders as the page
      // would, and the browser asks again).
      const price = listingPrice(listing);
      if (price !== undefined)
        await queryClient.prefetchQuery(
          vehiclePaymentsQuery(
            queries,
            {},
            { listingId: listing.id, price, condition: listingCondition(listing) },
          ),
        );
      return 200;
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
    case 'bad-request':
      return 400;
    default:
      return 200;
  }
}

/**
 * A vehicle page with no car: 410 when the id was listed and sold (or removed), with its make's and model's cars
 * fetched for the page; 404 for an id never listed. Never a 5xx: a failed status call is a 404.
 */
async function goneOrNotFound(id: string, api: ApiClient, queryClient: QueryClient): Promise<number> {
  const options = listingStatusQuery(api, id);
  const status = await queryClient.fetchQuery(options).catch(() => {
    // The page renders what the status said: a failed call is "not found", not a page left loading.
    queryClient.setQueryData(options.queryKey, null);
    return null;
  });
  if (status?.status !== 'sold') return 404;
  await queryClient.prefetchQuery(goneSimilarQuery(api, status));
  return 410;
}

/** Renders one page: a redirect for legacy and non-canonical URLs, else the whole HTML document with its data. */
export async function renderPage(request: RenderRequest, context: RenderContext): Promise<RenderResult> {
  const lookups = context.routeLookups ? await context.routeLookups() : {};
  const route = pageRoute(request.pathname, request.search, context.config.brand, lookups);
  if (route.page === 'redirect') return { kind: 'redirect', location: route.location };
  // The models the search names, for the page's route lookups here and in the browser (the same on both).
  const models = route.page === 'results' ? namedModels(route.query, lookups) : [];
  // No retry on mount: a query that failed while prefetching renders as failed (a refused search names the input),
  // not as loading for ever; the browser, which gets no failed query in the bootstrap data, asks again anyway.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: 60_000 } },
  });
  // Pages that search around the shopper, or offer to: results, and home and the search form for their ZIP field
  // (spec 001 s4).
  const locating =
    route.page === 'results' || route.page === 'home' || route.page === 'advanced-search'
      ? resolveShopperLocation({
          query: route.page === 'results' ? route.query : {},
          runtime: 'server',
          lookups: createLocationLookups(context.api),
          cookies: request.cookies,
          edgeZip: request.edgeZip,
          bot: request.bot,
        })
      : Promise.resolve(undefined);
  const fetching =
    route.page === 'content'
      ? Promise.resolve(context.config.contentPages?.[route.slug] ? 200 : 404)
      : // Only a search that names no place is run around the shopper (`locatedQuery`) and waits for the
        // location's lookups; every other page's data is fetched beside them.
        route.page === 'results' && !namesPlace(route.query)
        ? locating.then((location) => prefetch(route, request.search, context.api, queryClient, location))
        : prefetch(route, request.search, context.api, queryClient, undefined);
  const [location, status] = await Promise.all([
    locating,
    fetching,
    // The page's code, so the render does not suspend waiting for it (renderToString cannot wait).
    loadRoutePage(route),
  ]);
  const environment = createEnvironment({
    config: context.config,
    session: request.session,
    api: context.api,
    bot: request.bot,
    origin: context.origin,
    location,
    models,
    ...(request.cookies && { cookies: request.cookies }),
  });
  const dehydratedState = dehydrate(queryClient);
  const { entry, pageModules, ...assets } = context.assets;
  const url = { pathname: request.pathname, search: request.search };
  const nonce = request.nonce ? ` nonce="${escapeAttribute(request.nonce)}"` : '';
  // Everything the page shows is fetched and its code loaded before this: nothing suspends, so the whole
  // document is one string. React's stream (renderToPipeableStream) wrote the same bytes in 2 KB chunks, each
  // encoded and written on its own, and escaped the bootstrap data once more: about a fifth of a page's CPU.
  const html = renderToString(
    <StorefrontDocument assets={assets} theme={themeOf(context.config)}>
      {/* No dehydratedState: this queryClient holds the very queries it was made from, so hydrating them again
          (HydrationBoundary) would only compare each with itself. The browser gets it in the bootstrap data. */}
      <StorefrontApp
        environment={environment}
        queryClient={queryClient}
        router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
      />
    </StorefrontDocument>,
  );
  if (!html.endsWith(DOCUMENT_END))
    throw new Error('The storefront document did not end with </body></html>');
  const data = bootstrapElement({
    session: request.session,
    dehydratedState,
    assets,
    bot: request.bot,
    origin: context.origin,
    ...(location && { location }),
    ...(models.length > 0 && { models }),
  });
  // The bootstrap data (a JSON block the browser does not run, so it needs no nonce; it escapes every "<", so it
  // cannot end its element), then the loader, which adds the entry module (it reads the data) once the page is
  // painted: no script of the page is fetched before (entry-loader.ts; issue 11's LCP). No script tag, no preload:
  // the loader preloads the page's own code then, beside the entry rather than after it.
  const preloads = isLazyPage(route.page) ? (pageModules?.[route.page] ?? []) : [];
  const scripts = `${data}<script${nonce}>${entryLoaderScript(entry, preloads)}</script>`;
  return {
    kind: 'page',
    status,
    html: `<!DOCTYPE html>${html.slice(0, -DOCUMENT_END.length)}${scripts}${DOCUMENT_END}`,
  };
}
