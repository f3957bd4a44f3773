// The figures of the server-load benchmark, from pooled samples to the markdown tables results/server-load.md
// quotes: percentiles, requests a second, and each target against its figure with the margin.
import type { LoadSample } from './server-load-cannon.js';

export const round = (value: number) => Math.round(value * 10) / 10;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN);
}

export const percentiles = (latencies: readonly number[]) => ({
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
  p99: percentile(latencies, 99),
});
type Percentiles = ReturnType<typeof percentiles>;

export function summarise(sample: LoadSample) {
  return {
    requests: sample.requests,
    perSecond: round(sample.requests / sample.seconds),
    ttfb: percentiles(sample.ttfb),
    full: percentiles(sample.full),
    non2xx: sample.non2xx,
    errors: sample.errors,
    byCall: Object.fromEntries(
      [...sample.byLabel].map(([label, { ttfb, full }]) => [
        label,
        { requests: full.length, ttfb: percentiles(ttfb), full: percentiles(full) },
      ]),
    ),
    /** The first failing reply of each call, if any. */
    failures: Object.fromEntries(sample.failures),
  };
}
export type Summary = ReturnType<typeof summarise>;

export interface ServerLoadFigures {
  page: Summary;
  /** The same pages from the same build under React's development build (NODE_ENV=development). */
  developmentPage: Summary;
  search: Summary;
  cachedReads: Summary;
  health: Summary;
  payments: Summary;
  accountReads: Summary;
  accountWrites: Summary;
  accountWritesOneClient: Summary;
}

/** The parts of a run (`BENCH_PHASES`, comma-separated; all by default): a part alone is quicker to repeat. */
export const PHASES = ['pages', 'reads', 'payments', 'account'] as const;
export type PhaseName = (typeof PHASES)[number];

export function parsePhases(value: string | undefined): Set<PhaseName> {
  if (value === undefined || value.trim() === '') return new Set(PHASES);
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(PHASES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`BENCH_PHASES: unknown ${unknown.join(', ')}; known: ${PHASES.join(', ')}`);
  return new Set(names as PhaseName[]);
}

/** The figures of the phases that ran. */
export type PhaseFigures = Partial<ServerLoadFigures>;

export const TARGETS = { pageTtfbP95Ms: 150, cachedReadsPerSecond: 5_000, accountWritesP99Ms: 30 };

/** Each target against its figure; undefined for a phase that did not run. */
export function targetsMet(figures: PhaseFigures) {
  return {
    pageTtfb: figures.page && figures.page.ttfb.p95 <= TARGETS.pageTtfbP95Ms,
    cachedReads: figures.cachedReads && figures.cachedReads.perSecond >= TARGETS.cachedReadsPerSecond,
    accountWrites: figures.accountWrites && figures.accountWrites.full.p99 <= TARGETS.accountWritesP99Ms,
  };
}

/** "met", "NOT met" or "not run", for the summary line. */
export const metWord = (met: boolean | undefined) =>
  met === undefined ? 'not run' : met ? 'met' : 'NOT met';

const cells = (figures: Percentiles) => `${figures.p50} / ${figures.p95} / ${figures.p99}`;

function rows(name: string, figures: Summary | undefined, ttfb: boolean): string[] {
  if (!figures) return [];
  const first = ttfb ? `${cells(figures.ttfb)} | ` : '';
  const calls = Object.entries(figures.byCall);
  return [
    `| ${name} | ${figures.requests} | ${figures.perSecond} | ${first}${cells(figures.full)} | ${figures.non2xx} |`,
    // One call alone needs no breakdown.
    ...(calls.length < 2 ? [] : calls).map(
      ([label, call]) =>
        `| &nbsp;&nbsp;${label} | ${call.requests} | | ${ttfb ? `${cells(call.ttfb)} | ` : ''}${cells(call.full)} | |`,
    ),
  ];
}

/** "met", or "NOT met" with how far off, in the target's unit and as a share of it. */
function verdict(ok: boolean, value: number, target: number, unit: string): string {
  if (ok) return 'met';
  const off = `${round(Math.abs(value - target))} ${unit} (${round(Math.abs(value / target - 1) * 100)}%)`;
  return `**NOT met**: ${value > target ? 'over' : 'short'} by ${off}`;
}

export interface TableContext {
  connections: number;
  samples: number;
  seconds: number;
  pages: number;
  locatedPages: number;
  apiCallsPerPage: number;
  /** Median of the per-sample p95 TTFBs: page, page under React's development build, its API searches. */
  medianP95s: [number, number, number];
  profiled: boolean;
}

function pagesSection(figures: PhaseFigures, context: TableContext): string[] {
  const { page, developmentPage } = figures;
  if (!page || !developmentPage) return [];
  const met = targetsMet(figures);
  return [
    `### Server rendering (${context.connections} clients)`,
    '',
    '| | requests | req/s | TTFB p50 / p95 / p99 ms | full p50 / p95 / p99 ms | non-2xx |',
    '|---|---|---|---|---|---|',
    ...rows('results pages (atc as its start script runs it, NODE_ENV=production)', figures.page, true),
    ...rows("the same build under React's development build", figures.developmentPage, true),
    ...rows('baseline: the API search each page makes', figures.search, true),
    '',
    `Page TTFB p95 <= ${TARGETS.pageTtfbP95Ms} ms (as the start script runs it): ${verdict(met.pageTtfb === true, page.ttfb.p95, TARGETS.pageTtfbP95Ms, 'ms')}; under React's development build: ${verdict(developmentPage.ttfb.p95 <= TARGETS.pageTtfbP95Ms, developmentPage.ttfb.p95, TARGETS.pageTtfbP95Ms, 'ms')}. Median of the per-sample p95s: page ${context.medianP95s[0]} ms, development build ${context.medianP95s[1]} ms, its API search ${context.medianP95s[2]} ms.`,
    "The brand's start script sets NODE_ENV=production (React's production build); the second row is the same build and machine under React's development build (prop validation, dev JSX runtime), for what that costs.",
    `${context.samples} samples of ${context.seconds} s for each row after a warm-up, the three rows taking turns. ${context.pages} distinct results paths (${context.locatedPages} located), asked by popularity (Zipf, s = 1): the API's request cache (200 entries, 120 s) holds the popular searches and the tail is searched. A page makes ${context.apiCallsPerPage} API calls on average (its search and location lookups).`,
    '',
  ];
}

export function serverLoadTable(figures: PhaseFigures, context: TableContext): string {
  const met = targetsMet(figures);
  const { connections, samples, seconds } = context;
  const { cachedReads, health, accountWrites } = figures;
  return [
    ...pagesSection(figures, context),
    `### API (${connections} clients unless said; ${samples} samples of ${seconds} s each after a warm-up)`,
    '',
    '| | requests | req/s | p50 / p95 / p99 ms | non-2xx |',
    '|---|---|---|---|---|',
    ...rows('cached listing reads by ids (120 distinct)', figures.cachedReads, false),
    ...rows('baseline: GET /health (trivial route, same Fastify)', figures.health, false),
    ...rows('payments (300 distinct quotes)', figures.payments, false),
    ...rows('account reads (signed in)', figures.accountReads, false),
    ...rows('account writes (signed in)', figures.accountWrites, false),
    ...rows('account writes, 1 client', figures.accountWritesOneClient, false),
    '',
    ...(cachedReads && health
      ? [
          `Cached listing reads >= ${TARGETS.cachedReadsPerSecond} req/s: ${verdict(met.cachedReads === true, cachedReads.perSecond, TARGETS.cachedReadsPerSecond, 'req/s')}; the trivial route's ceiling here is ${health.perSecond} req/s.`,
        ]
      : []),
    ...(accountWrites
      ? [
          `Account writes p99 <= ${TARGETS.accountWritesP99Ms} ms: ${verdict(met.accountWrites === true, accountWrites.full.p99, TARGETS.accountWritesP99Ms, 'ms')}.`,
        ]
      : []),
    `The load generator (autocannon) runs on the same 2 cores as the API and the brand app.${
      context.profiled
        ? ' The API and the brand app ran under `node --cpu-prof` (1 ms sampling): see server-load.profile.md.'
        : ''
    }`,
  ].join('\n');
}
