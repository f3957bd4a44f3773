import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Schema } from '../db/schema';
import { refreshDealRatings } from './refresh-deal-ratings';

/**
 * What makes a deal: comparables are active listings of the same make and model, model year within 1 and
 * mileage within 20,000 (the listing itself excluded). 'Great' is at least 8 percent under their median
 * price, 'Good' anything under it; both need at least 3 comparables. Below 3 the comparison is still kept,
 * so a listing page can say why there is no badge.
 *
 * `nearestPerSide` bounds the work on big inventories: when a model year holds more comparables than that
 * on one side of the listing's mileage, the median is taken over the nearest ones in mileage on each side
 * (up to 6 x 30 prices). `comparables` always counts them all. Below the bound the median is exact.
 */
export const DEAL_RULES = Object.freeze({
  yearWindow: 1,
  mileageWindow: 20_000,
  minComparables: 3,
  greatBelowMedian: 0.08,
  nearestPerSide: 30,
});

export interface RefreshDealOptions {
  /**
   * Only these listings changed (imported, repriced): they and every listing they are a comparable of are
   * refreshed. Without it every active listing is, one make and model at a time.
   */
  listingIds?: readonly number[];
  /** Called after each make and model of a full refresh. */
  onProgress?: (done: number, total: number) => void;
}

// The listings whose verdict a change to `ids` can move: those listings, and every listing they are a
// comparable of. Found by one hash join on make and model, not by a lookup per listing.
function affected(ids: RawBuilder<unknown>) {
  const { yearWindow, mileageWindow } = DEAL_RULES;
  return sql`
    changed as materialized (
      select make_code, model_code, year, mileage from listings where id = any(${ids})
    ),
    affected as materialized (
      select s.id from scope s
      join changed g on g.make_code = s.make_code and g.model_code = s.model_code
        and abs(g.year - s.year) <= ${yearWindow} and abs(g.mileage - s.mileage) <= ${mileageWindow}
      union
      select unnest(${ids})
    ),`;
}

// One UPDATE ... FROM. Window functions put each (make, model, year) in mileage order: as arrays of mileages
// and prices per year (`cells`, joined to the years either side in `years`) and as each listing's position
// in its own year (`ranked`). A listing's comparables in a year are then one slice of those arrays, found by
// binary search (width_bucket), so the cost grows with the number of listings, not with its square. `years`
// is materialised so the arrays are joined once per year, not copied once per listing, and `judged` so the
// median is computed once per listing, not once per use. Only rows whose verdict changed are written: a
// repeated refresh or re-import writes nothing.
function refreshStatement(
  models: RawBuilder<unknown>,
  locked: RawBuilder<unknown>,
  ids?: RawBuilder<unknown>,
) {
  const { yearWindow, mileageWindow, minComparables, greatBelowMedian, nearestPerSide: k } = DEAL_RULES;
  const low = (mileages: string) => sql`width_bucket(t.mileage - ${mileageWindow + 1}, ${sql.ref(mileages)})`;
  const high = (mileages: string) => sql`width_bucket(t.mileage + ${mileageWindow}, ${sql.ref(mileages)})`;
  // In the year before and after, the listing's place is after every mileage up to its own.
  const near = (prices: string, mileages: string) => sql`coalesce(${sql.ref(prices)}[
      greatest(${low(mileages)} + 1, width_bucket(t.mileage, ${sql.ref(mileages)}) - ${k - 1})
      : least(${high(mileages)}, width_bucket(t.mileage, ${sql.ref(mileages)}) + ${k})], '{}')`;
  const count = (mileages: string) => sql`coalesce(${high(mileages)} - ${low(mileages)}, 0)`;
  return sql`
    with scope as (
      select id, make_code, model_code, year, mileage, price from listings
      where status = 'active' and ${models}
    ),${ids ? affected(ids) : sql``}
    cells as (
      select make_code, model_code, year,
        array_agg(mileage order by mileage, id) as mileages,
        array_agg(price order by mileage, id) as prices
      from scope group by make_code, model_code, year
    ),
    years as materialized (
      select c.*,
        b.mileages as before_mileages, b.prices as before_prices,
        a.mileages as after_mileages, a.prices as after_prices
      from cells c
      left join cells b on b.make_code = c.make_code and b.model_code = c.model_code and b.year = c.year - ${yearWindow}
      left join cells a on a.make_code = c.make_code and a.model_code = c.model_code and a.year = c.year + ${yearWindow}
    ),
    ranked as (
      select s.*, row_number() over (partition by make_code, model_code, year order by mileage, id)::int as pos
      from scope s
    ),
    judged as materialized (
      select t.id, t.price,
        ${count('y.mileages')} - 1 + ${count('y.before_mileages')} + ${count('y.after_mileages')} as n,
        (select (percentile_cont(0.5) within group (order by v))::numeric from unnest(
          y.prices[greatest(${low('y.mileages')} + 1, t.pos - ${k}) : t.pos - 1]
          || y.prices[t.pos + 1 : least(${high('y.mileages')}, t.pos + ${k})]
          || ${near('y.before_prices', 'y.before_mileages')}
          || ${near('y.after_prices', 'y.after_mileages')}
        ) as v) as median
      from years y
      join ranked t on t.make_code = y.make_code and t.model_code = y.model_code and t.year = y.year
      where ${ids ? sql`t.id in (select id from affected)` : sql`true`}
    ),
    verdicts as (
      select id,
        case
          when n >= ${minComparables} and price <= median * ${1 - greatBelowMedian} then 'Great'
          when n >= ${minComparables} and price < median then 'Good'
        end as indicator,
        case when n > 0 then jsonb_build_object(
          'comparables', n,
          'medianPrice', round(median)::int,
          'difference', round((price - median) / median, 4)
        ) end as comparison
      from judged
    )
    update listings as l set deal_indicator = v.indicator, deal_comparison = v.comparison
    from verdicts v
    where l.id = v.id and l.id = any(${locked})
      and (l.deal_indicator is distinct from v.indicator or l.deal_comparison is distinct from v.comparison)`;
}

// Two refreshes at once (two feed imports) write overlapping rows, and an UPDATE locks its rows in whatever
// order its plan meets them: each could hold a row the other waits for, PostgreSQL's deadlock. So the models'
// listings are locked in id order first (as refreshDealRatings locks its chunks), and the UPDATE writes only
// those: a listing committed in between is left to the refresh of the import that wrote it.
async function refreshModels(
  db: Kysely<Schema>,
  models: RawBuilder<unknown>,
  ids?: RawBuilder<unknown>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await sql<{ id: number }>`
      select id from listings where status = 'active' and ${models} order by id for update`.execute(trx);
    const locked = sql`${rows.rows.map((row) => row.id)}::int[]`;
    const result = await refreshStatement(models, locked, ids).execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}

/**
 * Recomputes `deal_indicator` and `deal_comparison` in SQL (the spec-000 badge and its comparison, kept for
 * existing clients), then `deal_rating`, the market price model's band (refresh-deal-ratings.ts), for the same
 * listings' makes and models, so seeded and imported listings are judged the same way. Returns how many
 * listings' `deal_indicator` or `deal_comparison` changed (`refreshDealRatings` counts its own).
 */
export async function refreshDealIndicators(
  db: Kysely<Schema>,
  options: RefreshDealOptions = {},
): Promise<number> {
  const { listingIds } = options;
  if (listingIds) {
    if (listingIds.length === 0) return 0;
    const ids = sql`${[...listingIds]}::int[]`;
    const models = sql`(make_code, model_code) in (select make_code, model_code from listings where id = any(${ids}))`;
    const changed = await refreshModels(db, models, ids);
    await refreshDealRatings(db, { listingIds });
    return changed;
  }
  const groups = await db
    .selectFrom('listings')
    .select(['make_code', 'model_code'])
    .distinct()
    .where('status', '=', 'active')
    .orderBy('make_code')
    .orderBy('model_code')
    .execute();
  let changed = 0;
  for (const [done, group] of groups.entries()) {
    const models = sql`make_code = ${group.make_code} and model_code = ${group.model_code}`;
    changed += await refreshModels(db, models);
    options.onProgress?.(done + 1, groups.length);
  }
  await refreshDealRatings(db);
  return changed;
}
