// Issue 11, "Server rendering" and "API": the running stack (identity, the API seeded on PGlite unless
// DATABASE_URL is set, the built main brand app) under 20 concurrent clients (autocannon), each figure beside its
// baseline in the same run.
//
// 1. Time to first byte of results pages (a realistic mix, nationwide and located, asked by popularity), beside
//    the API search call each page makes, straight to the API under the same load and sequence: the page's own
//    cost over its data. The calls a page makes are recorded once through a pass-through proxy, not guessed.
// 2. Cached listing reads by ids, payments, the account reads and writes (real tokens from identity), beside the
//    API's own trivial route (GET /health: the same Fastify instance, no work) for the req/s ceiling.
//
// Defaults: 50,000 listings (the API's default seed), 20 connections, 3 samples of 10 s after a warm-up, each
// figure taking turns with its baseline. BENCH_LISTINGS=2000 for a quick run; BENCH_PROFILE=1 runs the API and the brand
// app under `node --cpu-prof` and writes where their CPU went in each phase to results/server-load.profile.md.
// BENCH_PHASES=account (or pages, reads, payments, comma-separated) runs only those parts, and writes its figures
// as server-load-<phases>.* so that a part run never stands in for the whole one.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type RunningApp } from '@forecourt/e2e';
import { median, RESULTS_DIR, sideBySide, writeReport } from './harness.js';
import { accountReads, accountSetup, accountWrites } from './server-load-account.js';
import { type LoadRequest, type LoadSample, pool, runLoad, runOnce } from './server-load-cannon.js';
import {
  listingReadPaths,
  modelSlugsOf,
  paymentPaths,
  popularitySequence,
  resultsPages,
  rotated,
} from './server-load-mix.js';
import { type Phase, profileMarkdown, summariseProfile } from './server-load-profile.js';
import { recordApiCalls } from './server-load-recorder.js';
import {
  metWord,
  PHASES,
  type PhaseFigures,
  parsePhases,
  percentiles,
  round,
  serverLoadTable,
  summarise,
  TARGETS,
  targetsMet,
} from './server-load-report.js';
import { signUpShoppers } from './server-load-shoppers.js';
import { startServerLoadStack } from './server-load-stack.js';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 50_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 3);
/** Distinct results pages: more than the API's 200 cache entries, so the long tail is searched, not cached. */
const PAGES = Number(process.env.BENCH_PAGES ?? 240);
const PROFILE = process.env.BENCH_PROFILE === '1';
const RUN = parsePhases(process.env.BENCH_PHASES);
const WHOLE = RUN.size === PHASES.length;
// The apps inherit the bench's environment (startApp), so a DATABASE_URL puts the API (and identity) on it.
const ENGINE = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const SHOPPER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Chrome's Accept-Encoding: since the brand server compresses pages, the bench asks as a browser does. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** Runs of one kind of load: the first is a warm-up and is dropped, the rest are pooled. */
function series(
  name: string,
  url: string,
  connections: number,
  requestsFor: (client: number) => LoadRequest[],
) {
  const phase: Phase = { name, windows: [] };
  let runs = 0;
  let pooled: LoadSample | undefined;
  return {
    phase,
    summary() {
      if (!pooled) throw new Error(`${name} has no measured sample`);
      return summarise(pooled);
    },
    /** One run; answers its TTFB p95 for the per-sample list. */
    run: async () => {
      const fromUs = nowUs();
      const sample = await runLoad({ url, connections, seconds: SECONDS, requestsFor });
      phase.windows.push({ fromUs, toUs: nowUs() });
      if (runs++ > 0) pooled = pool(pooled, sample);
      return percentiles(sample.ttfb).p95;
    },
  };
}

const profileDir = PROFILE ? mkdtempSync(join(tmpdir(), 'forecourt-server-load-profile-')) : undefined;
const seedStarted = performance.now();
const stack = await startServerLoadStack({ listings: LISTINGS, profileDir });
const startSeconds = round((performance.now() - seedStarted) / 1000);
const api = stack.api.url.replace('localhost', '127.0.0.1');
try {
  const figures: PhaseFigures = {};
  const pageP95s = { page: [] as number[], development: [] as number[], search: [] as number[] };
  const profiled: { process: string; phases: Phase[] }[] = [];
  let readP95s: Awaited<ReturnType<typeof sideBySide>> | undefined;
  const pages = resultsPages(PAGES, undefined, await modelSlugsOf(stack.api.url));
  const callsPerPage: number[] = [];
  if (RUN.has('pages')) {
    // The calls each page makes: rendered once through the recorder (a brand app of its own, stopped after).
    const recorder = await recordApiCalls(stack.api.url);
    const recording = await stack.startBrand(recorder.url, { port: await freePort() });
    const searchOf = new Map<string, string>();
    for (const page of pages) {
      const response = await fetch(`${recording.url}${page.path}`, {
        headers: { 'user-agent': SHOPPER_AGENT },
        redirect: 'manual',
      });
      await response.text();
      const calls = recorder.take();
      const searches = calls.filter((call) => call.startsWith('GET /rest/lsc/listing/search?'));
      if (response.status !== 200 || searches.length !== 1)
        throw new Error(`${page.path}: ${response.status}, API calls ${JSON.stringify(calls)}`);
      searchOf.set(page.path, (searches[0] as string).slice('GET '.length));
      callsPerPage.push(calls.length);
    }
    await recording.stop();
    await recorder.close();
    const loopback = (app: RunningApp) => app.url.replace('localhost', '127.0.0.1');
    // As the brand's start script runs it (`NODE_ENV=production node dist/server/server.js`): React's production
    // build. Beside it, the same build under React's development build, to show what that costs.
    const brand = loopback(
      await stack.startBrand(stack.api.url, { profile: 'atc', env: { NODE_ENV: 'production' } }),
    );
    const development = loopback(
      await stack.startBrand(stack.api.url, {
        port: await freePort(),
        profile: 'atc-development',
        env: { NODE_ENV: 'development' },
      }),
    );

    const order = popularitySequence(pages.length, 1_000);
    const pageRequests = (client: number): LoadRequest[] =>
      rotated(order, client, CONNECTIONS).map((index) => {
        const page = pages[index] as (typeof pages)[number];
        return {
          label: page.located ? 'located' : 'nationwide',
          path: page.path,
          // What Chrome asks for: the page is compressed as a shopper gets it, and its time counts.
          headers: { 'user-agent': SHOPPER_AGENT, 'accept-encoding': BROWSER_ENCODINGS },
        };
      });
    const searchRequests = (client: number): LoadRequest[] =>
      rotated(order, client, CONNECTIONS).map((index) => {
        const page = pages[index] as (typeof pages)[number];
        return {
          label: page.located ? 'located' : 'nationwide',
          path: searchOf.get(page.path) as string,
          headers: { 'x-fwd-svc': 'atc' },
        };
      });
    const page = series('results pages', brand, CONNECTIONS, pageRequests);
    const developmentPage = series(
      "results pages, React's development build",
      development,
      CONNECTIONS,
      pageRequests,
    );
    const search = series('their API searches, straight', api, CONNECTIONS, searchRequests);
    // As the harness's sideBySide, for three: a warm-up of each, then samples taking turns.
    for (let sample = 0; sample <= SAMPLES; sample++) {
      const p95s = [await page.run(), await developmentPage.run(), await search.run()] as const;
      if (sample === 0) continue;
      pageP95s.page.push(p95s[0]);
      pageP95s.development.push(p95s[1]);
      pageP95s.search.push(p95s[2]);
    }
    figures.page = page.summary();
    figures.developmentPage = developmentPage.summary();
    figures.search = search.summary();
    profiled.push(
      { process: 'atc', phases: [{ ...page.phase, name: 'brand app (atc): results pages' }] },
      {
        process: 'atc-development',
        phases: [{ ...developmentPage.phase, name: 'brand app (atc, NODE_ENV=development): results pages' }],
      },
      { process: 'api', phases: [page.phase, developmentPage.phase, search.phase] },
    );
  }

  // Listings to read, quote and save: the first pages of a nationwide search.
  const ids: string[] = [];
  for (const firstRecord of [0, 100]) {
    const reply = await fetch(`${api}/rest/lsc/listing/search?numRecords=100&firstRecord=${firstRecord}`);
    const { listings } = (await reply.json()) as { listings: { id: string }[] };
    ids.push(...listings.map((listing) => listing.id));
  }
  const reads = listingReadPaths(ids, 120);
  const payments = paymentPaths(ids, 300);
  const tokens = await signUpShoppers(stack.identity.url, stack.client, CONNECTIONS);
  const setupFailures = [
    ...(RUN.has('reads')
      ? await runOnce(
          api,
          reads.map((path) => ({ label: 'GET /rest/lsc/listing', path })),
        )
      : []),
    ...(RUN.has('payments')
      ? await runOnce(
          api,
          payments.slice(0, 5).map((path) => ({ label: 'payments', path })),
        )
      : []),
    ...(RUN.has('account')
      ? [
          ...(await Promise.all(tokens.map((token) => runOnce(api, accountSetup(token, ids))))).flat(),
          ...(await runOnce(api, accountWrites(tokens[0] as string, ids, CONNECTIONS))),
          ...(await runOnce(api, accountReads(tokens[0] as string))),
        ]
      : []),
  ];
  if (setupFailures.length > 0) throw new Error(`calls failed before the load:\n${setupFailures.join('\n')}`);

  if (RUN.has('reads')) {
    const cachedReads = series('cached listing reads', api, CONNECTIONS, (client) =>
      rotated(reads, client, CONNECTIONS).map((path) => ({ label: 'GET /rest/lsc/listing', path })),
    );
    const health = series('GET /health', api, CONNECTIONS, () => [{ label: 'GET /health', path: '/health' }]);
    readP95s = await sideBySide(cachedReads.run, health.run, SAMPLES);
    figures.cachedReads = cachedReads.summary();
    figures.health = health.summary();
    profiled.push({ process: 'api', phases: [cachedReads.phase] });
  }
  const paying = series('payments', api, CONNECTIONS, (client) =>
    rotated(payments, client, CONNECTIONS).map((path) => ({ label: 'GET /rest/retailing/payments', path })),
  );
  const accountRead = series('account reads', api, CONNECTIONS, (client) =>
    accountReads(tokens[client] as string),
  );
  // Each connection is one shopper; its listings are offset by its number (and the run's width).
  const writes = (width: number) => (client: number) =>
    accountWrites(tokens[client % tokens.length] as string, ids, client + width);
  const accountWrite = series('account writes', api, CONNECTIONS, writes(CONNECTIONS));
  const lonelyWrite = series('account writes, one client', api, 1, writes(1));
  // Warm-up, then the samples, the kinds that run taking turns.
  const turns = [
    ...(RUN.has('payments') ? [paying] : []),
    ...(RUN.has('account') ? [accountRead, accountWrite] : []),
  ];
  for (let sample = 0; sample <= SAMPLES && turns.length > 0; sample++) {
    for (const one of turns) await one.run();
  }
  if (RUN.has('payments')) {
    figures.payments = paying.summary();
    profiled.push({ process: 'api', phases: [paying.phase] });
  }
  if (RUN.has('account')) {
    await lonelyWrite.run();
    await lonelyWrite.run();
    figures.accountReads = accountRead.summary();
    figures.accountWrites = accountWrite.summary();
    figures.accountWritesOneClient = lonelyWrite.summary();
    profiled.push({ process: 'api', phases: [accountRead.phase, accountWrite.phase] });
  }
  const met = targetsMet(figures);
  const apiCallsPerPage =
    callsPerPage.length === 0
      ? 0
      : round(callsPerPage.reduce((sum, count) => sum + count, 0) / callsPerPage.length);
  const reportName = WHOLE ? 'server-load' : `server-load-${[...RUN].join('-')}`;

  if (profileDir) {
    await stack.stop();
    const byProcess = new Map<string, Phase[]>();
    for (const { process: name, phases } of profiled) {
      const named = name === 'api' ? phases.map((one) => ({ ...one, name: `API: ${one.name}` })) : phases;
      byProcess.set(name, [...(byProcess.get(name) ?? []), ...named]);
    }
    const sections = [...byProcess].flatMap(([name, phases]) =>
      summariseProfile(join(profileDir, name), phases),
    );
    writeFileSync(
      join(RESULTS_DIR, `${reportName}.profile.md`),
      `# Where the CPU went (node --cpu-prof), by phase of server-load\n\nShare of each process's samples in each phase; (idle) is time it waited.\n\n${profileMarkdown(sections)}\n`,
    );
    rmSync(profileDir, { recursive: true, force: true });
  }

  writeReport({
    name: reportName,
    title: `${WHOLE ? '' : `Phases ${[...RUN].join(', ')} of: `}Server rendering and API under ${CONNECTIONS} concurrent clients, ${LISTINGS.toLocaleString('en-US')} listings on ${ENGINE}`,
    result: {
      engine: ENGINE,
      phases: [...RUN],
      listings: LISTINGS,
      connections: CONNECTIONS,
      secondsPerSample: SECONDS,
      samples: SAMPLES,
      distinctPages: pages.length,
      apiCallsPerPage,
      stackStartSeconds: startSeconds,
      perSampleTtfbP95: { page: pageP95s, cachedReads: readP95s },
      targets: TARGETS,
      met,
      profiled: PROFILE,
      ...figures,
    },
    table: serverLoadTable(figures, {
      connections: CONNECTIONS,
      samples: SAMPLES,
      seconds: SECONDS,
      pages: pages.length,
      locatedPages: pages.filter((one) => one.located).length,
      apiCallsPerPage,
      medianP95s: [median(pageP95s.page), median(pageP95s.development), median(pageP95s.search)],
      profiled: PROFILE,
    }),
    // Only what ran: a run of some phases names them and their figures.
    summary: `${LISTINGS} listings on ${ENGINE}, ${CONNECTIONS} clients${WHOLE ? '' : ` (phases ${[...RUN].join(', ')})`}: ${[
      figures.page &&
        `page TTFB p95 ${figures.page.ttfb.p95} ms (React's development build ${figures.developmentPage?.ttfb.p95 ?? '-'} ms, its API search ${figures.search?.ttfb.p95 ?? '-'} ms), target ${metWord(met.pageTtfb)}`,
      figures.cachedReads &&
        `cached reads ${figures.cachedReads.perSecond} req/s (/health ${figures.health?.perSecond ?? '-'}), target ${metWord(met.cachedReads)}`,
      figures.accountWrites &&
        `account writes p99 ${figures.accountWrites.full.p99} ms, target ${metWord(met.accountWrites)}`,
    ]
      .filter(Boolean)
      .join('; ')}`,
  });
} finally {
  await stack.stop();
}
