#!/usr/bin/env node
// The README's two commands land here (`npm start`, `npm test`). A fresh machine has only Node and npm, so
// this script brings the pnpm that "packageManager" pins (into .tools/, nothing global), installs the
// workspace, and hands over to turbo. Plain Node with no dependencies: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from './system-packages.mjs';
import { clearReports, summariseReports } from './test-summary.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ci = process.env.CI === 'true';
process.env.TURBO_TELEMETRY_DISABLED ??= '1';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(command, args) {
  const status = run(command, args);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} exited with ${status}`);
    process.exit(status);
  }
}

function ensurePnpm() {
  const [, version] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@');
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim() === version) return;
  const prefix = join(root, '.tools', `pnpm-${version}`);
  const bin = join(prefix, 'node_modules', '.bin');
  if (!existsSync(join(bin, 'pnpm'))) {
    console.log(`→ installing pnpm ${version} into .tools/ (once)`);
    must('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `pnpm@${version}`,
    ]);
  }
  // turbo starts package scripts with the pnpm it finds on PATH, so the pinned one must come first.
  process.env.PATH = `${bin}${delimiter}${process.env.PATH}`;
}

function install() {
  must('pnpm', ['install', ...(ci ? ['--frozen-lockfile'] : []), '--reporter=append-only']);
}

const turbo = (...args) => ['exec', 'turbo', 'run', ...args, '--output-logs=full', '--log-order=grouped'];

function test() {
  ensureSystemPackages({ ci });
  clearReports(root);
  // One turbo run for everything: lint, types, unit and integration tests, package checks, then the
  // end-to-end suites (whose `^build` dependency builds the apps they drive). --continue reports every
  // failure rather than the first.
  const status = run('pnpm', turbo('lint', 'lint:root', 'typecheck', 'test', 'publint', 'e2e', '--continue'));
  const summary = summariseReports(root);
  console.log(`\n${summary.line}`);
  if (status !== 0) process.exit(status);
  if (summary.total === 0) {
    console.error('✗ no test ran');
    process.exit(1);
  }
}

function start() {
  must('pnpm', turbo('build'));
  must('node', [join(root, 'tooling/scripts/start-services.mjs')]);
}

// API instances on one PostgreSQL behind haproxy (docs/api-cluster.md): only the API is built, then its
// cluster command runs with the arguments given (`npm run start:cluster -- --instances 3`).
function startCluster(args) {
  must('pnpm', turbo('build', '--filter=@forecourt/api'));
  must('node', [join(root, 'apps/api/dist/start-cluster.js'), ...args]);
}

const command = process.argv[2];
if (command !== 'test' && command !== 'start' && command !== 'start-cluster') {
  console.error('usage: node tooling/scripts/main.mjs test|start|start-cluster [cluster options]');
  process.exit(2);
}
ensurePnpm();
install();
if (command === 'test') test();
else if (command === 'start-cluster') startCluster(process.argv.slice(3));
else start();
