// Adds up every package's vitest JSON report (written by the @forecourt/vitest preset, restored by turbo on a
// cache hit) into one closing line that CI can read: "Total: N passed, N failed, N skipped".
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const WORKSPACE_DIRS = ['apps', 'packages', 'tooling'];

function packageDirs(root) {
  const dirs = [join(root, 'e2e')];
  for (const parent of WORKSPACE_DIRS) {
    const path = join(root, parent);
    if (existsSync(path)) for (const name of readdirSync(path)) dirs.push(join(path, name));
  }
  return dirs;
}

/** Deletes reports left by an earlier run, so that a package that did not run this time is not counted. */
export function clearReports(root) {
  for (const dir of packageDirs(root)) rmSync(join(dir, 'reports', 'vitest.json'), { force: true });
}

export function summariseReports(root) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const dir of packageDirs(root)) {
    const file = join(dir, 'reports', 'vitest.json');
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  const total = passed + failed;
  return {
    passed,
    failed,
    skipped,
    total,
    line: `Total: ${passed} passed, ${failed} failed, ${skipped} skipped`,
  };
}
