import { CONTRACTS, type ContractReply, SITEMAP_PAGE_MAX_URLS } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../data/index';
import { createSitemap } from '../seo/sitemap';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';

const LISTINGS = 600;

describe.each(ENGINES)('sitemap and listing status on %s', (engine) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi(engine);
    await seedDatabase(api.database.db, {
      seed: 7,
      listings: LISTINGS,
      now: new Date('2026-11-01T12:00:00Z'),
    });
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  const get = (url: string) => api.app.inject({ method: 'GET', url });
  const index = async () =>
    CONTRACTS.getSitemapIndex.reply.parse((await get('/rest/lsc/sitemap')).json()) as ContractReply<
      typeof CONTRACTS.getSitemapIndex
    >;
  const page = async (id: string) =>
    CONTRACTS.getSitemapPage.reply.parse((await get(`/rest/lsc/sitemap/${id}`)).json()) as ContractReply<
      typeof CONTRACTS.getSitemapPage
    >;
  const activeIds = async () =>
    (
      await api.database.db
        .selectFrom('listings')
        .select('id')
        .where('status', '=', 'active')
        .orderBy('id')
        .execute()
    ).map((row) => String(row.id));
  const sitemapIds = async () => {
    const pages = (await index()).pages.filter((item) => item.id.startsWith('vehicles-'));
    return (await Promise.all(pages.map((item) => page(item.id)))).flatMap((reply) => reply.listingIds);
  };

  it('lists every active vehicle page of the seeded database, once', async () => {
    const active = await activeIds();
    expect(active.length).toBeGreaterThan(0);
    expect(await sitemapIds()).toEqual(active);
  });

  it('lists each make, make and model, and make, model and city that has active listings', async () => {
    const rows = await api.database.db
      .selectFrom('listings')
      .innerJoin('owners', 'owners.id', 'listings.owner_id')
      .select(['make_code', 'model_code', 'owners.city', 'owners.state'])
      .where('status', '=', 'active')
      .execute();
    const landing = (await page('landing-1')).landingPages;
    const keys = new Set(
      landing.map((item) => [item.makeCode, item.modelCode, item.city, item.state].join('|')),
    );
    for (const row of rows) {
      expect(keys.has(`${row.make_code}|||`)).toBe(true);
      expect(keys.has(`${row.make_code}|${row.model_code}||`)).toBe(true);
      expect(keys.has(`${row.make_code}|${row.model_code}|${row.city}|${row.state}`)).toBe(true);
    }
    expect(keys.size).toBe(landing.length);
    expect((await index()).pages[0]).toEqual({ id: 'landing-1', urls: landing.length });
  });

  it('follows the inventory: a sold listing leaves the sitemap, the version moves', async () => {
    const before = await index();
    const [sold] = await activeIds();
    await api.database.db
      .updateTable('listings')
      .set({ status: 'sold' })
      .where('id', '=', Number(sold))
      .execute();
    // The new version is computed behind the one held: a request soon after answers it.
    await expect.poll(async () => (await index()).version, { timeout: 10_000 }).not.toBe(before.version);
    expect(await sitemapIds()).not.toContain(sold);
    expect(await sitemapIds()).toEqual(await activeIds());

    const status = await get(`/rest/lsc/listing/${sold}/status`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ listingId: sold, status: 'sold' });
  });

  it("answers an active listing's status with its make and model names, an unknown id 404, a bad id 400", async () => {
    // A make whose name is not its code (Chevrolet, CHEV), so a code answered as the name shows.
    const active = await api.database.db
      .selectFrom('listings')
      .select('id')
      .where('status', '=', 'active')
      .where('make_code', '=', 'CHEV')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const reply = CONTRACTS.getListingStatus.reply.parse(
      (await get(`/rest/lsc/listing/${active.id}/status`)).json(),
    );
    expect(reply.status).toBe('active');
    expect(reply).toMatchObject({ makeCode: 'CHEV', make: 'Chevrolet' });
    expect((await get('/rest/lsc/listing/99999999999/status')).statusCode).toBe(404);
    const bad = await get('/rest/lsc/listing/12/status');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('params.listingId');
  });

  it('answers a page past the last with a 404 and a page id of another form with a 400', async () => {
    expect((await get('/rest/lsc/sitemap/vehicles-99')).statusCode).toBe(404);
    expect((await get('/rest/lsc/sitemap/index')).statusCode).toBe(400);
  });

  it(`cuts the sitemap into pages of at most ${SITEMAP_PAGE_MAX_URLS.toLocaleString('en-US')} URLs (here 100)`, async () => {
    const sitemap = createSitemap(api.database.db, { pageSize: 100 });
    const { pages } = JSON.parse((await sitemap.index()).bytes.toString()) as {
      pages: { id: string; urls: number }[];
    };
    const active = await activeIds();
    const vehicles = pages.filter((item) => item.id.startsWith('vehicles-'));
    expect(vehicles.map((item) => item.urls)).toEqual([
      ...Array(Math.floor(active.length / 100)).fill(100),
      ...(active.length % 100 ? [active.length % 100] : []),
    ]);
    expect(vehicles.map((item) => item.id)).toEqual(vehicles.map((_, index) => `vehicles-${index + 1}`));
  });
});
