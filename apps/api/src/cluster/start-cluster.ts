// `npm run start:cluster`: API instances on one PostgreSQL behind haproxy, as an operator runs them
// (docs/operators/cluster.md). DATABASE_URL names the PostgreSQL; without it a throwaway cluster is started (its
// data is deleted at exit). Ctrl-C stops everything.
import { parseArgs } from 'node:util';
import { findPostgresBin } from '@forecourt/test-postgres/find-postgres-bin';
import { startCluster } from '@forecourt/test-postgres/start-cluster';
import { startApiCluster } from './start-api-cluster';

const USAGE = `usage: start-cluster [--instances N] [--port P] [--instance-port Q] [--stats-port S]
  --instances N      API instances (default 2, or API_INSTANCES)
  --port P           the load balancer's port (default 4000, or LB_PORT)
  --instance-port Q  the first instance's port; the others follow (default P + 1)
  --stats-port S     haproxy's statistics page at http://127.0.0.1:S/stats (default none)
DATABASE_URL: the PostgreSQL every instance uses (default: a throwaway cluster, deleted at exit).
Every other variable goes to each instance as the API reads it (SEED_LISTINGS, LOG_LEVEL, OIDC_ISSUERS, ...).`;

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function portOf(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) {
    process.stderr.write(`${name} must be a port (1 to 65535), not ${JSON.stringify(text)}\n${USAGE}\n`);
    process.exit(2);
  }
  return value;
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      instances: { type: 'string' },
      port: { type: 'string' },
      'instance-port': { type: 'string' },
      'stats-port': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
  process.exit(2);
}
if (parsed.values.help) {
  say(USAGE);
  process.exit(0);
}
const instances = Number(parsed.values.instances ?? process.env.API_INSTANCES ?? '2');
if (!Number.isInteger(instances) || instances < 1 || instances > 64) {
  process.stderr.write(`--instances must be 1 to 64, not ${JSON.stringify(parsed.values.instances)}\n`);
  process.exit(2);
}
const port = portOf('--port', parsed.values.port ?? process.env.LB_PORT, 4000);
const first = portOf('--instance-port', parsed.values['instance-port'], port + 1);
const statsPort = parsed.values['stats-port'];

let databaseUrl = process.env.DATABASE_URL;
let stopPostgres: (() => Promise<void>) | undefined;
if (!databaseUrl) {
  const bin = findPostgresBin();
  if (!bin) {
    process.stderr.write(
      'No DATABASE_URL and no PostgreSQL server binaries (PG_BIN, PATH, /usr/lib/postgresql).\n',
    );
    process.exit(2);
  }
  const postgres = await startCluster(bin);
  databaseUrl = postgres.url;
  stopPostgres = postgres.stop;
  say(`PostgreSQL: a throwaway cluster at ${postgres.url} (deleted at exit; set DATABASE_URL to keep data).`);
}

const width = `api${instances}`.length;
const cluster = await startApiCluster({
  databaseUrl,
  instances,
  port,
  instancePorts: Array.from({ length: instances }, (_, i) => first + i),
  ...(statsPort === undefined ? {} : { statsPort: portOf('--stats-port', statsPort, 0) }),
  onOutput: (service, line) => say(`[${service.padEnd(Math.max(width, 7))}] ${line}`),
}).catch(async (error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  await stopPostgres?.();
  process.exit(1);
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  await stopPostgres?.();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
say('\nThe API cluster is running:');
for (const instance of cluster.instances)
  say(`  ${instance.name.padEnd(10)} ${instance.url} (pid ${instance.pid})`);
say(`  haproxy    ${cluster.url} (round robin; checks /health/ready each second)`);
if (statsPort !== undefined) say(`  statistics http://127.0.0.1:${statsPort}/stats`);
say(`\nPoint the brand apps at it: API_URL=${cluster.url} (Ctrl-C stops everything)\n`);
