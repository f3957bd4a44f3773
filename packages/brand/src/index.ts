export {
  ACCOUNT_BRAND_CODES,
  ACCOUNT_BRAND_FALLBACK,
  type AccountBrand,
  type AccountBrandCode,
  accountBrand,
  accountBrandCode,
} from './account-brand';
export { BRANDS, type Brand, DEFAULT_BRAND, parseBrand, QUERY_BRANDS } from './brand';
export type { BrandLogger, BrandMonitor } from './brand-environment';
export {
  type BrandHosts,
  DEFAULT_BRAND_HOSTS,
  DEFAULT_WHITE_LABEL_DOMAINS,
  isHostOf,
  normaliseHost,
} from './brand-hosts';
export { CookieError, type CookieErrorCode } from './cookie-error';
export { COOKIES, type CookieJar, type CookieKey, type CookieSpec, type CookieWriteOptions } from './cookies';
export { type CookieJarOptions, createCookieJar } from './create-cookie-jar';
export {
  type BrandDetection,
  type BrandRequest,
  type BrandSource,
  DEFAULT_ROUTING_HEADER,
  DEMO_SUBDOMAINS,
  type DetectBrandOptions,
  detectBrand,
  INVALID_BRAND_ACTION,
  invalidBrandMessage,
} from './detect-brand';
export { type SiteConfigRequest, selectSiteConfig } from './select-site-config';
export {
  EXPERIENCES,
  type Experience,
  type PartnerOffer,
  SITE_CONFIG_IDS,
  type SiteConfig,
  type SiteConfigId,
} from './site-config';
export { SITE_CONFIGS } from './site-configs';
