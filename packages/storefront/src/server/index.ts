export { type CrawlRoutesOptions, crawlRoutes } from './crawl-routes';
export { createStorefrontServer, type StorefrontServerOptions } from './create-storefront-server';
export { type RenderContext, type RenderRequest, type RenderResult, renderPage } from './render-page';
export { StorefrontWorkerError, startStorefrontServer } from './start-storefront-server';
export { readServerSettings, type StorefrontServerSettings } from './storefront-server-config';
