import { SITE_CONFIGS } from '@forecourt/brand';
import type { StorefrontConfig } from '@forecourt/storefront';

/** The main classifieds brand: the storefront as it is, under the main brand's site configuration. */
export const config: StorefrontConfig = {
  brand: 'atc',
  siteName: SITE_CONFIGS.atc.siteName,
  tagline: 'Find your next car',
};
