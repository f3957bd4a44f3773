import { randomUUID } from 'node:crypto';
import type { CONTRACTS, ContractReply, ContractRequest } from '@forecourt/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { SavedVehiclesTable, Schema } from '../db/schema';
import { notFound } from '../http/api-failure';
import { rowIds } from '../listings/listing-replies';
import type { AccountLimits } from './account-limits';
import { ACCOUNT_MESSAGES, error, warn } from './account-messages';
import { resumeAlerts, withConsumerLock } from './consumer-lock';
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
  return withConsumerLock(ctx.db, ctx.consumerId, async (trx): Promise<SaveVehicleReply> => {
    const existing = await trx
      .selectFrom('saved_vehicles')
      .selectAll()
      .where('consumer_id', '=', ctx.consumerId)
      .where('listing_id', '=', listingRowId(listingId))
      .executeTakeFirst();
    if (existing) {
      return {
        id: existing.id,
        version: existing.version,
        bookmarkSaved: false,
        bookmarkAlreadySaved: true,
        mobilePhone: formatPhone(existing.mobile_phone),
        cacheType: CACHE_TYPE,
        responseCode: '200',
      } satisfies SaveVehicleReply;
    }
    const price = (await activeListings(trx, [listingId])).get(listingId);
    if (price === undefined) {
      return {
        msgs: [error(ACCOUNT_MESSAGES.listingUnavailable)],
        bookmarkSaved: false,
        bookmarkAlreadySaved: false,
        responseCode: '404',
      };
    }
    const { count } = await trx
      .selectFrom('saved_vehicles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('consumer_id', '=', ctx.consumerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= ctx.limits.quickSaves) {
      return {
        msgs: [error(ACCOUNT_MESSAGES.vehicleLimit(ctx.limits.quickSaves))],
        bookmarkSaved: false,
        bookmarkAlreadySaved: false,
        responseCode: '409',
      };
    }
    const row = await trx
      .insertInto('saved_vehicles')
      .values({
        id: randomUUID(),
        consumer_id: ctx.consumerId,
        listing_id: Number(listingId),
        brand: VEHICLE_BRAND,
        title: body.title ?? null,
        notes: body.notes ?? null,
        email_alerts: body.enableEmailAlerts ?? false,
        text_alerts: body.enableTextAlerts ?? false,
        mobile_phone: phone,
        alerted_price: price,
        created_at: ctx.now,
        updated_at: ctx.now,
      })
      .returning(['id', 'version', 'mobile_phone'])
      .executeTakeFirstOrThrow();
    if (body.enableEmailAlerts || body.enableTextAlerts) await resumeAlerts(trx, ctx.consumerId, ctx.now);
    return {
      id: row.id,
      version: row.version,
      bookmarkSaved: true,
      bookmarkAlreadySaved: false,
      mobilePhone: formatPhone(row.mobile_phone),
      cacheType: CACHE_TYPE,
      responseCode: '200',
    } satisfies SaveVehicleReply;
  });
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
  return withConsumerLock(ctx.db, ctx.consumerId, (trx) =>
    writeUpdate({ ...ctx, db: trx }, body, bookmarkId, phone),
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
  return withConsumerLock(ctx.db, ctx.consumerId, async (trx) => {
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
  });
}
