import { type Brand, type SiteConfig, selectSiteConfig } from '@forecourt/brand';
import type { StorefrontMonitor } from './browser-monitor';

/** A page of content a brand publishes (a landing page, a legal page): text only, rendered as text. */
export interface ContentPageContent {
  readonly title: string;
  /** The paragraph under the title. @default none */
  readonly intro?: string;
  /** Calls to action under the intro, e.g. the landing page's searches. @default none */
  readonly links?: readonly { readonly href: string; readonly label: string }[];
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}

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
  /**
   * The theme of `@forecourt/ui/themes.css` the pages wear (`data-fc-theme` on the document).
   * @default the brand's site configuration's `theme`
   */
  readonly theme?: string;
  /**
   * The brand's own pages under the carmaker paths (spec 001 s2: "landing-page, accessibility-statement,
   * consumer-privacy, privacy-policy, visitor-agreement under /cars-for-sale/fordblueadvantage/"), by slug;
   * `landing-page` is also the carmaker landing at `/cars-for-sale`. A slug with no content is a 404.
   * @default none
   */
  readonly contentPages?: Readonly<Partial<Record<string, ContentPageContent>>>;
  /**
   * The browser's monitoring service (New Relic style): the breakers' page actions and error reports, such as the
   * payments fallback's report (spec 002 s8). @default `consoleMonitor()`: error reports to the console
   */
  readonly monitor?: StorefrontMonitor;
}

/**
 * The brand's site configuration (spec 000 s2): dealer root, partner offers, account features, the sign-in
 * offer, the used-listing label. Brand apps choose the brand; what the brand means lives in @forecourt/brand.
 */
export const siteConfigOf = (config: StorefrontConfig): Readonly<SiteConfig> =>
  selectSiteConfig({ brand: config.brand });

/** The `data-fc-theme` of the brand's pages. */
export const themeOf = (config: StorefrontConfig): string => config.theme ?? siteConfigOf(config).theme;

/** The session as the page knows it: never the token itself, which stays in an HttpOnly cookie on the server. */
export interface StorefrontSession {
  readonly signedIn: boolean;
  readonly email?: string;
  readonly name?: string;
  /** The first page since the shopper signed up: it shows the new-user modal (spec 000 s2), once. */
  readonly newAccount?: boolean;
}

export const DEFAULT_MAX_QUICK_SAVES = 100;
