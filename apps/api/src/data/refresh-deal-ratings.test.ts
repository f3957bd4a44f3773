// Issue 33: ratings "recomputed as inventory changes", with "hysteresis so a badge does not flip on a small
// change"; the page's explanation (market price, gap, confidence, comparables) stored in the listing row
// (migration 012). Through refreshDealRatings, the path the importer and the seed call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealRating } from '../db/schema';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { listing, owner } from '../testing/fixtures';
import { DEAL_BANDS, MARKET_RULES, refreshDealRatings } from './index';

const DEALER = 510_001;
// Ten 2020 Civics from 30,000 to 48,000 miles, $20,000 less $100 per 2,000 miles, and a lone Ridgeline.
const CIVICS = Array.from({ length: 10 }, (_, i) => ({
  id: 610_000_001 + i,
  mileage: 30_000 + 2_000 * i,
  price: 20_000 - 100 * i,
}));
const RIDGELINE = 610_000_100;
const ids = [...CIVICS.map((c) => c.id), RIDGELINE];

describe.each(ENGINES)('deal ratings on %s', (engine) => {
  let api: TestApi;
  const rating = async (id: number) =>
    (
      await api.database.db
        .selectFrom('listings')
        .select('deal_rating')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).deal_rating as DealRating | null;
  const reprice = async (id: number, price: number) => {
    await api.database.db.updateTable('listings').set({ price }).where('id', '=', id).execute();
    await refreshDealRatings(api.database.db, { listingIds: [id] });
  };

  beforeAll(async () => {
    api = await createTestApi(engine);
    await api.database.db
      .insertInto('owners')
      .values(owner({ id: DEALER }))
      .execute();
    await api.database.db
      .insertInto('listings')
      .values([
        ...CIVICS.map((c) => listing({ id: c.id, owner_id: DEALER, mileage: c.mileage, price: c.price })),
        listing({ id: RIDGELINE, owner_id: DEALER, model_code: 'RIDGELINE', price: 30_000 }),
      ])
      .execute();
    await refreshDealRatings(api.database.db, { listingIds: ids });
  });
  afterAll(() => api?.close());

  it('stores the market price, gap, confidence, comparable count and nearest comparables', async () => {
    const stored = await rating(CIVICS[4]?.id as number);
    expect(stored).toMatchObject({ band: 'Good', comparables: 9, confidence: 'high' });
    expect(stored?.marketPrice).toBeGreaterThan(19_000);
    expect(stored?.marketPrice).toBeLessThan(20_000);
    expect(Math.abs(stored?.gap as number)).toBeLessThan(0.02);
    // The nearest in mileage first: 36,000 and 40,000 miles, then 34,000 and 42,000.
    expect(stored?.nearestIds).toHaveLength(MARKET_RULES.nearestShown);
    expect(stored?.nearestIds.slice(0, 2).sort()).toEqual([CIVICS[3]?.id, CIVICS[5]?.id].sort());
  });

  it('says "not enough similar cars to rate" for a car with no comparable', async () => {
    expect(await rating(RIDGELINE)).toEqual({
      band: null,
      marketPrice: null,
      gap: null,
      confidence: null,
      comparables: 0,
      nearestIds: [],
    });
  });

  it('re-rates a repriced car, and keeps its band over a small change back across the threshold', async () => {
    const id = CIVICS[2]?.id as number;
    const market = (await rating(id))?.marketPrice as number;
    await reprice(id, Math.round(market * (1 + DEAL_BANDS.greatAtOrBelow - 0.02)));
    expect((await rating(id))?.band).toBe('Great');
    // Now just over the Great threshold, by less than the margin: still Great.
    await reprice(id, Math.round(market * (1 + DEAL_BANDS.greatAtOrBelow + 0.005)));
    expect((await rating(id))?.band).toBe('Great');
    await reprice(id, Math.round(market * (1 + DEAL_BANDS.greatAtOrBelow + 0.03)));
    expect((await rating(id))?.band).toBe('Good');
    await reprice(id, Math.round(market * (1 + DEAL_BANDS.highAtOrBelow + 0.1)));
    expect((await rating(id))?.band).toBe('Overpriced');
  });

  it('leaves sold cars out of the comparables, and writes nothing when nothing changed', async () => {
    expect(await refreshDealRatings(api.database.db)).toBe(0);
    const sold = CIVICS[9]?.id as number;
    await api.database.db.updateTable('listings').set({ status: 'sold' }).where('id', '=', sold).execute();
    await refreshDealRatings(api.database.db, { listingIds: [sold] });
    const stored = await rating(CIVICS[0]?.id as number);
    expect(stored?.comparables).toBe(8);
    expect(stored?.nearestIds).not.toContain(sold);
  });
});
