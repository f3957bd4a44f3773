import { type Kysely, sql, type Transaction } from 'kysely';
import type { Schema } from './schema';

/** One row of the listing change log (migration 009; the contract is in ./README.md). */
export interface ListingChange {
  /** The log's bigserial, as text: orders rows within one read, not commits. */
  position: string;
  /** The writing transaction's id (xid8), as text. */
  xid: string;
  listingId: number;
  kind: 'listed' | 'price' | 'sold' | 'relisted' | 'removed' | 'changed' | 'truncated';
  oldPrice: number | null;
  newPrice: number | null;
  changedAt: Date;
}

export type ChunkOutcome =
  /** Another instance is reading for this reader now: its rows are theirs. */
  | { busy: true }
  /** `more`: the range being read has further rows; read again at once. */
  | { busy: false; changes: number; more: boolean };

/** Rows handed to a reader per transaction. */
export const LISTING_CHANGE_CHUNK = 500;

interface ReaderRow {
  horizon: string;
  high: string | null;
  after_position: string;
}

/**
 * Reads the next chunk of the listing change log for `reader` and hands it to `handle` inside one transaction
 * that also moves the reader's place, so what `handle` writes and the new place commit together: a crash reads
 * the chunk again, nothing is lost and nothing is read twice.
 *
 * Only rows of finished transactions are read: rows whose `xid` lies below the horizon of a fresh snapshot
 * (`pg_snapshot_xmin(pg_current_snapshot())`, the oldest transaction still running). A row of a transaction
 * that commits late has an xid above that horizon, so it waits for a later read, which finds it: positions
 * alone would not do, since a sequence value is taken before its transaction commits. The reader's row is
 * held `for update skip locked`: a second instance reading for the same reader skips instead of waiting.
 */
export async function readListingChanges(
  db: Kysely<Schema>,
  reader: string,
  handle: (trx: Transaction<Schema>, changes: ListingChange[]) => Promise<void>,
  chunk = LISTING_CHANGE_CHUNK,
): Promise<ChunkOutcome> {
  await db
    .insertInto('listing_change_readers')
    .values({ reader, horizon: '0' })
    .onConflict((conflict) => conflict.column('reader').doNothing())
    .execute();
  return db.transaction().execute(async (trx): Promise<ChunkOutcome> => {
    const cursor = await sql<ReaderRow>`
      select horizon::text as horizon, high::text as high, after_position::text as after_position
      from listing_change_readers where reader = ${reader}
      for update skip locked`.execute(trx);
    const place = cursor.rows[0];
    if (!place) return { busy: true };
    // The range [horizon, high) is fixed once chosen, so it can be read in chunks by position.
    let high = place.high;
    if (high === null) {
      const now = await sql<{ high: string }>`
        select greatest(pg_snapshot_xmin(pg_current_snapshot()), ${place.horizon}::xid8)::text as high`.execute(
        trx,
      );
      high = now.rows[0]?.high ?? place.horizon;
    }
    const { rows } = await sql<{
      position: string;
      xid: string;
      listing_id: number;
      kind: ListingChange['kind'];
      old_price: number | null;
      new_price: number | null;
      changed_at: Date;
    }>`
      select position::text as position, xid::text as xid, listing_id, kind, old_price, new_price, changed_at
      from listing_changes
      where xid >= ${place.horizon}::xid8 and xid < ${high}::xid8 and position > ${place.after_position}::bigint
      -- The column, not the text alias of the same name: '10' sorts before '9'.
      order by listing_changes.position
      limit ${chunk}`.execute(trx);
    const changes = rows.map((row) => ({
      position: row.position,
      xid: row.xid,
      listingId: row.listing_id,
      kind: row.kind,
      oldPrice: row.old_price,
      newPrice: row.new_price,
      changedAt: new Date(row.changed_at),
    }));
    if (changes.length > 0) await handle(trx, changes);
    const more = changes.length === chunk;
    const last = changes.at(-1);
    if (more && last) {
      await sql`
        update listing_change_readers
        set high = ${high}::xid8, after_position = ${last.position}::bigint, updated_at = now()
        where reader = ${reader}`.execute(trx);
    } else {
      await sql`
        update listing_change_readers
        set horizon = ${high}::xid8, high = null, after_position = 0, updated_at = now()
        where reader = ${reader}`.execute(trx);
    }
    return { busy: false, changes: changes.length, more };
  });
}
