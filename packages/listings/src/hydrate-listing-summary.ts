import type { Listing, ListingImages, ListingTrim, PricingDetail } from './listing';
import { type ListingTitleOptions, listingTitle } from './listing-title';
import { listingTypeOf } from './listing-type';

/**
 * "Hydrated listing summary: id, type (from listingType), make, model, trim, title, year, pricingDetail, owner
 * (from ownerId), images." (spec 000 section 3)
 */
export interface HydratedListingSummary {
  id: string;
  type?: string;
  make?: string;
  model?: string;
  trim?: ListingTrim;
  title: string;
  year?: number | string;
  pricingDetail?: PricingDetail;
  owner?: string | number;
  images?: ListingImages;
}

/**
 * The summary that saved vehicles, quick-saves and recent inventory keep of a listing (spec 000 section 3).
 * `title` is the derived title of spec 001 section 3 (the listing's own title when nothing can be derived);
 * `type` is the upper-cased listing type code. Fields the listing lacks are left out.
 */
export function hydrateListingSummary(
  listing: Listing,
  options: ListingTitleOptions = {},
): HydratedListingSummary {
  const summary: HydratedListingSummary = {
    id: listing.id,
    type: listingTypeOf(listing),
    make: listing.make,
    model: listing.model,
    trim: listing.trim,
    title: listingTitle(listing, options) || listing.listingTitle || listing.title || '',
    year: listing.year,
    pricingDetail: listing.pricingDetail,
    owner: listing.ownerId,
    images: listing.images,
  };
  for (const key of Object.keys(summary) as (keyof HydratedListingSummary)[]) {
    if (summary[key] === undefined) delete summary[key];
  }
  return summary;
}
