// The API as a process: configuration from the environment, the database migrated (and seeded when empty), then
// listening. Everything here is the edge; the server itself is buildServer() in server.ts.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { alertWorkerFromConfig } from './alerts/index';
import { type ApiConfig, ConfigError, readConfig, registrationLimitsOf } from './config';
import { hasUnratedListings, isEmpty, refreshDealRatings, seedDatabase } from './data/index';
import { openDatabase } from './db/open-database';
import { progress } from './progress';
import { buildServer } from './server';

/** A line for whoever started the process (the start command prints it under the service's name). */
function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function configOrExit(): ApiConfig {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
}

const config = configOrExit();
// PGlite creates its own folder but not the ones above it (the default is .data/pglite).
if (!config.DATABASE_URL && !config.DATA_DIR.includes('://'))
  await mkdir(dirname(config.DATA_DIR), { recursive: true });
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
say(`Database: ${where}, migrated.`);

if (config.SEED_LISTINGS > 0 && (await isEmpty(database.db))) {
  const started = Date.now();
  const listings = progress(process.stderr, 'Listings');
  const deals = progress(process.stderr, 'Deal ratings');
  const result = await seedDatabase(database.db, {
    seed: config.SEED,
    listings: config.SEED_LISTINGS,
    now: new Date(),
    onProgress: (done, total) => listings.update(done, total),
    onDealProgress: (done, total) => deals.update(done, total),
  });
  listings.stop();
  deals.stop();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  say(
    `Seeded ${result.listings.toLocaleString('en-US')} listings from ${result.owners} sellers in ${seconds} s.`,
  );
}

// Listings a refresh never reached (a database from before the market price model) are rated before serving, so
// no car shows without its deal rating.
if (await hasUnratedListings(database.db)) {
  const deals = progress(process.stderr, 'Deal ratings');
  const rated = await refreshDealRatings(database.db, {
    onProgress: (done, total) => deals.update(done, total),
  });
  deals.stop();
  say(`Rated ${rated.toLocaleString('en-US')} listings with the market price model.`);
}

const app = await buildServer({
  database,
  limits: { quickSaves: config.QUICK_SAVE_LIMIT, savedSearches: config.SAVED_SEARCH_LIMIT },
  issuers: config.OIDC_ISSUERS,
  logger: { level: config.LOG_LEVEL },
  logRequests: config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace',
  trustProxy: config.TRUST_PROXY,
  registrationLimits: registrationLimitsOf(config),
  devMailbox: config.DEV_MAILBOX,
  ...(config.INSTANCE_ID === undefined ? {} : { instance: config.INSTANCE_ID }),
});
// Alerts run in this process unless ALERTS_INTERVAL_SECONDS is 0 (then `forecourt alerts` runs a pass on its own).
const alerts =
  config.ALERTS_INTERVAL_SECONDS > 0 ? alertWorkerFromConfig(config, database.db, app.log) : undefined;
const close = async () => {
  await alerts?.stop();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);
await app.listen({ port: config.PORT, host: config.HOST });
say(`API listening on http://${config.HOST}:${config.PORT} (OpenAPI at /openapi.json)`);
if (alerts) {
  alerts.start();
  const mailbox = config.DEV_MAILBOX
    ? `the local mailbox at http://${config.HOST}:${config.PORT}/alerts/mailbox`
    : 'the local mailbox (DEV_MAILBOX=1 shows it at /alerts/mailbox)';
  const mail = config.SMTP_URL ? 'SMTP' : mailbox;
  say(`Alerts: a pass every ${config.ALERTS_INTERVAL_SECONDS} s, e-mail through ${mail}.`);
}
