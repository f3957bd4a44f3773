// Encode and decode throughput of @forecourt/seo-routes on a realistic mix of 10,000 searches, beside a baseline
// of plain path-to-regexp compile/match of the same paths, in the same run (issue 3). Writes
// bench/results/seo-routes.{json,md}. Not a test: nothing here fails on a figure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode, encode } from '@forecourt/seo-routes';
import { compile, match } from 'path-to-regexp';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'results');
const QUERIES = 10_000;
const SAMPLES = 7;

/** Deterministic PRNG (mulberry32), so every run measures the same mix. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MAKES: [string, string[]][] = [
  ['HONDA', ['CIVIC', 'ACCORD', 'CRV', 'PILOT']],
  ['TOYOTA', ['CAMRY', 'COROL', 'RAV4', 'TACOMA']],
  ['FORD', ['F150PICKUP', 'ESCAPE', 'MUST', 'EXPLOR']],
  ['CHEV', ['SILV', 'EQUINOX', 'MALIBU']],
  ['BMW', ['330I', 'X5']],
];
const PLACES = [
  ['Austin', 'TX', '78701'],
  ['Madison', 'WI', '53703'],
  ['Denver', 'CO', '80202'],
  ['San Antonio', 'TX', '78205'],
  ['Atlanta', 'GA', '30303'],
];

/** The mix: most searches name a make and a place, many a model and listing type, some a price or year. */
function searches(): Record<string, string | string[]>[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: QUERIES }, () => {
    const query: Record<string, string | string[]> = {};
    if (next() < 0.6) query.listingType = [pick(['USED', 'NEW', 'CERTIFIED'])];
    if (next() < 0.85) {
      const [make, models] = pick(MAKES);
      query.makeCode = [make];
      if (next() < 0.6) query.modelCode = [pick(models)];
    }
    if (next() < 0.7) {
      const [city, state, zip] = pick(PLACES) as [string, string, string];
      Object.assign(query, { city, state }, next() < 0.5 ? { zip } : {});
    }
    if (next() < 0.25) query.maxPrice = String(10_000 + Math.floor(next() * 40) * 1000);
    if (next() < 0.15) Object.assign(query, { startYear: '2021', endYear: '2021' });
    if (next() < 0.3) query.searchRadius = pick(['25', '75', '100']);
    if (next() < 0.3) query.sortBy = pick(['derivedpriceASC', 'distanceASC']);
    return query;
  });
}

// Baseline: the generic library doing the comparable work on the same paths: one precompiled pattern with the
// optional segments most searches use, compile() from parameters and match() back, plus the query string.
const PATTERN = '/cars-for-sale{/:listingType}{/:make}{/:model}{/:location}';
const toPath = compile(PATTERN);
const fromPath = match(PATTERN);

function baselineRoundTrip(query: Record<string, string | string[]>): unknown {
  const first = (key: string) => {
    const value = query[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const params: Record<string, string> = {};
  const listingType = first('listingType');
  if (listingType) params.listingType = `${listingType.toLowerCase()}-cars`;
  const make = first('makeCode');
  if (make) params.make = make.toLowerCase();
  const model = first('modelCode');
  if (make && model) params.model = model.toLowerCase();
  if (query.city && query.state)
    params.location = `${String(query.city).toLowerCase().replace(/ /g, '-')}-${String(query.state).toLowerCase()}`;
  const rest = new URLSearchParams();
  for (const key of ['maxPrice', 'startYear', 'endYear', 'searchRadius', 'sortBy', 'zip']) {
    const value = first(key);
    if (value) rest.set(key, value);
  }
  const path = toPath(params);
  const search = rest.toString();
  return [fromPath(path), new URLSearchParams(search)];
}

function oursRoundTrip(query: Record<string, string | string[]>): unknown {
  const { pathname, search } = encode(query);
  return decode(pathname, search);
}

function roundTripsPerSecond(
  run: (query: Record<string, string | string[]>) => unknown,
  queries: Record<string, string | string[]>[],
) {
  const started = process.hrtime.bigint();
  let sink = 0;
  for (const query of queries) sink += run(query) ? 1 : 0;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (sink !== queries.length) throw new Error('a round trip returned nothing');
  return queries.length / seconds;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const queries = searches();
// Correctness first: every search must survive the round trip, or the figure means nothing.
for (const query of queries) {
  const result = oursRoundTrip(query) as ReturnType<typeof decode>;
  if (!result.ok) throw new Error(`round trip failed for ${JSON.stringify(query)}`);
}
// Warm both up, then alternate samples so machine noise hits both alike.
roundTripsPerSecond(oursRoundTrip, queries);
roundTripsPerSecond(baselineRoundTrip, queries);
const ours: number[] = [];
const baseline: number[] = [];
for (let sample = 0; sample < SAMPLES; sample++) {
  ours.push(roundTripsPerSecond(oursRoundTrip, queries));
  baseline.push(roundTripsPerSecond(baselineRoundTrip, queries));
}

const result = {
  benchmark: 'seo-routes encode+decode round trips',
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  queries: QUERIES,
  samples: SAMPLES,
  ours: { medianPerSecond: Math.round(median(ours)), samples: ours.map(Math.round) },
  baseline: {
    name: `path-to-regexp compile+match of ${PATTERN}`,
    medianPerSecond: Math.round(median(baseline)),
    samples: baseline.map(Math.round),
  },
  ratio: Number((median(baseline) / median(ours)).toFixed(2)),
  targets: { roundTripsPerSecond: 300_000, withinTimesBaseline: 3 },
};
const met = result.ours.medianPerSecond >= 300_000 && result.ratio <= 3;
const table = [
  '| | round trips/s (median of 7) | vs baseline |',
  '|---|---|---|',
  `| @forecourt/seo-routes encode+decode | ${result.ours.medianPerSecond.toLocaleString('en-US')} | ${result.ratio}x slower |`,
  `| baseline: ${result.baseline.name} | ${result.baseline.medianPerSecond.toLocaleString('en-US')} | 1x |`,
  '',
  `Target: >= 300,000 round trips/s and within 3x of the baseline: ${met ? 'met' : 'NOT met'}.`,
  `${QUERIES.toLocaleString('en-US')} searches, ${result.node}, ${result.cpu}, ${result.date}.`,
].join('\n');
mkdirSync(RESULTS, { recursive: true });
writeFileSync(join(RESULTS, 'seo-routes.json'), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(join(RESULTS, 'seo-routes.md'), `# seo-routes round trips\n\n${table}\n`);
console.log(table);
