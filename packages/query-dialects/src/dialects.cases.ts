import type { ListingQuery } from './to-listing-query';
import type { SearchQuery } from './to-search-query';

export interface DialectCase {
  /** The spec's words this case checks (spec 001 section 3 unless said otherwise), or the README decision. */
  rule: string;
  search: SearchQuery;
  listing: ListingQuery;
}

/** Pairs that convert both ways: `toListingQuery(search)` is `listing` and `toSearchQuery(listing)` is `search`. */
export const DIALECT_CASES: DialectCase[] = [
  { rule: 'makeCodeList to makeCode', search: { makeCodeList: 'HONDA' }, listing: { makeCode: ['HONDA'] } },
  {
    rule: 'modelCodeList to modelCode',
    search: { modelCodeList: 'ACCORD,CIVIC' },
    listing: { modelCode: ['ACCORD', 'CIVIC'] },
  },
  { rule: 'trimCodeList to trimCode', search: { trimCodeList: 'EX' }, listing: { trimCode: ['EX'] } },
  { rule: 'maxMileage to mileage', search: { maxMileage: '30000' }, listing: { mileage: '30000' } },
  { rule: 'priceRange to price', search: { priceRange: '10000-20000' }, listing: { price: '10000-20000' } },
  { rule: 'sellerTypes to sellerType', search: { sellerTypes: 'd,p' }, listing: { sellerType: ['d', 'p'] } },
  {
    rule: 'listingTypes to listingType',
    search: { listingTypes: 'NEW,USED' },
    listing: { listingType: ['NEW', 'USED'] },
  },
  {
    rule: 'vhrTypes to vehicleHistoryType',
    search: { vhrTypes: 'CLEAN_TITLE' },
    listing: { vehicleHistoryType: ['CLEAN_TITLE'] },
  },
  { rule: 'isNewSearch to newSearch', search: { isNewSearch: 'true' }, listing: { newSearch: 'true' } },
  { rule: 'packages to packageName', search: { packages: 'SPORT' }, listing: { packageName: ['SPORT'] } },
  // "others exist (not shown)": ours, from spec 000 section 3's search filter keys
  {
    rule: 'ours: seriesCodeList to seriesCode',
    search: { seriesCodeList: 'F_SERIES' },
    listing: { seriesCode: ['F_SERIES'] },
  },
  {
    rule: 'ours: vehicleStyleCodes to vehicleStyleCode',
    search: { vehicleStyleCodes: 'SEDAN,SUVCROSS' },
    listing: { vehicleStyleCode: ['SEDAN', 'SUVCROSS'] },
  },
  {
    rule: 'ours: transmissionCodes to transmissionCode',
    search: { transmissionCodes: 'AUT' },
    listing: { transmissionCode: ['AUT'] },
  },
  {
    rule: 'ours: engineCodes to engineCode',
    search: { engineCodes: '4CLDR' },
    listing: { engineCode: ['4CLDR'] },
  },
  {
    rule: 'ours: extColorsSimple to extColorSimple',
    search: { extColorsSimple: 'BLACK,WHITE' },
    listing: { extColorSimple: ['BLACK', 'WHITE'] },
  },
  {
    rule: 'ours: featureCodes to featureCode',
    search: { featureCodes: '1062' },
    listing: { featureCode: ['1062'] },
  },
  {
    rule: 'ours: driveGroup, one name in both',
    search: { driveGroup: 'AWD4WD' },
    listing: { driveGroup: ['AWD4WD'] },
  },
  {
    rule: 'ours: fuelTypeGroup, one name in both',
    search: { fuelTypeGroup: 'HYB,ELE' },
    listing: { fuelTypeGroup: ['HYB', 'ELE'] },
  },
  // Every other key passes through unchanged.
  {
    rule: 'other keys pass through (spec 000 section 3: zip, searchRadius, startYear, endYear, marketExtension)',
    search: {
      endYear: '2024',
      marketExtension: 'include',
      searchRadius: '75',
      startYear: '2020',
      zip: '30303',
    },
    listing: {
      endYear: '2024',
      marketExtension: 'include',
      searchRadius: '75',
      startYear: '2020',
      zip: '30303',
    },
  },
  {
    rule: 'a whole search, keys sorted in both forms',
    search: { listingTypes: 'USED', makeCodeList: 'HONDA,FORD', maxMileage: '50000', zip: '30303' },
    listing: { listingType: ['USED'], makeCode: ['HONDA', 'FORD'], mileage: '50000', zip: '30303' },
  },
];
