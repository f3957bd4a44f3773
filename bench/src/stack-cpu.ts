// Where a bench's CPU goes when every part of the stack shares one machine: each API instance (its main thread
// apart from its other threads: the index worker, GC helpers, libuv), PostgreSQL (the postmaster and every backend),
// haproxy and the bench's own process. A reading is cumulative; two readings give each part's share of a phase.
import { readdirSync, readFileSync } from 'node:fs';
import { processCpuMs, threadCpuMs } from './process-cpu.js';

export interface StackParts {
  instances: readonly { name: string; pid: number }[];
  /** The postmaster's pid: its children are the backends and PostgreSQL's own workers. */
  postgresPid?: number;
}

export interface StackCpu {
  instances: Record<string, { mainMs: number; otherThreadsMs: number }>;
  postgresMs: number;
  haproxyMs: number;
  benchMs: number;
}

/** Pid, parent pid and command name of every process, from /proc. */
function processes(): { pid: number; ppid: number; name: string }[] {
  const found: { pid: number; ppid: number; name: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      found.push({ pid: Number(entry), ppid, name });
    } catch {
      // Ended between the listing and the read.
    }
  }
  return found;
}

const cpuOf = (pid: number, withEndedChildren = false) => {
  try {
    return processCpuMs(pid, { withEndedChildren });
  } catch {
    return 0;
  }
};

/** The postmaster of the server a connection reaches, from its data directory's postmaster.pid. */
export function postmasterPid(dataDirectory: string): number | undefined {
  try {
    const pid = Number(readFileSync(`${dataDirectory}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU used so far by each part. PostgreSQL's is the postmaster's own, its live children's, and the time of the
 * children it has reaped: a backend that ends between two readings moves its time from the second to the third.
 */
export function readStackCpu(parts: StackParts): StackCpu {
  const all = processes();
  const instances: StackCpu['instances'] = {};
  for (const instance of parts.instances) {
    let mainMs = 0;
    let otherThreadsMs = 0;
    try {
      for (const [tid, thread] of threadCpuMs(instance.pid)) {
        if (Number(tid) === instance.pid) mainMs += thread.ms;
        else otherThreadsMs += thread.ms;
      }
    } catch {
      // The instance has stopped.
    }
    instances[instance.name] = { mainMs, otherThreadsMs };
  }
  const postgres = parts.postgresPid;
  const postgresMs =
    postgres === undefined
      ? 0
      : cpuOf(postgres, true) +
        all.filter((p) => p.ppid === postgres).reduce((sum, p) => sum + cpuOf(p.pid), 0);
  const haproxyMs = all
    .filter((p) => p.name === 'haproxy' && p.ppid === process.pid)
    .reduce((sum, p) => sum + cpuOf(p.pid), 0);
  const usage = process.cpuUsage();
  return { instances, postgresMs, haproxyMs, benchMs: (usage.user + usage.system) / 1000 };
}

/** Each part's CPU between two readings per search, in ms, and their sum. */
export function cpuPerSearch(from: StackCpu, to: StackCpu, searches: number) {
  const per = (ms: number) => Math.round((ms / Math.max(1, searches)) * 100) / 100;
  const instances = Object.fromEntries(
    Object.entries(to.instances).map(([name, cpu]) => {
      const before = from.instances[name] ?? { mainMs: 0, otherThreadsMs: 0 };
      return [
        name,
        {
          main: per(cpu.mainMs - before.mainMs),
          otherThreads: per(cpu.otherThreadsMs - before.otherThreadsMs),
        },
      ];
    }),
  );
  const postgres = per(to.postgresMs - from.postgresMs);
  const haproxy = per(to.haproxyMs - from.haproxyMs);
  const bench = per(to.benchMs - from.benchMs);
  const total =
    Object.values(instances).reduce((sum, cpu) => sum + cpu.main + cpu.otherThreads, 0) +
    postgres +
    haproxy +
    bench;
  return { instances, postgres, haproxy, bench, total: Math.round(total * 100) / 100 };
}
