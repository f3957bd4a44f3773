// The CPU time (user + system, all threads) another process has used, from Linux's /proc: the benchmarks' servers
// run as processes of their own, and `process.cpuUsage()` only sees this one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** Milliseconds of CPU the process `pid` has used so far (resolution: one clock tick, 10 ms on Linux). */
export function processCpuMs(pid: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces: fields are counted after its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / ticksPerSecond;
}
