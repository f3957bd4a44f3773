// Issue 11, growth: "search latency and seeding time at 10,000, 100,000 and 1,000,000 listings on Postgres,
// written as a table and a chart (an SVG written by the bench script) so the cost curve is visible."
//
// Each size gets a database of its own on one PostgreSQL server (DATABASE_URL, or else a throwaway cluster from
// the installed server binaries): seeded with the generator of `forecourt seed` (timed), then the API server on it
// is asked the api-search mix from 16 clients once its in-memory index is current. The baseline in the same run
// is the same searches straight through the search's SQL (no index, no HTTP), which is what a search costs while
// the index loads. It takes about 10 minutes here; `BENCH_SIZES=10000,100000` for a quicker look.
//
// The server runs as `npm start` runs it, under NODE_ENV=production (set here unless given): listing replies then go
// out without their second contract check (apps/api README, "Search"). Latency from 16 clients on a shared 2-core
// machine is noisy, so the API's CPU a search (process.cpuUsage over 200 more distinct searches from one client, the
// server in this process) is reported beside it.
process.env.NODE_ENV ??= 'production';

import { writeFileSync } from 'node:fs';
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
import { acquirePostgres } from '@forecourt/test-postgres';
import { sql } from 'kysely';
import { growthChart } from './growth-chart.js';
import { RESULTS_DIR, writeReport } from './harness.js';
import { searchMix, timeAll } from './search-mix.js';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
/** The SQL baseline takes seconds a search at 1,000,000 listings: fewer of the same searches. */
const BASELINE_QUERIES = Number(process.env.BENCH_BASELINE_QUERIES ?? 40);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/**
 * Searches before the measured ones, from as many clients: at 10,000 listings the 200 measured take about a
 * second, and after 20 warm-up searches the compiler was still at work in them (p95 2.7 times p50).
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 200);

interface Row {
  listings: number;
  seedSeconds: number;
  indexSeconds: number;
  ours: Awaited<ReturnType<typeof timeAll>>;
  /** The API's CPU (user + system) a search, one client at a time, in ms. */
  cpuMs: number;
  baseline: Awaited<ReturnType<typeof timeAll>>;
}

const postgres = await acquirePostgres();
if (!postgres.availability.available)
  throw new Error(`growth needs PostgreSQL: ${postgres.availability.reason}`);
const serverUrl = postgres.availability.url;
const admin = await openDatabase({ databaseUrl: serverUrl, poolSize: 1 });
const zips = createZipcodesDirectory();
const mix = searchMix(2 * QUERIES + WARM_UP);
const measured = mix.slice(0, QUERIES);
const warmUp = mix.slice(QUERIES, QUERIES + WARM_UP);
const oneClient = mix.slice(QUERIES + WARM_UP);
const baselineSearches = measured.slice(0, BASELINE_QUERIES).map((query) => {
  const parsed = CONTRACTS.searchListings.query.parse(Object.fromEntries(new URLSearchParams(query)));
  return toListingSearch(parsed as SearchQuery, zips).search;
});

async function measure(listings: number): Promise<Row> {
  const name = `forecourt_growth_${listings}`;
  await sql`drop database if exists ${sql.id(name)}`.execute(admin.db);
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: CONCURRENCY + 2 });
  try {
    const seedStarted = performance.now();
    await seedDatabase(database.db, { seed: 1, listings, now: new Date() });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const app = await buildServer({ database });
    const indexStarted = performance.now();
    while ((await app.inject({ method: 'GET', url: '/health/search' })).json().index !== 'current') {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const indexSeconds = (performance.now() - indexStarted) / 1000;
    // Warm-up from as many clients as the measured run, so the pool's connections are open and the searches'
    // code compiled before it starts.
    await timeAll(warmUp.length, CONCURRENCY, async (index) => {
      await app.inject({ method: 'GET', url: `/rest/lsc/listing/search?${warmUp[index]}` });
    });
    const ours = await timeAll(measured.length, CONCURRENCY, async (index) => {
      const reply = await app.inject({ method: 'GET', url: `/rest/lsc/listing/search?${measured[index]}` });
      if (reply.statusCode !== 200)
        throw new Error(`${reply.statusCode} for ${measured[index]}: ${reply.body}`);
    });
    const cpu = process.cpuUsage();
    for (const query of oneClient)
      await app.inject({ method: 'GET', url: `/rest/lsc/listing/search?${query}` });
    const used = process.cpuUsage(cpu);
    const cpuMs = Math.round(((used.user + used.system) / 1000 / oneClient.length) * 10) / 10;
    await app.close();
    const baseline = await timeAll(baselineSearches.length, CONCURRENCY, async (index) => {
      await searchListings(database.db, baselineSearches[index] as (typeof baselineSearches)[number]);
    });
    const round = (value: number) => Math.round(value * 10) / 10;
    const row = {
      listings,
      seedSeconds: round(seedSeconds),
      indexSeconds: round(indexSeconds),
      ours,
      cpuMs,
      baseline,
    };
    console.log(JSON.stringify(row));
    return row;
  } finally {
    await database.close();
    await sql`drop database if exists ${sql.id(name)}`.execute(admin.db);
  }
}

const rows: Row[] = [];
try {
  for (const listings of SIZES) rows.push(await measure(listings));
} finally {
  await admin.close();
  await postgres.release();
}

const at = (listings: number) => listings.toLocaleString('en-US');
const million = rows.find((row) => row.listings === 1_000_000);
const met = million ? million.ours.p95 <= 100 : undefined;
writeFileSync(
  join(RESULTS_DIR, 'growth.svg'),
  growthChart([
    {
      title: `Search p95, ${CONCURRENCY} clients`,
      yLabel: 'ms',
      series: [
        {
          name: 'API (index)',
          color: '#1f6feb',
          points: rows.map((row) => ({ x: row.listings, y: row.ours.p95 })),
        },
        {
          name: 'baseline: search SQL',
          color: '#cf222e',
          points: rows.map((row) => ({ x: row.listings, y: row.baseline.p95 })),
        },
      ],
    },
    {
      title: 'Seeding and index load',
      yLabel: 's',
      series: [
        {
          name: 'seed',
          color: '#1a7f37',
          points: rows.map((row) => ({ x: row.listings, y: row.seedSeconds })),
        },
        {
          name: 'index load',
          color: '#9a6700',
          points: rows.map((row) => ({ x: row.listings, y: row.indexSeconds })),
        },
      ],
    },
  ]),
);
writeReport({
  name: 'growth',
  title: `Growth on PostgreSQL: seeding and search at ${SIZES.map(at).join(', ')} listings`,
  result: { concurrency: CONCURRENCY, queries: QUERIES, baselineQueries: BASELINE_QUERIES, rows, met },
  table: [
    `| listings | seed s | index load s | search p50 ms | p95 ms | p99 ms | req/s | API CPU ms a search | baseline SQL p50 ms | p95 ms | req/s |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${at(row.listings)} | ${row.seedSeconds} | ${row.indexSeconds} | ${row.ours.p50} | ${row.ours.p95} | ${row.ours.p99} | ${row.ours.perSecond} | ${row.cpuMs} | ${row.baseline.p50} | ${row.baseline.p95} | ${row.baseline.perSecond} |`,
    ),
    '',
    `${QUERIES} distinct searches of the api-search mix through the server (NODE_ENV=${process.env.NODE_ENV}) from ${CONCURRENCY} clients (every one a cache miss), once the index is current and after ${WARM_UP} other searches; API CPU: ${oneClient.length} more distinct searches from one client; the baseline is the first ${BASELINE_QUERIES} of them through the search SQL. Chart: [growth.svg](growth.svg).`,
    `Target at 1,000,000 (issue 7): search p95 <= 100 ms: ${met === undefined ? 'not measured in this run' : met ? 'met' : 'NOT met'}.`,
  ].join('\n'),
  summary: rows
    .map(
      (row) =>
        `${at(row.listings)}: seed ${row.seedSeconds} s, p95 ${row.ours.p95} ms, ${row.cpuMs} ms CPU a search (SQL ${row.baseline.p95} ms)`,
    )
    .join('; '),
});
