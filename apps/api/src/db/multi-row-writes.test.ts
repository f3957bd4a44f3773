import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIGHT_ISSUER } from '../accounts/light-registration';
import { RECENT_SEARCH_MAX } from '../accounts/recent-searches';
import { ACCOUNT_LISTINGS, caller, recentEntry, seedAccountListings } from '../testing/account-fixtures';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { TEST_ISSUER } from '../testing/test-issuer';

// "No write is half-done (every multi-row write is one transaction)" (issue 12). Each write below touches two
// tables or several rows; a trigger makes its second statement fail, as a lost connection would, and the first
// must not stay behind. The restart drill (database-restart.test.ts) meets the same writes by chance; this
// meets each on purpose, on both engines.

/** Makes every statement the trigger's condition selects fail with SQLSTATE P0001. */
async function injectFault(
  api: TestApi,
  table: string,
  event: 'INSERT' | 'UPDATE' | 'DELETE',
  when = 'true',
) {
  const { db } = api.database;
  await sql`create or replace function forecourt_injected_fault() returns trigger language plpgsql as $$
    begin raise exception 'injected fault'; end $$`.execute(db);
  await sql
    .raw(
      `create trigger injected_fault before ${event} on ${table} for each row when (${when}) execute function forecourt_injected_fault()`,
    )
    .execute(db);
  return async () => {
    await sql.raw(`drop trigger injected_fault on ${table}`).execute(db);
  };
}

/** The statement that resumes an opted-out shopper's alerts. */
const RESUMING = [
  'consumers',
  'UPDATE',
  'old.opted_out_at is not null and new.opted_out_at is null',
] as const;

describe.each(ENGINES)('multi-row writes on %s', (engine) => {
  let api: TestApi;
  const call = caller(() => api.app);
  const listingId = String(ACCOUNT_LISTINGS.active[0]);

  beforeEach(async () => {
    api = await createTestApi(engine);
    await seedAccountListings(api.database.db);
  });
  afterEach(() => api.close());

  async function optedOutShopper() {
    const shopper = await api.signIn('opted-out-shopper');
    const optOut = await call(
      'POST',
      '/account-api/savedcontent/optout',
      { userId: shopper.consumerId },
      shopper.authorization,
    );
    expect(optOut.status).toBe(200);
    return shopper;
  }

  const optedOutAt = async (consumerId: string) =>
    (
      await api.database.db
        .selectFrom('consumers')
        .select('opted_out_at')
        .where('id', '=', consumerId)
        .executeTakeFirstOrThrow()
    ).opted_out_at;

  it('saves a car with its alert on and resumes the opted-out shopper in one transaction', async () => {
    const shopper = await optedOutShopper();
    const heal = await injectFault(api, ...RESUMING);
    const save = { listingId, enableEmailAlerts: true };
    expect((await call('POST', '/account-api/vehicle', save, shopper.authorization)).status).toBe(500);
    const saved = () =>
      api.database.db
        .selectFrom('saved_vehicles')
        .select('id')
        .where('consumer_id', '=', shopper.consumerId)
        .execute();
    expect(await saved()).toEqual([]);
    expect(await optedOutAt(shopper.consumerId)).not.toBeNull();

    await heal();
    const retry = await call('POST', '/account-api/vehicle', save, shopper.authorization);
    expect(retry.body).toMatchObject({ bookmarkSaved: true });
    expect(await saved()).toHaveLength(1);
    expect(await optedOutAt(shopper.consumerId)).toBeNull();
  });

  it('turns a saved car alert on and resumes the opted-out shopper in one transaction', async () => {
    const shopper = await optedOutShopper();
    const saved = await call('POST', '/account-api/vehicle', { listingId }, shopper.authorization);
    const bookmarkId = (saved.body as { id: string }).id;
    const row = () =>
      api.database.db
        .selectFrom('saved_vehicles')
        .select(['email_alerts', 'version'])
        .where('id', '=', bookmarkId)
        .executeTakeFirstOrThrow();
    const before = await row();
    expect(before.email_alerts).toBe(false);
    const heal = await injectFault(api, ...RESUMING);
    const update = { bookmarkId, enableEmailAlerts: true };
    expect((await call('POST', '/account-api/vehicle', update, shopper.authorization)).status).toBe(500);
    expect(await row()).toEqual(before);

    await heal();
    expect((await call('POST', '/account-api/vehicle', update, shopper.authorization)).status).toBe(200);
    expect(await row()).toEqual({ email_alerts: true, version: before.version + 1 });
    expect(await optedOutAt(shopper.consumerId)).toBeNull();
  });

  it('saves a search with its alert on and resumes the opted-out shopper in one transaction', async () => {
    const shopper = await optedOutShopper();
    const heal = await injectFault(api, ...RESUMING);
    const search = { brand: 'AT', searchParams: { makeCode: 'HONDA', zip: '78701' }, sendEmailAlerts: true };
    expect((await call('POST', '/account-api/search', search, shopper.authorization)).status).toBe(500);
    const searches = () =>
      api.database.db
        .selectFrom('saved_searches')
        .select('id')
        .where('consumer_id', '=', shopper.consumerId)
        .execute();
    expect(await searches()).toEqual([]);

    await heal();
    expect((await call('POST', '/account-api/search', search, shopper.authorization)).body).toMatchObject({
      isSaved: true,
    });
    expect(await searches()).toHaveLength(1);
    expect(await optedOutAt(shopper.consumerId)).toBeNull();
  });

  it('registers a light user and saves their search in one transaction: no empty light record is left', async () => {
    const heal = await injectFault(api, 'saved_searches', 'INSERT');
    const registered = await call('POST', '/account-api/lightuser/search', {
      emailAddress: 'half-done@example.com',
      brand: 'AT',
      searchParams: { makeCode: 'HONDA' },
    });
    expect(registered.status).toBe(500);
    const light = () =>
      api.database.db
        .selectFrom('consumers')
        .select('id')
        .where('issuer', '=', LIGHT_ISSUER)
        .where('subject', '=', 'half-done@example.com')
        .execute();
    expect(await light()).toEqual([]);
    await heal();
    expect(
      (
        await call('POST', '/account-api/lightuser/search', {
          emailAddress: 'half-done@example.com',
          brand: 'AT',
          searchParams: { makeCode: 'HONDA' },
        })
      ).body.bookmarkSaved,
    ).toBe(true);
    expect(await light()).toHaveLength(1);
  });

  it('creates the account of a first sign-in and merges its light registration in one transaction', async () => {
    const email = 'first-sign-in@example.com';
    const registered = await call('POST', '/account-api/lightuser/search', {
      emailAddress: email,
      brand: 'AT',
      searchName: 'Registered by e-mail',
      searchParams: { makeCode: 'HONDA', zip: '78701' },
    });
    expect(registered.body).toMatchObject({ bookmarkSaved: true });
    const token = await api.issuer.token('first-sign-in', { email, emailVerified: true });
    const signIn = () =>
      call('GET', '/account-api/userinfo?brand=AT', undefined, `Bearer ${token}`) as Promise<{
        status: number;
        body: { searchIds?: string[] };
      }>;
    const owners = () =>
      api.database.db
        .selectFrom('saved_searches as s')
        .innerJoin('consumers as c', 'c.id', 's.consumer_id')
        .select(['c.issuer', 'c.subject'])
        .execute();

    // The merge moves the light record's searches: make that statement fail.
    const heal = await injectFault(api, 'saved_searches', 'UPDATE');
    expect((await signIn()).status).toBe(500);
    const account = await api.database.db
      .selectFrom('consumers')
      .select('id')
      .where('issuer', '=', TEST_ISSUER)
      .where('subject', '=', 'first-sign-in')
      .execute();
    expect(account).toEqual([]);
    expect(await owners()).toEqual([{ issuer: LIGHT_ISSUER, subject: email }]);

    await heal();
    const retry = await signIn();
    expect(retry.status).toBe(200);
    expect(retry.body.searchIds).toHaveLength(1);
    expect(await owners()).toEqual([{ issuer: TEST_ISSUER, subject: 'first-sign-in' }]);
  });

  it('adds a recent search and prunes past the 10 newest in one transaction', async () => {
    const shopper = await api.signIn('recent-shopper');
    const add = (index: number) =>
      call(
        'POST',
        '/personalization-api/recentsearches',
        recentEntry(`Search ${index}`, Date.now() + index),
        shopper.authorization,
      );
    for (let index = 0; index < RECENT_SEARCH_MAX; index++) expect((await add(index)).status).toBe(200);
    const headings = async () =>
      (
        await api.database.db
          .selectFrom('recent_searches')
          .select('heading')
          .where('consumer_id', '=', shopper.consumerId)
          .orderBy('heading')
          .execute()
      ).map((row) => row.heading);
    const before = await headings();

    const heal = await injectFault(api, 'recent_searches', 'DELETE');
    expect((await add(RECENT_SEARCH_MAX)).status).toBe(500);
    expect(await headings()).toEqual(before);

    await heal();
    expect((await add(RECENT_SEARCH_MAX)).status).toBe(200);
    expect(await headings()).toHaveLength(RECENT_SEARCH_MAX);
    expect(await headings()).toContain(`Search ${RECENT_SEARCH_MAX}`);
  });
});
