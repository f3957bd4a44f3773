import type { ContractCases } from './contract-case';

/** A reading as `reportWebVitals` of `@forecourt/experiments/browser` hands it over, plus where it was taken. */
const LCP = {
  name: 'LCP',
  value: 2140.5,
  rating: 'good',
  id: 'v5-1718000000000-8837465512345',
  delta: 2140.5,
  navigationType: 'navigate',
  page: 'srp',
  path: '/cars-for-sale/all-cars/austin-tx',
  brand: 'atc',
};
const CLS = { ...LCP, name: 'CLS', value: 0.27, rating: 'poor', delta: 0.02, id: 'v5-1718000000000-1' };

const reading = (overrides: Record<string, unknown>) => ({ body: { metrics: [{ ...LCP, ...overrides }] } });

/** Ours, over spec 002 s9's web-vitals thresholds: the storefront's readings and their summary. */
export const TELEMETRY_CASES: ContractCases<'reportWebVitals' | 'getWebVitalsSummary'> = {
  reportWebVitals: {
    valid: [
      { request: { body: { metrics: [LCP] } } },
      { request: { body: { metrics: [LCP, CLS] } } },
      { request: { body: { metrics: Array.from({ length: 10 }, () => LCP) } } },
      { request: { body: { metrics: [{ ...LCP, navigationType: undefined }] } } },
      { request: { body: { metrics: [{ ...LCP, value: 0, delta: -0.01 }] } } },
    ],
    reply: { accepted: 2 },
    invalid: [
      {
        rule: 'a metric web-vitals 5 reports',
        request: reading({ name: 'FID' }),
        field: 'body.metrics[0].name',
      },
      { rule: 'a value of 0 or more', request: reading({ value: -1 }), field: 'body.metrics[0].value' },
      {
        rule: "a rating of spec 002 s9's three",
        request: reading({ rating: 'average' }),
        field: 'body.metrics[0].rating',
      },
      { rule: 'the page type', request: reading({ page: undefined }), field: 'body.metrics[0].page' },
      { rule: 'a page type token', request: reading({ page: 'srp page' }), field: 'body.metrics[0].page' },
      {
        rule: 'a brand of 20 at most',
        request: reading({ brand: 'x'.repeat(21) }),
        field: 'body.metrics[0].brand',
      },
      {
        rule: 'a path of 500 at most',
        request: reading({ path: `/${'x'.repeat(500)}` }),
        field: 'body.metrics[0].path',
      },
      {
        rule: 'an id of 100 at most',
        request: reading({ id: 'x'.repeat(101) }),
        field: 'body.metrics[0].id',
      },
      { rule: 'no NUL in text', request: reading({ id: 'v5-\u0000' }), field: 'body.metrics[0].id' },
      {
        rule: 'a navigation type of 40 at most',
        request: reading({ navigationType: 'x'.repeat(41) }),
        field: 'body.metrics[0].navigationType',
      },
      {
        rule: 'at most 10 readings',
        request: { body: { metrics: Array.from({ length: 11 }, () => LCP) } },
        field: 'body.metrics',
      },
      { rule: 'at least one reading', request: { body: { metrics: [] } }, field: 'body.metrics' },
      {
        rule: 'a JSON object (not text/plain)',
        request: { body: JSON.stringify({ metrics: [LCP] }) },
        field: 'body',
      },
    ],
    badReplies: [{ rule: 'a count', reply: { accepted: 1.5 }, path: 'accepted' }],
  },
  getWebVitalsSummary: {
    valid: [
      { request: {} },
      { request: { query: { page: 'srp', brand: 'atc' } }, parsed: { query: { page: 'srp', brand: 'atc' } } },
      { request: { query: { page: '' } }, parsed: { query: { page: undefined } } },
    ],
    reply: {
      page: 'srp',
      brand: null,
      metrics: [
        { name: 'LCP', count: 4, p75: 2625, goodShare: 0.5 },
        { name: 'CLS', count: 0, p75: null, goodShare: null },
      ],
    },
    invalid: [
      { rule: 'a page type token', request: { query: { page: 'srp;drop' } }, field: 'query.page' },
      { rule: 'a brand of 20 at most', request: { query: { brand: 'x'.repeat(21) } }, field: 'query.brand' },
    ],
    badReplies: [
      {
        rule: 'a share between 0 and 1',
        reply: { page: null, brand: null, metrics: [{ name: 'LCP', count: 1, p75: 1, goodShare: 2 }] },
        path: 'metrics[0].goodShare',
      },
    ],
  },
};
