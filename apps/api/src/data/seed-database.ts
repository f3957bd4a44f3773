import { type Kysely, sql, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { DataError } from './data-error';
import { generateInventory, type InventoryOptions } from './generate-inventory';
import { refreshDealRatings } from './refresh-deal-ratings';

export interface SeedOptions extends InventoryOptions {
  /** Called after each chunk of listings is committed. */
  onProgress?: (done: number, total: number) => void;
  /** Called as deal ratings are written, a chunk of listings at a time. */
  onDealProgress?: (done: number, total: number) => void;
}

export interface SeedResult {
  owners: number;
  listings: number;
  priceChanges: number;
  /** Listings the market price model rated (or found too few similar cars to rate). */
  dealsRefreshed: number;
}

/** PostgreSQL's limit on bind parameters in one statement. */
const MAX_PARAMETERS = 65_535;

type TableName = 'owners' | 'listings' | 'price_changes';

// Multi-row inserts, split so no statement passes the bind-parameter limit whatever the chunk size.
async function insertRows(
  trx: Transaction<Schema>,
  table: TableName,
  rows: readonly object[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += perStatement) {
    // The row shapes come from the schema's Insertable types in generateInventory.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + perStatement) as never)
      .execute();
  }
}

/** Whether the database has no owner and no listing yet (the server seeds only then). */
export async function isEmpty(db: Kysely<Schema>): Promise<boolean> {
  const listing = await db.selectFrom('listings').select('id').limit(1).executeTakeFirst();
  const owner = await db.selectFrom('owners').select('id').limit(1).executeTakeFirst();
  return !listing && !owner;
}

/** Removes every listing, owner and price change (wallets and the outbox stay). */
export async function clearInventory(db: Kysely<Schema>): Promise<void> {
  // Reports of listings go with them (their foreign key would refuse the truncate otherwise).
  await sql`truncate table listing_reports, price_changes, listings, owners`.execute(db);
}

/**
 * Fills an empty database with the generated inventory: one transaction per chunk of about 1,000 listings,
 * multi-row inserts, then the deal ratings (refreshDealRatings). Refuses a database that has inventory
 * (`DataError` `DATABASE_NOT_EMPTY`): clear it first.
 */
export async function seedDatabase(db: Kysely<Schema>, options: SeedOptions): Promise<SeedResult> {
  if (!(await isEmpty(db))) {
    throw new DataError(
      'DATABASE_NOT_EMPTY',
      'The database already has listings or owners; clear it before seeding.',
    );
  }
  const result: SeedResult = { owners: 0, listings: 0, priceChanges: 0, dealsRefreshed: 0 };
  options.onProgress?.(0, options.listings);
  for (const chunk of generateInventory(options)) {
    await db.transaction().execute(async (trx) => {
      await insertRows(trx, 'owners', chunk.owners);
      await insertRows(trx, 'listings', chunk.listings);
      await insertRows(trx, 'price_changes', chunk.priceChanges);
    });
    result.owners += chunk.owners.length;
    result.listings += chunk.listings.length;
    result.priceChanges += chunk.priceChanges.length;
    if (chunk.listings.length > 0) options.onProgress?.(result.listings, options.listings);
  }
  result.dealsRefreshed = await refreshDealRatings(db, { onProgress: options.onDealProgress });
  await settleSeededTables(db);
  return result;
}

/**
 * Leaves freshly seeded tables as a running database keeps them: the deal ratings' refresh rewrote every
 * listing, so half the table is dead rows, and the planner has no statistics yet. Left to autovacuum, both are
 * redone in the background in the first minutes of serving (at 1,000,000 listings, while the first searches run
 * and beside the search index's load); done here, the seed's time says what a seed costs.
 */
async function settleSeededTables(db: Kysely<Schema>): Promise<void> {
  // VACUUM cannot run in a transaction: each statement here is its own.
  await sql`vacuum (analyze) owners, listings, price_changes`.execute(db);
}
