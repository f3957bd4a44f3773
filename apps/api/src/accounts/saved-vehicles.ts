import { randomUUID } from 'node:crypto';
import type { CONTRACTS, ContractReply, ContractRequest } from '@forecourt/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import { fixedStatement } from '../db/fixed-statement';
import type { SavedVehiclesTable, Schema } from '../db/schema';
import { notFound } from '../http/api-failure';
import { rowIds } from '../listings/listing-replies';
import type { AccountLimits } from './account-limits';
import { ACCOUNT_MESSAGES, error, warn } from './account-messages';
import { countedInsert, resumeAlerts, withConsumerLock } from './consumer-lock';
import { formatPhone, isValidPhone, phoneDigits } from './phone-rules';

type SaveVehicleBody = ContractRequest<typeof CONTRACTS.saveVehicle>['body'];
type SaveVehicleReply = ContractReply<typeof CONTRACTS.saveVehicle>;
type PersistReply = ContractReply<typeof CONTRACTS.persistQuickSaveVehicles>;
type SavedListing = ContractRequest<typeof CONTRACTS.deleteBookmark>['body']['listing'];
export type SavedVehicleRow = Selectable<SavedVehiclesTable>;

/** The account brand saved vehicles are kept under: POST vehicle names none ("the valuation host is the fallback"). */
const VEHICLE_BRAND = 'KBB';
const CACHE_TYPE = 'vehicle';

export interface AccountContext {
  db: Kysely<Schema>;
  consumerId: string;
  now: Date;
  limits: AccountLimits;
  /**
   * The engine runs one transaction or statement at a time (PGlite: `serialisesWrites`), so saves leave the
   * consumer lock out. @default false (the lock is taken)
   */
  writesSerialised?: boolean | undefined;
}

/** A listing id as the table keys it; one past the integer range is no listing's (-1 finds nothing). */
const listingRowId = (listingId: string): number => rowIds([listingId])[0] ?? -1;

async function activeListings(db: Kysely<Schema>, ids: readonly string[]) {
  const numbers = rowIds(ids);
  if (numbers.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('listings')
    .select(['id', 'price'])
    .where('id', 'in', numbers)
    .where('status', '=', 'active')
    .execute();
  return new Map(rows.map((row) => [String(row.id), row.price]));
}

/** POST vehicle: a listingId alone saves; a bookmarkId updates (spec 000 s7). */
export function saveVehicle(ctx: AccountContext, body: SaveVehicleBody): Promise<SaveVehicleReply> {
  return body.bookmarkId === undefined
    ? createSavedVehicle(ctx, body, body.listingId ?? '')
    : updateSavedVehicle(ctx, body, body.bookmarkId);
}

async function createSavedVehicle(
  ctx: AccountContext,
  body: SaveVehicleBody,
  listingId: string,
): Promise<SaveVehicleReply> {
  const phone = body.mobilePhone === undefined ? null : phoneDigits(body.mobilePhone) || null;
  if ((phone !== null && !isValidPhone(phone)) || (body.enableTextAlerts && phone === null)) {
    return {
      msgs: [error(ACCOUNT_MESSAGES.invalidPhone)],
      bookmarkSaved: false,
      bookmarkAlreadySaved: false,
      responseCode: '400',
    };
  }
  const outcome = await countedInsert(
    ctx.db,
    ctx.consumerId,
    (db) => insertUnlessSaved(db, ctx, body, listingRowId(listingId), phone),
    ctx.writesSerialised === true,
  );
  if (outcome.kind === 'unavailable') {
    return {
      msgs: [error(ACCOUNT_MESSAGES.listingUnavailable)],
      bookmarkSaved: false,
      bookmarkAlreadySaved: false,
      responseCode: '404',
    };
  }
  if (outcome.kind === 'over-limit') {
    return {
      msgs: [error(ACCOUNT_MESSAGES.vehicleLimit(ctx.limits.quickSaves))],
      bookmarkSaved: false,
      bookmarkAlreadySaved: false,
      responseCode: '409',
    };
  }
  const saved = outcome.kind === 'saved';
  return {
    id: outcome.id,
    version: outcome.version,
    bookmarkSaved: saved,
    bookmarkAlreadySaved: !saved,
    mobilePhone: formatPhone(outcome.mobile_phone),
    cacheType: CACHE_TYPE,
    responseCode: '200',
  } satisfies SaveVehicleReply;
}

type SaveOutcome =
  | { kind: 'saved' | 'existing'; id: string; version: number; mobile_phone: string | null }
  | { kind: 'over-limit' }
  | { kind: 'unavailable' };

/** The values of a new save's statement (`insertUnlessSavedStatement`). */
interface NewSavedVehicle extends Record<string, unknown> {
  id: string;
  consumerId: string;
  listingId: number;
  title: string | null;
  notes: string | null;
  emailAlerts: boolean;
  textAlerts: boolean;
  phone: string | null;
  now: Date;
  /** The quick-save limit, as the count's text compares. */
  limit: string;
  alertsOn: boolean;
}

const bookmark = ['id', 'version', 'mobile_phone'] as const;

/**
 * The checks of a save, the insert and the resumed alerts as one statement (`countedInsert`: each statement is a
 * round trip, and on PGlite a turn of its single connection): a car saved already answers its bookmark, a
 * listing not for sale or a shopper at the limit inserts nothing. A new save with an alert on resumes the alerts
 * of an opted-out shopper in the same statement: a failing part undoes all of it. Its SQL is the same for every
 * save, so Kysely builds it once (`fixedStatement`).
 */
export const insertUnlessSavedStatement = fixedStatement((db: Kysely<Schema>, save: NewSavedVehicle) =>
  db
    .with('existing', (db) =>
      db
        .selectFrom('saved_vehicles')
        .select(bookmark)
        .where('consumer_id', '=', save.consumerId)
        .where('listing_id', '=', save.listingId),
    )
    .with('listing', (db) =>
      db
        .selectFrom('listings')
        .select(['id', 'price'])
        .where('id', '=', save.listingId)
        .where('status', '=', 'active'),
    )
    .with('saved', (db) =>
      db
        .selectFrom('saved_vehicles')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('consumer_id', '=', save.consumerId),
    )
    .with('inserted', (db) =>
      db
        .insertInto('saved_vehicles')
        .columns([
          'id',
          'consumer_id',
          'listing_id',
          'brand',
          'title',
          'notes',
          'email_alerts',
          'text_alerts',
          'mobile_phone',
          'alerted_price',
          'created_at',
          'updated_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom(['listing', 'saved'])
            .select((row) => [
              row.val(save.id).as('id'),
              row.val(save.consumerId).as('consumer_id'),
              'listing.id as listing_id',
              row.val(VEHICLE_BRAND).as('brand'),
              row.val(save.title).as('title'),
              row.val(save.notes).as('notes'),
              row.val(save.emailAlerts).as('email_alerts'),
              row.val(save.textAlerts).as('text_alerts'),
              row.val(save.phone).as('mobile_phone'),
              'listing.price as alerted_price',
              row.val(save.now).as('created_at'),
              row.val(save.now).as('updated_at'),
            ])
            .where(({ exists, not, selectFrom }) => not(exists(selectFrom('existing').select('id'))))
            .where('saved.count', '<', save.limit),
        )
        .returning(bookmark),
    )
    .with('resumed', (db) =>
      db
        .updateTable('consumers')
        .set({ opted_out_at: null, updated_at: save.now })
        .where('id', '=', save.consumerId)
        .where('opted_out_at', 'is not', null)
        .where(sql<boolean>`${save.alertsOn}`)
        .where(({ exists, selectFrom }) => exists(selectFrom('inserted').select('id')))
        .returning('id'),
    )
    .selectFrom('inserted')
    .select([sql.lit('saved').as('kind'), ...bookmark])
    .unionAll((eb) => eb.selectFrom('existing').select([sql.lit('existing').as('kind'), ...bookmark]))
    // Nothing saved nor found, and the listing is for sale: the limit stopped it. No row at all: not for sale.
    .unionAll((eb) =>
      eb
        .selectFrom('listing')
        .select([
          sql.lit('over-limit').as('kind'),
          sql<string>`null`.as('id'),
          sql<number>`null`.as('version'),
          sql<string | null>`null`.as('mobile_phone'),
        ])
        .where(({ exists, not, selectFrom }) =>
          not(exists(selectFrom('existing').select('id').unionAll(selectFrom('inserted').select('id')))),
        ),
    ),
);

/** The values of a new save, from its request. */
export const newSavedVehicle = (
  ctx: AccountContext,
  body: SaveVehicleBody,
  listingId: number,
  phone: string | null,
): NewSavedVehicle => ({
  id: randomUUID(),
  consumerId: ctx.consumerId,
  listingId,
  title: body.title ?? null,
  notes: body.notes ?? null,
  emailAlerts: body.enableEmailAlerts ?? false,
  textAlerts: body.enableTextAlerts ?? false,
  phone,
  now: ctx.now,
  limit: String(ctx.limits.quickSaves),
  alertsOn: body.enableEmailAlerts === true || body.enableTextAlerts === true,
});

async function insertUnlessSaved(
  db: Kysely<Schema>,
  ctx: AccountContext,
  body: SaveVehicleBody,
  listingId: number,
  phone: string | null,
): Promise<SaveOutcome> {
  const { rows } = await insertUnlessSavedStatement.execute(db, newSavedVehicle(ctx, body, listingId, phone));
  const row = rows[0];
  if (!row) return { kind: 'unavailable' };
  if (row.kind === 'over-limit') return { kind: 'over-limit' };
  return {
    kind: row.kind as 'saved' | 'existing',
    id: row.id,
    version: row.version,
    mobile_phone: row.mobile_phone,
  };
}

async function findOwn(ctx: AccountContext, id: string): Promise<SavedVehicleRow | undefined> {
  return ctx.db
    .selectFrom('saved_vehicles')
    .selectAll()
    .where('id', '=', id)
    .where('consumer_id', '=', ctx.consumerId)
    .executeTakeFirst();
}

/**
 * An update writes only the fields sent. With a version it is `update ... where version = $sent`: of two devices
 * saving the same version at once exactly one wins, and the other gets the WARN and changes nothing. The
 * overwrite flag (sent after a warning) drops the version check: that update wins.
 */
async function updateSavedVehicle(
  ctx: AccountContext,
  body: SaveVehicleBody,
  bookmarkId: string,
): Promise<SaveVehicleReply> {
  const row = await findOwn(ctx, bookmarkId);
  if (!row) throw notFound(`Saved vehicle ${bookmarkId}`);
  const phone = body.mobilePhone === undefined ? row.mobile_phone : phoneDigits(body.mobilePhone) || null;
  const textAlerts = body.enableTextAlerts ?? row.text_alerts;
  if (
    (body.mobilePhone && !isValidPhone(phone)) ||
    (body.enableTextAlerts && textAlerts && !isValidPhone(phone))
  ) {
    return {
      id: row.id,
      version: row.version,
      msgs: [error(ACCOUNT_MESSAGES.invalidPhone)],
      bookmarkSaved: false,
      bookmarkAlreadySaved: true,
      responseCode: '400',
    };
  }
  // The flags and the resumed alerts change together, under the lock an opt-out takes first too.
  return withConsumerLock(
    ctx.db,
    ctx.consumerId,
    (trx) => writeUpdate({ ...ctx, db: trx }, body, bookmarkId, phone),
    ctx.writesSerialised,
  );
}

async function writeUpdate(
  ctx: AccountContext,
  body: SaveVehicleBody,
  bookmarkId: string,
  phone: string | null,
): Promise<SaveVehicleReply> {
  let update = ctx.db
    .updateTable('saved_vehicles')
    .set((eb) => ({
      ...(body.title !== undefined && { title: body.title }),
      ...(body.notes !== undefined && { notes: body.notes }),
      ...(body.enableEmailAlerts !== undefined && { email_alerts: body.enableEmailAlerts }),
      ...(body.enableTextAlerts !== undefined && { text_alerts: body.enableTextAlerts }),
      ...(body.mobilePhone !== undefined && { mobile_phone: phone }),
      version: eb('version', '+', 1),
      updated_at: ctx.now,
    }))
    .where('id', '=', bookmarkId)
    .where('consumer_id', '=', ctx.consumerId);
  if (body.version !== undefined && !body.overwriteFlag) update = update.where('version', '=', body.version);
  const updated = await update.returning(['id', 'version', 'mobile_phone']).executeTakeFirst();
  if (!updated) {
    const current = await findOwn(ctx, bookmarkId);
    if (!current) throw notFound(`Saved vehicle ${bookmarkId}`);
    return {
      id: current.id,
      version: current.version,
      msgs: [warn(ACCOUNT_MESSAGES.versionConflict)],
      bookmarkSaved: false,
      bookmarkAlreadySaved: true,
      responseCode: '409',
    };
  }
  if (body.enableEmailAlerts || body.enableTextAlerts) await resumeAlerts(ctx.db, ctx.consumerId, ctx.now);
  return {
    id: updated.id,
    version: updated.version,
    bookmarkSaved: true,
    bookmarkAlreadySaved: true,
    mobilePhone: formatPhone(updated.mobile_phone),
    cacheType: CACHE_TYPE,
    responseCode: '200',
  };
}

/**
 * POST deletebookmark: the bookmark id names the saved vehicle; a quick-save's empty one falls back to the
 * listing (spec 000 s3 "A quick-save has an empty bookmarkId"). Not the caller's, or not saved: 404.
 */
export async function deleteBookmark(ctx: AccountContext, listing: SavedListing) {
  let remove = ctx.db.deleteFrom('saved_vehicles').where('consumer_id', '=', ctx.consumerId);
  if (listing.bookmarkId !== '') remove = remove.where('id', '=', listing.bookmarkId);
  else remove = remove.where('listing_id', '=', listingRowId(listing.listingId));
  const result = await remove.executeTakeFirst();
  if (Number(result.numDeletedRows) === 0)
    throw notFound(`Saved vehicle ${listing.bookmarkId || listing.listingId}`);
  return { bookmark: { isDeleted: true, isSaved: false } };
}

/**
 * POST persistQuickSaveVehicles: each listing still for sale becomes a saved vehicle (one already saved is
 * reported as created, with its bookmark); a listing sold or unknown, or one past the quick-save limit, is
 * failed. Nothing is deleted by this call, so deletedBookmarkBeans is always empty.
 */
export async function persistQuickSaves(
  ctx: AccountContext,
  listingIds: readonly string[],
): Promise<PersistReply> {
  const ids = [...new Set(listingIds)];
  return withConsumerLock(
    ctx.db,
    ctx.consumerId,
    async (trx) => {
      const saved = await trx
        .selectFrom('saved_vehicles')
        .select(['id', 'listing_id', 'version'])
        .where('consumer_id', '=', ctx.consumerId)
        .execute();
      const byListing = new Map(saved.map((row) => [String(row.listing_id), row]));
      const prices = await activeListings(trx, ids);
      let count = saved.length;
      const created: PersistReply['createdBookmarkBeans'] = [];
      const failed: PersistReply['failedToCreateBookmarkBeans'] = [];
      for (const listingId of ids) {
        const existing = byListing.get(listingId);
        const price = prices.get(listingId);
        if (existing) created.push({ id: existing.id, listingId, version: existing.version });
        else if (price === undefined || count >= ctx.limits.quickSaves) failed.push({ listingId });
        else {
          const row = await trx
            .insertInto('saved_vehicles')
            .values({
              id: randomUUID(),
              consumer_id: ctx.consumerId,
              listing_id: Number(listingId),
              brand: VEHICLE_BRAND,
              alerted_price: price,
              created_at: ctx.now,
              updated_at: ctx.now,
            })
            .returning(['id', 'version'])
            .executeTakeFirstOrThrow();
          count += 1;
          created.push({ id: row.id, listingId, version: row.version });
        }
      }
      return {
        createdBookmarkBeans: created,
        deletedBookmarkBeans: [],
        failedToCreateBookmarkBeans: failed,
        failedToDeleteBookmarkBeans: [],
      };
    },
    ctx.writesSerialised,
  );
}
