import { apiErrorSchema } from '@forecourt/contracts';
import { type Cluster, findPostgresBin, postgresAvailability, startCluster } from '@forecourt/test-postgres';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIGHT_ISSUER } from '../accounts/light-registration';
import { RECENT_SEARCH_MAX } from '../accounts/recent-searches';
import { importDealerFeed } from '../data/index';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../http/api-failure';
import { buildServer } from '../server';
import { insert, listing, owner } from '../testing/fixtures';
import { type Action, CACHEABLE, type Exchange, startShopperLoad } from '../testing/shopper-load';
import { createTestIssuer, TEST_ISSUER } from '../testing/test-issuer';
import { type Database, openDatabase } from './open-database';

// "The database restarts under load (Postgres): requests fail cleanly during the outage, no write is half-done
// (every multi-row write is one transaction), and the API recovers without a restart." (issue 12)

const bin = findPostgresBin();
// The drill stops a server of its own (stopping the run's shared one would break every other test file), so it
// needs the server binaries. A run on DATABASE_URL alone skips it, except under CI=true, where it must run.
const runs = postgresAvailability().available && (bin !== undefined || process.env.CI === 'true');
/** How long the server stays down: long enough for every loop to meet it a few times. */
const OUTAGE_MS = 2_500;
const LISTING_IDS = Array.from({ length: 30 }, (_, index) => String(9_120_001 + index));
const FEED_HEADER = 'Year,Make,Model,Used/New,Price,SellerName,Zipcode,VIN,Mileage';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const succeeded = (exchange: Exchange) =>
  exchange.status !== 'hung' && exchange.status >= 200 && exchange.status < 300;
const describeExchange = (exchange: Exchange) =>
  `${exchange.action} ${exchange.status} ${exchange.body.slice(0, 200)}`;

/** Every call the load keeps making (a shopper's own sign-in comes once; newcomers sign in all along). */
const RECURRING: Action[] = [
  'search',
  'read',
  'save',
  'unsave',
  'quick-save',
  'recent',
  'wallet-create',
  'wallet-update',
  'opt-out',
  'light-register',
  'merge-sign-in',
];

/** The refusals a shopper may meet in normal use: an unsave of what a failed call already removed, a limit. */
const EXPECTED_REFUSALS: Partial<Record<Action, number[]>> = { unsave: [404], 'light-register': [429] };
const expectedRefusal = (exchange: Exchange) =>
  typeof exchange.status === 'number' && (EXPECTED_REFUSALS[exchange.action] ?? []).includes(exchange.status);

describe.skipIf(!runs)('the database restarts under load (PostgreSQL)', () => {
  let cluster: Cluster | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let load: ReturnType<typeof startShopperLoad>;
  const marks = { down: 0, resumeAsked: 0, up: 0 };

  beforeAll(async () => {
    if (!bin)
      throw new Error('the restart drill stops a server of its own: it needs initdb and pg_ctl (PG_BIN)');
    cluster = await startCluster(bin);
    database = await openDatabase({ databaseUrl: cluster.url, poolSize: 4 });
    const { db } = database;
    const issuer = await createTestIssuer();
    app = await buildServer({ database, issuers: [issuer.trusted] });
    await insert(
      db,
      [owner({ id: 91_200 })],
      LISTING_IDS.map((id, index) =>
        listing({ id: Number(id), owner_id: 91_200, price: 18_000 + 250 * index }),
      ),
    );
    const now = new Date();
    load = startShopperLoad({
      app,
      issuer,
      listingIds: LISTING_IDS,
      shoppers: 6,
      importFeed: (vins) =>
        importDealerFeed(
          db,
          [
            FEED_HEADER,
            ...vins.map((vin) => `2020,Honda,Civic EX,Used,19500,Restart Motors,78701,${vin},30000`),
          ].join('\n'),
          { now },
        ),
    });
    const successesAfter = (from: number) =>
      load.exchanges.filter((exchange) => exchange.started >= from && succeeded(exchange));
    await load.until(() => successesAfter(0).length >= 200);
    await cluster.pause('fast');
    marks.down = performance.now();
    await sleep(OUTAGE_MS);
    marks.resumeAsked = performance.now();
    await cluster.resume();
    marks.up = performance.now();
    // Back: every kind of call the load makes succeeds again on the same server, without rebuilding it.
    await load.until(() => {
      const after = successesAfter(marks.up);
      return after.length >= 200 && RECURRING.every((kind) => after.some((one) => one.action === kind));
    });
    await load.stop();
  }, 180_000);

  afterAll(async () => {
    // Stopped already unless the drill failed half-way; its loops must not outlive the server.
    await load?.stop();
    await app?.close();
    await database?.close();
    await cluster?.stop();
  });

  it('"requests fail cleanly during the outage": while the server is down every call that needs it answers 503', () => {
    const down = load.exchanges.filter(
      (exchange) => exchange.started >= marks.down && exchange.ended <= marks.resumeAsked,
    );
    expect(down.filter((exchange) => !CACHEABLE.has(exchange.action)).length).toBeGreaterThan(20);
    // A search or listing read the request cache holds is answered from memory, and a limit kept in memory
    // still refuses; nothing else can be answered without the database.
    const unclean = down.filter(
      (exchange) =>
        exchange.status !== 503 &&
        !(CACHEABLE.has(exchange.action) && exchange.status === 200) &&
        !expectedRefusal(exchange),
    );
    expect(unclean.map(describeExchange)).toEqual([]);
  });

  it('answers each 503 with Retry-After and the contracts error reply, no detail of the fault', () => {
    const unavailable = load.exchanges.filter((exchange) => exchange.status === 503);
    expect(unavailable.length).toBeGreaterThan(20);
    for (const exchange of unavailable) {
      expect(exchange.retryAfter).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(apiErrorSchema.strict().parse(JSON.parse(exchange.body))).toEqual({
        error: { code: 'INTERNAL', message: DATABASE_UNAVAILABLE_MESSAGE },
      });
    }
  });

  it('never answers 500 nor hangs, before, during or after the outage', () => {
    const bad = load.exchanges.filter(
      (exchange) => !succeeded(exchange) && exchange.status !== 503 && !expectedRefusal(exchange),
    );
    expect(bad.map(describeExchange)).toEqual([]);
  });

  it('"the API recovers without a restart": once the server is back, no call of the same server answers 503', () => {
    const after = load.exchanges.filter((exchange) => exchange.started >= marks.up);
    expect(after.filter((exchange) => exchange.status === 503).map(describeExchange)).toEqual([]);
    const kinds = new Set(after.filter(succeeded).map((exchange) => exchange.action));
    expect(RECURRING.filter((kind) => !kinds.has(kind))).toEqual([]);
  });

  it('"no write is half-done": every save a reply confirmed is in the database, and nothing else is', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    for (const shopper of load.shoppers) {
      expect(shopper.contradictions).toEqual([]);
      const rows = await db
        .selectFrom('saved_vehicles as v')
        .innerJoin('consumers as c', 'c.id', 'v.consumer_id')
        .select(['v.id', 'v.listing_id'])
        .where('c.issuer', '=', TEST_ISSUER)
        .where('c.subject', '=', shopper.subject)
        .execute();
      const stored = new Map(rows.map((row) => [String(row.listing_id), row.id]));
      for (const [listingId, bookmarkId] of shopper.saved) expect(stored.get(listingId)).toBe(bookmarkId);
      const unexplained = [...stored.keys()].filter(
        (listingId) => !shopper.saved.has(listingId) && !shopper.uncertain.has(listingId),
      );
      expect(unexplained).toEqual([]);
    }
  });

  it('keeps each wallet at its last confirmed budget, or a later one whose reply the outage cut off', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    expect(load.wallets.length).toBeGreaterThan(0);
    for (const wallet of load.wallets) {
      const row = await db
        .selectFrom('wallets')
        .select('payment_info')
        .where('id', '=', wallet.id)
        .executeTakeFirstOrThrow();
      const info = (
        typeof row.payment_info === 'string' ? JSON.parse(row.payment_info) : row.payment_info
      ) as {
        budget?: number;
      };
      expect([wallet.acked, ...wallet.uncertain]).toContain(info.budget);
    }
  });

  it('imports a dealer feed whole or not at all', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    expect(load.imports.some((feed) => feed.acked)).toBe(true);
    for (const feed of load.imports) {
      const rows = await db.selectFrom('listings').select('vin').where('vin', 'in', feed.vins).execute();
      if (feed.acked) expect(rows).toHaveLength(feed.vins.length);
      else expect([0, feed.vins.length]).toContain(rows.length);
    }
  });

  it('moves a light registration into the account whole: the search goes with it and the light record goes', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    const merged = load.newcomers.filter((newcomer) => newcomer.registered && newcomer.signedIn);
    expect(merged.length).toBeGreaterThan(0);
    for (const newcomer of merged) {
      const searches = await db
        .selectFrom('saved_searches as s')
        .innerJoin('consumers as c', 'c.id', 's.consumer_id')
        .select(['c.issuer', 'c.subject'])
        .where('s.name', '=', newcomer.searchName)
        .execute();
      expect(searches).toEqual([{ issuer: TEST_ISSUER, subject: newcomer.subject }]);
      const light = await db
        .selectFrom('consumers')
        .select('id')
        .where('issuer', '=', LIGHT_ISSUER)
        .where('subject', '=', newcomer.email)
        .execute();
      expect(light).toEqual([]);
    }
  });

  it('"every multi-row write is one transaction": no opted-out shopper has an alert on, no one keeps more than 10 recent searches', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    const optedOut = db.selectFrom('consumers').select('id').where('opted_out_at', 'is not', null);
    for (const flag of ['email_alerts', 'text_alerts'] as const) {
      const vehicles = await db
        .selectFrom('saved_vehicles')
        .select('id')
        .where('consumer_id', 'in', optedOut)
        .where(flag, '=', true)
        .execute();
      const searches = await db
        .selectFrom('saved_searches')
        .select('id')
        .where('consumer_id', 'in', optedOut)
        .where(flag, '=', true)
        .execute();
      expect({ vehicles, searches }).toEqual({ vehicles: [], searches: [] });
    }
    const overfull = await db
      .selectFrom('recent_searches')
      .select(['consumer_id', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('consumer_id')
      .having((eb) => eb.fn.countAll(), '>', RECENT_SEARCH_MAX)
      .execute();
    expect(overfull).toEqual([]);
  });
});
