// Encode and decode throughput of @forecourt/seo-routes on a realistic mix of 10,000 searches, beside a baseline
// of plain path-to-regexp compile/match of the same paths, in the same run (issue 3). Writes
// bench/results/seo-routes.{json,md}. Then the URL parsers under 100,000 random and mutated paths, beside
// `new URL()` (issue 12, seo-routes-parsers.ts): results/seo-routes-parsers.{json,md}. Not a test: nothing here
// fails on a figure.
import { decode, encode } from '@forecourt/seo-routes';
import { compile, match } from 'path-to-regexp';
import { median, random, sideBySide, writeReport } from './harness.js';
import { runUrlParsersCase } from './seo-routes-parsers.js';

const QUERIES = 10_000;
const SAMPLES = 7;

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

const queries = searches();
// Correctness first: every search must survive the round trip, or the figure means nothing.
for (const query of queries) {
  const result = oursRoundTrip(query) as ReturnType<typeof decode>;
  if (!result.ok) throw new Error(`round trip failed for ${JSON.stringify(query)}`);
}
const samples = await sideBySide(
  () => roundTripsPerSecond(oursRoundTrip, queries),
  () => roundTripsPerSecond(baselineRoundTrip, queries),
  SAMPLES,
);
const ours = median(samples.ours);
const baseline = median(samples.baseline);
const ratio = Number((baseline / ours).toFixed(2));
const met = ours >= 300_000 && ratio <= 3;
const perSecond = (value: number) => Math.round(value).toLocaleString('en-US');

writeReport({
  name: 'seo-routes',
  title: 'seo-routes round trips',
  result: {
    benchmark: 'seo-routes encode+decode round trips',
    queries: QUERIES,
    samples: SAMPLES,
    ours: { medianPerSecond: Math.round(ours), samples: samples.ours.map(Math.round) },
    baseline: {
      name: `path-to-regexp compile+match of ${PATTERN}`,
      medianPerSecond: Math.round(baseline),
      samples: samples.baseline.map(Math.round),
    },
    ratio,
    targets: { roundTripsPerSecond: 300_000, withinTimesBaseline: 3 },
    met,
  },
  table: [
    `| | round trips/s (median of ${SAMPLES}) | vs baseline |`,
    '|---|---|---|',
    `| @forecourt/seo-routes encode+decode | ${perSecond(ours)} | ${ratio}x slower |`,
    `| baseline: path-to-regexp compile+match of ${PATTERN} | ${perSecond(baseline)} | 1x |`,
    '',
    `Target: >= 300,000 round trips/s and within 3x of the baseline: ${met ? 'met' : 'NOT met'}.`,
    `${QUERIES.toLocaleString('en-US')} realistic searches.`,
  ].join('\n'),
  summary: `${perSecond(ours)} round trips/s vs ${perSecond(baseline)}/s path-to-regexp (${ratio}x); target ${met ? 'met' : 'NOT met'}`,
});

runUrlParsersCase();
