import cluster, { type Worker } from 'node:cluster';
import { createStorefrontServer, type StorefrontServerOptions } from './create-storefront-server';

/** How long a stop waits for the requests in flight before the process ends anyway. */
const STOP_TIMEOUT_MS = 10_000;

const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** A worker that ended before it listened: the server cannot start (a bad manifest, a port in use). */
export class StorefrontWorkerError extends Error {
  readonly code = 'WORKER_EXITED';
  constructor(message: string) {
    super(message);
    this.name = 'StorefrontWorkerError';
  }
}

/** Calls `stop` once on SIGTERM or SIGINT (however often they come), then ends the process. */
function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
}

/** One server process: listens, and on a stop signal answers the requests in flight, then ends. */
async function serve(options: StorefrontServerOptions): Promise<void> {
  const app = await createStorefrontServer(options);
  await app.listen({ port: options.settings.port, host: options.settings.host });
  stopOnSignals(() => app.close());
}

/**
 * The primary of `workers` server processes sharing the port (node:cluster hands them connections in turn). Each
 * worker runs the brand's server script again, with this session secret, so a cookie one sealed another opens.
 * A worker that dies later is replaced; one that ends before it listened stops the start.
 */
async function servePrimary(options: StorefrontServerOptions, workers: number): Promise<void> {
  const env = { SESSION_SECRET: Buffer.from(options.settings.sessionSecret).toString('base64url') };
  const listening = new Set<Worker>();
  let stopping = false;
  await new Promise<void>((resolve, reject) => {
    const fork = () =>
      cluster.fork(env).once('listening', function onListening(this: Worker) {
        listening.add(this);
        if (listening.size === workers) resolve();
      });
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      if (!listening.delete(worker)) {
        stopping = true;
        for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
        reject(new StorefrontWorkerError(`A storefront worker ended (${signal ?? code}) before it listened`));
        return;
      }
      process.stderr.write(`A storefront worker ended (${signal ?? code}): starting another\n`);
      fork();
    });
    for (let index = 0; index < workers; index++) fork();
  });
  stopOnSignals(async () => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((done) => {
            if (worker.isDead()) return done();
            worker.once('exit', () => done());
            // A worker the same signal reached (a process group's stop) is stopping already; this one is ignored.
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  });
}

/**
 * Starts the server and prints where it is: `settings.workers` processes (one per core by default), or this one
 * process when that is 1. SIGTERM or SIGINT stops it: the requests in flight are answered, then it ends.
 */
export async function startStorefrontServer(options: StorefrontServerOptions): Promise<void> {
  const workers = options.settings.workers ?? 1;
  if (cluster.isWorker) return serve(options);
  if (workers > 1) await servePrimary(options, workers);
  else await serve(options);
  process.stdout.write(`${options.config.siteName} on ${options.settings.origin}\n`);
}
