import type { Brand } from '@forecourt/brand';
import type { PageType } from './routes';

export interface MatchCase {
  /** The screen of spec 001 section 2's route table. */
  screen: string;
  pathname: string;
  brand?: Brand;
  pageType: PageType | undefined;
  params?: Record<string, string>;
}

export const MATCH_CASES: MatchCase[] = [
  { screen: 'Home is /', pathname: '/', pageType: 'hp', params: {} },
  { screen: 'Landing: /cars-for-sale', pathname: '/cars-for-sale', pageType: 'landing', params: {} },
  {
    screen: 'Carmaker landing: /cars-for-sale (carmaker brand)',
    pathname: '/cars-for-sale',
    brand: 'ford',
    pageType: 'carmakerLanding',
    params: {},
  },
  {
    screen: 'Search form: /cars-for-sale/advanced-search',
    pathname: '/cars-for-sale/advanced-search',
    pageType: 'sfp',
    params: {},
  },
  {
    screen: 'Search form (also index.xhtml form)',
    pathname: '/cars-for-sale/index.xhtml',
    pageType: 'sfp',
    params: {},
  },
  {
    screen: 'Bare results: /cars-for-sale/searchresults.xhtml',
    pathname: '/cars-for-sale/searchresults.xhtml',
    pageType: 'srp',
    params: {},
  },
  {
    screen: 'Search results with segments',
    pathname: '/cars-for-sale/used-cars/honda/civic/austin-tx-78701',
    pageType: 'srp',
    params: {},
  },
  {
    screen: 'Vehicle details (legacy)',
    pathname: '/cars-for-sale/vehicledetails.xhtml',
    pageType: 'vdp',
    params: {},
  },
  {
    screen: 'Vehicle details (updated) by listing id',
    pathname: '/cars-for-sale/vehicle/712345678',
    pageType: 'vdp',
    params: { id: '712345678' },
  },
  {
    screen: 'Vehicle details (updated) by VIN',
    pathname: '/cars-for-sale/vehicle/1HGCM82633A004352',
    pageType: 'vdp',
    params: { id: '1HGCM82633A004352' },
  },
  {
    screen: 'Vehicle details: a VIN with O is no VIN',
    pathname: '/cars-for-sale/vehicle/1HGCM82633AO04352',
    pageType: 'srp',
    params: {},
  },
  {
    screen: 'Inventory details: /cars-for-sale/inventory/{vin}/{seoListingId}',
    pathname: '/cars-for-sale/inventory/1HGCM82633A004352/712345678',
    pageType: 'inv',
    params: { vin: '1HGCM82633A004352', seoListingId: '712345678' },
  },
  {
    screen: 'Inventory details (builder form)',
    pathname: '/cars-for-sale/inventory/712345678',
    pageType: 'inv',
    params: { id: '712345678' },
  },
  {
    screen: 'Legacy detail: /cars-for-sale/{seoListingId}',
    pathname: '/cars-for-sale/712345678',
    pageType: 'legacyDetail',
    params: { seoListingId: '712345678' },
  },
  { screen: 'Build and price', pathname: '/cars-for-sale/build-and-price', pageType: 'bap', params: {} },
  {
    screen: 'Sitemap',
    pathname: '/cars-for-sale/sitemap/makes-1',
    pageType: 'sitemap',
    params: { sitemapPageId: 'makes-1' },
  },
  { screen: 'Marketplace landing', pathname: '/marketplace', pageType: 'marketplaceLanding', params: {} },
  {
    screen: 'Marketplace search',
    pathname: '/marketplace/listings',
    pageType: 'marketplaceSearch',
    params: {},
  },
  {
    screen: 'Marketplace details',
    pathname: '/marketplace/listings/712345678',
    pageType: 'marketplaceDetails',
    params: { listingId: '712345678' },
  },
  {
    screen: 'Carmaker brand pages under /cars-for-sale/fordblueadvantage/',
    pathname: '/cars-for-sale/fordblueadvantage/privacy-policy',
    pageType: 'carmakerPage',
    params: { page: 'privacy-policy' },
  },
  {
    screen: 'Magazine visitor agreement',
    pathname: '/cars-for-sale/caranddriver/visitor-agreement',
    pageType: 'magazineVisitorAgreement',
    params: {},
  },
  {
    screen: 'Dealer search: /car-dealers/{listingType?}/{makeCode?}/{location?}',
    pathname: '/car-dealers/used/honda/austin-tx',
    pageType: 'dealerSearch',
    params: {
      listingType: 'USED',
      makeCode: 'HONDA',
      city: 'Austin',
      state: 'TX',
      root: '/car-dealers',
      canonicalRoot: '/car-dealers',
    },
  },
  {
    screen: 'Dealer search: the valuation brand uses /dealers',
    pathname: '/dealers',
    brand: 'kbb',
    pageType: 'dealerSearch',
    params: { root: '/dealers', canonicalRoot: '/dealers' },
  },
  {
    screen: 'Dealer details: dealer-details, microsite-about, location, online, dealerId, dealerName',
    pathname: '/car-dealers/dealer-details/microsite-about/austin-tx-78701/online/5012345/bobs-motors',
    pageType: 'dealerDetails',
    params: {
      dealerId: '5012345',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      virtual: 'true',
      dealerName: 'bobs-motors',
      root: '/car-dealers',
      canonicalRoot: '/car-dealers',
    },
  },
  {
    screen: 'Dealer details: the same under /dealers',
    pathname: '/dealers/5012345',
    brand: 'kbb',
    pageType: 'dealerDetails',
    params: { dealerId: '5012345', root: '/dealers', canonicalRoot: '/dealers' },
  },
  {
    screen: 'Dealer details: dealerId required, 5 or more digits',
    pathname: '/car-dealers/austin-tx/1234/bobs',
    pageType: undefined,
  },
  { screen: 'an unknown root', pathname: '/sell-my-car/form', pageType: undefined },
  { screen: 'a broken percent-encoding', pathname: '/marketplace/listings/%E0%A4%A', pageType: undefined },
];
