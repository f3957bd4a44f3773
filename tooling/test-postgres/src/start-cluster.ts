import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The unprivileged account a cluster runs as when we are root: PostgreSQL refuses to run as root. */
const SERVICE_USER = 'postgres';

export interface Cluster {
  /** Connection string of the cluster's `postgres` database, superuser `postgres`, no password. */
  url: string;
  /** Stops the server (immediate mode: nothing in it is worth a clean shutdown) and deletes its folder. */
  stop(): Promise<void>;
  /**
   * Shuts the server down and keeps its data folder and port, as an operator's restart does: `pg_ctl stop -m
   * <mode>`, waiting until it is down. In `fast` mode (the default) the server ends every session (clients see
   * `57P01`) and rolls back what was in flight; new connections are refused until {@link Cluster.resume}.
   */
  pause(mode?: ShutdownMode): Promise<void>;
  /** Starts a paused server again on the same port with the same data, waiting until it takes connections. */
  resume(): Promise<void>;
}

/** `pg_ctl stop -m`: `smart` waits for clients to leave, `fast` ends their sessions, `immediate` aborts. */
export type ShutdownMode = 'smart' | 'fast' | 'immediate';

export class ClusterStartError extends Error {
  readonly code = 'CLUSTER_START_FAILED';
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ClusterStartError';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function serviceUid(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', SERVICE_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', SERVICE_USER], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/**
 * Starts a throwaway PostgreSQL cluster from the server binaries in `bin`: `initdb` into a temporary folder,
 * then `pg_ctl start` on a free loopback port with the socket in the same folder. Durability is switched off
 * (fsync, synchronous commit, full-page writes): the data lives as long as one test run. `settings` are more server
 * settings (`postgres -c name=value`), such as the memory a benchmark's server is given.
 */
export async function startCluster(
  bin: string,
  settings: Readonly<Record<string, string>> = {},
): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const account = serviceUid();
    if (!account) {
      rmSync(dir, { recursive: true, force: true });
      throw new ClusterStartError(
        `running as root and there is no '${SERVICE_USER}' account to run PostgreSQL as (initdb refuses root)`,
      );
    }
    chownSync(dir, account.uid, account.gid);
  }
  /** The command line that runs a server binary, as the service account when we are root. */
  const argv = (file: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', SERVICE_USER, '--', join(bin, file), ...args]] : [join(bin, file), args];
  const exec = (file: string, args: string[]) => run(...argv(file, args), { cwd: dir, timeout: 60_000 });

  try {
    await exec('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
  } catch (cause) {
    rmSync(dir, { recursive: true, force: true });
    throw new ClusterStartError(`initdb failed in ${dir}`, { cause });
  }

  // The port is free when we look and taken a moment later by the server; another process may win that
  // race, so try a few ports before giving up.
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const options = [
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' ');
    const start = () => exec('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '30', '-o', options, 'start']);
    try {
      await start();
      let stopped = false;
      let paused = false;
      const stopSync = () => {
        if (stopped) return;
        stopped = true;
        try {
          // A paused server has no process to stop; pg_ctl would fail on it.
          if (!paused) {
            execFileSync(...argv('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']), {
              stdio: 'ignore',
              timeout: 30_000,
            });
          }
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      };
      // A test run that dies without its teardown must not leave a server behind.
      process.once('exit', stopSync);
      return {
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        stop: async () => {
          process.removeListener('exit', stopSync);
          stopSync();
        },
        pause: async (mode = 'fast') => {
          if (stopped || paused) return;
          await exec('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
          paused = true;
        },
        resume: async () => {
          if (stopped || !paused) return;
          try {
            await start();
          } catch (cause) {
            throw new ClusterStartError(`pg_ctl start on port ${port} failed after a pause`, { cause });
          }
          paused = false;
        },
      };
    } catch (error) {
      lastError = error;
    }
  }
  let serverLog = '';
  try {
    serverLog = readFileSync(log, 'utf8').slice(-2000);
  } catch {}
  rmSync(dir, { recursive: true, force: true });
  throw new ClusterStartError(`pg_ctl start failed three times; server log:\n${serverLog}`, {
    cause: lastError,
  });
}
