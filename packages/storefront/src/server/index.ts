export {
  createStorefrontServer,
  type StorefrontServerOptions,
  startStorefrontServer,
} from './create-storefront-server';
export { type RenderContext, type RenderRequest, type RenderResult, renderPage } from './render-page';
export { readServerSettings, type StorefrontServerSettings } from './storefront-server-config';
