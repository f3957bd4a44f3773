import { createTestDatabase, postgresAvailability, type TestDatabase } from '@forecourt/test-postgres';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/open-database';
import { buildServer } from '../server';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { insert, listing, owner } from '../testing/fixtures';
import { countHits, RateLimitReached, takeBackHits, windowOf } from './rate-limiter';

const MINUTE_MS = 60_000;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 20, 12) + ms);

describe.each(ENGINES)('the database rate limiter on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine);
  });
  afterAll(async () => {
    await api?.close();
  });
  const db = () => api.database.db;

  it('counts up to max in a fixed window, refuses without counting, and starts again in the next window', async () => {
    const key = { key: 'test:window', limit: { max: 3, windowMs: MINUTE_MS } };
    for (const ms of [0, 1_000, 59_000]) await countHits(db(), [key], at(ms));
    const refused = await countHits(db(), [key], at(59_500)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitReached);
    expect((refused as RateLimitReached).retryAfterSeconds).toBe(1);
    const row = await db()
      .selectFrom('rate_limits')
      .select(['hits', 'window_start'])
      .where('key', '=', 'test:window')
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(3);
    expect(new Date(row.window_start).getTime()).toBe(windowOf(key.limit, at(0)).start.getTime());
    await countHits(db(), [key], at(MINUTE_MS));
  });

  it('counts nothing of a call whose later key is refused, when run in a transaction', async () => {
    const first = { key: 'test:first', limit: { max: 5, windowMs: MINUTE_MS } };
    const full = { key: 'test:full', limit: { max: 1, windowMs: MINUTE_MS } };
    await countHits(db(), [full], at(0));
    await expect(
      db()
        .transaction()
        .execute((trx) => countHits(trx, [first, full], at(0))),
    ).rejects.toBeInstanceOf(RateLimitReached);
    const rows = await db().selectFrom('rate_limits').select('key').where('key', '=', 'test:first').execute();
    expect(rows).toEqual([]);
  });

  it('takes a hit back', async () => {
    const key = { key: 'test:back', limit: { max: 1, windowMs: MINUTE_MS } };
    await countHits(db(), [key], at(0));
    await expect(countHits(db(), [key], at(0))).rejects.toBeInstanceOf(RateLimitReached);
    await takeBackHits(db(), [key], at(0));
    await countHits(db(), [key], at(0));
  });
});

// Issue 31: "Limits keyed on what the sender cannot change ..., shared by every instance." Two API instances over
// one PostgreSQL database (two PGlite instances cannot share one), each with its own pool, as behind a load
// balancer.
describe.runIf(postgresAvailability().available)('two API instances over one PostgreSQL database', () => {
  let server: TestDatabase;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let sent = 0;

  beforeAll(async () => {
    server = await createTestDatabase();
    for (let index = 0; index < 2; index++) {
      const database = await openDatabase({ databaseUrl: server.url, poolSize: 4 });
      databases.push(database);
      // One instant for both (the middle of an hour's window), so no window ends during the test.
      apps.push(await buildServer({ database, clock: { now: () => at(30 * MINUTE_MS) } }));
    }
    await insert(
      (databases[0] as Database).db,
      [owner({ id: 100_001 })],
      [listing({ id: 712_345_678, owner_id: 100_001 })],
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await server?.drop();
  });

  /** One e-mail-a-friend share from `ip`, through instance `index`, with a fresh typed sender every time. */
  const share = async (index: number, ip: string) => {
    sent += 1;
    const reply = await (apps[index % 2] as FastifyInstance).inject({
      method: 'POST',
      url: '/cars-for-sale/svc/leads/email/friend',
      remoteAddress: ip,
      payload: {
        originPageUrl: 'https://www.example.com/cars-for-sale/vehicle/712345678',
        listingId: '712345678',
        name: 'Sam',
        toEmailAddress: `friend-${sent}@example.com`,
        fromEmailAddress: `rotating-${sent}@example.com`,
        clientRequestId: `two-instances-${sent}`,
        leadType: 'EMAILTOFRIEND',
      },
    });
    return reply.statusCode;
  };

  it('holds one sender to 10 shares an hour across both, however the typed address rotates', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 12; index++) statuses.push(await share(index, '198.51.100.70'));
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    // At once, half through each instance: still 10.
    const racing = await Promise.all(Array.from({ length: 14 }, (_, index) => share(index, '198.51.100.71')));
    expect(racing.filter((status) => status === 200)).toHaveLength(10);
    expect(racing.filter((status) => status === 429)).toHaveLength(4);
  });

  it('holds light registration to its per-sender limit across both', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const reply = await (apps[index % 2] as FastifyInstance).inject({
        method: 'POST',
        url: '/account-api/lightuser/search',
        remoteAddress: '198.51.100.72',
        payload: {
          emailAddress: `two-${index}@example.com`,
          brand: 'ATC',
          searchParams: { makeCode: 'HONDA' },
        },
      });
      statuses.push(reply.statusCode);
      if (reply.statusCode === 429) expect(reply.headers['retry-after']).toMatch(/^\d+$/);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});
