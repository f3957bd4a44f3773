import { SITE_CONFIGS } from '@forecourt/brand';
import type { StorefrontConfig } from '@forecourt/storefront';

/**
 * The valuation and research brand. Its site configuration (@forecourt/brand) carries what sets it apart: dealer
 * pages under /dealers, the warranty, credit report and insurance offers, the account features it shares with
 * the main brand, and the sign-in offer (spec 000 s1, 001 s1 and s9, 002 s4).
 */
export const config: StorefrontConfig = {
  brand: 'kbb',
  siteName: SITE_CONFIGS.kbb.siteName,
  tagline: 'Know what a car is worth, then find the right one',
};
