import { CONTRACTS, WEB_VITAL_NAMES } from '@forecourt/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { route } from '../http/contract-route';
import type { ServerDeps } from '../server-deps';

/**
 * Routes of the storefront's web-vitals reporting (ours, over spec 002 s9's thresholds): a page's batch of
 * readings, stored as sent, and a per-metric summary (count, 75th percentile, share rated good) for the bench.
 * Nothing is rate limited: the contract caps a request at 10 readings.
 */
export function registerTelemetryRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps.database;

  route(app, CONTRACTS.reportWebVitals, async ({ body, consumer }) => {
    const receivedAt = deps.clock.now();
    // One statement: a batch is stored whole or not at all.
    await db
      .insertInto('web_vitals')
      .values(
        body.metrics.map((metric) => ({
          received_at: receivedAt,
          name: metric.name,
          value: metric.value,
          rating: metric.rating,
          metric_id: metric.id,
          delta: metric.delta,
          navigation_type: metric.navigationType ?? null,
          page: metric.page,
          path: metric.path,
          brand: metric.brand,
          consumer_id: consumer?.consumerId ?? null,
        })),
      )
      .execute();
    return { accepted: body.metrics.length };
  });

  route(app, CONTRACTS.getWebVitalsSummary, async ({ query }) => {
    const { page, brand } = query;
    const rows = await db
      .selectFrom('web_vitals')
      .select([
        'name',
        sql<number>`count(*)::int`.as('count'),
        sql<number>`percentile_cont(0.75) within group (order by value)`.as('p75'),
        sql<number>`(count(*) filter (where rating = 'good'))::float8 / count(*)`.as('good_share'),
      ])
      .$if(page !== undefined, (qb) => qb.where('page', '=', page as string))
      .$if(brand !== undefined, (qb) => qb.where('brand', '=', brand as string))
      .groupBy('name')
      .execute();
    const byName = new Map(rows.map((row) => [row.name, row]));
    return {
      page: page ?? null,
      brand: brand ?? null,
      metrics: WEB_VITAL_NAMES.map((name) => {
        const row = byName.get(name);
        return row === undefined
          ? { name, count: 0, p75: null, goodShare: null }
          : { name, count: Number(row.count), p75: Number(row.p75), goodShare: Number(row.good_share) };
      }),
    };
  });
}
