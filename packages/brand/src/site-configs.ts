import type { SiteConfig, SiteConfigId } from './site-config';

/** Main brand's partner offers, in order (spec 001 section 9). */
const MAIN_OFFERS = [
  'dealer-financing',
  'instant-cash-offer',
  'credit-report',
  'sponsored-car-loans',
  'insurance-quote',
] as const;
/** "The valuation brand shows a warranty offer and a credit report, then the insurance quote." */
const VALUATION_OFFERS = ['warranty', 'credit-report', 'insurance-quote'] as const;
/** The instant cash offer is "not for the valuation or magazine brand". */
const MAGAZINE_OFFERS = MAIN_OFFERS.filter((offer) => offer !== 'instant-cash-offer');

/** What every configuration starts from; a new brand starts here too. */
const BASE: SiteConfig = {
  id: 'base',
  brand: 'atc',
  experience: null,
  siteName: 'Forecourt',
  theme: 'base',
  basePath: '/cars-for-sale',
  dealerBasePath: '/car-dealers',
  listingTypeSuffix: '',
  apiPathPrefix: '',
  usedListingLabel: 'Used',
  partnerOffers: MAIN_OFFERS,
  accountFeatures: false,
  signInPrompt: false,
};

const MAIN: SiteConfig = {
  ...BASE,
  id: 'atc',
  siteName: 'Forecourt Classifieds',
  theme: 'atc',
  listingTypeSuffix: '-cars',
  accountFeatures: true,
};

const VALUATION: SiteConfig = {
  ...BASE,
  id: 'kbb',
  brand: 'kbb',
  siteName: 'Forecourt Values',
  theme: 'kbb',
  dealerBasePath: '/dealers',
  partnerOffers: VALUATION_OFFERS,
  accountFeatures: true,
  signInPrompt: true,
};

/**
 * The fourteen brand site configurations of spec 000 section 2: the main brand, its best-deals, buy-online,
 * car-bravo, commercial and hyundai-buy-online experiences, base, car-and-driver, demo, ford, and the valuation
 * brand's buy-online, car-bravo, hyundai-buy-online and main sites.
 */
const CONFIGS: Record<SiteConfigId, SiteConfig> = {
  atc: MAIN,
  'atc-best-deals': {
    ...MAIN,
    id: 'atc-best-deals',
    experience: 'best-deals',
    siteName: 'Forecourt Best Deals',
  },
  'atc-buy-online': {
    ...MAIN,
    id: 'atc-buy-online',
    experience: 'buy-online',
    siteName: 'Forecourt Buy Online',
  },
  'atc-car-bravo': { ...MAIN, id: 'atc-car-bravo', experience: 'car-bravo', siteName: 'Forecourt CarBravo' },
  'atc-commercial': {
    ...MAIN,
    id: 'atc-commercial',
    experience: 'commercial',
    siteName: 'Forecourt Commercial Vehicles',
  },
  'atc-hyundai-buy-online': {
    ...MAIN,
    id: 'atc-hyundai-buy-online',
    experience: 'hyundai-buy-online',
    siteName: 'Forecourt Hyundai Buy Online',
  },
  base: BASE,
  'car-and-driver': {
    ...BASE,
    id: 'car-and-driver',
    brand: 'carAndDriver',
    siteName: 'Car and Driver Marketplace',
    theme: 'car-and-driver',
    apiPathPrefix: '/cm-api',
    partnerOffers: MAGAZINE_OFFERS,
  },
  demo: { ...BASE, id: 'demo', brand: 'demo', siteName: 'Forecourt Demo', theme: 'demo' },
  ford: {
    ...BASE,
    id: 'ford',
    brand: 'ford',
    siteName: 'Ford Blue Advantage',
    theme: 'ford',
    // Not "Certified", though spec 001 s3 says "For the carmaker brand a used type displays as Certified": that
    // rule holds where the carmaker's site lists only its certified cars, and ours lists every dealer's cars of
    // any make. Every used car read "Certified" while the filters counted it as "Used (7)" (issue 29); a car is
    // certified when its own type says so (CERTIFIED, 3P_CERT). Set 'Certified' again for a brand whose inventory
    // is the maker's certified programme only.
    usedListingLabel: 'Used',
  },
  'kbb-buy-online': {
    ...VALUATION,
    id: 'kbb-buy-online',
    experience: 'buy-online',
    siteName: 'Forecourt Values Buy Online',
  },
  'kbb-car-bravo': {
    ...VALUATION,
    id: 'kbb-car-bravo',
    experience: 'car-bravo',
    siteName: 'Forecourt Values CarBravo',
  },
  'kbb-hyundai-buy-online': {
    ...VALUATION,
    id: 'kbb-hyundai-buy-online',
    experience: 'hyundai-buy-online',
    siteName: 'Forecourt Values Hyundai Buy Online',
  },
  kbb: VALUATION,
};

for (const config of Object.values(CONFIGS)) Object.freeze(config);

export const SITE_CONFIGS: Readonly<Record<SiteConfigId, Readonly<SiteConfig>>> = Object.freeze(CONFIGS);
