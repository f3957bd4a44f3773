// The API process's memory during the soak, sampled from inside it: a module preloaded with NODE_OPTIONS
// (`--import`) appends `process.memoryUsage()` to a file every few seconds. RSS is what the machine pays (the
// same figure as VmRSS in /proc/<pid>/status); heapUsed shows whether the JavaScript heap is what grows.
import { existsSync, readFileSync } from 'node:fs';

export interface MemorySample {
  pid: number;
  /** The process's working folder: tells the API (apps/api) from identity, which gets the preload too. */
  cwd: string;
  /** Epoch milliseconds. */
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

const PRELOAD = `import{appendFileSync}from'node:fs';
const file=process.env.SOAK_MEMORY_FILE,every=Number(process.env.SOAK_MEMORY_EVERY_MS)||5000;
if(file)setInterval(()=>{const m=process.memoryUsage();appendFileSync(file,JSON.stringify({pid:process.pid,cwd:process.cwd(),at:Date.now(),rss:m.rss,heapUsed:m.heapUsed,heapTotal:m.heapTotal,external:m.external})+'\\n')},every).unref();`;

/**
 * The environment that makes a node process started with it sample its memory into `file` every `everyMs`:
 * NODE_OPTIONS (added to any already set) and the two variables the preload reads.
 */
export function memorySamplingEnv(file: string, everyMs: number, nodeOptions = ''): Record<string, string> {
  const preload = `--import=data:text/javascript,${encodeURIComponent(PRELOAD)}`;
  return {
    NODE_OPTIONS: `${nodeOptions} ${preload}`.trim(),
    SOAK_MEMORY_FILE: file,
    SOAK_MEMORY_EVERY_MS: String(everyMs),
  };
}

/** The samples in `file` of the process whose working folder ends with `cwdSuffix`, oldest first. */
export function readMemorySamples(file: string, cwdSuffix: string): MemorySample[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as MemorySample)
    .filter((sample) => sample.cwd.endsWith(cwdSuffix))
    .sort((a, b) => a.at - b.at);
}

const MB = 1024 * 1024;
const toMb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** Least-squares slope of `values` over `times` (minutes), in the values' unit a minute. */
function slopePerMinute(times: readonly number[], values: readonly number[]): number {
  const n = times.length;
  if (n < 2) return 0;
  const meanT = times.reduce((sum, t) => sum + t, 0) / n;
  const meanV = values.reduce((sum, v) => sum + v, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (let index = 0; index < n; index++) {
    covariance += ((times[index] as number) - meanT) * ((values[index] as number) - meanV);
    variance += ((times[index] as number) - meanT) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}

/** "Flat within 10 percent after warm-up" (issue 12). */
export const FLAT_WITHIN = 0.1;

export interface MemoryVerdict {
  samples: number;
  samplesAfterWarmUp: number;
  warmUpMinutes: number;
  /** Length of the windows whose mean RSS is compared, seconds. */
  windowSeconds: number;
  /** Mean RSS of each window after warm-up, MB. */
  windowRssMb: number[];
  /** RSS samples after warm-up, MB; the slope is least squares over them. */
  rss: { min: number; max: number; first: number; last: number; slopeMbPerMinute: number };
  heapUsed: { min: number; max: number; slopeMbPerMinute: number };
  /** (highest - lowest) / lowest of the windows' mean RSS. */
  rssRange: number;
  flat: boolean;
}

/**
 * Whether memory stayed flat after warm-up: the time after `warmUpMs` is cut into windows of a minute (a third
 * of it when that is shorter), and the mean RSS of every window lies within 10 percent of the lowest. Means, as
 * single samples swing with each garbage collection; the slope (least squares over the samples, MB a minute)
 * says which way it drifted. heapUsed is given beside it: a growing heap points at the API's own objects, a
 * growing RSS alone at buffers, the allocator or native code.
 */
export function memoryVerdict(
  samples: readonly MemorySample[],
  startedAt: number,
  endedAt: number,
  warmUpMs: number,
): MemoryVerdict {
  const from = startedAt + warmUpMs;
  const after = samples.filter((sample) => sample.at >= from && sample.at <= endedAt);
  const windowMs = Math.min(60_000, Math.max(1, (endedAt - from) / 3));
  const windows: number[] = [];
  for (let start = from; start + windowMs <= endedAt + 1; start += windowMs) {
    const within = after.filter((sample) => sample.at >= start && sample.at < start + windowMs);
    if (within.length > 0) windows.push(within.reduce((sum, sample) => sum + sample.rss, 0) / within.length);
  }
  const minutes = after.map((sample) => (sample.at - startedAt) / 60_000);
  const rss = after.map((sample) => sample.rss / MB);
  const heap = after.map((sample) => sample.heapUsed / MB);
  const lowest = Math.min(...windows);
  const rssRange = windows.length > 0 ? (Math.max(...windows) - lowest) / lowest : Number.NaN;
  return {
    samples: samples.length,
    samplesAfterWarmUp: after.length,
    warmUpMinutes: warmUpMs / 60_000,
    windowSeconds: Math.round(windowMs / 1000),
    windowRssMb: windows.map((mean) => toMb(mean)),
    rss: {
      min: toMb(Math.min(...rss) * MB),
      max: toMb(Math.max(...rss) * MB),
      first: toMb((rss[0] ?? Number.NaN) * MB),
      last: toMb((rss.at(-1) ?? Number.NaN) * MB),
      slopeMbPerMinute: Math.round(slopePerMinute(minutes, rss) * 100) / 100,
    },
    heapUsed: {
      min: toMb(Math.min(...heap) * MB),
      max: toMb(Math.max(...heap) * MB),
      slopeMbPerMinute: Math.round(slopePerMinute(minutes, heap) * 100) / 100,
    },
    rssRange: Math.round(rssRange * 1000) / 1000,
    flat: windows.length >= 2 && rssRange <= FLAT_WITHIN,
  };
}

export { toMb };
