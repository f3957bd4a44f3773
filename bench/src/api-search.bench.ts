// Issue 7: seed, then load the listing search with a realistic mix of queries, beside a baseline of the same
// queries straight through the database (the search's SQL on the same engine, no HTTP layer, no index, no
// cache). Reports p50/p95/p99 latency and requests per second, and the time to seed. Every query is distinct,
// so the 120 s request cache never answers: this measures searching, not caching.
//
// Defaults: PGlite, 50,000 listings, one client (PGlite serves one query at a time). For PostgreSQL:
//   DATABASE_URL=postgres://... BENCH_LISTINGS=1000000 BENCH_CONCURRENCY=16 pnpm --filter @forecourt/bench bench api-search
//
// The server runs as `npm start` runs it, under NODE_ENV=production (set here unless given): listing replies go out
// without their second contract check (apps/api README, "Search").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildServer,
  openDatabase,
  type SearchQuery,
  searchListings,
  seedDatabase,
  toListingSearch,
} from '@forecourt/api';
import { CONTRACTS } from '@forecourt/contracts';
import { createZipcodesDirectory } from '@forecourt/location/zipcodes';
import { writeReport } from './harness.js';
import { searchMix, timeAll } from './search-mix.js';

process.env.NODE_ENV ??= 'production';
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 50_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const BASELINE_QUERIES = Number(process.env.BENCH_BASELINE_QUERIES ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const databaseUrl = process.env.DATABASE_URL;

const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-'));
const database = await openDatabase(
  databaseUrl ? { databaseUrl, poolSize: CONCURRENCY + 2 } : { dataDir: join(dataDir, 'pglite') },
);
try {
  const seedStarted = performance.now();
  await seedDatabase(database.db, { seed: 1, listings: LISTINGS, now: new Date() });
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;

  const app = await buildServer({ database });
  const mix = searchMix(QUERIES + 20);
  const warmUp = mix.slice(QUERIES);
  const measured = mix.slice(0, QUERIES);
  // The server loads its in-memory index as it starts (SQL answers meanwhile): measure the server as it runs once
  // that is done, as a deployment's readiness check on /health/search would.
  const indexStarted = performance.now();
  for (;;) {
    const status = (await app.inject({ method: 'GET', url: '/health/search' })).json<{ index: string }>();
    if (status.index === 'current') break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const indexSeconds = Math.round((performance.now() - indexStarted) / 100) / 10;
  for (const query of warmUp) await app.inject({ method: 'GET', url: `/rest/lsc/listing/search?${query}` });

  const ours = await timeAll(measured.length, CONCURRENCY, async (index) => {
    const reply = await app.inject({ method: 'GET', url: `/rest/lsc/listing/search?${measured[index]}` });
    if (reply.statusCode !== 200)
      throw new Error(`${reply.statusCode} for ${measured[index]}: ${reply.body}`);
  });

  const zips = createZipcodesDirectory();
  const contract = CONTRACTS.searchListings;
  const baselineQueries = measured.slice(0, BASELINE_QUERIES).map((query) => {
    const parsed = contract.query.parse(Object.fromEntries(new URLSearchParams(query))) as SearchQuery;
    return toListingSearch(parsed, zips).search;
  });
  const baseline = await timeAll(baselineQueries.length, CONCURRENCY, async (index) => {
    await searchListings(database.db, baselineQueries[index] as (typeof baselineQueries)[number]);
  });
  await app.close();

  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const target = databaseUrl ? 100 : 50;
  const met = ours.p95 <= target;
  const seedMet = databaseUrl || seedSeconds < 60;
  const row = (name: string, figures: typeof ours) =>
    `| ${name} | ${figures.requests} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ${figures.perSecond} |`;
  writeReport({
    name: `api-search-${engine.toLowerCase()}-${LISTINGS}`,
    title: `API search over ${LISTINGS.toLocaleString('en-US')} listings on ${engine}`,
    result: {
      engine,
      listings: LISTINGS,
      concurrency: CONCURRENCY,
      seedSeconds,
      indexSeconds,
      ours,
      baseline,
      targets: { p95Ms: target, seedSeconds: 60 },
      met,
      seedMet,
    },
    table: [
      `| ${CONCURRENCY} client(s) | requests | p50 ms | p95 ms | p99 ms | requests/s |`,
      '|---|---|---|---|---|---|',
      row('GET /rest/lsc/listing/search (server: contract, index, facets, reply)', ours),
      row('baseline: the same queries straight through the search SQL', baseline),
      '',
      `Search p95 target <= ${target} ms: ${met ? 'met' : 'NOT met'}. Seeding ${LISTINGS.toLocaleString('en-US')} listings: ${seedSeconds} s${databaseUrl ? '' : ` (target < 60 s: ${seedMet ? 'met' : 'NOT met'})`}; the search index loaded ${indexSeconds} s after the server started.`,
      `${QUERIES} distinct queries (every one a cache miss), the first ${BASELINE_QUERIES} of them for the baseline.`,
    ].join('\n'),
    summary: `search p95 ${ours.p95} ms (baseline SQL p95 ${baseline.p95} ms), ${ours.perSecond} req/s, seed ${seedSeconds} s; target ${met ? 'met' : 'NOT met'}`,
  });
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
