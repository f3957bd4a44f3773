// Issue 34, search-under-writes: "at 1,000,000 listings on PostgreSQL with two API instances behind the load
// balancer, 16 searching clients and a writer changing 1,000 listings a minute (new cars, price drops, sales) for
// 10 minutes, records: search p95 <= 100 ms for the whole run (the same figure with no writer beside it), every
// change visible in a search on both instances within 5 s (p99 of measured delays), no search answered by SQL
// after start-up, and each instance's heap".
//
// One database on one PostgreSQL (DATABASE_URL, else a throwaway cluster with shared_buffers=1GB), seeded in this
// process, then `startApiCluster` (apps/api/src/cluster, what `npm run start:cluster` runs): the built API's
// instances behind haproxy. First the searches alone (the baseline), then the same clients with the writer.
// Options (or BENCH_* variables): --listings 1000000, --duration 600 (seconds; `2m` too), --baseline (seconds,
// default half the duration), --instances 2, --clients 16, --writes-per-minute 1000.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, seedDatabase } from '@forecourt/api';
import { startApiCluster } from '@forecourt/api/cluster';
import { apiReadinessSchema } from '@forecourt/contracts';
import { acquirePostgres } from '@forecourt/test-postgres';
import { sql } from 'kysely';
import { RESULTS_DIR, random, writeReport } from './harness.js';
import { createHttpGet } from './http-get.js';
import { searchMix } from './search-mix.js';
import { timeChart } from './search-under-writes-chart.js';
import { cpuPerSearch, postmasterPid, readStackCpu } from './stack-cpu.js';

const { values } = parseArgs({
  options: {
    listings: { type: 'string' },
    duration: { type: 'string' },
    baseline: { type: 'string' },
    instances: { type: 'string' },
    clients: { type: 'string' },
    'writes-per-minute': { type: 'string' },
  },
});
const seconds = (text: string) => (text.endsWith('m') ? Number(text.slice(0, -1)) * 60 : Number(text));
const positive = (name: string, value: number) => {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`--${name} must be a positive number`);
  return value;
};
const LISTINGS = positive('listings', Number(values.listings ?? process.env.BENCH_LISTINGS ?? 1_000_000));
const DURATION_S = positive('duration', seconds(values.duration ?? process.env.BENCH_DURATION ?? '600'));
const BASELINE_S = positive('baseline', seconds(values.baseline ?? String(DURATION_S / 2)));
const INSTANCES = positive('instances', Number(values.instances ?? 2));
const CLIENTS = positive('clients', Number(values.clients ?? 16));
const WRITES_PER_MINUTE = positive('writes-per-minute', Number(values['writes-per-minute'] ?? 1000));
/** The issue's targets. */
const P95_TARGET_MS = 100;
/** "bring 1,000,000 listings under 400 MB of heap per instance": both threads' heaps and ArrayBuffers. */
const MEMORY_TARGET_MB = 400;
const VISIBLE_TARGET_MS = 5000;
/** A tracked change not seen on an instance by then counts as this late (and as missed). */
const VISIBLE_GIVE_UP_MS = 30_000;
/** Marker prices start here: far above any seeded price, so a search for exactly one finds only its listing. */
const MARKER_PRICE = 9_000_000;

const round = (value: number) => Math.round(value * 10) / 10;
const percentile = (values: readonly number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const postgres = await acquirePostgres(process.env, { settings: { shared_buffers: '1GB' } });
if (!postgres.availability.available)
  throw new Error(`search-under-writes needs PostgreSQL: ${postgres.availability.reason}`);
const admin = await openDatabase({ databaseUrl: postgres.availability.url, poolSize: 1 });
const name = `forecourt_under_writes_${LISTINGS}`;
await sql`drop database if exists ${sql.id(name)}`.execute(admin.db);
await sql`create database ${sql.id(name)}`.execute(admin.db);
await admin.close();
const url = new URL(postgres.availability.url);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
const db = database.db;
const seedStarted = performance.now();
await seedDatabase(db, { seed: 1, listings: LISTINGS, now: new Date() });
const seedSeconds = round((performance.now() - seedStarted) / 1000);
await sql`checkpoint`.execute(db).catch(() => undefined);
console.log(`seeded ${LISTINGS} listings in ${seedSeconds} s`);

const clusterStarted = performance.now();
const cluster = await startApiCluster({
  databaseUrl: url.toString(),
  instances: INSTANCES,
  env: { NODE_ENV: 'production', SEED_LISTINGS: '0', LOG_LEVEL: 'warn', ALERTS_INTERVAL_SECONDS: '0' },
  onOutput: (service, line) => console.log(`[${service}] ${line}`),
});
const readySeconds = round((performance.now() - clusterStarted) / 1000);
console.log(`cluster ready in ${readySeconds} s at ${cluster.url}`);

const dataDirectory = (
  await sql<{ setting: string }>`select setting from pg_settings where name = 'data_directory'`.execute(db)
).rows[0]?.setting;
const stackParts = {
  instances: cluster.instances.map((instance) => ({ name: instance.name, pid: instance.pid })),
  ...(dataDirectory && { postgresPid: postmasterPid(dataDirectory) }),
};
const get = createHttpGet(CLIENTS + 8);
const runStarted = performance.now();
const at = () => (performance.now() - runStarted) / 1000;

/** Each instance's readiness reply, asked of it directly (not through the balancer). */
async function readiness() {
  return Promise.all(
    cluster.instances.map(async (instance) => {
      const reply = await get(`${instance.url}/health/ready`);
      return { name: instance.name, pid: instance.pid, ...apiReadinessSchema.parse(JSON.parse(reply.body)) };
    }),
  );
}
const rssBytes = async (pid: number) => {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};

/** Per sample: the server thread's heap, the index worker's heap, both threads' ArrayBuffers, their sum, RSS. */
const heap: {
  instance: string;
  x: number;
  heapMb: number;
  indexHeapMb: number;
  arrayBuffersMb: number;
  jsMb: number;
  rssMb: number;
}[] = [];
let sampling = true;
const sampler = (async () => {
  while (sampling) {
    for (const reply of await readiness()) {
      const indexHeap = reply.indexThread?.heapUsedBytes ?? 0;
      const arrayBuffers = reply.arrayBuffersBytes + (reply.indexThread?.arrayBuffersBytes ?? 0);
      heap.push({
        instance: reply.name,
        x: round(at()),
        heapMb: round(reply.heapUsedBytes / 2 ** 20),
        indexHeapMb: round(indexHeap / 2 ** 20),
        arrayBuffersMb: round(arrayBuffers / 2 ** 20),
        jsMb: round((reply.heapUsedBytes + indexHeap + arrayBuffers) / 2 ** 20),
        rssMb: round((await rssBytes(reply.pid)) / 2 ** 20),
      });
    }
    await sleep(5000);
  }
})();

const mix = searchMix(20_000);
let nextQuery = 0;
/** Searches from CLIENTS clients through the balancer for `durationS`: each one's latency and when it ended. */
async function searchFor(durationS: number) {
  const until = performance.now() + durationS * 1000;
  const samples: { x: number; ms: number }[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const query = mix[nextQuery++ % mix.length] as string;
        const begin = performance.now();
        const reply = await get(`${cluster.url}/rest/lsc/listing/search?${query}`);
        if (reply.status !== 200) failures += 1;
        samples.push({ x: at(), ms: performance.now() - begin });
      }
    }),
  );
  return { samples, failures };
}

const summarise = (samples: readonly { ms: number }[], durationS: number) => {
  const ms = samples.map((sample) => sample.ms);
  return {
    searches: ms.length,
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    p99: round(percentile(ms, 99)),
    perSecond: round(ms.length / durationS),
  };
};
/** p95 over each 10 s window, for the chart. */
const windows = (samples: readonly { x: number; ms: number }[]) => {
  const byWindow = new Map<number, number[]>();
  for (const sample of samples) {
    const key = Math.floor(sample.x / 10) * 10;
    byWindow.set(key, [...(byWindow.get(key) ?? []), sample.ms]);
  }
  return [...byWindow].map(([x, ms]) => ({ x: x + 5, y: round(percentile(ms, 95)) }));
};

// The baseline: the same clients and searches with no writer.
const atStart = await readiness();
console.log(`baseline: ${CLIENTS} clients for ${BASELINE_S} s, no writer`);
const cpuAtStart = readStackCpu(stackParts);
const baseline = await searchFor(BASELINE_S);
const cpuAfterBaseline = readStackCpu(stackParts);

// The writer: WRITES_PER_MINUTE changes a minute, a fifth new cars (a copy of a listing under a new VIN), three
// fifths price drops, a fifth sales.
const columns = (
  await sql<{ column_name: string }>`select column_name from information_schema.columns
    where table_name = 'listings' and column_name not in ('id', 'vin') order by ordinal_position`.execute(db)
).rows.map((row) => row.column_name);
// Listing ids are scattered over a wide range (the seed scrambles them), so the writer picks from the active
// ids themselves; a new car takes the next id above every other, as an import's would.
const active = (
  await sql<{ id: number }>`select id from listings where status = 'active' order by id`.execute(db)
).rows.map((row) => row.id);
let nextNewId =
  ((await sql<{ high: number }>`select max(id)::int as high from listings`.execute(db)).rows[0]?.high ?? 0) +
  1;
const next = random(34);
const pickIndex = () => Math.floor(next() * active.length);
const pickId = () => active[pickIndex()] as number;
const writes = { newCars: 0, priceDrops: 0, sales: 0 };
let writerNumber = 0;
async function write() {
  const roll = next();
  const at = pickIndex();
  const id = active[at] as number;
  if (roll < 0.2) {
    const list = sql.join(columns.map((column) => sql.id(column)));
    const newId = nextNewId++;
    const result = await sql`insert into listings (id, vin, ${list})
      select ${newId}, ${`UW${String(writerNumber++).padStart(15, '0')}`}, ${list} from listings where id = ${id}`.execute(
      db,
    );
    if (Number(result.numAffectedRows) !== 1)
      throw new Error(`the writer's new car ${newId} was not inserted`);
    active.push(newId);
    writes.newCars += 1;
  } else if (roll < 0.8) {
    const result =
      await sql`update listings set price = greatest(500, price - ${100 + Math.floor(next() * 900)})
      where id = ${id} and price < ${MARKER_PRICE}`.execute(db);
    writes.priceDrops += Number(result.numAffectedRows);
  } else {
    const result = await sql`update listings set status = 'sold' where id = ${id}`.execute(db);
    if (Number(result.numAffectedRows) !== 1) throw new Error(`the writer's sale of ${id} changed no row`);
    // Sold: no longer picked (swapped with the last id and dropped).
    active[at] = active[active.length - 1] as number;
    active.pop();
    writes.sales += 1;
  }
}

/** Tracked changes: a listing's price set to a marker, then searched for through the balancer until each
 * instance has shown it; the delay per instance. */
const delays: { instance: string; x: number; ms: number }[] = [];
let missed = 0;
async function trackOne(marker: number) {
  const { rows } = await sql<{
    id: number;
  }>`select id from listings where status = 'active' and id >= ${pickId()}
    order by id limit 1`.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) return;
  const changed = performance.now();
  await sql`update listings set price = ${marker} where id = ${id}`.execute(db);
  const seen = new Set<string>();
  const query = `minPrice=${marker}&maxPrice=${marker}`;
  while (seen.size < INSTANCES && performance.now() - changed < VISIBLE_GIVE_UP_MS) {
    const reply = await get(`${cluster.url}/rest/lsc/listing/search?${query}`);
    const instance = String(reply.headers['x-instance'] ?? 'unnamed');
    if (!seen.has(instance) && reply.status === 200 && reply.body.includes(`"id":"${id}"`)) {
      seen.add(instance);
      delays.push({ instance, x: round(at()), ms: performance.now() - changed });
    }
    await sleep(50);
  }
  for (const instance of cluster.instances)
    if (!seen.has(instance.name)) {
      missed += 1;
      delays.push({ instance: instance.name, x: round(at()), ms: VISIBLE_GIVE_UP_MS });
    }
}

console.log(`under writes: ${CLIENTS} clients and ${WRITES_PER_MINUTE} writes a minute for ${DURATION_S} s`);
const writeStarted = at();
let writing = true;
const writer = (async () => {
  const every = 60_000 / WRITES_PER_MINUTE;
  const begin = performance.now();
  let done = 0;
  while (writing) {
    await write();
    done += 1;
    const wait = begin + done * every - performance.now();
    if (wait > 0) await sleep(wait);
  }
})();
const tracker = (async () => {
  let marker = MARKER_PRICE;
  while (writing) {
    await trackOne(marker++);
    await sleep(500);
  }
})();
const cpuBeforeWrites = readStackCpu(stackParts);
const underWrites = await searchFor(DURATION_S);
const cpuAfterWrites = readStackCpu(stackParts);
writing = false;
await Promise.all([writer, tracker]);
const atEnd = await readiness();
sampling = false;
await sampler;
get.close();
await cluster.stop();
await database.close();
await postgres.release();

const ours = summarise(underWrites.samples, DURATION_S);
const quiet = summarise(baseline.samples, BASELINE_S);
// Where each search's CPU went: per instance (main thread, other threads), PostgreSQL, haproxy, the bench.
const cpu = {
  noWriter: cpuPerSearch(cpuAtStart, cpuAfterBaseline, quiet.searches),
  underWrites: cpuPerSearch(cpuBeforeWrites, cpuAfterWrites, ours.searches),
};
const cpuRow = (run: string, per: ReturnType<typeof cpuPerSearch>) =>
  `| ${run} | ${cluster.instances.map((instance) => `${per.instances[instance.name]?.main ?? 0} / ${per.instances[instance.name]?.otherThreads ?? 0}`).join(' | ')} | ${per.postgres} | ${per.haproxy} | ${per.bench} | ${per.total} |`;
const delayMs = delays.map((delay) => delay.ms);
const byInstance = cluster.instances.map((instance) => {
  const own = delays.filter((delay) => delay.instance === instance.name).map((delay) => delay.ms);
  const start = atStart.find((reply) => reply.name === instance.name);
  const end = atEnd.find((reply) => reply.name === instance.name);
  const samples = heap.filter((sample) => sample.instance === instance.name);
  return {
    instance: instance.name,
    visibleP50: round(percentile(own, 50)),
    visibleP99: round(percentile(own, 99)),
    visibleMax: round(Math.max(0, ...own)),
    sqlSearchesAfterStart: (end?.sqlSearches ?? 0) - (start?.sqlSearches ?? 0),
    heapMbMax: Math.max(0, ...samples.map((sample) => sample.heapMb)),
    heapMbEnd: samples.at(-1)?.heapMb ?? 0,
    indexHeapMbMax: Math.max(0, ...samples.map((sample) => sample.indexHeapMb)),
    arrayBuffersMbMax: Math.max(0, ...samples.map((sample) => sample.arrayBuffersMb)),
    jsMbMax: Math.max(0, ...samples.map((sample) => sample.jsMb)),
    rssMbMax: Math.max(0, ...samples.map((sample) => sample.rssMb)),
  };
});
const visibleP99 = round(percentile(delayMs, 99));
const sqlAfterStart = byInstance.reduce((sum, row) => sum + row.sqlSearchesAfterStart, 0);
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

const colors = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd'];
writeFileSync(
  join(RESULTS_DIR, 'search-under-writes.svg'),
  timeChart([
    {
      title: 'Search p95 per 10 s',
      yLabel: 'ms',
      limit: P95_TARGET_MS,
      series: [
        { name: 'no writer', color: '#888', points: windows(baseline.samples) },
        { name: `${WRITES_PER_MINUTE} writes/min`, color: '#1f77b4', points: windows(underWrites.samples) },
      ],
    },
    {
      title: 'Change visible after (ms)',
      yLabel: 'ms',
      limit: VISIBLE_TARGET_MS,
      series: cluster.instances.map((instance, index) => ({
        name: instance.name,
        color: colors[index % colors.length] as string,
        points: delays
          .filter((delay) => delay.instance === instance.name)
          .map((delay) => ({ x: delay.x, y: round(delay.ms) })),
      })),
    },
    {
      title: 'JS memory per instance (heaps and ArrayBuffers of both threads)',
      yLabel: 'MB',
      series: cluster.instances.map((instance, index) => ({
        name: instance.name,
        color: colors[index % colors.length] as string,
        points: heap
          .filter((sample) => sample.instance === instance.name)
          .map((s) => ({ x: s.x, y: s.jsMb })),
      })),
    },
  ]),
);

const at1 = (value: number) => value.toLocaleString('en-US');
writeReport({
  name: 'search-under-writes',
  title: `Search under writes: ${at1(LISTINGS)} listings, ${INSTANCES} instances behind haproxy`,
  result: {
    listings: LISTINGS,
    instances: INSTANCES,
    clients: CLIENTS,
    writesPerMinute: WRITES_PER_MINUTE,
    durationSeconds: DURATION_S,
    baselineSeconds: BASELINE_S,
    seedSeconds,
    readySeconds,
    underWrites: { ...ours, failures: underWrites.failures },
    noWriter: { ...quiet, failures: baseline.failures },
    writes,
    trackedChanges: delays.length / INSTANCES,
    visible: {
      p50: round(percentile(delayMs, 50)),
      p99: visibleP99,
      max: round(Math.max(0, ...delayMs)),
      missed,
    },
    byInstance,
    sqlSearchesAfterStart: sqlAfterStart,
    cpuMsPerSearch: cpu,
    heap,
    writeStartedAtSeconds: round(writeStarted),
  },
  table: [
    '| run | searches | p50 ms | p95 ms | p99 ms | searches/s | failed |',
    '|---|---|---|---|---|---|---|',
    `| ${WRITES_PER_MINUTE} writes/min, ${DURATION_S} s | ${ours.searches} | ${ours.p50} | ${ours.p95} | ${ours.p99} | ${ours.perSecond} | ${underWrites.failures} |`,
    `| no writer (baseline), ${BASELINE_S} s | ${quiet.searches} | ${quiet.p50} | ${quiet.p95} | ${quiet.p99} | ${quiet.perSecond} | ${baseline.failures} |`,
    '',
    '| instance | change visible p50 ms | p99 ms | max ms | searches by SQL after start-up | server heap max MB | index thread heap max MB | ArrayBuffers max MB | JS memory max MB | RSS max MB |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...byInstance.map(
      (row) =>
        `| ${row.instance} | ${row.visibleP50} | ${row.visibleP99} | ${row.visibleMax} | ${row.sqlSearchesAfterStart} | ${row.heapMbMax} | ${row.indexHeapMbMax} | ${row.arrayBuffersMbMax} | ${row.jsMbMax} | ${row.rssMbMax} |`,
    ),
    '',
    `| CPU ms per search | ${cluster.instances.map((instance) => `${instance.name} main / other threads`).join(' | ')} | PostgreSQL | haproxy | bench | total |`,
    `|---|${cluster.instances.map(() => '---|').join('')}---|---|---|---|`,
    cpuRow(`${WRITES_PER_MINUTE} writes/min`, cpu.underWrites),
    cpuRow('no writer', cpu.noWriter),
    '',
    `${CLIENTS} keep-alive clients search through haproxy (round robin over ${INSTANCES} instances of the built API, NODE_ENV=production) with the api-search mix (20,000 distinct searches in turn, so repeats meet the 120 s reply cache); the writer made ${writes.newCars} new cars, ${writes.priceDrops} price drops and ${writes.sales} sales by SQL. Change visible: ${delays.length / INSTANCES} tracked changes (a listing's price set to a price no other has, then searched for by that price through the balancer every 50 ms until each instance showed it; ${missed} not seen within ${VISIBLE_GIVE_UP_MS / 1000} s count as ${VISIBLE_GIVE_UP_MS} ms). Searches by SQL: each instance's \`sqlSearches\` (\`/health/ready\`) at the end less at the start of the baseline. Memory: each instance's \`/health/ready\` every 5 s; JS memory is the server thread's heap, the index worker thread's heap and both threads' ArrayBuffers (the index's columns are typed arrays, outside the V8 heap), the figure the ${MEMORY_TARGET_MB} MB target is held to; RSS is the whole process (code, stacks, allocator slack). CPU ms per search: each part's user and system time from /proc over the phase, divided by the phase's searches (PostgreSQL: the postmaster and its children, the writer's statements included; an instance's other threads: its index worker, GC and libuv threads); on a machine that runs every part, searches/s is bounded by cores divided by the total. Seeded in ${seedSeconds} s; instances ready in ${readySeconds} s. Chart: [search-under-writes.svg](search-under-writes.svg).`,
  ].join('\n'),
  summary: `${at1(LISTINGS)} listings, ${INSTANCES} instances, ${CLIENTS} clients, ${WRITES_PER_MINUTE} writes/min for ${DURATION_S} s: search p95 ${ours.p95} ms (no writer ${quiet.p95}; target ${P95_TARGET_MS}: ${met(ours.p95 <= P95_TARGET_MS)}), change visible p99 ${visibleP99} ms (target ${VISIBLE_TARGET_MS}: ${met(visibleP99 <= VISIBLE_TARGET_MS)}), ${sqlAfterStart} searches by SQL after start-up (target 0: ${met(sqlAfterStart === 0)}), JS memory max ${byInstance.map((row) => `${row.instance} ${row.jsMbMax} MB`).join(', ')} (target ${MEMORY_TARGET_MB}: ${met(byInstance.every((row) => row.jsMbMax <= MEMORY_TARGET_MB))})`,
});
process.exit(0);
