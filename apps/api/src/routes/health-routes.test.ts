import { apiLivenessSchema, apiReadinessSchema, type SearchIndexHealth } from '@forecourt/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { insertLot, LOT, movableClock } from '../testing/listing-fixtures';

/** Polls the readiness check until it answers 200 (the index loads in the background as the server starts). */
async function untilReady(api: TestApi) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const reply = await api.app.inject({ method: 'GET', url: '/health/ready' });
    if (reply.statusCode === 200 || Date.now() > deadline) return reply;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the readiness check, with the index as the test sets it', () => {
  let api: TestApi;
  let index: SearchIndexHealth;
  beforeAll(async () => {
    api = await createTestApi('pglite', { instance: 'api7' });
    // The listing routes' own index loads in the background; this test decides what the check sees instead.
    api.app.searchHealth = async () => ({ index, sqlSearches: 3, indexThread: null });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 503 "starting" while no index has loaded, so a load balancer sends it no search', async () => {
    index = { loaded: false, current: false, listings: 0, position: null, lagMs: null };
    const reply = await api.app.inject({ method: 'GET', url: '/health/ready' });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['cache-control']).toBe('no-store');
    const body = apiReadinessSchema.parse(reply.json());
    expect(body).toMatchObject({ status: 'starting', instance: 'api7', index, sqlSearches: 3 });
  });

  it('keeps the liveness check up meanwhile', async () => {
    index = { loaded: false, current: false, listings: 0, position: null, lagMs: null };
    const reply = await api.app.inject({ method: 'GET', url: '/health' });
    expect(reply.statusCode).toBe(200);
    expect(apiLivenessSchema.parse(reply.json())).toEqual({ status: 'ok', engine: 'pglite' });
  });

  it('answers 200 "ready" once loaded, also while the index catches up with a write', async () => {
    index = { loaded: true, current: false, listings: 10, position: null, lagMs: 1200 };
    const reply = await api.app.inject({ method: 'GET', url: '/health/ready' });
    expect(reply.statusCode).toBe(200);
    expect(apiReadinessSchema.parse(reply.json())).toMatchObject({ status: 'ready', index });
  });

  it('names the instance on every reply, errors included', async () => {
    for (const url of ['/health', '/health/ready', '/nope']) {
      const reply = await api.app.inject({ method: 'GET', url });
      expect(reply.headers['x-instance'], url).toBe('api7');
    }
  });
});

describe.each(ENGINES)('the readiness check over the real index, on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine, { clock: movableClock() });
    await insertLot(api.database.db);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("turns ready once the index holds the inventory, at the change log's position", async () => {
    const reply = await untilReady(api);
    expect(reply.statusCode, reply.body).toBe(200);
    const body = apiReadinessSchema.parse(reply.json());
    const { count } = await api.database.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{
      head: string;
    }>`select coalesce(max(position), 0)::text as head from listing_changes`.execute(api.database.db);
    expect(body).toMatchObject({ status: 'ready', engine, instance: null });
    expect(body.index).toEqual({
      loaded: true,
      current: true,
      listings: Number(count),
      position: rows[0]?.head,
      lagMs: 0,
    });
    expect(body.heapUsedBytes).toBeGreaterThan(0);
    // The test's inventory is small enough for the index to live in the server's thread.
    expect(body.indexThread).toBeNull();
    // No INSTANCE_ID: no header.
    expect(reply.headers['x-instance']).toBeUndefined();
  });

  it('does not count a search the index answered as one of SQL', async () => {
    await untilReady(api);
    const before = apiReadinessSchema.parse((await untilReady(api)).json()).sqlSearches;
    const search = await api.app.inject({ method: 'GET', url: '/rest/lsc/listing/search?makeCode=HONDA' });
    expect(search.statusCode).toBe(200);
    const after = apiReadinessSchema.parse((await untilReady(api)).json()).sqlSearches;
    expect(after).toBe(before);
  });

  it('stays ready after a write: an instance behind by a price change still answers from its index', async () => {
    await untilReady(api);
    await api.database.db
      .updateTable('listings')
      .set({ price: 19_000 })
      .where('id', '=', LOT.civicDeal)
      .execute();
    const reply = await api.app.inject({ method: 'GET', url: '/health/ready' });
    expect(reply.statusCode).toBe(200);
    expect(apiReadinessSchema.parse(reply.json()).index.loaded).toBe(true);
  });
});
