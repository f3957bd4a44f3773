import type { FacetKey, Listing, Owner } from '@forecourt/contracts';
import {
  BODY_STYLE_LABELS,
  COLORS,
  DRIVE_LABELS,
  ENGINE_LABELS,
  FEATURE_LABELS,
  FUEL_LABELS,
  LISTING_TYPE_LABELS,
  SELLER_TYPE_LABELS,
  TRANSMISSION_LABELS,
} from './labels';

const one = (value: string | undefined): string[] => (value ? [value] : []);

/** The values a listing has for a filter key: what the search matches and counts. */
export function facetValuesOf(key: FacetKey, listing: Listing, owner: Owner | undefined): string[] {
  switch (key) {
    case 'makeCode':
    case 'modelCode':
    case 'trimCode':
    case 'seriesCode':
    case 'transmissionCode':
    case 'driveGroup':
    case 'engineCode':
    case 'fuelTypeGroup':
      return one(listing[key]);
    case 'listingType':
      return one(listing.listingType ?? listing.type);
    case 'sellerType':
      return owner ? [owner.privateSeller ? 'p' : 'd'] : [];
    case 'vehicleStyleCode':
      return listing.bodyStyleCodes ?? [];
    case 'extColorSimple':
      return one(listing.color?.exteriorColorSimple);
    case 'featureCode':
      return listing.featureCodes ?? [];
  }
}

const LABELS: Partial<Record<FacetKey, Readonly<Record<string, string>>>> = {
  listingType: LISTING_TYPE_LABELS,
  sellerType: SELLER_TYPE_LABELS,
  vehicleStyleCode: BODY_STYLE_LABELS,
  driveGroup: DRIVE_LABELS,
  engineCode: ENGINE_LABELS,
  fuelTypeGroup: FUEL_LABELS,
  transmissionCode: TRANSMISSION_LABELS,
  featureCode: FEATURE_LABELS,
  extColorSimple: Object.fromEntries(Object.entries(COLORS).map(([code, { label }]) => [code, label])),
};

/** A facet value's label: the listing's own names for make, model and trim, the reference names for codes. */
export function facetLabel(key: FacetKey, value: string, listing: Listing): string {
  if (key === 'makeCode') return listing.make ?? value;
  if (key === 'modelCode') return listing.model ?? value;
  if (key === 'trimCode')
    return (typeof listing.trim === 'object' ? listing.trim.name : listing.trim) ?? value;
  return LABELS[key]?.[value] ?? value;
}
