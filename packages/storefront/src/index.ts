export { API_PROXY_PATH, SESSION_TOKEN_PLACEHOLDER } from './api-proxy-path';
export {
  BOOTSTRAP_DATA_ID,
  type BootstrapData,
  BootstrapDataMissingError,
  bootstrapElement,
  readBootstrapData,
} from './bootstrap-data';
export { consoleMonitor, ERROR_REPORT_LABEL, type StorefrontMonitor } from './browser-monitor';
export { createEnvironment, type EnvironmentOptions } from './create-environment';
export { useClientState } from './hooks/use-client-state';
export { useHydrated } from './hooks/use-hydrated';
export { loadRoutePage } from './load-page';
export { COMPARE_PATH, type PageRoute, pageRoute, SAVED_PATH } from './page-route';
export {
  BrowserRouter,
  isClientSidePath,
  Link,
  type LinkProps,
  type NavigateOptions,
  type RouterLocation,
  SCROLL_RESTORE_DELAY_MS,
  StaticRouter,
  useRouter,
} from './router';
export { StorefrontApp, type StorefrontAppProps } from './storefront-app';
export {
  type ContentPageContent,
  DEFAULT_MAX_QUICK_SAVES,
  type StorefrontConfig,
  type StorefrontSession,
  siteConfigOf,
  themeOf,
} from './storefront-config';
export { type DocumentAssets, StorefrontDocument } from './storefront-document';
export { EnvironmentProvider, type StorefrontEnvironment, useEnvironment } from './storefront-environment';
