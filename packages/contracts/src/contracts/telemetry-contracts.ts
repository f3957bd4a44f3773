import { z } from 'zod';
import { defineContract } from '../define-contract';
import { queryString } from '../fields/query-values';

// Web vitals the storefront's browser code reports (`@forecourt/experiments/browser`, rated with spec 002 s9's
// thresholds), and a small aggregate over them. Ours: the spec gives the thresholds, not where readings go.

/** The metrics `reportWebVitals` of `@forecourt/experiments/browser` reports. FID is not: web-vitals 5 dropped it. */
export const WEB_VITAL_NAMES = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export type WebVitalMetricName = (typeof WEB_VITAL_NAMES)[number];

/** `rateMetric`'s ratings: up to good is good, above poor is poor (spec 002 s9 "Web-vitals thresholds"). */
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** Readings one request may carry: a page's batch, sent once on pagehide. */
export const MAX_WEB_VITALS_PER_REPORT = 10;

const CONTROL_CHARACTER = /\p{Cc}/u;

/** Free text the database stores: no control characters (PostgreSQL text cannot hold NUL). */
function text(max: number) {
  return z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !CONTROL_CHARACTER.test(value), 'must not contain control characters');
}

/** A page type or brand: letters, digits, `-` and `_`, as the storefront names them (`srp`, `vdp`, `atc`). */
function token(max: number, example: string) {
  return z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _')
    .meta({ examples: [example] });
}

const pageSchema = token(40, 'srp').meta({
  description: "The page type (spec 001 s1's short names: 'hp', 'srp', 'vdp', 'sfp', ...).",
});
const brandSchema = token(20, 'atc').meta({
  description: "The brand the page was shown under: 'atc', 'kbb'.",
});

/** One reading as `reportWebVitals` hands it over (`RatedMetric`), plus where it was taken. */
export const webVitalReadingSchema = z.object({
  name: z.enum(WEB_VITAL_NAMES),
  // zod 4 numbers are finite: JSON's 1e309 (Infinity) is refused.
  value: z.number().min(0).meta({ description: 'Milliseconds; CLS is unitless.' }),
  rating: z.enum(WEB_VITAL_RATINGS).meta({ description: 'As rated in the browser with spec 002 s9.' }),
  id: text(100).meta({ description: "web-vitals' id of the metric instance." }),
  delta: z.number().meta({ description: 'Change since the last report of the same id.' }),
  navigationType: text(40)
    .optional()
    .meta({ description: "web-vitals' navigation type: 'navigate', 'reload', 'back-forward', ..." }),
  page: pageSchema,
  path: text(500).meta({ description: 'The URL path of the page, without query or fragment.' }),
  brand: brandSchema,
});
export type WebVitalReading = z.output<typeof webVitalReadingSchema>;

/** Per metric name: how many readings, their 75th percentile, and the share rated good. */
const webVitalSummarySchema = z.object({
  name: z.enum(WEB_VITAL_NAMES),
  count: z.int().min(0),
  p75: z
    .number()
    .nullable()
    .meta({ description: 'Linear interpolation between readings (percentile_cont); null without any.' }),
  goodShare: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .meta({ description: "Readings rated 'good' over all readings; null without any." }),
});

export const telemetryContracts = {
  reportWebVitals: defineContract({
    name: 'reportWebVitals',
    service: 'telemetry',
    method: 'POST',
    path: '/rest/telemetry/web-vitals',
    body: z.object({
      metrics: z.array(webVitalReadingSchema).min(1).max(MAX_WEB_VITALS_PER_REPORT),
    }),
    reply: z.object({ accepted: z.int().min(0) }),
    replyStatus: 202,
    auth: 'optional',
    spec: '002 s9',
    summary: 'Store a batch of 1 to 10 web-vitals readings from one page (202 with how many were accepted).',
    description:
      'Ours. The body must be JSON: navigator.sendBeacon sends a string as text/plain, so the browser sends a ' +
      'Blob typed application/json. A beacon carries no token (anonymous); a token that is sent ties the readings to the consumer.',
  }),
  getWebVitalsSummary: defineContract({
    name: 'getWebVitalsSummary',
    service: 'telemetry',
    method: 'GET',
    path: '/rest/telemetry/web-vitals/summary',
    query: z.object({
      page: queryString(pageSchema.optional()),
      brand: queryString(brandSchema.optional()),
    }),
    reply: z.object({
      page: z.string().nullable().meta({ description: 'The page type asked for; null for every page.' }),
      brand: z.string().nullable().meta({ description: 'The brand asked for; null for every brand.' }),
      metrics: z
        .array(webVitalSummarySchema)
        .meta({ description: 'Every metric name, in WEB_VITAL_NAMES order.' }),
    }),
    auth: 'none',
    spec: '002 s9',
    summary:
      'Per web-vitals metric: count, 75th-percentile value and share rated good, for a page type and brand.',
  }),
};
