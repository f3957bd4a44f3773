// What the test suite needs from the operating system: Debian's Chromium for the end-to-end tests (never a
// downloaded browser), the PostgreSQL server binaries for the database tests, and haproxy for the test of several
// API instances behind a load balancer. On a Debian machine
// where we are root they are installed with apt-get; anywhere else the missing one is named, with the command.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function hasPostgresServer() {
  if (process.env.DATABASE_URL || process.env.PG_BIN) return true;
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((version) => existsSync(`${root}/${version}/bin/initdb`));
}

function hasHaproxy() {
  if (process.env.HAPROXY_BIN) return existsSync(process.env.HAPROXY_BIN);
  return ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].some((path) =>
    existsSync(path),
  );
}

function canApt() {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

export function ensureSystemPackages({ ci }) {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!hasPostgresServer()) missing.push('postgresql');
  if (!hasHaproxy()) missing.push('haproxy');
  if (missing.length === 0) return;
  if (!canApt()) {
    const message = `missing system packages: ${missing.join(', ')}; install them (apt-get install -y --no-install-recommends ${missing.join(' ')})`;
    if (ci) throw new Error(message);
    console.warn(`! ${message}; the tests that need them will fail or be skipped`);
    return;
  }
  console.log(`→ apt-get install ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed`);
}
