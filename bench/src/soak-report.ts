// The soak's figures: per minute (requests, error rate, latency percentiles, the API's memory), per call over the
// whole run, and the markdown results/soak.md shows.

import { percentiles, round } from './server-load-report.js';
import { type MemorySample, type MemoryVerdict, toMb } from './soak-memory.js';
import type { Reconciliation } from './soak-reconcile.js';
import type { SoakCall, SoakReply } from './soak-shoppers.js';

const failed = (reply: SoakReply) => reply.status === 0 || reply.status >= 400;
const rate = (errors: number, requests: number) =>
  requests === 0 ? 0 : Math.round((errors / requests) * 10_000) / 100;

export interface MinuteFigures {
  minute: number;
  /** Seconds of load in the minute (the last one may be short). */
  seconds: number;
  requests: number;
  perSecond: number;
  errors: number;
  /** Percent of the minute's requests. */
  errorRate: number;
  latency: { p50: number; p95: number; p99: number };
  /** The API's mean RSS and heapUsed over the minute's samples, MB. */
  rssMb: number;
  heapUsedMb: number;
}

/**
 * The run cut into minutes from `startedAt`, `plannedMs` long (the last minute may be shorter); what came back
 * after it, while the shoppers finished their last calls, counts in the last one.
 */
export function perMinute(
  replies: readonly SoakReply[],
  memory: readonly MemorySample[],
  startedAt: number,
  endedAt: number,
  plannedMs: number = endedAt - startedAt,
): MinuteFigures[] {
  const minutes = Math.max(1, Math.ceil(plannedMs / 60_000 - 1e-9));
  return Array.from({ length: minutes }, (_, minute) => {
    const from = startedAt + minute * 60_000;
    const to = minute === minutes - 1 ? endedAt + 1 : Math.min(endedAt, from + 60_000);
    const within = replies.filter((reply) => reply.endedAt >= from && reply.endedAt < to);
    const samples = memory.filter((sample) => sample.at >= from && sample.at < to);
    const mean = (pick: (sample: MemorySample) => number) =>
      samples.length === 0
        ? Number.NaN
        : toMb(samples.reduce((sum, sample) => sum + pick(sample), 0) / samples.length);
    const errors = within.filter(failed).length;
    const seconds = Math.max(0.001, (Math.min(to, endedAt) - from) / 1000);
    return {
      minute: minute + 1,
      seconds: round(seconds),
      requests: within.length,
      perSecond: round(within.length / seconds),
      errors,
      errorRate: rate(errors, within.length),
      latency: percentiles(within.map((reply) => reply.ms)),
      rssMb: mean((sample) => sample.rss),
      heapUsedMb: mean((sample) => sample.heapUsed),
    };
  });
}

export function perCall(replies: readonly SoakReply[]) {
  const calls = new Map<SoakCall, SoakReply[]>();
  for (const reply of replies) calls.set(reply.call, [...(calls.get(reply.call) ?? []), reply]);
  return Object.fromEntries(
    [...calls].map(([call, list]) => {
      const errors = list.filter(failed);
      const statuses = [...new Set(errors.map((reply) => reply.status))].sort((a, b) => a - b);
      return [
        call,
        {
          requests: list.length,
          errors: errors.length,
          errorRate: rate(errors.length, list.length),
          errorStatuses: statuses,
          latency: percentiles(list.map((reply) => reply.ms)),
        },
      ];
    }),
  ) as Record<
    SoakCall,
    {
      requests: number;
      errors: number;
      errorRate: number;
      errorStatuses: number[];
      latency: ReturnType<typeof percentiles>;
    }
  >;
}

export function totals(replies: readonly SoakReply[]) {
  const errors = replies.filter(failed).length;
  return {
    requests: replies.length,
    errors,
    errorRate: rate(errors, replies.length),
    latency: percentiles(replies.map((reply) => reply.ms)),
  };
}

export function soakTable(
  minutes: readonly MinuteFigures[],
  calls: ReturnType<typeof perCall>,
  memory: MemoryVerdict,
  reconciliation: Reconciliation,
  about: { shoppers: number; thinkMs: number; listings: number; searches: number },
): string {
  const minuteRows = minutes.map(
    (row) =>
      `| ${row.minute}${row.seconds < 60 ? ` (${row.seconds} s)` : ''} | ${row.requests} | ${row.perSecond} | ${row.errors} | ${row.errorRate} % | ${row.latency.p50} | ${row.latency.p95} | ${row.latency.p99} | ${row.rssMb} | ${row.heapUsedMb} |`,
  );
  const callRows = Object.entries(calls).map(
    ([call, figures]) =>
      `| ${call} | ${figures.requests} | ${figures.errors}${figures.errorStatuses.length > 0 ? ` (${figures.errorStatuses.join(', ')})` : ''} | ${figures.latency.p50} | ${figures.latency.p95} | ${figures.latency.p99} |`,
  );
  const mismatches = reconciliation.shoppers
    .filter(
      (row) =>
        row.missing.length > 0 ||
        row.unexpected.length > 0 ||
        !row.walletMatches ||
        row.contradictions.length > 0,
    )
    .map(
      (row) =>
        `- shopper ${row.shopper}: missing ${row.missing.join(', ') || 'none'}; unexpected ${row.unexpected.join(', ') || 'none'}; wallet ${row.walletMatches ? 'matches' : 'DOES NOT match'}${row.contradictions.length > 0 ? `; ${row.contradictions.join('; ')}` : ''}`,
    );
  return [
    `${about.shoppers} shoppers, a pause of ${about.thinkMs} ms on average between two calls of one shopper; ${about.listings.toLocaleString('en-US')} listings; ${about.searches} distinct searches (the API calls of as many results pages, asked by popularity). Latency is the whole reply, in ms.`,
    '',
    '| minute | requests | req/s | errors | error rate | p50 | p95 | p99 | API RSS MB | API heap used MB |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...minuteRows,
    '',
    '| call | requests | errors (statuses) | p50 | p95 | p99 |',
    '|---|---|---|---|---|---|',
    ...callRows,
    '',
    `**Memory** (API process, a sample every few seconds; warm-up ${round(memory.warmUpMinutes)} min, ${memory.samplesAfterWarmUp} samples after it): mean RSS of each ${memory.windowSeconds} s after warm-up ${memory.windowRssMb.join(', ')} MB, a range of ${round(memory.rssRange * 100)} %; samples ${memory.rss.min}-${memory.rss.max} MB (${memory.rss.slopeMbPerMinute} MB/min); heap used ${memory.heapUsed.min}-${memory.heapUsed.max} MB (${memory.heapUsed.slopeMbPerMinute} MB/min). Flat within 10 percent after warm-up: **${memory.flat ? 'yes' : 'NO'}**.`,
    '',
    `**Saved items** (the load generator's belief against SELECT): ${reconciliation.believed} saved cars believed, ${reconciliation.stored} stored; ${reconciliation.missing} missing, ${reconciliation.unexpected} unexpected, ${reconciliation.uncertain} touched by a failed call; ${reconciliation.walletsMatching} of ${reconciliation.shoppers.length} wallets at their confirmed budget. Every saved item accounted for: **${reconciliation.accountedFor ? 'yes' : 'NO'}**.`,
    ...mismatches,
  ].join('\n');
}
