import type { Listing, Owner } from '@forecourt/contracts';
import type { Kysely } from 'kysely';
import type { ListingRow, Owner as OwnerRow, Schema } from '../db/schema';
import { type PriceChangeRow, toListing, toOwner } from './listing-mapper';

/** The largest id an `integer` column holds: a longer id is simply not a listing (and must not reach SQL). */
export const MAX_ROW_ID = 2_147_483_647;

/** Ids as the database keys them, those out of range dropped: "unknown ids are simply absent". */
export function rowIds(ids: readonly string[]): number[] {
  return [...new Set(ids.map(Number))].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID);
}

export async function loadOwners(db: Kysely<Schema>, ids: readonly number[]): Promise<Map<number, OwnerRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('owners')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function loadPriceChanges(
  db: Kysely<Schema>,
  listingIds: readonly number[],
): Promise<Map<number, PriceChangeRow[]>> {
  const byListing = new Map<number, PriceChangeRow[]>();
  if (listingIds.length === 0) return byListing;
  const rows = await db
    .selectFrom('price_changes')
    .selectAll()
    .where('listing_id', 'in', [...listingIds])
    .orderBy('listing_id')
    .orderBy('changed_at')
    .execute();
  for (const row of rows) {
    const list = byListing.get(row.listing_id) ?? [];
    list.push(row);
    byListing.set(row.listing_id, list);
  }
  return byListing;
}

export interface ListingsReply {
  listings: Listing[];
  owners: Owner[];
}

export interface ReplyOptions {
  now: Date;
  /** Each listing's `owner` is the owner object rather than its id. @default false */
  embedOwner?: boolean;
  /** At most this many photos a listing (`toListing`). @default every photo */
  photoLimit?: number;
  /**
   * The rows' owners and price changes, when the caller read them with the rows (the search index does, in one
   * statement): nothing more is read. @default read here
   */
  related?: ListingRelations;
}

/** What a page of listing rows needs besides the rows: owners by id, price changes by listing id. */
export interface ListingRelations {
  owners: ReadonlyMap<number, OwnerRow>;
  priceChanges: ReadonlyMap<number, readonly PriceChangeRow[]>;
}

/**
 * Listings in the order given with their owners ("listings (id, ownerId) and owners", spec 001 s7): owners once
 * each, in the order their first listing comes; a listing names its owner by id unless `embedOwner`.
 */
export async function listingsReply(
  db: Kysely<Schema>,
  rows: readonly (ListingRow & { distance?: number | null })[],
  options: ReplyOptions,
): Promise<ListingsReply> {
  if (options.related) return buildListingsReply(rows, options.related, options);
  const [owners, priceChanges] = await Promise.all([
    loadOwners(
      db,
      rows.map((row) => row.owner_id),
    ),
    loadPriceChanges(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return buildListingsReply(rows, { owners, priceChanges }, options);
}

/** `listingsReply` from rows whose owners and price changes are at hand: no I/O. */
function buildListingsReply(
  rows: readonly (ListingRow & { distance?: number | null })[],
  { owners, priceChanges }: ListingRelations,
  options: Pick<ReplyOptions, 'now' | 'embedOwner' | 'photoLimit'>,
): ListingsReply {
  const listings = rows.map((row) =>
    toListing(row, {
      owner: owners.get(row.owner_id),
      priceChanges: priceChanges.get(row.id) ?? [],
      now: options.now,
      embedOwner: options.embedOwner ?? false,
      distance: row.distance ?? null,
      ...(options.photoLimit !== undefined && { photoLimit: options.photoLimit }),
    }),
  );
  const ownerIds = [...new Set(rows.map((row) => row.owner_id))];
  const ownerList = ownerIds.flatMap((id) => {
    const owner = owners.get(id);
    return owner ? [toOwner(owner)] : [];
  });
  return { listings, owners: ownerList };
}
