import { type Kysely, sql } from 'kysely';
import type { DealRating, Schema } from '../db/schema';
import {
  AGE_ORIGIN,
  estimateModelPrices,
  fitGlobalDepreciation,
  type MarketCar,
  type ModelSums,
  rateDeal,
} from './market-price';

const WRITE_CHUNK = 1_000;

// The least-squares sums of every make and model of the active inventory, in one aggregate: the global
// depreciation is fitted from them, so a refresh of one model uses the same global slopes as a full one
// without reading every listing.
async function modelSums(db: Kysely<Schema>): Promise<ModelSums[]> {
  const result = await sql<Record<keyof ModelSums, string | number>>`
    select count(*)::float8 as n, sum(a) as a, sum(m) as m, sum(y) as y, sum(a * a) as aa, sum(m * m) as mm,
      sum(a * m) as am, sum(a * y) as ay, sum(m * y) as my
    from (
      select make_code, model_code, (${AGE_ORIGIN} - year)::float8 as a, mileage / 100000.0::float8 as m,
        ln(price::float8) as y
      from listings where status = 'active' and price > 0
    ) cars
    group by make_code, model_code`.execute(db);
  return result.rows.map((row) => {
    const sums = {} as ModelSums;
    for (const [key, value] of Object.entries(row)) sums[key as keyof ModelSums] = Number(value);
    return sums;
  });
}

interface CarRow {
  id: number;
  make_code: string;
  model_code: string;
  trim_code: string | null;
  state: string;
  year: number;
  mileage: number;
  price: number;
  listing_type: string;
  band: string | null;
}

/** The rating a model estimate and the stored band give. */
function ratingOf(
  estimate: ReturnType<typeof estimateModelPrices>[number],
  previous: string | null,
): DealRating {
  const rated = estimate.gap !== null && estimate.marketPrice !== null;
  return {
    band: rated ? rateDeal(estimate.gap as number, previous) : null,
    marketPrice: estimate.marketPrice,
    gap: rated ? Math.round((estimate.gap as number) * 10_000) / 10_000 : null,
    confidence: estimate.confidence,
    comparables: estimate.comparableCount,
    nearestIds: estimate.nearestIds,
  };
}

/**
 * Recomputes `deal_rating` (migration 012) with the market price model (src/data/market-price) for every
 * active listing of the makes and models of `listingIds` (all of them without it): a change to one car can
 * move the estimate of any car of its model, whose comparables widen to the whole model when few. Writes only
 * the rows whose rating changed and returns how many.
 */
export async function refreshDealRatings(
  db: Kysely<Schema>,
  options: {
    listingIds?: readonly number[];
    /** Called after each chunk of ratings is written: listings done, of all rated. */
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<number> {
  const { listingIds } = options;
  if (listingIds?.length === 0) return 0;
  const global = fitGlobalDepreciation(await modelSums(db));
  const scope = listingIds
    ? sql`(l.make_code, l.model_code) in (select make_code, model_code from listings where id = any(${sql`${[...listingIds]}::int[]`}))`
    : sql`true`;
  const cars = (
    await sql<CarRow>`
      select l.id, l.make_code, l.model_code, l.trim_code, o.state, l.year, l.mileage, l.price, l.listing_type,
        l.deal_rating ->> 'band' as band
      from listings l join owners o on o.id = l.owner_id
      where l.status = 'active' and l.price > 0 and ${scope}
      order by l.make_code, l.model_code, l.id`.execute(db)
  ).rows;
  const models = new Map<string, MarketCar[]>();
  for (const row of cars) {
    const key = `${row.make_code}\u0000${row.model_code}`;
    const list = models.get(key) ?? [];
    list.push({
      id: row.id,
      makeCode: row.make_code,
      modelCode: row.model_code,
      trimCode: row.trim_code,
      state: row.state,
      year: row.year,
      mileage: row.mileage,
      price: row.price,
      isNew: row.listing_type === 'NEW',
      previousBand: row.band,
    });
    models.set(key, list);
  }
  const ratings: { id: number; rating: DealRating }[] = [];
  for (const list of models.values()) {
    const previous = new Map(list.map((car) => [car.id, car.previousBand ?? null]));
    for (const estimate of estimateModelPrices(list, global))
      ratings.push({ id: estimate.id, rating: ratingOf(estimate, previous.get(estimate.id) ?? null) });
  }
  // Two refreshes at once (two feed imports) write overlapping rows. An UPDATE locks its rows in whatever order
  // its plan meets them, so two of them could each hold a row the other waits for: PostgreSQL's deadlock. Each
  // chunk locks its rows in id order first, and the chunks go in id order, so neither ever waits on the other
  // while holding a row the other needs; the UPDATE then touches only rows already locked.
  ratings.sort((a, b) => a.id - b.id);
  let changed = 0;
  for (let start = 0; start < ratings.length; start += WRITE_CHUNK) {
    const slice = ratings.slice(start, start + WRITE_CHUNK);
    const ids = sql`${slice.map((rating) => rating.id)}::int[]`;
    const chunk = JSON.stringify(slice);
    const result = await db.transaction().execute(async (trx) => {
      await sql`select id from listings where id = any(${ids}) order by id for update`.execute(trx);
      return sql`
        update listings as l set deal_rating = v.rating
        from jsonb_to_recordset(${chunk}::jsonb) as v(id int, rating jsonb)
        where l.id = v.id and l.deal_rating is distinct from v.rating`.execute(trx);
    });
    changed += Number(result.numAffectedRows ?? 0);
    options.onProgress?.(start + slice.length, ratings.length);
  }
  return changed;
}

/**
 * Whether an active listing has no rating yet: a database migrated from before the market price model, or one a
 * refresh was cut short on. The API rates such listings when it starts (main.ts), as the seed does.
 */
export async function hasUnratedListings(db: Kysely<Schema>): Promise<boolean> {
  const row = await db
    .selectFrom('listings')
    .select('id')
    .where('status', '=', 'active')
    .where('price', '>', 0)
    .where('deal_rating', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
