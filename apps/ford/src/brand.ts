import { SITE_CONFIGS } from '@forecourt/brand';
import type { ContentPageContent, StorefrontConfig } from '@forecourt/storefront';
import pages from './pages.json';

/**
 * The carmaker certified-pre-owned brand: its site configuration shows used listings as Certified (spec 001 s3);
 * its landing and legal pages live under /cars-for-sale/fordblueadvantage/ (spec 001 s2), written in pages.json.
 */
export const config: StorefrontConfig = {
  brand: 'ford',
  siteName: SITE_CONFIGS.ford.siteName,
  tagline: 'Certified pre-owned, inspected and backed by the carmaker',
  contentPages: pages satisfies Record<string, ContentPageContent>,
};
