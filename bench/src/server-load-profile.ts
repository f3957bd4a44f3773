// Reads the API's `node --cpu-prof` profile and says where its CPU went during each phase of the load: self time
// by function and by package (or source file). V8 stamps samples with the monotonic clock that
// process.hrtime.bigint() reads in the bench process, so phases are cut by the times the bench noted.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Phase {
  name: string;
  /** Each load run of the phase: process.hrtime.bigint() / 1000 at its start and end, in microseconds. */
  windows: { fromUs: number; toUs: number }[];
}

export interface PhaseProfile {
  name: string;
  samples: number;
  /** Share of the phase's samples (the API's busy and idle time), highest first. */
  functions: { name: string; share: number }[];
  packages: { name: string; share: number }[];
}

/** The package a script belongs to (`zod`, `fastify`), else its file name (a bundle chunk, a node: module). */
function packageOf(url: string, functionName: string): string {
  const pnpm = /node_modules\/\.pnpm\/(@?[^@/]+(?:\+[^@/]+)?)@/.exec(url)?.[1];
  if (pnpm) return pnpm.replace('+', '/');
  const plain = /node_modules\/(@[^/]+\/[^/]+|[^/]+)/.exec(url)?.[1];
  if (plain) return plain;
  // V8's own entries: (idle), (program), (garbage collector); other frames without a script are built-ins.
  if (url === '') return functionName.startsWith('(') ? functionName : '(built-ins: JSON, RegExp, ...)';
  return url.split('/').slice(-2).join('/');
}

function top(counts: Map<string, number>, total: number, limit: number) {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, count]) => ({ name, share: Math.round((count / total) * 1000) / 10 }));
}

/**
 * Summarises the largest .cpuprofile in `dir` over each phase: a brand app serving from several processes
 * (node:cluster) leaves one per worker and a small one of its primary; the largest is a worker's.
 */
export function summariseProfile(dir: string, phases: readonly Phase[], limit = 12): PhaseProfile[] {
  const file = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort((a, b) => statSync(join(dir, a)).size - statSync(join(dir, b)).size)
    .at(-1);
  if (!file) return [];
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  return phases.map((phase) => {
    const functions = new Map<string, number>();
    const packages = new Map<string, number>();
    let at = profile.startTime;
    let samples = 0;
    profile.samples.forEach((id, index) => {
      at += profile.timeDeltas[index] ?? 0;
      if (!phase.windows.some((window) => at >= window.fromUs && at <= window.toUs)) return;
      const frame = byId.get(id)?.callFrame;
      if (!frame) return;
      samples++;
      const where = packageOf(frame.url, frame.functionName);
      const name = `${frame.functionName || '(anonymous)'} (${where}:${frame.lineNumber + 1})`;
      functions.set(name, (functions.get(name) ?? 0) + 1);
      packages.set(where, (packages.get(where) ?? 0) + 1);
    });
    return {
      name: phase.name,
      samples,
      functions: top(functions, Math.max(samples, 1), limit),
      packages: top(packages, Math.max(samples, 1), limit),
    };
  });
}

/** The summaries as markdown, one section per phase. */
export function profileMarkdown(profiles: readonly PhaseProfile[]): string {
  return profiles
    .map((phase) =>
      [
        `## ${phase.name} (${phase.samples} samples)`,
        '',
        '| self time | function |',
        '|---|---|',
        ...phase.functions.map((entry) => `| ${entry.share}% | \`${entry.name}\` |`),
        '',
        '| self time | package or file |',
        '|---|---|',
        ...phase.packages.map((entry) => `| ${entry.share}% | ${entry.name} |`),
      ].join('\n'),
    )
    .join('\n\n');
}
