import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ListingRow, Schema } from '../db/schema';
import type { ListingRelations } from '../listings/listing-replies';
import {
  DEFAULT_FACETS,
  FACET_COLUMNS,
  type FacetKey,
  type ListingSearch,
  type SortKey,
} from './listing-search';

export interface FacetCount {
  value: string;
  count: number;
}

export interface SearchPage {
  listings: ListingHit[];
  total: number;
  facets: Partial<Record<FacetKey, FacetCount[]>>;
  /** The listings' owners and price changes, when the search read them with the rows (the index does). */
  related?: ListingRelations;
}

const MILES_PER_DEGREE = 69.05;
const EARTH_RADIUS_MILES = 3958.8;

type Condition = RawBuilder<boolean>;

export function distanceSql(origin: { latitude: number; longitude: number }): RawBuilder<number> {
  // Haversine: exact enough for a search radius, and cheap next to the bounding box that narrows it first.
  // Parameters are cast: PGlite infers a parameter's type from its first use and would take 3958.8 for an integer.
  const lat = sql`${origin.latitude}::float8`;
  const lon = sql`${origin.longitude}::float8`;
  return sql<number>`(${EARTH_RADIUS_MILES}::float8 * 2 * asin(sqrt(
    power(sin(radians(latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(latitude)) * power(sin(radians(longitude - ${lon}) / 2), 2)
  )))`;
}

/** The filters that are not facets: status, ranges, owner, the radius. Every query of a search shares them. */
function baseConditions(search: ListingSearch): Condition[] {
  const where: Condition[] = [sql<boolean>`status = 'active'`];
  if (search.startYear !== undefined) where.push(sql<boolean>`year >= ${search.startYear}`);
  if (search.endYear !== undefined) where.push(sql<boolean>`year <= ${search.endYear}`);
  if (search.minPrice !== undefined) where.push(sql<boolean>`price >= ${search.minPrice}`);
  if (search.maxPrice !== undefined) where.push(sql<boolean>`price <= ${search.maxPrice}`);
  if (search.mileage !== undefined) where.push(sql<boolean>`mileage <= ${search.mileage}`);
  if (search.minMpg !== undefined) where.push(sql<boolean>`mpg_highway >= ${search.minMpg}`);
  if (search.maxMpg !== undefined) where.push(sql<boolean>`mpg_highway <= ${search.maxMpg}`);
  if (search.vehicleExchange) where.push(sql<boolean>`vehicle_exchange`);
  if (search.ownerId !== undefined) where.push(sql<boolean>`owner_id = ${search.ownerId}`);
  if (search.excludeIds && search.excludeIds.length > 0) {
    where.push(sql<boolean>`not (id = any(${search.excludeIds}::int[]))`);
  }
  if (search.origin && search.radius !== undefined)
    where.push(...radiusConditions(search.origin, search.radius));
  return where;
}

function radiusConditions(origin: { latitude: number; longitude: number }, radius: number): Condition[] {
  const { latitude, longitude } = origin;
  const dLat = radius / MILES_PER_DEGREE;
  const dLon = radius / (MILES_PER_DEGREE * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
  // The box uses the index on (latitude, longitude); the exact distance then trims its corners.
  return [
    sql<boolean>`latitude between ${latitude - dLat}::float8 and ${latitude + dLat}::float8`,
    sql<boolean>`longitude between ${longitude - dLon}::float8 and ${longitude + dLon}::float8`,
    sql<boolean>`${distanceSql(origin)} <= ${radius}::float8`,
  ];
}

/** The value a facet counts: a column, or for trims the model's code and the trim's (`CIVIC|EX`). */
function facetValue(key: keyof typeof FACET_COLUMNS): RawBuilder<string> {
  return key === 'trimCode'
    ? sql<string>`(model_code || '|' || trim_code)`
    : sql<string>`${sql.ref(FACET_COLUMNS[key])}`;
}

function trimCondition(values: string[]): Condition {
  const qualified = values.filter((value) => value.includes('|'));
  const bare = values.filter((value) => !value.includes('|'));
  const parts: Condition[] = [];
  if (qualified.length > 0)
    parts.push(sql<boolean>`(model_code || '|' || trim_code) = any(${qualified}::text[])`);
  if (bare.length > 0) parts.push(sql<boolean>`trim_code = any(${bare}::text[])`);
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** Each facet filter the search sets, by facet: a listing passes when its value is one of those asked for. */
function facetConditions(search: ListingSearch): Map<FacetKey, Condition> {
  const conditions = new Map<FacetKey, Condition>();
  for (const key of Object.keys(FACET_COLUMNS) as (keyof typeof FACET_COLUMNS)[]) {
    const values = search[key];
    if (!values || values.length === 0) continue;
    conditions.set(
      key,
      key === 'trimCode' ? trimCondition(values) : sql<boolean>`${facetValue(key)} = any(${values}::text[])`,
    );
  }
  if (search.featureCode && search.featureCode.length > 0) {
    conditions.set('featureCode', sql<boolean>`feature_codes @> ${search.featureCode}::text[]`);
  }
  return conditions;
}

function and(conditions: Condition[]): Condition {
  return conditions.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

const ORDER: Record<SortKey, RawBuilder<unknown>> = {
  // Featured listings first, then the dealers' priority, then the newest (spec 000 s9 tiers).
  relevance: sql`(tier = 'Featured') desc, priority desc, listed_at desc, id`,
  derivedpriceASC: sql`price asc, id`,
  derivedpriceDESC: sql`price desc, id`,
  mileageASC: sql`mileage asc, id`,
  mileageDESC: sql`mileage desc, id`,
  yearDESC: sql`year desc, mileage asc, id`,
  yearASC: sql`year asc, mileage asc, id`,
  distanceASC: sql`distance asc nulls last, id`,
  datelistedDESC: sql`listed_at desc, id`,
};

export type ListingHit = ListingRow & { distance: number | null };

/** One page of listings in the search's order, without counts: what a panel of comparable listings needs. */
export async function findListings(db: Kysely<Schema>, search: ListingSearch): Promise<ListingHit[]> {
  const where = and([...baseConditions(search), ...facetConditions(search).values()]);
  const distance = search.origin ? distanceSql(search.origin) : sql<number | null>`null::float8`;
  // Distance order without an origin would be an order by null: relevance is the useful fallback.
  const order = search.sortBy === 'distanceASC' && !search.origin ? ORDER.relevance : ORDER[search.sortBy];
  const result = await sql<ListingHit>`
    select *, ${distance} as distance from listings
    where ${where}
    order by ${order}
    limit ${search.numRecords} offset ${search.firstRecord}`.execute(db);
  return result.rows;
}

/** How many listings the search finds. */
export async function countListings(db: Kysely<Schema>, search: ListingSearch): Promise<number> {
  const where = and([...baseConditions(search), ...facetConditions(search).values()]);
  const result = await sql<{
    count: number;
  }>`select count(*)::int as count from listings where ${where}`.execute(db);
  return result.rows[0]?.count ?? 0;
}

/**
 * How many listings the search would find within each radius around its origin, and with no radius at all
 * (`nationwide`), in one scan: what "search wider" offers are built from, so each counts what the search with that
 * radius finds (its box as well as its distance: at 2,000 miles the box trims rows the distance alone keeps).
 * Without an origin every radius counts what nationwide counts.
 */
export async function countByRadius(
  db: Kysely<Schema>,
  search: ListingSearch,
  radii: readonly number[],
): Promise<{ byRadius: Map<number, number>; nationwide: number }> {
  const unbounded = { ...search, radius: undefined };
  const where = and([...baseConditions(unbounded), ...facetConditions(unbounded).values()]);
  const { origin } = search;
  const columns = radii.map(
    (radius, index) =>
      sql`count(*) filter (where ${origin ? and(radiusConditions(origin, radius)) : sql<boolean>`true`})::int as ${sql.ref(`r${index}`)}`,
  );
  const result = await sql<Record<string, number>>`
    select count(*)::int as nationwide${columns.length > 0 ? sql`, ${sql.join(columns)}` : sql``}
    from listings where ${where}`.execute(db);
  const row = result.rows[0] ?? {};
  return {
    byRadius: new Map(radii.map((radius, index) => [radius, row[`r${index}`] ?? 0])),
    nationwide: row.nationwide ?? 0,
  };
}

export interface SearchOptions {
  /** The facets to count. @default DEFAULT_FACETS (every list filter but vehicle use and year) */
  facets?: readonly FacetKey[];
}

// The columns the facet counts read: the facet columns and the features, nothing else (no descriptions).
const FACET_SOURCE = sql.raw(
  [...new Set([...Object.values(FACET_COLUMNS), 'feature_codes', 'year'])].join(', '),
);

/**
 * One page of a search, the total, and the facet counts of the filter panel. A facet counts what the search
 * would find if that facet's own filter were cleared ("disjunctive" facets), so choosing a second make shows
 * its count instead of zero.
 */
export async function searchListings(
  db: Kysely<Schema>,
  search: ListingSearch,
  options: SearchOptions = {},
): Promise<SearchPage> {
  const wanted = new Set(options.facets ?? DEFAULT_FACETS);
  const base = baseConditions(search);
  const facets = facetConditions(search);

  const others = (key: FacetKey) =>
    and([...facets].filter(([other]) => other !== key).map(([, where]) => where));
  const branches = [
    ...(Object.keys(FACET_COLUMNS) as (keyof typeof FACET_COLUMNS)[])
      .filter((key) => wanted.has(key))
      .map(
        (key) =>
          sql`select ${key}::text as facet, ${facetValue(key)}::text as value, count(*)::int as count
            from matched where ${others(key)} and ${facetValue(key)} is not null group by 2`,
      ),
    ...(wanted.has('year')
      ? [
          sql`select 'year' as facet, year::text as value, count(*)::int as count from matched where ${others('year')} group by 2`,
        ]
      : []),
    ...(wanted.has('featureCode')
      ? [
          sql`select 'featureCode' as facet, feature as value, count(*)::int as count
            from matched, unnest(feature_codes) as feature where ${others('featureCode')} group by 2`,
        ]
      : []),
    sql`select '' as facet, '' as value, count(*)::int as count from matched where ${and([...facets.values()])}`,
  ];
  const counts = sql<{ facet: string; value: string; count: number }>`
    with matched as materialized (select ${FACET_SOURCE} from listings where ${and(base)})
    ${sql.join(branches, sql` union all `)}`.execute(db);

  const [pageRows, countRows] = await Promise.all([findListings(db, search), counts]);
  const result: SearchPage = { listings: pageRows, total: 0, facets: {} };
  for (const row of countRows.rows) {
    if (row.facet === '') {
      result.total = row.count;
      continue;
    }
    const key = row.facet as FacetKey;
    const list = result.facets[key] ?? [];
    list.push({ value: row.value, count: row.count });
    result.facets[key] = list;
  }
  for (const list of Object.values(result.facets))
    list.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  return result;
}
