// The CPU time (user + system, all threads) another process has used, from Linux's /proc: the benchmarks' servers
// run as processes of their own, and `process.cpuUsage()` only sees this one.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** Milliseconds of CPU the process `pid` has used so far (resolution: one clock tick, 10 ms on Linux). */
export function processCpuMs(pid: number, { withEndedChildren = false } = {}): number {
  return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'), withEndedChildren);
}

/** Milliseconds of CPU each thread of `pid` has used so far, by thread id, with the thread's name. */
export function threadCpuMs(pid: number): Map<string, { name: string; ms: number }> {
  const threads = new Map<string, { name: string; ms: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    threads.set(tid, { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ms: statCpuMs(stat) });
  }
  return threads;
}

/**
 * User + system time of a /proc stat line, in ms; with `withEndedChildren`, also the time of the children it has
 * reaped, so a parent with short-lived children (a postmaster's backends) reads as a total that never goes back.
 */
function statCpuMs(stat: string, withEndedChildren = false): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  // The command name (field 2) is in parentheses and may hold spaces: fields are counted after its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const time = (field: number) => Number(fields[field]);
  const ticks = time(11) + time(12) + (withEndedChildren ? time(13) + time(14) : 0);
  return (ticks * 1000) / ticksPerSecond;
}
