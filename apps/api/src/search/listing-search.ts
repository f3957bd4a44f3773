/** A search of the listing service in our own terms: what the route parses a query into (listing dialect). */
export interface ListingSearch {
  /** Exact-match filters: a listing passes when its column holds one of the values. */
  makeCode?: string[];
  modelCode?: string[];
  /**
   * Trim codes: `CIVIC|EX` (the model's code, a bar, the trim's: what facets and listings carry) matches that
   * model's trim; a bare `EX` matches the trim of any model.
   */
  trimCode?: string[];
  seriesCode?: string[];
  listingType?: string[];
  sellerType?: string[];
  vehicleStyleCode?: string[];
  transmissionCode?: string[];
  driveGroup?: string[];
  engineCode?: string[];
  fuelTypeGroup?: string[];
  extColorSimple?: string[];
  vehicleUseType?: string[];
  /** Every feature named must be present. */
  featureCode?: string[];
  vehicleExchange?: boolean;
  startYear?: number;
  endYear?: number;
  minPrice?: number;
  maxPrice?: number;
  /** Highest mileage. */
  mileage?: number;
  /** Highway mpg range (the `mpgRange` segment: `N-` or `N-M`). */
  minMpg?: number;
  maxMpg?: number;
  /** One owner's listings (a dealer's lot). */
  ownerId?: number;
  /** Listings never to return (the one a page shows already). */
  excludeIds?: number[];
  /** Where distances are measured from (the search zip), and how far to look, in miles. */
  origin?: { latitude: number; longitude: number };
  radius?: number;
  sortBy: SortKey;
  firstRecord: number;
  numRecords: number;
}

export const SORT_KEYS = [
  'relevance',
  'derivedpriceASC',
  'derivedpriceDESC',
  'mileageASC',
  'mileageDESC',
  'yearDESC',
  'yearASC',
  'distanceASC',
  'datelistedDESC',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The list filters that are also facets of the filter panel, with the column each reads. */
export const FACET_COLUMNS = {
  listingType: 'listing_type',
  makeCode: 'make_code',
  modelCode: 'model_code',
  trimCode: 'trim_code',
  seriesCode: 'series_code',
  sellerType: 'seller_type',
  vehicleStyleCode: 'vehicle_style_code',
  transmissionCode: 'transmission_code',
  driveGroup: 'drive_group',
  engineCode: 'engine_code',
  fuelTypeGroup: 'fuel_type_group',
  extColorSimple: 'ext_color_simple',
  vehicleUseType: 'vehicle_use_type',
} as const;
export type FacetKey = keyof typeof FACET_COLUMNS | 'featureCode' | 'year';

/** The facets counted by default: every list filter of the filter panel (vehicle use and year are filters only). */
export const DEFAULT_FACETS: readonly FacetKey[] = [
  'listingType',
  'makeCode',
  'modelCode',
  'trimCode',
  'seriesCode',
  'sellerType',
  'vehicleStyleCode',
  'transmissionCode',
  'driveGroup',
  'engineCode',
  'fuelTypeGroup',
  'extColorSimple',
  'featureCode',
];
