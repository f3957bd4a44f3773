// A driver for a running API (not a benchmark): rounds of distinct searches of the api-search mix from 16 node:http
// clients, each round's latency and searches a second beside the API process's CPU a search (all threads, from
// /proc) and this process's. It showed that 200 searches after 200 measured a server still warming (bench README,
// growth): run it against a fresh API and watch the CPU a search fall over the rounds.
//
//   API_URL=http://127.0.0.1:4000 API_PID=$(pgrep -f dist/main.js) ROUNDS=8 SEARCHES=500 \
//     node --import tsx src/search-rounds.ts
//
// With API_PID, the last line is the CPU a search of each of the API's threads over all rounds (the server's
// thread, the index worker, V8's helper threads): where a search's CPU goes, as deployed.
import { createHttpGet } from './http-get.js';
import { processCpuMs, threadCpuMs } from './process-cpu.js';
import { searchMix, timeAll } from './search-mix.js';

const API_URL = process.env.API_URL ?? 'http://127.0.0.1:4000';
const API_PID = process.env.API_PID ? Number(process.env.API_PID) : undefined;
const ROUNDS = Number(process.env.ROUNDS ?? 8);
const SEARCHES = Number(process.env.SEARCHES ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** Skips this many searches of the mix, so a second run against the same API asks new ones (no cache hits). */
const OFFSET = Number(process.env.OFFSET ?? 0);

const mix = searchMix(OFFSET + ROUNDS * SEARCHES).slice(OFFSET);
const get = createHttpGet(CONCURRENCY);
const before = API_PID ? threadCpuMs(API_PID) : undefined;
try {
  for (let round = 0; round < ROUNDS; round++) {
    const searches = mix.slice(round * SEARCHES, (round + 1) * SEARCHES);
    const apiCpu = API_PID ? processCpuMs(API_PID) : 0;
    const ownCpu = process.cpuUsage();
    const latency = await timeAll(searches.length, CONCURRENCY, async (index) => {
      const reply = await get(`${API_URL}/rest/lsc/listing/search?${searches[index]}`);
      if (reply.status !== 200) throw new Error(`${reply.status} for ${searches[index]}: ${reply.body}`);
    });
    const own = process.cpuUsage(ownCpu);
    const perSearch = (ms: number) => Math.round((ms / searches.length) * 100) / 100;
    console.log(
      JSON.stringify({
        round,
        ...latency,
        ...(API_PID && { apiCpuMs: perSearch(processCpuMs(API_PID) - apiCpu) }),
        clientCpuMs: perSearch((own.user + own.system) / 1000),
      }),
    );
  }
  if (API_PID && before) {
    const byThread = [...threadCpuMs(API_PID)]
      .map(([tid, { name, ms }]) => ({ tid, name, ms: ms - (before.get(tid)?.ms ?? 0) }))
      .filter(({ ms }) => ms > 0)
      .map(({ tid, name, ms }) => `${name}/${tid} ${(ms / mix.length).toFixed(2)} ms`);
    console.log(`CPU a search by thread: ${byThread.join(', ')}`);
  }
} finally {
  get.close();
}
