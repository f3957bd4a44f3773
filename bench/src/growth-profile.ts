// A small driver for profiling the growth benchmark's search (not a benchmark: run it under `node --cpu-prof`).
// It keeps its database between runs (`forecourt_profile_<N>` on the server of PROFILE_DATABASE_URL, seeded once),
// waits for the API's index, then asks the api-search mix twice: one client (the API's CPU a search, from
// `process.cpuUsage()`, which is the service time without queueing) and BENCH_CONCURRENCY clients (latency).
//
//   PROFILE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_LISTINGS=100000 \
//     PROFILE_OUT=/tmp/search.cpuprofile node --import tsx src/growth-profile.ts
//
// With PROFILE_OUT, the searches (not the seeding or the index load) are profiled into that file.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildServer, isEmpty, openDatabase, seedDatabase } from '@forecourt/api';
import { sql } from 'kysely';
import { searchMix, timeAll } from './search-mix.js';

const serverUrl = process.env.PROFILE_DATABASE_URL;
if (!serverUrl) throw new Error('PROFILE_DATABASE_URL names a PostgreSQL server (its role needs CREATEDB)');
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 1);

const name = `forecourt_profile_${LISTINGS}`;
const admin = await openDatabase({ databaseUrl: serverUrl, poolSize: 1 });
const exists = await sql<{
  n: number;
}>`select count(*)::int as n from pg_database where datname = ${name}`.execute(admin.db);
if ((exists.rows[0]?.n ?? 0) === 0) await sql`create database ${sql.id(name)}`.execute(admin.db);
await admin.close();
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), poolSize: CONCURRENCY + 2 });
if (await isEmpty(database.db))
  await seedDatabase(database.db, { seed: 1, listings: LISTINGS, now: new Date() });

const app = await buildServer({ database });
const loadStarted = performance.now();
while ((await app.inject({ method: 'GET', url: '/health/search' })).json().index !== 'current')
  await new Promise((resolve) => setTimeout(resolve, 200));
const loadSeconds = (performance.now() - loadStarted) / 1000;
global.gc?.();
const rss = process.memoryUsage();

const mix = searchMix(ROUNDS * 2 * QUERIES + 20);
const search = async (query: string) => {
  const reply = await app.inject({ method: 'GET', url: `/rest/lsc/listing/search?${query}` });
  if (reply.statusCode !== 200) throw new Error(`${reply.statusCode} for ${query}: ${reply.body}`);
};
for (const query of mix.slice(-20)) await search(query);

const profiler = process.env.PROFILE_OUT ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
for (let round = 0; round < ROUNDS; round++) {
  const single = mix.slice(round * 2 * QUERIES, round * 2 * QUERIES + QUERIES);
  const loaded = mix.slice(round * 2 * QUERIES + QUERIES, (round + 1) * 2 * QUERIES);
  const cpu = process.cpuUsage();
  const wall = performance.now();
  for (const query of single) await search(query);
  const used = process.cpuUsage(cpu);
  const oneClient = {
    cpuMsPerSearch: Math.round(((used.user + used.system) / 1000 / single.length) * 100) / 100,
    wallMsPerSearch: Math.round(((performance.now() - wall) / single.length) * 100) / 100,
  };
  const many = await timeAll(loaded.length, CONCURRENCY, (index) => search(loaded[index] as string));
  console.log(
    JSON.stringify({
      listings: LISTINGS,
      round,
      loadSeconds: Math.round(loadSeconds * 10) / 10,
      rssMb: Math.round(rss.rss / 1e6),
      heapMb: Math.round(rss.heapUsed / 1e6),
      arrayBuffersMb: Math.round(rss.arrayBuffers / 1e6),
      oneClient,
      [`${CONCURRENCY}clients`]: many,
    }),
  );
}
if (profiler && process.env.PROFILE_OUT) {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
}
await app.close();
await database.close();
