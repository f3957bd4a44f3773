// The processes the server-load benchmark measures: identity (for real access tokens), the seeded API and the
// built main-brand app, each in its own process as `npm start` runs them. bench/src/stack.ts did not exist when
// this benchmark was written; what this needs beyond it is an API started under `node --cpu-prof` and a second
// brand app pointed at another API URL (the call recorder), so the two can merge once stack.ts settles.
// @forecourt/e2e is imported as source and its axe helper types code that runs in the page: it needs the DOM lib.
/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, type RunningApp, startApp } from '@forecourt/e2e';

export interface ServerLoadStackOptions {
  /** Listings the API seeds into its empty database (`SEED_LISTINGS`). */
  listings: number;
  /**
   * Run the API (and each brand app started with `profile`) under `node --cpu-prof`, writing the profiles to
   * `api/` (and the brand's folder) here when they stop. @default no profile
   */
  profileDir?: string | undefined;
  /**
   * Seed with `forecourt seed` in a process of its own before the API starts, so the API process never holds
   * the seeding's memory (the soak measures that process's memory over time). @default false: the API seeds
   */
  seedFirst?: boolean;
}

export interface BrandOptions {
  /** @default the port registered at identity (the OpenID client's redirect URI) */
  port?: number;
  /** Profile it into this folder of the stack's `profileDir` (when it has one). @default not profiled */
  profile?: string;
  /** Extra environment, e.g. `NODE_ENV`. @default none */
  env?: Record<string, string>;
}

export interface ServerLoadStack {
  identity: RunningApp;
  api: RunningApp;
  /** The OpenID client the shoppers sign in with: the brand app's id and registered redirect URI. */
  client: { clientId: string; redirectUri: string };
  /** Starts the built main-brand app against `apiUrl`, as its `start` script does plus `options`. */
  startBrand(apiUrl: string, options?: BrandOptions): Promise<RunningApp>;
  stop(): Promise<void>;
}

const LOG_LEVEL = 'warn';
const API_DIR = resolve(import.meta.dirname, '../../apps/api');
/**
 * Every process is started straight under node (not through pnpm) and ends with exit code 0 on SIGTERM: e2e's
 * stopProcess sends SIGKILL to the process group 5 s after SIGTERM when the child's exitCode is still null,
 * which it is for a child a signal ended, and that kill of a group already gone throws ESRCH from a timer in
 * this process. The brand server does so itself (its primary once its workers have ended).
 */

export async function startServerLoadStack(options: ServerLoadStackOptions): Promise<ServerLoadStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-server-load-'));
  const started: RunningApp[] = [];
  // The apps run in their own process groups: an interrupted bench would leave them running.
  const onSignal = (signal: NodeJS.Signals) => {
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  const stop = async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await Promise.all(started.splice(0).map((app) => app.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const profiling = (name: string) =>
    options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(options.profileDir, name)}`] : [];
  try {
    const brandPort = await freePort();
    const client = { clientId: 'atc', redirectUri: `http://localhost:${brandPort}/auth/callback` };
    const identity = await startApp('identity', {
      env: {
        DATA_DIR: join(dataDir, 'identity'),
        CLIENTS: JSON.stringify([{ clientId: client.clientId, origin: `http://localhost:${brandPort}` }]),
        LOG_LEVEL,
        // Every benchmark shopper signs up from this machine: past identity's per-address sign-up limit.
        SIGN_UP_IP_MAX: '100000',
      },
      command: ['node', 'dist/main.js'],
      timeoutMs: 60_000,
    });
    started.push(identity);
    if (options.seedFirst) {
      execFileSync('node', ['dist/cli.js', 'seed', '--listings', String(options.listings)], {
        cwd: API_DIR,
        env: { ...process.env, DATA_DIR: join(dataDir, 'api'), NODE_OPTIONS: '' },
        stdio: 'inherit',
      });
    }
    const api = await startApp('api', {
      env: {
        DATA_DIR: join(dataDir, 'api'),
        SEED_LISTINGS: String(options.listings),
        LOG_LEVEL,
        // The alert worker's pass every 300 s would land in one sample and not the other.
        ALERTS_INTERVAL_SECONDS: '0',
        OIDC_ISSUERS: JSON.stringify([
          { issuer: identity.url, audience: 'forecourt-api', jwksUri: `${identity.url}/jwks` },
        ]),
      },
      // Under node itself, so --cpu-prof profiles the API and nothing else.
      command: ['node', ...profiling('api'), 'dist/main.js'],
      timeoutMs: 600_000,
    });
    started.push(api);
    const startBrand = async (apiUrl: string, brand: BrandOptions = {}) => {
      const app = await startApp('atc', {
        port: brand.port ?? brandPort,
        env: { API_URL: apiUrl, OIDC_ISSUER: identity.url, LOG_LEVEL, ...brand.env },
        command: ['node', ...(brand.profile ? profiling(brand.profile) : []), 'dist/server/server.js'],
      });
      started.push(app);
      return {
        ...app,
        stop: async () => {
          const index = started.indexOf(app);
          if (index >= 0) started.splice(index, 1);
          await app.stop();
        },
      };
    };
    return { identity, api, client, startBrand, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
