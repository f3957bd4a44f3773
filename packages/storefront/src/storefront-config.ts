import type { Brand } from '@forecourt/brand';

/** What a brand app gives the storefront: the rest (pages, stores, queries, server) is shared. */
export interface StorefrontConfig {
  /** The brand this app serves: picks its routes (dealer paths), site configuration and partner offers. */
  readonly brand: Brand;
  /** Shown in the header and the page titles. */
  readonly siteName: string;
  /** One line under the name on the home page. @default none */
  readonly tagline?: string;
  /** Quick-saves an anonymous shopper may keep (spec 000 s3 leaves it to config). @default 100 */
  readonly maxQuickSaves?: number;
  /** Used listings are shown as this listing type's label, e.g. 'Certified' for the carmaker brand. @default none */
  readonly usedListingLabel?: string;
}

/** The session as the page knows it: never the token itself, which stays in an HttpOnly cookie on the server. */
export interface StorefrontSession {
  readonly signedIn: boolean;
  readonly email?: string;
  readonly name?: string;
}

export const DEFAULT_MAX_QUICK_SAVES = 100;
