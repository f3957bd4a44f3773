import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKSPACE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningApp {
  /** Base URL, e.g. `http://localhost:41234`. */
  url: string;
  port: number;
  /** Its process id (benchmarks read its CPU time from /proc). */
  pid: number;
  /** Everything the app printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

export class AppStartError extends Error {
  readonly code = 'APP_START_FAILED';
  constructor(message: string) {
    super(message);
    this.name = 'AppStartError';
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  // A child ended by a signal has no exit code but a signal code: either means it is gone.
  const running = () => child.exitCode === null && child.signalCode === null;
  if (!running() || child.pid === undefined) return Promise.resolve();
  const group = -(child.pid as number);
  return new Promise((done) => {
    // The app runs in its own process group (pnpm → node): end the whole group, and kill what is left after 5 s.
    const kill = setTimeout(() => {
      try {
        if (running()) process.kill(group, 'SIGKILL');
      } catch {
        // the group is gone already (ESRCH)
      }
    }, 5000).unref();
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    process.kill(group, 'SIGTERM');
  });
}

export interface StartAppOptions {
  /** Extra environment for the app. */
  env?: Record<string, string>;
  /**
   * How long to wait for the first answer.
   * @default 30000
   */
  timeoutMs?: number;
  /** The port to listen on, when another app must know it first (an OpenID client's redirect URI). @default a free one */
  port?: number;
  /** The app's folder, for one outside the workspace (a scaffolded brand). @default `apps/<name>` */
  dir?: string;
  /** What starts it. @default its `start` script through pnpm */
  command?: readonly [string, ...string[]];
}

/**
 * Starts a built app (`apps/<name>`, its `start` script) on a free port and waits until it answers HTTP.
 * The app must have been built: the e2e task depends on `^build`, so turbo builds it first.
 */
export async function startApp(name: string, options: StartAppOptions = {}): Promise<RunningApp> {
  const dir = options.dir ?? join(WORKSPACE_ROOT, 'apps', name);
  if (!existsSync(join(dir, 'dist')))
    throw new AppStartError(`apps/${name} is not built: run pnpm turbo run build`);
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  // The app says where it answers once ready (`forecourt.health` in its package.json, as the start command reads).
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    forecourt?: { health?: string };
  };
  const health = `${url}${manifest.forecourt?.health ?? '/'}`;
  let output = '';
  const [command, ...args] = options.command ?? ['pnpm', 'run', '--silent', 'start'];
  const child = spawn(command, args, {
    cwd: dir,
    env: { ...process.env, ...options.env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const app: RunningApp = {
    url,
    port,
    pid: child.pid ?? 0,
    output: () => output,
    stop: () => stopProcess(child),
  };

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new AppStartError(`apps/${name} exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(health);
      if (response.ok) return app;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await app.stop();
  throw new AppStartError(`apps/${name} did not answer on ${url} in time:\n${output}`);
}
