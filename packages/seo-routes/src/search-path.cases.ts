import type { Brand } from '@forecourt/brand';
import type { SearchQuery, SearchQueryInput } from './search-query';

export interface EncodeCase {
  /** The spec's words (spec 001 section 2 unless said otherwise). */
  rule: string;
  query: SearchQueryInput;
  brand?: Brand;
  pathname: string;
  search?: string;
}

export const ENCODE_CASES: EncodeCase[] = [
  {
    rule: 'Bare results: /cars-for-sale becomes /cars-for-sale/searchresults.xhtml',
    query: {},
    pathname: '/cars-for-sale/searchresults.xhtml',
  },
  {
    rule: 'Single-valued make and model codes become segments; -cars for the default brand',
    query: { listingType: 'USED', makeCode: 'HONDA', modelCode: 'CIVIC' },
    pathname: '/cars-for-sale/used-cars/honda/civic',
  },
  {
    rule: 'City and state, or a zip, become a location segment: {city}-{state}-{zip}',
    query: { makeCode: 'HONDA', modelCode: 'CIVIC', city: 'Austin', state: 'TX', zip: '78701' },
    pathname: '/cars-for-sale/honda/civic/austin-tx-78701',
  },
  {
    rule: 'location {city}-{state}',
    query: { city: 'San Antonio', state: 'tx' },
    pathname: '/cars-for-sale/san-antonio-tx',
  },
  {
    rule: 'a zip alone names no city: it stays in the query',
    query: { zip: '30301' },
    pathname: '/cars-for-sale/searchresults.xhtml',
    search: '?zip=30301',
  },
  { rule: 'price: cars under N', query: { maxPrice: 15000 }, pathname: '/cars-for-sale/cars-under-15000' },
  { rule: 'price: cars over N', query: { minPrice: '30000' }, pathname: '/cars-for-sale/cars-over-30000' },
  {
    rule: 'price: cars between N and M',
    query: { minPrice: '10000', maxPrice: '20000' },
    pathname: '/cars-for-sale/cars-between-10000-and-20000',
  },
  {
    rule: 'Equal start and end year become a year segment',
    query: { startYear: '2020', endYear: 2020 },
    pathname: '/cars-for-sale/2020',
  },
  {
    rule: 'year segment only then',
    query: { startYear: '2018', endYear: '2020' },
    pathname: '/cars-for-sale/searchresults.xhtml',
    search: '?endYear=2020&startYear=2018',
  },
  {
    rule: 'A vehicle exchange flag becomes money-back-guarantee',
    query: { vehicleExchange: true },
    pathname: '/cars-for-sale/money-back-guarantee',
  },
  {
    rule: 'A vehicle use type of commercial only becomes commercial-vehicles',
    query: { vehicleUseType: 'COMMERCIAL' },
    pathname: '/cars-for-sale/commercial-vehicles',
  },
  {
    rule: '(commercial) without personal only',
    query: { vehicleUseType: ['COMMERCIAL', 'PERSONAL'] },
    pathname: '/cars-for-sale/searchresults.xhtml',
    search: '?vehicleUseType=COMMERCIAL%2CPERSONAL',
  },
  {
    rule: 'Model and series need exactly one make',
    query: { makeCode: ['HONDA', 'TOYOTA'], modelCode: 'CIVIC' },
    pathname: '/cars-for-sale/searchresults.xhtml',
    search: '?makeCodeList=HONDA%2CTOYOTA&modelCodeList=CIVIC',
  },
  {
    rule: 'Trim needs exactly one model and at most one series',
    query: { makeCode: 'BMW', seriesCode: 'BMW3', modelCode: '330I', trimCode: 'BASE' },
    pathname: '/cars-for-sale/bmw/bmw3/330i/base',
  },
  {
    rule: 'trim without exactly one model stays in the query',
    query: { makeCode: 'HONDA', modelCode: ['CIVIC', 'ACCORD'], trimCode: 'EX' },
    pathname: '/cars-for-sale/honda',
    search: '?modelCodeList=CIVIC%2CACCORD&trimCodeList=EX',
  },
  { rule: 'Mpg range: one number means N-', query: { mpgRange: '30-' }, pathname: '/cars-for-sale/30-mpg' },
  {
    rule: 'Mpg range: two numbers mean a range',
    query: { mpgRange: '30-40' },
    pathname: '/cars-for-sale/30-40-mpg',
  },
  { rule: 'seller type: p means by-owner', query: { sellerType: 'p' }, pathname: '/cars-for-sale/by-owner' },
  { rule: 'seller type: d means dealer', query: { sellerType: ['d'] }, pathname: '/cars-for-sale/dealer' },
  {
    rule: 'A third-party-certified segment is dropped and the query listingType is set to 3P_CERT',
    query: { listingType: '3P_CERT', makeCode: 'FORD' },
    pathname: '/cars-for-sale/ford',
    search: '?listingTypes=3P_CERT',
  },
  {
    rule: 'A /used segment is dropped when further segments exist (valuation brand: no -cars)',
    query: { listingType: 'USED', makeCode: 'HONDA' },
    brand: 'kbb',
    pathname: '/cars-for-sale/honda',
    search: '?listingTypes=USED',
  },
  {
    rule: '/used alone stays',
    query: { listingType: 'USED' },
    brand: 'kbb',
    pathname: '/cars-for-sale/used',
  },
  {
    rule: 'the default listingType ALL needs no segment',
    query: { listingType: 'ALL', makeCode: 'KIA' },
    pathname: '/cars-for-sale/kia',
  },
  {
    rule: 'A single listing id becomes a path segment',
    query: { listingId: '712345678' },
    pathname: '/cars-for-sale/712345678',
  },
  {
    rule: 'pageType and allListingType are removed from results queries',
    query: { pageType: 'srp', allListingType: 'true', makeCode: 'AUDI' },
    pathname: '/cars-for-sale/audi',
  },
  {
    rule: 'Plus signs in segments become hyphens',
    query: { makeCode: 'JEEP', modelCode: 'GRAND+CHEROKEE' },
    pathname: '/cars-for-sale/jeep/grand-cherokee',
  },
  {
    rule: 'every segment in the spec order',
    query: {
      experience: 'buy-online',
      listingType: 'NEW',
      sellerType: 'd',
      vehicleStyleCode: 'SUVCROSS',
      driveGroup: 'AWD4WD',
      engineCode: '4CLDR',
      fuelTypeGroup: 'HYB',
      maxPrice: '40000',
      mpgRange: '30-',
      featureCode: 'HEATED_SEATS',
      vehicleExchange: 'true',
      extColorSimple: 'OFFWHITE',
      vehicleUseType: 'COMMERCIAL',
      startYear: '2024',
      endYear: '2024',
      makeCode: 'TOYOTA',
      modelCode: 'RAV4',
      trimCode: 'XLE',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      sortBy: 'derivedpriceASC',
    },
    pathname:
      '/cars-for-sale/buy-online/new-cars/dealer/suv-crossover/awd-4wd/4-cylinder/hybrid/cars-under-40000/30-mpg/heated-seats/money-back-guarantee/off-white/commercial-vehicles/2024/toyota/rav4/xle/denver-co-80202',
    search: '?sortBy=derivedpriceASC',
  },
  {
    rule: 'empty, null and undefined values are removed (spec 001 section 5)',
    query: { makeCode: 'HONDA', modelCode: '', trimCode: 'undefined', zip: null, searchRadius: undefined },
    pathname: '/cars-for-sale/honda',
  },
];

export interface DecodeCase {
  rule: string;
  pathname: string;
  search?: string;
  query: SearchQuery;
}

export const DECODE_CASES: DecodeCase[] = [
  {
    rule: 'Search results default to listingType [ALL] when none is given',
    pathname: '/cars-for-sale/searchresults.xhtml',
    query: { listingType: ['ALL'] },
  },
  {
    rule: 'the issue: /cars-for-sale/used-cars/honda/civic/austin-tx-78701',
    pathname: '/cars-for-sale/used-cars/honda/civic/austin-tx-78701',
    query: {
      city: 'Austin',
      listingType: ['USED'],
      makeCode: ['HONDA'],
      modelCode: ['CIVIC'],
      state: 'TX',
      zip: '78701',
    },
  },
  {
    rule: 'older form: /cars-for-sale/Used+Cars/honda/Madison+WI-53701',
    pathname: '/cars-for-sale/Used+Cars/honda/Madison+WI-53701',
    query: { city: 'Madison', listingType: ['USED'], makeCode: ['HONDA'], state: 'WI', zip: '53701' },
  },
  {
    rule: 'older form: /cars-for-sale/all-cars/honda/civic/houston-tx',
    pathname: '/cars-for-sale/all-cars/honda/civic/houston-tx',
    query: { city: 'Houston', listingType: ['ALL'], makeCode: ['HONDA'], modelCode: ['CIVIC'], state: 'TX' },
  },
  {
    rule: 'page type: cars-for-sale.xhtml at the end',
    pathname: '/cars-for-sale/new-cars/cars-for-sale.xhtml',
    query: { listingType: ['NEW'] },
  },
  {
    rule: 'third party certified, with the cars suffix',
    pathname: '/cars-for-sale/third-party-certified-cars/chevrolet',
    query: { listingType: ['3P_CERT'], makeCode: ['CHEV'] },
  },
  {
    rule: 'the query string (search form) fills what the path does not carry; the path wins',
    pathname: '/cars-for-sale/honda',
    search: '?makeCodeList=BMW&searchRadius=75&zip=30301&listingTypes=NEW,USED',
    query: { listingType: ['NEW', 'USED'], makeCode: ['HONDA'], searchRadius: '75', zip: '30301' },
  },
];

export const LEGACY_DECODE_CASES: DecodeCase[] = [
  {
    rule: 'legacy /cars-for-sale/searchresults.xhtml with search-form keys (spec 001 section 3 dialect mapping)',
    pathname: '/cars-for-sale/searchresults.xhtml',
    search: '?makeCodeList=HONDA&modelCodeList=CIVIC&listingTypes=USED&sellerTypes=p&zip=78701&requestId=abc',
    query: {
      listingType: ['USED'],
      makeCode: ['HONDA'],
      modelCode: ['CIVIC'],
      sellerType: ['p'],
      zip: '78701',
    },
  },
];
