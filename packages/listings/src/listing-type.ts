import { type Brand, DEFAULT_BRAND, selectSiteConfig } from '@forecourt/brand';
import type { Listing } from './listing';

/** The listing's type code: `listingType`, else `type`, else the first of `listingTypes`; upper-cased. */
export function listingTypeOf(
  listing: Pick<Listing, 'listingType' | 'type' | 'listingTypes'>,
): string | undefined {
  const value = listing.listingType ?? listing.type ?? listing.listingTypes?.[0];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : undefined;
}

/** Display words of the listing type codes; `3P_CERT` (third-party certified) also reads Certified. */
const TYPE_LABELS: Readonly<Record<string, string>> = {
  NEW: 'New',
  USED: 'Used',
  CERTIFIED: 'Certified',
  '3P_CERT': 'Certified',
};

export interface ListingTypeLabelOptions {
  /** The brand the page is for. Default `'atc'` (`DEFAULT_BRAND`). */
  brand?: Brand;
}

/**
 * The word a title starts with. "For the carmaker brand a used type displays as Certified" (spec 001
 * section 3): taken from the brand's site configuration (`usedListingLabel` of `@forecourt/brand`). An unknown
 * code is shown capitalised (`DEMO` reads `Demo`); no type gives `undefined`.
 */
export function listingTypeLabel(
  type: string | undefined,
  options: ListingTypeLabelOptions = {},
): string | undefined {
  if (type === undefined || type.trim() === '') return undefined;
  const code = type.trim().toUpperCase();
  if (code === 'USED') return selectSiteConfig({ brand: options.brand ?? DEFAULT_BRAND }).usedListingLabel;
  return TYPE_LABELS[code] ?? code.charAt(0) + code.slice(1).toLowerCase();
}
