import { CONTRACTS, MAX_WEB_VITALS_PER_REPORT } from '@forecourt/contracts';
import { rateMetric, WEB_VITALS_THRESHOLDS } from '@forecourt/experiments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { testClock } from '../testing/payment-fixtures';

// Ours, over spec 002 s9 "Web-vitals thresholds (good / poor)": LCP 2500 / 4000, CLS 0.1 / 0.25. The browser rates
// each reading with them (@forecourt/experiments/browser) and posts a page's batch, 1 to 10 readings.

const NOW = '2026-11-20T12:00:00.000Z';
const REPORT = CONTRACTS.reportWebVitals.path;
const SUMMARY = CONTRACTS.getWebVitalsSummary.path;

let counter = 0;
/** A reading as `reportWebVitals` hands it over, rated with the spec's thresholds, plus where it was taken. */
const reading = (overrides: Record<string, unknown> = {}) => {
  const name = (overrides.name ?? 'LCP') as 'LCP' | 'CLS';
  const value = (overrides.value ?? 2140) as number;
  return {
    name,
    value,
    // A reading the test makes invalid names its rating: rateMetric throws on a negative value.
    rating: 'rating' in overrides ? overrides.rating : rateMetric(name, value),
    id: `v5-1763640000000-${++counter}`,
    delta: value,
    navigationType: 'navigate',
    page: 'srp',
    path: '/cars-for-sale/all-cars/austin-tx',
    brand: 'atc',
    ...overrides,
  };
};

describe.each(ENGINES)('web vitals on %s', (engine) => {
  let api: TestApi;
  const clock = testClock(NOW);
  const post = async (payload: unknown, headers: Record<string, string> = {}) => {
    const reply = await api.app.inject({ method: 'POST', url: REPORT, payload: payload as object, headers });
    return { status: reply.statusCode, body: reply.json() };
  };
  const summary = async (query = '') => {
    const reply = await api.app.inject({ method: 'GET', url: `${SUMMARY}${query}` });
    return { status: reply.statusCode, body: reply.json() };
  };
  const stored = (page: string) =>
    api.database.db.selectFrom('web_vitals').selectAll().where('page', '=', page).orderBy('id').execute();
  const total = async () =>
    Number(
      (
        await api.database.db
          .selectFrom('web_vitals')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    api = await createTestApi(engine, { clock });
  });
  afterAll(async () => {
    await api?.close();
  });

  describe(`POST ${REPORT}`, () => {
    it('stores every reading of the batch and answers 202 with how many it accepted', async () => {
      const batch = [
        reading({ page: 'vdp', value: 2140 }),
        reading({ page: 'vdp', name: 'CLS', value: 0.27, delta: 0.02, navigationType: undefined }),
        reading({ page: 'vdp', name: 'TTFB', value: 0 }),
      ];
      const { status, body } = await post({ metrics: batch });
      expect(status).toBe(202);
      expect(body).toEqual({ accepted: 3 });
      const rows = await stored('vdp');
      expect(
        rows.map((row) => ({ ...row, id: undefined, received_at: row.received_at.toISOString() })),
      ).toEqual(
        batch.map((metric) => ({
          id: undefined,
          received_at: NOW,
          name: metric.name,
          value: metric.value,
          rating: metric.rating,
          metric_id: metric.id,
          delta: metric.delta,
          navigation_type: metric.navigationType ?? null,
          page: 'vdp',
          path: '/cars-for-sale/all-cars/austin-tx',
          brand: 'atc',
          consumer_id: null,
        })),
      );
      // Rated with the spec's thresholds: CLS 0.27 is above poor (0.25).
      expect(rows.map((row) => row.rating)).toEqual(['good', 'poor', 'good']);
    });

    it('accepts a whole batch of 10, the most one request carries', async () => {
      const batch = Array.from({ length: MAX_WEB_VITALS_PER_REPORT }, () => reading({ page: 'sfp' }));
      expect(await post({ metrics: batch })).toEqual({ status: 202, body: { accepted: 10 } });
      expect(await stored('sfp')).toHaveLength(10);
    });

    it('ties readings to the consumer when a token is sent (a beacon sends none)', async () => {
      const { authorization, consumerId } = await api.signIn('vitals-shopper');
      expect((await post({ metrics: [reading({ page: 'hp' })] }, { authorization })).status).toBe(202);
      expect((await stored('hp')).map((row) => row.consumer_id)).toEqual([consumerId]);
    });

    it('answers 401 to a token that is sent but not valid, and stores nothing', async () => {
      const before = await total();
      const { status } = await post({ metrics: [reading()] }, { authorization: 'Bearer nope' });
      expect(status).toBe(401);
      expect(await total()).toBe(before);
    });

    it.each([
      {
        rule: 'an unknown metric name (FID)',
        metrics: [reading({ name: 'FID' })],
        field: 'body.metrics[0].name',
      },
      {
        rule: 'a negative value',
        metrics: [reading(), reading({ value: -1, rating: 'good' })],
        field: 'body.metrics[1].value',
      },
      {
        rule: 'a rating the spec does not have',
        metrics: [reading({ rating: 'ok' })],
        field: 'body.metrics[0].rating',
      },
      {
        rule: 'more than 10 readings',
        metrics: Array.from({ length: MAX_WEB_VITALS_PER_REPORT + 1 }, () => reading()),
        field: 'body.metrics',
      },
      { rule: 'no reading', metrics: [], field: 'body.metrics' },
      { rule: 'no page type', metrics: [reading({ page: undefined })], field: 'body.metrics[0].page' },
      { rule: 'a NUL in the path', metrics: [reading({ path: '/x\u0000' })], field: 'body.metrics[0].path' },
    ])('answers 400 naming $field for $rule, and stores none of the batch', async ({ metrics, field }) => {
      const before = await total();
      const { status, body } = await post({ metrics });
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 'BAD_REQUEST', field });
      expect(await total()).toBe(before);
    });

    it('refuses a text/plain beacon (a string sent without a JSON Blob) as a 400 naming the body', async () => {
      const reply = await api.app.inject({
        method: 'POST',
        url: REPORT,
        payload: JSON.stringify({ metrics: [reading()] }),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'body' });
    });
  });

  describe(`GET ${SUMMARY}`, () => {
    beforeAll(async () => {
      const lcp = [1000, 2000, 3000, 4000].map((value) => reading({ page: 'bench', value }));
      const cls = [0.05, 0.3].map((value) => reading({ page: 'bench', name: 'CLS', value }));
      const otherBrand = reading({ page: 'bench', brand: 'kbb', value: 9000 });
      expect((await post({ metrics: [...lcp, ...cls, otherBrand] })).status).toBe(202);
    });

    it('gives per metric the count, the 75th percentile and the share rated good, for a page and brand', async () => {
      expect(WEB_VITALS_THRESHOLDS.LCP).toMatchObject({ good: 2500, poor: 4000 });
      const { status, body } = await summary('?page=bench&brand=atc');
      expect(status).toBe(200);
      expect(body).toEqual({
        page: 'bench',
        brand: 'atc',
        metrics: [
          // 1000, 2000, 3000, 4000: 3000 + 0.25 x 1000; two of four at or under 2500.
          { name: 'LCP', count: 4, p75: 3250, goodShare: 0.5 },
          // 0.05, 0.3: 0.05 + 0.75 x 0.25; one of two at or under 0.1.
          { name: 'CLS', count: 2, p75: expect.closeTo(0.2375, 10), goodShare: 0.5 },
          { name: 'INP', count: 0, p75: null, goodShare: null },
          { name: 'FCP', count: 0, p75: null, goodShare: null },
          { name: 'TTFB', count: 0, p75: null, goodShare: null },
        ],
      });
    });

    it('takes in every brand when none is asked for', async () => {
      const { body } = await summary('?page=bench');
      expect(body.brand).toBeNull();
      // 1000, 2000, 3000, 4000, 9000: the third quartile is the fourth reading.
      expect(body.metrics[0]).toEqual({ name: 'LCP', count: 5, p75: 4000, goodShare: 0.4 });
    });

    it('counts every reading without a filter', async () => {
      const { body } = await summary();
      expect(body).toMatchObject({ page: null, brand: null });
      const counted = body.metrics.reduce((sum: number, metric: { count: number }) => sum + metric.count, 0);
      expect(counted).toBe(await total());
    });

    it('answers zero readings for a page nobody reported', async () => {
      const { body } = await summary('?page=nowhere');
      expect(body.metrics.map((metric: { count: number }) => metric.count)).toEqual([0, 0, 0, 0, 0]);
    });

    it.each([
      { query: '?page=srp%3Bdrop', field: 'query.page' },
      { query: `?brand=${'x'.repeat(21)}`, field: 'query.brand' },
      { query: '?page=%00', field: 'query.page' },
    ])('answers 400 naming $field for $query', async ({ query, field }) => {
      const { status, body } = await summary(query);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 'BAD_REQUEST', field });
    });
  });
});
