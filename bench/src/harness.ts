// What every benchmark shares: a seeded PRNG, alternating samples of ours beside a baseline, and one way of
// writing results (JSON per benchmark, a line appended to results/summary.md naming machine, commit, baseline).
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'results');

/** Deterministic PRNG (mulberry32), so every run measures the same mix. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Runs `ours` and `baseline` once each to warm up, then `samples` times alternately, so machine noise hits
 * both alike. Each function returns one measurement (a rate or a duration); the caller says which.
 */
export async function sideBySide(
  ours: () => number | Promise<number>,
  baseline: () => number | Promise<number>,
  samples = 7,
): Promise<{ ours: number[]; baseline: number[] }> {
  await ours();
  await baseline();
  const result = { ours: [] as number[], baseline: [] as number[] };
  for (let sample = 0; sample < samples; sample++) {
    result.ours.push(await ours());
    result.baseline.push(await baseline());
  }
  return result;
}

export interface Machine {
  node: string;
  cpu: string;
  cores: number;
  commit: string;
  date: string;
}

export function machine(): Machine {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout (a tarball): the figure still stands, it just cannot name its commit.
  }
  return {
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    commit,
    date: new Date().toISOString(),
  };
}

export interface Report {
  /** File name under results/, e.g. `seo-routes`. */
  name: string;
  /** Heading of the markdown file. */
  title: string;
  /** Everything measured, written as JSON beside the machine description. */
  result: Record<string, unknown>;
  /** The markdown table a closing note quotes. */
  table: string;
  /** One line for results/summary.md: what was measured, the figure, the baseline, met or not. */
  summary: string;
}

/** Writes results/<name>.json and .md and appends a dated line to results/summary.md. */
export function writeReport(report: Report): void {
  const about = machine();
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    join(RESULTS_DIR, `${report.name}.json`),
    `${JSON.stringify({ ...report.result, machine: about }, null, 2)}\n`,
  );
  const footer = `${about.date}, commit ${about.commit}, ${about.node}, ${about.cpu} (${about.cores} cores).`;
  writeFileSync(
    join(RESULTS_DIR, `${report.name}.md`),
    `# ${report.title}\n\n${report.table}\n\n${footer}\n`,
  );
  const summary = join(RESULTS_DIR, 'summary.md');
  if (!existsSync(summary)) {
    writeFileSync(
      summary,
      '# Benchmark runs\n\n| date | commit | machine | benchmark | result |\n|---|---|---|---|---|\n',
    );
  }
  appendFileSync(
    summary,
    `| ${about.date} | ${about.commit} | ${about.node}, ${about.cores}x ${about.cpu} | ${report.name} | ${report.summary} |\n`,
  );
  console.log(`${report.table}\n\n${footer}`);
}
