import type { CONTRACTS, ContractReply, ContractRequest } from '@forecourt/contracts';
import { LISTING_ID_PATTERN } from '@forecourt/contracts';
import { ApiFailure, notFound } from '../http/api-failure';
import { ACCOUNT_MESSAGES } from './account-messages';
import { formatPhone } from './phone-rules';
import { toSearchBookmark } from './saved-searches';
import type { AccountContext } from './saved-vehicles';

type UserInfoReply = ContractReply<typeof CONTRACTS.getUserInfo>;
type ProfileCacheBody = ContractRequest<typeof CONTRACTS.updateProfileCache>['body'];
type BestDealsBody = ContractRequest<typeof CONTRACTS.saveBestDeals>['body'];

async function consumerRow(ctx: AccountContext) {
  return ctx.db
    .selectFrom('consumers')
    .selectAll()
    .where('id', '=', ctx.consumerId)
    .executeTakeFirstOrThrow();
}

const present = <K extends string>(key: K, value: string | null) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

/**
 * GET userinfo?brand=AT|KBB: the profile fields, the ids of the saved searches of that brand (the client merges
 * both brands' lists, spec 000 s3) and the listing ids of every saved vehicle (vehicles carry no brand).
 */
export async function userInfo(ctx: AccountContext, brand: string): Promise<UserInfoReply> {
  const [consumer, searches, vehicles] = await Promise.all([
    consumerRow(ctx),
    ctx.db
      .selectFrom('saved_searches')
      .select('id')
      .where('consumer_id', '=', ctx.consumerId)
      .where('brand', '=', brand)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('saved_vehicles')
      .select('listing_id')
      .where('consumer_id', '=', ctx.consumerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    ...present('firstName', consumer.first_name),
    ...present('lastName', consumer.last_name),
    ...present('email', consumer.email),
    ...present('phone', consumer.phone ? formatPhone(consumer.phone) : null),
    searchIds: searches.map((row) => row.id),
    carIds: vehicles.map((row) => String(row.listing_id)),
  };
}

/** GET /account-api/consumer: "consumerid, email, phone" (spec 002 s7). Without an e-mail on file, a 404. */
export async function consumerRecord(ctx: AccountContext) {
  const consumer = await consumerRow(ctx);
  if (!consumer.email) throw new ApiFailure('NOT_FOUND', 'No e-mail address is on file for this account');
  return { consumerid: consumer.id, email: consumer.email, ...present('phone', consumer.phone) };
}

/**
 * The profile-cache update ("sends carIds", path ours): the ids are kept as sent, but only the caller's own saved
 * searches count as searchIds and only listing ids as carIds; anything else is dropped, not refused.
 */
export async function updateProfileCache(ctx: AccountContext, body: ProfileCacheBody) {
  const sentSearchIds = [...new Set(body.searchIds ?? [])];
  // Which searches are the caller's is read only when some are sent (a client sending carIds alone, the usual
  // update, is one statement).
  const own =
    sentSearchIds.length === 0
      ? []
      : await ctx.db
          .selectFrom('saved_searches')
          .select('id')
          .where('consumer_id', '=', ctx.consumerId)
          .where('id', 'in', sentSearchIds)
          .execute();
  const ownIds = new Set(own.map((row) => row.id));
  const cache = {
    carIds: [...new Set(body.carIds)].filter((id) => LISTING_ID_PATTERN.test(id)),
    searchIds: sentSearchIds.filter((id) => ownIds.has(id)),
  };
  await ctx.db
    .updateTable('consumers')
    .set({ profile_cache: JSON.stringify(cache), updated_at: ctx.now })
    .where('id', '=', ctx.consumerId)
    .execute();
  return cache;
}

/**
 * POST savebestdeals: opting in answers status 200, or message 'userexists' when this address is opted in
 * already (the client counts both as success, spec 000 s4); opting out answers 200. A userId that is not the
 * caller's is a 404.
 */
export async function saveBestDeals(ctx: AccountContext, body: BestDealsBody) {
  if (body.search.userId !== undefined && body.search.userId !== ctx.consumerId)
    throw notFound(`User ${body.search.userId}`);
  const consumer = await consumerRow(ctx);
  if (!body.search.bestDealsOptIn) {
    await ctx.db
      .updateTable('consumers')
      .set({ best_deals: null, updated_at: ctx.now })
      .where('id', '=', ctx.consumerId)
      .execute();
    return { status: 200 };
  }
  const email = body.email.toLowerCase();
  if (consumer.best_deals?.email === email) return { message: ACCOUNT_MESSAGES.userExists };
  const bestDeals = {
    email,
    zipcode: body.search.zipcode,
    styleCodes: body.search.styleCodes ?? [],
    optedInAt: ctx.now.toISOString(),
  };
  await ctx.db
    .updateTable('consumers')
    .set({ best_deals: JSON.stringify(bestDeals), updated_at: ctx.now })
    .where('id', '=', ctx.consumerId)
    .execute();
  return { status: 200 };
}

/** GET bookmarkInfo (myatc API): the shopper's saved vehicles and saved searches, oldest first. */
export async function bookmarkInfo(ctx: AccountContext) {
  const [vehicles, searches] = await Promise.all([
    ctx.db
      .selectFrom('saved_vehicles')
      .selectAll()
      .where('consumer_id', '=', ctx.consumerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('consumer_id', '=', ctx.consumerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    bookmarks: {
      inventoryBookmarks: vehicles.map((row) => ({
        id: row.id,
        listingId: String(row.listing_id),
        ...present('title', row.title),
        ...present('notes', row.notes),
        isSaved: true,
        version: row.version,
        savedDate: new Date(row.created_at).toISOString(),
        hasEmailAlerts: row.email_alerts,
        hasTextAlerts: row.text_alerts,
        ...present('mobilePhone', row.mobile_phone ? formatPhone(row.mobile_phone) : null),
      })),
      searchBookmarks: searches.map((row) => ({ ...toSearchBookmark(row), isSaved: true })),
    },
  };
}
