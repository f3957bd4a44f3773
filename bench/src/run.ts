// `pnpm bench [name...]`: runs every src/*.bench.ts (or the named ones) one after another, each in its own
// process so one benchmark's heap and JIT state cannot colour the next.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace(/\.bench\.ts$/, '')))
  .sort();
if (files.length === 0) throw new Error(`no benchmark named ${wanted.join(', ')} in ${here}`);
let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exitCode = failed === 0 ? 0 : 1;
