import { createZipcodesDirectory } from '@forecourt/location/zipcodes';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccountLimits } from '../accounts/account-limits';
import type { Schema } from '../db/schema';
import { registerAccountRoutes } from '../routes/account-routes';
import type { TestApi } from './engines';
import { insert, listing, owner } from './fixtures';

/** Listing ids the account tests save: active ones, and one sold. Ids are 5+ digits as listing ids must be. */
export const ACCOUNT_LISTINGS = { active: [810001, 810002, 810003, 810004], sold: 810009 } as const;
export const ACCOUNT_OWNER_ID = 81000;

/** One dealer with the account tests' listings, listed a day apart (the newest is 810004). */
export async function seedAccountListings(db: Kysely<Schema>): Promise<void> {
  const day = 86_400_000;
  await insert(
    db,
    [owner({ id: ACCOUNT_OWNER_ID })],
    [
      ...ACCOUNT_LISTINGS.active.map((id, index) =>
        listing({
          id,
          owner_id: ACCOUNT_OWNER_ID,
          price: 20_000 + index * 1_000,
          listed_at: new Date(Date.parse('2026-11-01T12:00:00Z') + index * day),
        }),
      ),
      listing({ id: ACCOUNT_LISTINGS.sold, owner_id: ACCOUNT_OWNER_ID, status: 'sold' }),
    ],
  );
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON request to the API: status and parsed body. */
export function caller(app: () => FastifyInstance) {
  return async (method: Method, url: string, payload?: unknown, authorization?: string) => {
    const reply = await app().inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(authorization === undefined ? {} : { headers: { authorization } }),
    });
    return { status: reply.statusCode, body: reply.body === '' ? undefined : reply.json() };
  };
}

/**
 * The account routes alone, with other limits, over the test API's database and token check: how a test sees
 * QUICK_SAVE_LIMIT and SAVED_SEARCH_LIMIT at work without saving a hundred vehicles.
 */
export async function accountAppWithLimits(api: TestApi, limits: AccountLimits): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('authenticate', api.app.authenticate);
  registerAccountRoutes(app, {
    database: api.database,
    clock: { now: () => new Date() },
    zips: createZipcodesDirectory(),
    limits,
  });
  await app.ready();
  return app;
}

/** Every row a shopper owns, in a stable order: compare before and after a call that must change nothing. */
export async function accountRows(db: Kysely<Schema>, consumerId: string) {
  return {
    consumer: await db.selectFrom('consumers').selectAll().where('id', '=', consumerId).executeTakeFirst(),
    savedVehicles: await db
      .selectFrom('saved_vehicles')
      .selectAll()
      .where('consumer_id', '=', consumerId)
      .orderBy('id')
      .execute(),
    savedSearches: await db
      .selectFrom('saved_searches')
      .selectAll()
      .where('consumer_id', '=', consumerId)
      .orderBy('id')
      .execute(),
    ownedVehicles: await db
      .selectFrom('owned_vehicles')
      .selectAll()
      .where('consumer_id', '=', consumerId)
      .orderBy('id')
      .execute(),
    recentSearches: await db
      .selectFrom('recent_searches')
      .selectAll()
      .where('consumer_id', '=', consumerId)
      .orderBy('id')
      .execute(),
    notifications: await db
      .selectFrom('notifications')
      .selectAll()
      .where('consumer_id', '=', consumerId)
      .orderBy('id')
      .execute(),
  };
}

/** An unread (or read) notification for a shopper. */
export async function addNotification(db: Kysely<Schema>, consumerId: string, read = false): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      consumer_id: consumerId,
      kind: 'price-drop',
      title: 'Price drop',
      body: 'A saved car is cheaper',
      payload: JSON.stringify({}),
      read_at: read ? new Date() : null,
    })
    .execute();
}

/** A recent search entry of spec 000 s3. */
export function recentEntry(
  heading: string,
  timestamp: number,
  query: Record<string, string | string[]> = {},
) {
  return {
    url: `/cars-for-sale/all-cars?h=${encodeURIComponent(heading)}`,
    query: { lastExec: new Date(timestamp).toISOString(), makeCode: 'HONDA', ...query },
    timestamp,
    heading,
    fullHeading: heading,
    subHeading: 'Under $20,000',
    fullSubHeading: 'Under $20,000',
  };
}

/** The tables that hold shoppers' data: their accounts, bookmarks, cars, searches, notifications, alerts, wallets. */
export const SHOPPER_TABLES = [
  'consumers',
  'saved_vehicles',
  'saved_searches',
  'owned_vehicles',
  'recent_searches',
  'notifications',
  'alert_deliveries',
  'alert_items',
  'alert_unsubscribe_tokens',
  'wallets',
  // Shares name their sender (a consumer id) in the row: a refused share must write nothing.
  'outbox',
] as const;

/**
 * Every row of every shopper table, each table in a stable order, leaving out the rows of `except` (a consumer id)
 * when given: compare before and after calls that must change nothing of anybody else's.
 */
export async function shopperTables(db: Kysely<Schema>, except?: string) {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of SHOPPER_TABLES) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    const owner = table === 'consumers' ? 'id' : 'consumer_id';
    snapshot[table] = rows
      .filter((row) => except === undefined || row[owner] !== except)
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return snapshot;
}
