import type { Brand } from './brand';

/** The experience segment of a search path (spec 001 section 2 segment vocabularies). */
export const EXPERIENCES = [
  'car-bravo',
  'commercial',
  'buy-online',
  'hyundai-buy-online',
  'best-deals',
] as const;
export type Experience = (typeof EXPERIENCES)[number];

/** Partner offers on a vehicle page (spec 001 section 9). */
export type PartnerOffer =
  | 'dealer-financing'
  | 'instant-cash-offer'
  | 'credit-report'
  | 'sponsored-car-loans'
  | 'insurance-quote'
  | 'warranty';

/** The fourteen site configurations of spec 000 section 2. */
export const SITE_CONFIG_IDS = [
  'atc',
  'atc-best-deals',
  'atc-buy-online',
  'atc-car-bravo',
  'atc-commercial',
  'atc-hyundai-buy-online',
  'base',
  'car-and-driver',
  'demo',
  'ford',
  'kbb-buy-online',
  'kbb-car-bravo',
  'kbb-hyundai-buy-online',
  'kbb',
] as const;
export type SiteConfigId = (typeof SITE_CONFIG_IDS)[number];

/** Everything a page needs to know about the site it renders for. */
export interface SiteConfig {
  id: SiteConfigId;
  /** The brand the configuration serves. */
  brand: Brand;
  /** The search experience it is for; `null` for the brand's main site. */
  experience: Experience | null;
  /** Name shown in the header and the page title. */
  siteName: string;
  /** Theme name for `@forecourt/ui`. */
  theme: 'base' | 'atc' | 'kbb' | 'ford' | 'car-and-driver' | 'demo';
  /** Shopping base path, stripped before route matching (spec 001 section 2). */
  basePath: '/cars-for-sale';
  /** Root of dealer search and details: "the valuation brand uses /dealers" (spec 001 section 2). */
  dealerBasePath: '/car-dealers' | '/dealers';
  /** "For the default brand, -cars is appended to the listing-type segment" (spec 001 section 2). */
  listingTypeSuffix: '' | '-cars';
  /** "On the review-site hosts, API paths are prefixed with /cm-api" (spec 001 section 2). */
  apiPathPrefix: '' | '/cm-api';
  /**
   * The title word of a USED listing. Spec 001 section 3: "For the carmaker brand a used type displays as
   * Certified"; every brand here says 'Used' (the carmaker brand lists cars that are not certified: see its config).
   */
  usedListingLabel: 'Used' | 'Certified';
  /** Partner offers on a vehicle page, in order; each still subject to its listing condition (spec 001 section 9). */
  partnerOffers: readonly PartnerOffer[];
  /** Saves, alerts and profile: "Two brands share the account features" (spec 000 section 1). */
  accountFeatures: boolean;
  /**
   * The proactive sign-in offer: "Sign-in is offered only on the blue-book brand path" (spec 002 section 4).
   * Signing in to use the account features stays possible wherever `accountFeatures` is true.
   */
  signInPrompt: boolean;
}
