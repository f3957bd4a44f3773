import type { CONTRACTS, Listing } from '@forecourt/contracts';
import { COMPARABLE_PRICE_WINDOW_PERCENT, comparablePriceWindow } from '@forecourt/listings';
import type { ZipDirectory } from '@forecourt/location';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../db/schema';
import { findListings } from '../search/search-listings';
import { listingsReply, rowIds } from './listing-replies';
import { resolveSearchOrigin } from './search-origin';
import { listingTypeFilter } from './search-request';

export type DealerLotQuery = z.output<(typeof CONTRACTS)['getDealerLot']['query']>;

/** "Comparable-listing price window 95 percent to 105 percent of sale price" (spec 001 s9), in percent. */
export const PRICE_WINDOW_PERCENT = COMPARABLE_PRICE_WINDOW_PERCENT;

/** "listings ... at most 10" (the contract): the panel of comparable listings on a vehicle page. */
export const DEALER_LOT_SIZE = 10;

/**
 * The whole-dollar prices within 95 to 105 percent of a sale price, both ends included: the one function of
 * `@forecourt/listings`, so the vehicle page's request and this default agree.
 */
export const priceWindow = comparablePriceWindow;

/**
 * Comparable listings near the zip (spec 001 s7 dealer lot): the make and model, the years and listing types
 * asked for, within the radius (default 50, 0 nationwide), nearest first, the listing shown now left out. The
 * client sends the price window; when it sends neither end, the window is taken around the excluded listing's
 * sale price. Each listing carries its owner ("listings[0] with owner and id").
 */
export async function findDealerLot(
  db: Kysely<Schema>,
  zips: ZipDirectory,
  query: DealerLotQuery,
  now: Date,
): Promise<Listing[]> {
  const origin = resolveSearchOrigin(zips, { zip: query.zip, searchRadius: query.searchRadius });
  const excluded = query.excludedListingId === undefined ? [] : rowIds([query.excludedListingId]);
  let prices: { minPrice?: number; maxPrice?: number } = {
    ...(query.minPrice !== undefined ? { minPrice: query.minPrice } : {}),
    ...(query.maxPrice !== undefined ? { maxPrice: query.maxPrice } : {}),
  };
  if (query.minPrice === undefined && query.maxPrice === undefined && excluded[0] !== undefined) {
    const shown = await db
      .selectFrom('listings')
      .select('price')
      .where('id', '=', excluded[0])
      .executeTakeFirst();
    if (shown) prices = priceWindow(shown.price);
  }
  const listingType = listingTypeFilter(query.listingTypes);
  const rows = await findListings(db, {
    makeCode: [query.makeCode.toUpperCase()],
    modelCode: [query.modelCode.toUpperCase()],
    ...(listingType ? { listingType } : {}),
    ...(query.startYear !== undefined ? { startYear: query.startYear } : {}),
    ...(query.endYear !== undefined ? { endYear: query.endYear } : {}),
    ...prices,
    excludeIds: excluded,
    ...(origin ? { origin: origin.origin, radius: origin.radius } : {}),
    sortBy: 'distanceASC',
    firstRecord: 0,
    numRecords: DEALER_LOT_SIZE,
  });
  const reply = await listingsReply(db, rows, { now, embedOwner: true });
  return reply.listings;
}
