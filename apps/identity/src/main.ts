// Identity as a process: configuration from the environment, the database migrated, then listening. The server
// itself is buildServer() in server.ts.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ConfigError, type IdentityConfig, readConfig, signInLimitsOf, signUpLimitsOf } from './config';
import { openDatabase } from './db/open-database';
import { buildServer } from './server';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function configOrExit(): IdentityConfig {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
}

const config = configOrExit();
// PGlite creates its own folder but not the ones above it (the default is .data/identity).
if (!config.DATABASE_URL && !config.DATA_DIR.includes('://'))
  await mkdir(dirname(config.DATA_DIR), { recursive: true });
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
say(`Identity database: ${config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`}, migrated.`);

const { app } = await buildServer({
  database,
  issuer: config.ISSUER,
  clients: config.CLIENTS,
  audience: config.API_AUDIENCE,
  resource: config.API_RESOURCE,
  accessTokenTtl: config.ACCESS_TOKEN_TTL,
  trustProxy: config.TRUST_PROXY,
  signUpLimits: signUpLimitsOf(config),
  signInLimits: signInLimitsOf(config),
  operatorEmails: config.OPERATOR_EMAILS,
  logger: { level: config.LOG_LEVEL },
});
const close = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);
await app.listen({ port: config.PORT, host: config.HOST });
say(`Identity (OpenID Connect issuer ${config.ISSUER}) listening on http://${config.HOST}:${config.PORT}`);
if (config.OPERATOR_EMAILS.length > 0) say(`Operators: ${config.OPERATOR_EMAILS.join(', ')}`);
say(`Clients: ${config.CLIENTS.map((client) => `${client.clientId} (${client.origin})`).join(', ')}`);
