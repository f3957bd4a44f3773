import type { CONTRACTS, Owner } from '@forecourt/contracts';
import type { ZipDirectory } from '@forecourt/location';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Owner as OwnerRow, Schema } from '../db/schema';
import { distanceSql } from '../search/search-listings';
import { toOwner } from './listing-mapper';
import { rowIds } from './listing-replies';
import { resolveSearchOrigin } from './search-origin';
import { makeLabel } from './vehicle-names';

export type CustomOrderQuery = z.output<(typeof CONTRACTS)['getCustomOrderDealers']['query']>;

/** Dealers listed for a custom order (ours: the spec gives no count). */
export const CUSTOM_ORDER_DEALER_LIMIT = 10;

export interface CustomOrderDealer {
  owner: Owner & { nameplate: string };
  distance: number;
}

/**
 * Dealers that take custom orders for a make (spec 001 s7): the dealers franchised for it, which are the ones
 * selling it new, nearest to the zip first, at most 10; the dealer sent as `ownerIdToBoost` comes first when it
 * is one of them, however far. A custom order is a factory order, which any franchised dealer of the make
 * takes, so the model and year asked for do not narrow the dealers.
 */
export async function findCustomOrderDealers(
  db: Kysely<Schema>,
  zips: ZipDirectory,
  query: CustomOrderQuery,
): Promise<CustomOrderDealer[]> {
  const origin = resolveSearchOrigin(zips, { zip: query.zip, searchRadius: 0 });
  if (!origin) return [];
  const makeCode = query.makeCode.toUpperCase();
  const boost = query.ownerIdToBoost === undefined ? -1 : (rowIds([query.ownerIdToBoost])[0] ?? -1);
  const result = await sql<OwnerRow & { distance: number }>`
    select owners.*, ${distanceSql(origin.origin)} as distance
    from owners
    where kind = 'dealer' and exists (
      select 1 from listings
      where listings.owner_id = owners.id and listings.make_code = ${makeCode}
        and listings.listing_type = 'NEW' and listings.status = 'active')
    order by (id = ${boost}::int) desc, distance, id
    limit ${CUSTOM_ORDER_DEALER_LIMIT}`.execute(db);
  const nameplate = makeLabel(makeCode);
  return result.rows.map((row) => ({
    owner: { ...toOwner(row), nameplate },
    distance: Math.round(row.distance * 10) / 10,
  }));
}
