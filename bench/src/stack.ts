// The running stack the page and server benchmarks measure: identity, the API (PGlite in a temporary folder,
// seeded at start) and the built brand apps, started as e2e/tests/brands.e2e.test.ts starts them. Built apps
// only: a benchmark of a development server would measure Vite, not what shoppers get.
// @forecourt/e2e is imported as source, and its axe helper types code that runs in the page: it needs the DOM
// library, as e2e's own tsconfig has (bench's tsconfig, from @forecourt/tsconfig/node.json, does not).
/// <reference lib="dom" />
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type RunningApp, startApp } from '@forecourt/e2e';

const WORKSPACE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The brand apps, by folder under apps/ (and OpenID client id). */
export const BRAND_APPS = ['atc', 'kbb', 'ford'] as const;
export type BrandApp = (typeof BRAND_APPS)[number];

/** What builds everything the stack starts; quoted when something is not built. */
export const STACK_BUILD_COMMAND =
  'pnpm turbo run build --filter=@forecourt/atc... --filter=@forecourt/kbb --filter=@forecourt/ford ' +
  '--filter=@forecourt/api --filter=@forecourt/identity';

/**
 * Each app's built entry: checked before anything starts, so a missing build fails in a second, and run with
 * `node` as its `start` script does, without a pnpm process in between on a machine being measured.
 */
const BUILT_ENTRY: Record<'api' | 'identity' | BrandApp, string> = {
  api: 'dist/main.js',
  identity: 'dist/main.js',
  atc: 'dist/server/server.js',
  kbb: 'dist/server/server.js',
  ford: 'dist/server/server.js',
};

export class StackNotBuiltError extends Error {
  readonly code = 'STACK_NOT_BUILT';
  constructor(readonly missing: readonly string[]) {
    super(`Not built: ${missing.join(', ')}. Build the apps first:\n  ${STACK_BUILD_COMMAND}`);
    this.name = 'StackNotBuiltError';
  }
}

export class BrandNotStartedError extends Error {
  readonly code = 'BRAND_NOT_STARTED';
  constructor(readonly brand: string) {
    super(`brand ${brand} was not started: pass it in startStack({ brands })`);
    this.name = 'BrandNotStartedError';
  }
}

export interface StackOptions {
  /** Brand apps to start. @default all of BRAND_APPS */
  brands?: readonly BrandApp[];
  /**
   * Listings the API seeds into its empty database at start (its `SEED_LISTINGS`).
   * @default 50000, the API's own default: "the default seed" of issue 11
   */
  listings?: number;
  /** The seed number (`SEED`): the same number gives the same inventory. @default 1 */
  seed?: number;
  /** `LOG_LEVEL` of every process; anything chattier fills the bench's memory with request logs. @default 'warn' */
  logLevel?: string;
  /** Extra environment for the API. @default none */
  apiEnv?: Record<string, string>;
  /** Extra environment for every brand app. @default none */
  brandEnv?: Record<string, string>;
  /** How long the API may take to open and seed its database before answering. @default 300000 */
  apiTimeoutMs?: number;
  /**
   * Stop the stack when the bench gets SIGINT or SIGTERM: the apps run in their own process groups and would
   * outlive an interrupted bench otherwise.
   * @default true
   */
  stopOnSignal?: boolean;
}

export interface Stack {
  identity: RunningApp;
  api: RunningApp;
  /** The brand apps started, by name. */
  brands: ReadonlyMap<BrandApp, RunningApp>;
  /**
   * The apps whose build output was replaced since they started (another `turbo run build` on the machine): the
   * processes still run the old server code while browsers get the new client files, so figures measured across
   * such a rebuild mix two builds. Empty when nothing changed.
   */
  rebuilt(): string[];
  /** The running brand app `name`; throws BrandNotStartedError if it was not started. */
  brand(name: BrandApp): RunningApp;
  /** Stops every process and removes the data folder. Safe to call twice. */
  stop(): Promise<void>;
}

/** When `app`'s built entry was written (0 when it is missing); a build rewrites it. */
function builtTime(app: keyof typeof BUILT_ENTRY): number {
  const file = join(WORKSPACE_ROOT, 'apps', app, BUILT_ENTRY[app]);
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** Throws StackNotBuiltError naming every app of the stack whose build output is missing. */
export function assertStackBuilt(brands: readonly BrandApp[] = BRAND_APPS): void {
  const missing = (['identity', 'api', ...brands] as const).filter(
    (app) => !existsSync(join(WORKSPACE_ROOT, 'apps', app, BUILT_ENTRY[app])),
  );
  if (missing.length > 0) throw new StackNotBuiltError(missing.map((app) => `apps/${app}`));
}

/**
 * Starts identity, the seeded API and the brand apps on free ports, each in its own process, and resolves once
 * every one answers. The API's PGlite lives in a temporary folder removed by `stop()`.
 *
 * @example
 * const stack = await startStack({ brands: ['atc'], listings: 1500 });
 * try {
 *   await fetch(`${stack.brand('atc').url}/cars-for-sale/used-cars`);
 * } finally {
 *   await stack.stop();
 * }
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const brands = options.brands ?? BRAND_APPS;
  assertStackBuilt(brands);
  const logLevel = options.logLevel ?? 'warn';
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-stack-'));
  const started: RunningApp[] = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await Promise.allSettled(started.map((app) => app.stop()));
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  if (options.stopOnSignal ?? true) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }

  try {
    // Identity must know each brand's origin (its redirect URIs) before the brand starts: fix the ports first.
    const ports = new Map(await Promise.all(brands.map(async (name) => [name, await freePort()] as const)));
    const identity = await startApp('identity', {
      command: [process.execPath, BUILT_ENTRY.identity],
      env: {
        DATA_DIR: join(dataDir, 'identity'),
        CLIENTS: JSON.stringify(
          brands.map((name) => ({ clientId: name, origin: `http://localhost:${ports.get(name)}` })),
        ),
        LOG_LEVEL: logLevel,
      },
      timeoutMs: 60_000,
    });
    started.push(identity);
    const api = await startApp('api', {
      command: [process.execPath, BUILT_ENTRY.api],
      env: {
        DATA_DIR: join(dataDir, 'api'),
        SEED_LISTINGS: String(options.listings ?? 50_000),
        SEED: String(options.seed ?? 1),
        LOG_LEVEL: logLevel,
        OIDC_ISSUERS: JSON.stringify([
          { issuer: identity.url, audience: 'forecourt-api', jwksUri: `${identity.url}/jwks` },
        ]),
        ...options.apiEnv,
      },
      timeoutMs: options.apiTimeoutMs ?? 300_000,
    });
    started.push(api);
    const apps = ['identity', 'api', ...brands] as const;
    const builtAt = new Map(apps.map((app) => [app, builtTime(app)]));
    const running = new Map<BrandApp, RunningApp>();
    for (const name of brands) {
      const app = await startApp(name, {
        command: [process.execPath, BUILT_ENTRY[name]],
        port: ports.get(name) as number,
        env: { API_URL: api.url, OIDC_ISSUER: identity.url, LOG_LEVEL: logLevel, ...options.brandEnv },
      });
      started.push(app);
      running.set(name, app);
    }
    return {
      identity,
      api,
      brands: running,
      rebuilt: () => apps.filter((app) => builtTime(app) !== builtAt.get(app)).map((app) => `apps/${app}`),
      brand(name) {
        const app = running.get(name);
        if (!app) throw new BrandNotStartedError(name);
        return app;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
