import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { haproxyConfig } from './haproxy-config';

/** An instance migrates, seeds an empty database (minutes at 1,000,000 listings) and loads its index first. */
const READY_TIMEOUT_MS = 30 * 60_000;

export class ClusterError extends Error {
  readonly code = 'CLUSTER_START_FAILED';
  constructor(message: string) {
    super(message);
    this.name = 'ClusterError';
  }
}

export interface ApiClusterOptions {
  /** Every instance's database: one PostgreSQL. */
  databaseUrl: string;
  /** How many API instances. @default 2 */
  instances?: number;
  /** Where the balancer and the instances listen. @default '127.0.0.1' */
  host?: string;
  /** The balancer's port. @default a free one */
  port?: number;
  /** The instances' ports, in order. @default free ones */
  instancePorts?: readonly number[];
  /** haproxy's statistics page (`/stats`) on this port. @default none */
  statsPort?: number;
  /** More environment for every instance, over this process's. */
  env?: Record<string, string>;
  /** What starts one instance (PORT, HOST, INSTANCE_ID and DATABASE_URL are set). @default node dist/main.js */
  apiCommand?: readonly [string, ...string[]];
  /** haproxy's binary. @default HAPROXY_BIN, else `haproxy` on PATH, else /usr/sbin/haproxy */
  haproxyBin?: string;
  /** Each line a service prints, with its name (`api1`, `haproxy`). @default dropped */
  onOutput?: (service: string, line: string) => void;
  /** How long each instance may take to be ready. @default 30 minutes */
  readyTimeoutMs?: number;
}

export interface ClusterInstance {
  /** Its INSTANCE_ID, and the `x-instance` header of its replies: `api1`, `api2`, ... */
  name: string;
  url: string;
  port: number;
  pid: number;
}

export interface ApiCluster {
  /** The balancer: what the brand apps' PUBLIC_API_URL names. */
  url: string;
  instances: readonly ClusterInstance[];
  /** The haproxy configuration it made. */
  configPath: string;
  /** Everything a service printed so far (for failure messages). */
  output(service: string): string;
  /** Stops haproxy and every instance, and removes the configuration's folder. */
  stop(): Promise<void>;
}

interface Service {
  name: string;
  child: ChildProcess;
  output: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
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

/** This app's folder, from src/cluster (tests, tsx) or from dist (the built command). */
function apiDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

function haproxyBinary(): string {
  if (process.env.HAPROXY_BIN) return process.env.HAPROXY_BIN;
  const onPath = (process.env.PATH ?? '').split(':').find((dir) => dir && existsSync(join(dir, 'haproxy')));
  return onPath ? join(onPath, 'haproxy') : '/usr/sbin/haproxy';
}

function startService(
  name: string,
  command: readonly [string, ...string[]],
  env: NodeJS.ProcessEnv,
  onOutput: ApiClusterOptions['onOutput'],
): Service {
  const [file, ...args] = command;
  // Its own process group, so stopping it stops what it started too (pnpm → node).
  const child = spawn(file, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const service: Service = { name, child, output: '', stop: async () => undefined };
  const relay = (chunk: Buffer) => {
    const text = chunk.toString();
    service.output = (service.output + text).slice(-20_000);
    for (const line of text.split('\n')) if (line.length > 0) onOutput?.(name, line);
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  child.on('error', (error) => relay(Buffer.from(`${error.message}\n`)));
  const running = () => child.exitCode === null && child.signalCode === null && child.pid !== undefined;
  service.stop = () => {
    if (!running()) return Promise.resolve();
    const group = -(child.pid as number);
    return new Promise<void>((done) => {
      const kill = setTimeout(() => {
        try {
          if (running()) process.kill(group, 'SIGKILL');
        } catch {
          // gone already
        }
      }, 5000).unref();
      child.once('exit', () => {
        clearTimeout(kill);
        done();
      });
      try {
        process.kill(group, 'SIGTERM');
      } catch {
        done();
      }
    });
  };
  return service;
}

/** Polls `url` until it answers 200; throws if the service exits or the time runs out. */
async function untilOk(url: string, service: Service, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null || service.child.signalCode !== null)
      throw new ClusterError(`${service.name} exited (${service.child.exitCode}):\n${service.output}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new ClusterError(`${service.name} did not answer 200 on ${url} in time:\n${service.output}`);
}

/**
 * Starts API instances on one PostgreSQL behind haproxy, as an operator runs them: the first instance alone
 * (it migrates the database and seeds it when empty, so two instances never race to), then the others, then
 * haproxy over them with the readiness check (`/health/ready`) as its health check. Resolves once the balancer
 * has sent a readiness check to every instance, each answering 200 (its search index loaded).
 */
export async function startApiCluster(options: ApiClusterOptions): Promise<ApiCluster> {
  const count = options.instances ?? 2;
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new RangeError('instances must be 1 to 64');
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort());
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(options.instancePorts?.[i] ?? (await freePort()));
  const timeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const command = options.apiCommand ?? [process.execPath, join(apiDir(), 'dist', 'main.js')];
  const configDir = mkdtempSync(join(tmpdir(), 'forecourt-cluster-'));
  const configPath = join(configDir, 'haproxy.cfg');
  const services: Service[] = [];
  const stop = async () => {
    // The balancer first: no request reaches an instance that is stopping.
    const [balancer, ...instances] = [...services].reverse();
    await balancer?.stop();
    await Promise.all(instances.map((service) => service.stop()));
    rmSync(configDir, { recursive: true, force: true });
  };
  const instances: ClusterInstance[] = ports.map((instancePort, i) => ({
    name: `api${i + 1}`,
    url: `http://${host}:${instancePort}`,
    port: instancePort,
    pid: 0,
  }));
  const startInstance = (instance: ClusterInstance, i: number) => {
    const service = startService(
      instance.name,
      command,
      {
        ...process.env,
        // One alert worker for the cluster: every instance running one would deliver each alert once per instance.
        ...(i > 0 ? { ALERTS_INTERVAL_SECONDS: '0' } : {}),
        // The unsubscribe link and photos in alerts: the balancer, as shoppers reach the API, not one instance's port.
        PUBLIC_API_URL: `http://${host}:${port}`,
        ...options.env,
        DATABASE_URL: options.databaseUrl,
        HOST: host,
        PORT: String(instance.port),
        INSTANCE_ID: instance.name,
      },
      options.onOutput,
    );
    instance.pid = service.child.pid ?? 0;
    services.push(service);
    return service;
  };
  try {
    const [first, ...others] = instances;
    if (!first) throw new RangeError('no instance');
    const firstService = startInstance(first, 0);
    await untilOk(`${first.url}/health`, firstService, timeoutMs);
    const started = others.map((instance, i) => [instance, startInstance(instance, i + 1)] as const);
    await Promise.all(
      [[first, firstService] as const, ...started].map(([instance, service]) =>
        untilOk(`${instance.url}/health/ready`, service, timeoutMs),
      ),
    );
    writeFileSync(
      configPath,
      haproxyConfig({
        bind: { host, port },
        servers: instances.map((instance) => ({ name: instance.name, host, port: instance.port })),
        ...(options.statsPort === undefined ? {} : { statsPort: options.statsPort }),
      }),
    );
    const balancer = startService(
      'haproxy',
      [options.haproxyBin ?? haproxyBinary(), '-f', configPath, '-db'],
      process.env,
      options.onOutput,
    );
    services.push(balancer);
    const url = `http://${host}:${port}`;
    await untilBalanced(url, instances, balancer, timeoutMs);
    return {
      url,
      instances,
      configPath,
      output: (name) => services.find((service) => service.name === name)?.output ?? '',
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Until readiness checks through the balancer have been answered by every instance (haproxy marks them up). */
async function untilBalanced(
  url: string,
  instances: readonly ClusterInstance[],
  balancer: Service,
  timeoutMs: number,
): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + Math.min(timeoutMs, 60_000);
  while (Date.now() < deadline) {
    if (balancer.child.exitCode !== null) throw new ClusterError(`haproxy exited:\n${balancer.output}`);
    try {
      const response = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      const name = response.headers.get('x-instance');
      if (response.ok && name) seen.add(name);
      if (instances.every((instance) => seen.has(instance.name))) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new ClusterError(`haproxy did not reach every instance in time:\n${balancer.output}`);
}
