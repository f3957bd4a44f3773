import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type RunningApp, startApp } from './start-app';

/** The identity service creates its signing keys and database on first start. */
const IDENTITY_TIMEOUT_MS = 60_000;
/** The API migrates and seeds its empty database on first start: thousands of listings on a slow machine. */
const API_TIMEOUT_MS = 180_000;

export interface StartStackOptions<App extends string = 'atc'> {
  /** Names the temporary data folder, `forecourt-<name>-e2e-…` in the system's temp folder. */
  name: string;
  /** How many listings the API seeds its empty database with (`SEED_LISTINGS`). */
  seedListings: number;
  /** How often the API delivers its alerts outbox (`ALERTS_INTERVAL_SECONDS`, 0 for never). @default the API's own */
  alertsIntervalSeconds?: number;
  /**
   * Start the identity service, each brand app registered as its OpenID client (client id = app name), the API
   * trusting its tokens and each brand app signing in through it.
   * @default true
   */
  identity?: boolean;
  /** The brand apps (`apps/<name>`) to start over the API, one after another in this order. @default ['atc'] */
  apps?: readonly App[];
  /** Extra environment per service, over what the stack sets. @default none */
  env?: { identity?: Record<string, string>; api?: Record<string, string>; apps?: Record<string, string> };
}

export interface Stack<App extends string = 'atc', Identity extends RunningApp | undefined = RunningApp> {
  /** The identity service; undefined when started with `identity: false`. */
  readonly identity: Identity;
  /** The API as it runs now: {@link Stack.restartApi} replaces it. */
  readonly api: RunningApp;
  /** The brand apps, by name. */
  readonly apps: Readonly<Record<App, RunningApp>>;
  /** The temporary folder holding each service's data (`identity/`, `api/`); {@link Stack.stop} removes it. */
  readonly dataDir: string;
  /**
   * Starts the API again on the same port over the same data folder and environment (stopping it first if it
   * still runs), so the brand apps find it where they left it: a fault drill's "the API is back".
   */
  restartApi(): Promise<RunningApp>;
  /** Stops every service and removes the data folder. */
  stop(): Promise<void>;
}

/**
 * Starts the services a shopper's journey needs, each a built app as `npm start` runs it over a fresh temporary
 * data folder: the identity service, the API over a seeded PGlite, and the brand apps. Log level `warn` for all.
 * If a service fails to start, those already started are stopped and the folder removed before it throws.
 */
export function startStack<const App extends string = 'atc'>(
  options: StartStackOptions<App> & { identity: false },
): Promise<Stack<App, undefined>>;
export function startStack<const App extends string = 'atc'>(
  options: StartStackOptions<App>,
): Promise<Stack<App, RunningApp>>;
export async function startStack<const App extends string = 'atc'>(
  options: StartStackOptions<App>,
): Promise<Stack<App, RunningApp | undefined>> {
  const names = options.apps ?? (['atc'] as readonly string[] as readonly App[]);
  const dataDir = mkdtempSync(join(tmpdir(), `forecourt-${options.name}-e2e-`));
  const started: RunningApp[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((app) => app.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Identity must know each brand app's origin before the app starts: its port is chosen first.
    const ports = new Map(await Promise.all(names.map(async (name) => [name, await freePort()] as const)));
    let identity: RunningApp | undefined;
    if (options.identity !== false) {
      identity = await startApp('identity', {
        env: {
          DATA_DIR: join(dataDir, 'identity'),
          CLIENTS: JSON.stringify(
            names.map((name) => ({ clientId: name, origin: `http://localhost:${ports.get(name)}` })),
          ),
          LOG_LEVEL: 'warn',
          ...options.env?.identity,
        },
        timeoutMs: IDENTITY_TIMEOUT_MS,
      });
      started.push(identity);
    }
    const issuer = identity?.url;
    // The alert e-mails' links go where the shopper goes, as `npm start` sets them: the first brand's site and the
    // API's port, both chosen here first.
    const apiPort = await freePort();
    const [firstApp] = names;
    const apiEnv: Record<string, string> = {
      DATA_DIR: join(dataDir, 'api'),
      PUBLIC_API_URL: `http://localhost:${apiPort}`,
      ...(firstApp === undefined ? {} : { PUBLIC_SITE_URL: `http://localhost:${ports.get(firstApp)}` }),
      SEED_LISTINGS: String(options.seedListings),
      LOG_LEVEL: 'warn',
      ...(options.alertsIntervalSeconds === undefined
        ? {}
        : { ALERTS_INTERVAL_SECONDS: String(options.alertsIntervalSeconds) }),
      ...(issuer === undefined
        ? {}
        : {
            OIDC_ISSUERS: JSON.stringify([{ issuer, audience: 'forecourt-api', jwksUri: `${issuer}/jwks` }]),
          }),
      ...options.env?.api,
    };
    let api = await startApp('api', { port: apiPort, env: apiEnv, timeoutMs: API_TIMEOUT_MS });
    started.push(api);
    const apps = {} as Record<App, RunningApp>;
    for (const name of names) {
      apps[name] = await startApp(name, {
        port: ports.get(name),
        env: {
          API_URL: api.url,
          ...(issuer === undefined ? {} : { OIDC_ISSUER: issuer }),
          LOG_LEVEL: 'warn',
          ...options.env?.apps,
        },
      });
      started.push(apps[name]);
    }
    return {
      identity,
      get api() {
        return api;
      },
      apps,
      dataDir,
      async restartApi() {
        const { port } = api;
        await api.stop();
        api = await startApp('api', { port, env: apiEnv, timeoutMs: API_TIMEOUT_MS });
        started.push(api);
        return api;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
