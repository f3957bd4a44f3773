// Issue 33: "a bench `deal-ratings` imports ../shared/data/dealer-feed-carscom-2022-sample.csv alone and reports,
// side by side, our bands against cars.com's labels and against the two baselines (every car "Good"; price under
// the make-model-year median), with our three-way agreement (Great / Good / Fair-or-worse) above both baselines".
// Imports the real sample into a fresh in-memory PGlite through the importer (which runs the ratings refresh, as
// an upload does), reads each listing's stored band and cars.com's label (the feed's DealType, joined by VIN),
// and counts agreement over the cars cars.com labels Great, Good or Fair (its NA rows are left out: no label to
// agree with). A car we do not rate counts as a miss, never as agreement; coverage is reported beside it. Also
// shown: the threshold grid the constants in apps/api/src/data/market-price/market-rules.ts were fitted on (re-run here, so a change
// to the model shows whether the constants still sit at the fitted optimum).
import { readFileSync } from 'node:fs';
import {
  bandOfGap,
  DEAL_BANDS,
  importDealerFeed,
  openDatabase,
  parseCsv,
  seedDatabase,
} from '@forecourt/api';
import { sql } from 'kysely';
import { writeReport } from './harness.js';

const SAMPLE = new URL('../../../shared/data/dealer-feed-carscom-2022-sample.csv', import.meta.url);
// The sample was exported in 2022: model years and listing dates as a 2022 import saw them.
const NOW = new Date('2022-06-01T12:00:00Z');

type Three = 'Great' | 'Good' | 'Fair-or-worse';
const three = (band: string | null | undefined): Three | null =>
  band === 'Great' || band === 'Good' ? band : band ? 'Fair-or-worse' : null;

// `--seed N`: the generated inventory of `npm start` (N listings, seed 33, dated like the sample) is seeded first,
// so the sample's cars are rated among seeded comparables too: whether the seed's prices are market prices.
const seedAt = process.argv.indexOf('--seed');
const SEEDED = seedAt === -1 ? 0 : Number(process.argv[seedAt + 1] ?? 50_000);

const text = readFileSync(SAMPLE, 'utf8');
const labels = new Map<string, string>();
let header: string[] | undefined;
for await (const record of parseCsv(text)) {
  if (!header) {
    header = record.fields.map((field) => field.trim());
    continue;
  }
  const vin = record.fields[header.indexOf('VIN')]?.trim().toUpperCase();
  const label = record.fields[header.indexOf('DealType')]?.trim();
  if (vin && label) labels.set(vin, label);
}

const database = await openDatabase({ dataDir: 'memory://' });
if (SEEDED > 0) await seedDatabase(database.db, { seed: 33, listings: SEEDED, now: NOW });
const started = performance.now();
const report = await importDealerFeed(database.db, text, { now: NOW });
const importMs = performance.now() - started;

interface Row {
  id: number;
  vin: string;
  make_code: string;
  model_code: string;
  year: number;
  price: number;
  band: string | null;
  gap: string | null;
  confidence: string | null;
}
const rows = (
  await sql<Row>`select id, vin, make_code, model_code, year, price,
    deal_rating ->> 'band' as band, deal_rating ->> 'gap' as gap, deal_rating ->> 'confidence' as confidence
    from listings where status = 'active' and vin = any(${[...labels.keys()]}::text[])`.execute(database.db)
).rows;
await database.close();

// Baseline 2: under the median price of the other cars of the same make, model and model year is Good, at or
// over it Fair-or-worse; a car alone in its model year is not rated.
const byYear = new Map<string, number[]>();
for (const row of rows) {
  const key = `${row.make_code}/${row.model_code}/${row.year}`;
  byYear.set(key, [...(byYear.get(key) ?? []), row.price]);
}
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[half] as number)
    : ((sorted[half - 1] as number) + (sorted[half] as number)) / 2;
};
const underMedian = (row: Row): Three | null => {
  const prices = [...(byYear.get(`${row.make_code}/${row.model_code}/${row.year}`) ?? [])];
  prices.splice(prices.indexOf(row.price), 1);
  if (prices.length === 0) return null;
  return row.price < median(prices) ? 'Good' : 'Fair-or-worse';
};

const labelled = rows
  .map((row) => ({
    row,
    label: three(labels.get(row.vin.toUpperCase()) === 'NA' ? null : labels.get(row.vin)),
  }))
  .filter((one): one is { row: Row; label: Three } => one.label !== null);

const METHODS: Record<string, (row: Row) => Three | null> = {
  'ours (market price model)': (row) => three(row.band),
  'baseline: every car Good': () => 'Good',
  'baseline: under the make-model-year median': underMedian,
};
const CLASSES: Three[] = ['Great', 'Good', 'Fair-or-worse'];
const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '-');

const results = Object.entries(METHODS).map(([method, rate]) => {
  let agree = 0;
  let rated = 0;
  const perClass = Object.fromEntries(CLASSES.map((c) => [c, { labelled: 0, agree: 0 }]));
  for (const { row, label } of labelled) {
    const ours = rate(row);
    if (ours) rated++;
    const cell = perClass[label] as { labelled: number; agree: number };
    cell.labelled++;
    if (ours === label) {
      agree++;
      cell.agree++;
    }
  }
  return { method, agree, rated, agreement: agree / labelled.length, perClass };
});

// The threshold grid of market-rules.ts: half-point steps, Great from -20 % to 0 %, Good/Fair from there to +50 %.
const gaps = labelled
  .filter(({ row }) => row.gap !== null)
  .map(({ row, label }) => ({ gap: Number(row.gap), label }));
let best = { great: 0, good: 0, agree: -1 };
for (let g = -200; g <= 0; g += 5)
  for (let f = g; f <= 500; f += 5) {
    let agree = 0;
    for (const { gap, label } of gaps) {
      const band: Three = gap <= g / 1000 ? 'Great' : gap <= f / 1000 ? 'Good' : 'Fair-or-worse';
      if (band === label) agree++;
    }
    if (agree > best.agree) best = { great: g / 1000, good: f / 1000, agree };
  }
const noMemory = gaps.filter(({ gap, label }) => three(bandOfGap(gap)) === label).length;
const medianGap = (label: Three) => median(gaps.filter((one) => one.label === label).map((one) => one.gap));

const ours = results[0] as (typeof results)[number];
const beaten = results.slice(1, 3).every((baseline) => ours.agreement > baseline.agreement);

// How sure the margin is: a paired bootstrap over the labelled cars (2,000 resamples, a fixed-seed generator so
// the report is reproducible), the 2.5th and 97.5th percentiles of ours minus each baseline, in points.
const rates = Object.values(METHODS);
const hits = labelled.map(({ row, label }) => rates.map((rate) => (rate(row) === label ? 1 : 0)));
let state = 33;
const nextRandom = () => {
  state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
  return state / 2 ** 32;
};
const margins = [1, 2].map(() => [] as number[]);
for (let resample = 0; resample < 2_000; resample++) {
  const sums = rates.map(() => 0);
  for (let i = 0; i < hits.length; i++) {
    const drawn = hits[Math.floor(nextRandom() * hits.length)] as number[];
    for (let m = 0; m < sums.length; m++) sums[m] = (sums[m] as number) + (drawn[m] as number);
  }
  for (const [at, baseline] of [1, 2].entries())
    margins[at]?.push((100 * ((sums[0] as number) - (sums[baseline] as number))) / hits.length);
}
const interval = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.floor(q * (sorted.length - 1))] as number).toFixed(1);
  return `${at(0.025)} to ${at(0.975)} points`;
};
const table = [
  ...(SEEDED > 0
    ? [
        `Beside ${SEEDED.toLocaleString('en-US')} seeded listings (\`seedDatabase\`, seed 33, dated ${NOW.toISOString().slice(0, 10)}): the sample's cars are rated among seeded comparables too. Scored: the sample's cars only.`,
        '',
      ]
    : []),
  `Imported ${report.imported} of ${report.rows} rows (${report.rejected.length} refused) in ${(importMs / 1000).toFixed(1)} s, ratings included; ${labelled.length} cars carry a cars.com label Great, Good or Fair.`,
  '',
  '| method | three-way agreement | Great agree | Good agree | Fair-or-worse agree | coverage (rated) |',
  '| --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.method} | **${pct(r.agree, labelled.length)}** (${r.agree}) | ${CLASSES.map((c) => {
        const cell = r.perClass[c] as { labelled: number; agree: number };
        return `${pct(cell.agree, cell.labelled)} of ${cell.labelled}`;
      }).join(' | ')} | ${pct(r.rated, labelled.length)} (${r.rated}) |`,
  ),
  '',
  `Our bands by share: ${['Great', 'Good', 'Fair', 'High', 'Overpriced']
    .map((band) => `${band} ${pct(rows.filter((row) => row.band === band).length, rows.length)}`)
    .join(', ')}, not rated ${pct(rows.filter((row) => !row.band).length, rows.length)}. Confidence: ${[
    'high',
    'medium',
    'low',
  ]
    .map((c) => `${c} ${pct(rows.filter((row) => row.confidence === c).length, rows.length)}`)
    .join(', ')}.`,
  `Median gap to our market price by cars.com label: Great ${(100 * medianGap('Great')).toFixed(1)} %, Good ${(100 * medianGap('Good')).toFixed(1)} %, Fair ${(100 * medianGap('Fair-or-worse')).toFixed(1)} %.`,
  `What our bands say beyond the base rates: ${CLASSES.map((c) => {
    const called = labelled.filter(({ row }) => three(row.band) === c);
    const right = called.filter(({ label }) => label === c).length;
    return `of the ${called.length} cars we call ${c}, ${pct(right, called.length)} are cars.com's ${c} (${pct(labelled.filter(({ label }) => label === c).length, labelled.length)} of all)`;
  }).join('; ')}.`,
  `Our margin, 95 % paired bootstrap interval: over every car Good ${(100 * (ours.agreement - (results[1]?.agreement ?? 0))).toFixed(1)} points (${interval(margins[0] as number[])}), over under-the-median ${(100 * (ours.agreement - (results[2]?.agreement ?? 0))).toFixed(1)} points (${interval(margins[1] as number[])}).`,
  `Thresholds in use: Great <= ${(100 * DEAL_BANDS.greatAtOrBelow).toFixed(1)} %, Good <= +${(100 * DEAL_BANDS.goodAtOrBelow).toFixed(1)} % (fresh bands, no hysteresis: ${pct(noMemory, labelled.length)}); grid optimum on this run: Great <= ${(100 * best.great).toFixed(1)} %, Good <= +${(100 * best.good).toFixed(1)} % (${pct(best.agree, labelled.length)}).`,
].join('\n');

writeReport({
  name: SEEDED > 0 ? 'deal-ratings-seeded' : 'deal-ratings',
  title:
    SEEDED > 0
      ? "Deal ratings against cars.com's labels, beside the seeded inventory (issue 33)"
      : "Deal ratings against cars.com's labels (issue 33)",
  result: {
    seeded: SEEDED,
    imported: report.imported,
    rows: report.rows,
    labelled: labelled.length,
    importMs: Math.round(importMs),
    methods: results,
    thresholds: DEAL_BANDS,
    gridOptimum: best,
  },
  table,
  summary: `three-way agreement ours ${pct(ours.agree, labelled.length)} vs every-car-Good ${pct(results[1]?.agree ?? 0, labelled.length)}, under-median ${pct(results[2]?.agree ?? 0, labelled.length)}; coverage ${pct(ours.rated, labelled.length)}: ${beaten ? 'met' : 'NOT met'}`,
});
