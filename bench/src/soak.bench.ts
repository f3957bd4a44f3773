// Issue 12, load: "A soak of 10 minutes with a realistic mix of shoppers (search, view, save, unsave, wallet edits)
// against the API on Postgres: error rate, latency percentiles over time, memory over time (flat within 10 percent
// after warm-up), and at the end every saved item accounted for (the database matches what the load generator
// believes it saved)."
//
// The stack of server-load (identity for real tokens, the built API as `node dist/main.js`, alert worker off) on a
// throwaway PostgreSQL cluster (or DATABASE_URL). Searches are the API calls of results pages, recorded once
// through the built brand app; shoppers are signed up at identity. The API samples its own memory (a preload
// in NODE_OPTIONS). Per minute: requests, error rate, p50/p95/p99, RSS and heap; at the end the memory verdict
// and each shopper's saved cars and wallet against SELECT.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@forecourt/api';
import { freePort } from '@forecourt/e2e';
import { type Cluster, findPostgresBin, startCluster } from '@forecourt/test-postgres';
import { writeReport } from './harness.js';
import { modelSlugsOf, paymentPaths, popularitySequence, resultsPages } from './server-load-mix.js';
import { recordApiCalls } from './server-load-recorder.js';
import { signUpShoppers } from './server-load-shoppers.js';
import { startServerLoadStack } from './server-load-stack.js';
import { memorySamplingEnv, memoryVerdict, readMemorySamples } from './soak-memory.js';
import { reconcile } from './soak-reconcile.js';
import { perCall, perMinute, soakTable, totals } from './soak-report.js';
import { prepareShoppers, startSoak } from './soak-shoppers.js';

/** Length of the load, minutes (decimals allowed: 1.5 is 90 s). */
const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
/** Memory before this is not judged: the heap, caches and the search index settle first. @default a fifth of the run */
const WARM_UP_MINUTES = Number(process.env.BENCH_SOAK_WARMUP_MINUTES ?? MINUTES / 5);
const SHOPPERS = Number(process.env.BENCH_SOAK_SHOPPERS ?? 20);
const THINK_MS = Number(process.env.BENCH_SOAK_THINK_MS ?? 100);
const SAMPLE_SECONDS = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? 5);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 50_000);
/** Distinct results pages whose searches the shoppers make. */
const PAGES = Number(process.env.BENCH_PAGES ?? 240);
const SHOPPER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

let cluster: Cluster | undefined;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error('soak needs PostgreSQL: set DATABASE_URL or install the server binaries (PG_BIN)');
  cluster = await startCluster(bin);
  databaseUrl = cluster.url;
}
const memoryDir = mkdtempSync(join(tmpdir(), 'forecourt-soak-'));
const memoryFile = join(memoryDir, 'memory.jsonl');
// What the stack's processes inherit (startApp passes the bench's environment on): the database and the memory
// sampling preload (restored once they run).
const savedNodeOptions = process.env.NODE_OPTIONS;
Object.assign(process.env, {
  DATABASE_URL: databaseUrl,
  ...memorySamplingEnv(memoryFile, SAMPLE_SECONDS * 1000, savedNodeOptions),
});
const stack = await startServerLoadStack({ listings: LISTINGS, seedFirst: true }).finally(() => {
  if (savedNodeOptions === undefined) delete process.env.NODE_OPTIONS;
  else process.env.NODE_OPTIONS = savedNodeOptions;
});
const api = stack.api.url.replace('localhost', '127.0.0.1');
try {
  // The search each results page makes, recorded once through the built brand app (as server-load does).
  const pages = resultsPages(PAGES, undefined, await modelSlugsOf(stack.api.url));
  const recorder = await recordApiCalls(stack.api.url);
  const recording = await stack.startBrand(recorder.url, { port: await freePort() });
  const searches: string[] = [];
  for (const page of pages) {
    const response = await fetch(`${recording.url}${page.path}`, {
      headers: { 'user-agent': SHOPPER_AGENT },
      redirect: 'manual',
    });
    await response.text();
    const search = recorder.take().find((call) => call.startsWith('GET /rest/lsc/listing/search?'));
    if (response.status !== 200 || !search)
      throw new Error(`${page.path}: ${response.status}, no API search`);
    searches.push(search.slice('GET '.length));
  }
  await recording.stop();
  await recorder.close();

  const listingIds: string[] = [];
  for (const firstRecord of [0, 100]) {
    const reply = await fetch(`${api}/rest/lsc/listing/search?numRecords=100&firstRecord=${firstRecord}`);
    const { listings } = (await reply.json()) as { listings: { id: string }[] };
    listingIds.push(...listings.map((listing) => listing.id));
  }
  const tokens = await signUpShoppers(stack.identity.url, stack.client, SHOPPERS);
  const shoppers = await prepareShoppers(api, tokens);

  console.log(`soak: ${SHOPPERS} shoppers for ${MINUTES} min on PostgreSQL, ${LISTINGS} listings`);
  const startedAt = Date.now();
  const soak = startSoak(
    {
      apiUrl: api,
      searches,
      popularity: popularitySequence(searches.length, 2_000),
      listingIds,
      payments: paymentPaths(listingIds, 300),
      thinkMs: THINK_MS,
      keepSaved: 30,
    },
    shoppers,
  );
  const minuteTimer = setInterval(() => {
    const minute = perMinute(
      soak.replies,
      readMemorySamples(memoryFile, '/apps/api'),
      startedAt,
      Date.now(),
    ).at(-2);
    if (minute)
      console.log(
        `minute ${minute.minute}: ${minute.requests} requests, ${minute.errorRate} % errors, p95 ${minute.latency.p95} ms, RSS ${minute.rssMb} MB`,
      );
  }, 60_000);
  await new Promise((resolve) => setTimeout(resolve, MINUTES * 60_000));
  clearInterval(minuteTimer);
  await soak.stop();
  const endedAt = Date.now();

  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  const reconciliation = await reconcile(database.db, shoppers).finally(() => database.close());
  const memory = readMemorySamples(memoryFile, '/apps/api');
  const verdict = memoryVerdict(memory, startedAt, endedAt, WARM_UP_MINUTES * 60_000);
  const minutes = perMinute(soak.replies, memory, startedAt, endedAt, MINUTES * 60_000);
  const calls = perCall(soak.replies);
  const all = totals(soak.replies);
  const first = minutes[0];
  const last = minutes.at(-1);

  writeReport({
    name: 'soak',
    title: `Soak: ${MINUTES} minutes of ${SHOPPERS} shoppers against the API on PostgreSQL`,
    result: {
      engine: 'PostgreSQL',
      minutes: MINUTES,
      warmUpMinutes: WARM_UP_MINUTES,
      shoppers: SHOPPERS,
      thinkMs: THINK_MS,
      sampleSeconds: SAMPLE_SECONDS,
      listings: LISTINGS,
      distinctSearches: searches.length,
      totals: all,
      perMinute: minutes,
      perCall: calls,
      memory: verdict,
      memorySamples: memory.map((sample) => ({
        seconds: Math.round((sample.at - startedAt) / 1000),
        rss: sample.rss,
        heapUsed: sample.heapUsed,
        heapTotal: sample.heapTotal,
        external: sample.external,
      })),
      reconciliation,
    },
    table: soakTable(minutes, calls, verdict, reconciliation, {
      shoppers: SHOPPERS,
      thinkMs: THINK_MS,
      listings: LISTINGS,
      searches: searches.length,
    }),
    summary: `${MINUTES} min, ${SHOPPERS} shoppers on PostgreSQL (${LISTINGS} listings): ${all.requests} requests, ${all.errorRate} % errors, p95 ${first?.latency.p95} ms in the first minute and ${last?.latency.p95} ms in the last; API RSS after warm-up ${verdict.rss.min}-${verdict.rss.max} MB, its ${verdict.windowSeconds} s means within ${Math.round(verdict.rssRange * 1000) / 10} % (flat within 10 %: ${verdict.flat ? 'yes' : 'NO'}); saved cars ${reconciliation.believed} believed, ${reconciliation.stored} stored, all accounted for: ${reconciliation.accountedFor ? 'yes' : 'NO'}`,
  });
  if (!verdict.flat || !reconciliation.accountedFor) process.exitCode = 1;
} finally {
  await stack.stop();
  await cluster?.stop();
  rmSync(memoryDir, { recursive: true, force: true });
}
