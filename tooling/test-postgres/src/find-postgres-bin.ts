import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const SERVER_BINARIES = ['initdb', 'pg_ctl', 'postgres'];
const DEBIAN_ROOT = '/usr/lib/postgresql';

function hasServerBinaries(dir: string): boolean {
  return SERVER_BINARIES.every((name) => existsSync(join(dir, name)));
}

/**
 * The folder holding `initdb`, `pg_ctl` and `postgres`: `PG_BIN` when set, else the first folder on `PATH`
 * that has all three, else the newest `/usr/lib/postgresql/<version>/bin` (Debian keeps the server binaries
 * off `PATH`). `undefined` when none has them.
 */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.PG_BIN) return hasServerBinaries(env.PG_BIN) ? env.PG_BIN : undefined;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir && hasServerBinaries(dir)) return dir;
  }
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = join(DEBIAN_ROOT, version, 'bin');
    if (hasServerBinaries(dir)) return dir;
  }
  return undefined;
}
