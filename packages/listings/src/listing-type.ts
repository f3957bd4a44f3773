import { type Brand, DEFAULT_BRAND, selectSiteConfig } from '@forecourt/brand';
import type { Listing } from './listing';

/** The listing's type code: `listingType`, else `type`, else the first of `listingTypes`; upper-cased. */
export function listingTypeOf(
  listing: Pick<Listing, 'listingType' | 'type' | 'listingTypes'>,
): string | undefined {
  const value = listing.listingType ?? listing.type ?? listing.listingTypes?.[0];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : undefined;
}

/**
 * The first word of a title per listing type code. `3P_CERT` reads "Third-party certified": it read "Certified",
 * the maker's word, so a third-party-certified car's title claimed the carmaker's programme (issue 29). The full
 * condition names (cards, filters, vehicle page) are `CONDITION_NAMES`.
 */
const TYPE_LABELS: Readonly<Record<string, string>> = {
  NEW: 'New',
  USED: 'Used',
  CERTIFIED: 'Certified',
  '3P_CERT': 'Third-party certified',
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
