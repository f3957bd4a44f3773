// The search mix of the API benchmarks (api-search, growth): seeded, so every run asks the same questions.
import { random } from './harness.js';

/** The makes (and some of their models) the benchmarks' shoppers ask for, by make code. */
export const MAKES: readonly (readonly [string, readonly string[]])[] = [
  ['HONDA', ['CIVIC', 'ACCORD', 'CRV']],
  ['TOYOTA', ['CAMRY', 'COROL', 'RAV4', 'TACOMA']],
  ['FORD', ['F150PICKUP', 'ESCAPE', 'EXPLOR']],
  ['CHEV', ['SILV', 'EQUINOX']],
  ['BMW', ['X5']],
  ['NISSAN', []],
  ['SUB', []],
];
const ZIPS = ['78701', '53703', '80202', '30303', '10001', '94103', '60601', '98101', '33131', '85004'];

/** The mix: most searches name a place, many a make, some a model, price cap, year range, listing type, sort. */
export function searchMix(count: number): string[] {
  const next = random(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const seen = new Set<string>();
  while (seen.size < count) {
    const query = new URLSearchParams();
    if (next() < 0.8) {
      query.set('zip', pick(ZIPS));
      query.set('searchRadius', pick(['25', '50', '75', '100', '200']));
    }
    if (next() < 0.75) {
      const [make, models] = pick(MAKES);
      query.set('makeCode', make);
      if (models.length && next() < 0.5) query.set('modelCode', pick(models));
    }
    if (next() < 0.3) query.set('maxPrice', String(15_000 + Math.floor(next() * 30) * 1000));
    if (next() < 0.2) query.set('startYear', String(2016 + Math.floor(next() * 6)));
    if (next() < 0.3) query.set('listingType', pick(['USED', 'NEW', 'CERTIFIED']));
    if (next() < 0.4) query.set('sortBy', pick(['priceASC', 'mileageASC', 'distanceASC', 'datelistedDESC']));
    if (next() < 0.2) query.set('firstRecord', String(25 * Math.floor(next() * 4)));
    seen.add(query.toString());
  }
  return [...seen];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Runs `count` calls from `concurrency` clients at once; latency percentiles in ms and calls a second. */
export async function timeAll(count: number, concurrency: number, run: (index: number) => Promise<void>) {
  const latencies: number[] = [];
  let nextIndex = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (nextIndex < count) {
        const index = nextIndex++;
        const begin = performance.now();
        await run(index);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: count,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    perSecond: round(count / seconds),
  };
}
