import { createReadStream } from 'node:fs';
import { access, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import type { FeedImport } from '@forecourt/contracts';
import { alertWorkerFromConfig } from '../alerts/index';
import { type ApiConfig, ConfigError, readConfig } from '../config';
import { type Database, openDatabase } from '../db/open-database';
import { operatorToken, UploadError, uploadFeed } from '../feed-imports/upload-feed';
import { progress } from '../progress';
import { DataError } from './data-error';
import { FEED_PRESETS, FeedFormatError, type FeedMapping, parseFeedMapping } from './import/feed-format';
import { checkFeedHeader, type ImportReport, importDealerFeed } from './import/import-dealer-feed';
import { clearInventory, isEmpty, seedDatabase } from './seed-database';

/** What the CLI talks to, injected so tests can run it without a terminal. */
export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: { write(text: string): unknown };
  /** Errors and the progress bar (drawn only when this is a terminal). */
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  /** @default () => new Date() */
  now?: () => Date;
  /** How `upload` reaches the API and identity. @default the global fetch */
  fetch?: typeof fetch;
  /** How often `upload` reads the import's progress, ms. @default UPLOAD_POLL_MS */
  pollMs?: number;
}

/** Exit codes: 0 done, 1 the work failed, 2 the command line or the environment is wrong. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export const USAGE = `Usage: forecourt <command> [options]

Commands:
  seed [--listings N] [--seed S] [--now ISO] [--force]
                       Fill an empty database with the generated inventory (default SEED_LISTINGS, SEED).
                       --force clears listings and owners first.
  import FILE.csv [--mapping PRESET|MAPPING.json] [--json]
                       Import a dealer inventory feed (cars.com-style CSV, or another layout through
                       --mapping: a preset, cars.com or generic, or a JSON column mapping); prints imported,
                       updated, rejected and replaced rows. --json prints the whole report as JSON.
  upload FILE.csv [--mapping PRESET|MAPPING.json] [--api URL] [--identity URL] [--email ADDRESS] [--json]
                       Send a dealer feed to the running API (POST /operator-api/feed-imports) as an operator,
                       show its progress and print the same report as import. Signs in with --email (or
                       FORECOURT_EMAIL) and FORECOURT_PASSWORD at the identity service, or uses FORECOURT_TOKEN.
  migrate              Bring the database schema up to date.
  alerts               Run one pass of the alert worker: evaluate saved searches and vehicles, write and
                       send the alerts (SMTP_URL, else the local mailbox), then exit.
  help                 Show this text.

Environment: DATABASE_URL (PostgreSQL; unset: PGlite in DATA_DIR), DATA_DIR, SEED_LISTINGS, SEED;
alerts: SMTP_URL, ALERTS_FROM, PUBLIC_SITE_URL, PUBLIC_API_URL;
upload: FORECOURT_API_URL (http://localhost:4000), FORECOURT_IDENTITY_URL (http://localhost:4100),
FORECOURT_EMAIL, FORECOURT_PASSWORD, FORECOURT_TOKEN.
`;

class UsageError extends Error {}

/** The file to import cannot be read. */
class FileError extends Error {}

function wholeNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`--${name} must be a whole number, not "${value}"`);
  return Number(value);
}

async function withDatabase<T>(config: ApiConfig, work: (database: Database) => Promise<T>): Promise<T> {
  // PGlite creates its folder but not the folders above it (the default is .data/pglite).
  if (!config.DATABASE_URL && !config.DATA_DIR.includes('://')) {
    await mkdir(dirname(config.DATA_DIR), { recursive: true });
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

function where(config: ApiConfig): string {
  return config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
}

async function seed(args: string[], config: ApiConfig, io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      listings: { type: 'string' },
      seed: { type: 'string' },
      now: { type: 'string' },
      force: { type: 'boolean' },
    },
    strict: true,
  });
  const listings = wholeNumber(values.listings, 'listings', config.SEED_LISTINGS);
  if (listings < 0) throw new UsageError('--listings must be 0 or more');
  const seedNumber = wholeNumber(values.seed, 'seed', config.SEED);
  const now = values.now ? new Date(values.now) : (io.now ?? (() => new Date()))();
  if (Number.isNaN(now.getTime())) throw new UsageError(`--now must be an ISO date, not "${values.now}"`);
  return withDatabase(config, async ({ db }) => {
    if (!(await isEmpty(db))) {
      if (!values.force) {
        io.stderr.write(
          `The database (${where(config)}) already has listings or owners. Run with --force to clear them first.\n`,
        );
        return EXIT.failed;
      }
      await clearInventory(db);
      io.stdout.write('Cleared listings, owners and price history.\n');
    }
    const started = Date.now();
    const inserting = progress(io.stderr, 'Listings');
    const deals = progress(io.stderr, 'Deal ratings');
    const result = await seedDatabase(db, {
      seed: seedNumber,
      listings,
      now,
      onProgress: (done, total) => inserting.update(done, total),
      onDealProgress: (done, total) => {
        inserting.stop();
        deals.update(done, total);
      },
    });
    inserting.stop();
    deals.stop();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    io.stdout.write(
      `Seeded ${result.listings} listings, ${result.owners} owners and ${result.priceChanges} prices ` +
        `(seed ${seedNumber}) into ${where(config)} in ${seconds} s; ${result.dealsRefreshed} listings have a deal rating.\n`,
    );
    return EXIT.ok;
  });
}

type PrintedReport = Pick<ImportReport, 'rows' | 'imported' | 'updated' | 'rejected' | 'replaced'>;

function printReport(io: CliIo, file: string, report: PrintedReport): void {
  io.stdout.write(
    `${file}: ${report.rows} rows: ${report.imported} imported, ${report.updated} updated, ${report.rejected.length} rejected.\n`,
  );
  for (const row of report.rejected) {
    const vin = row.vin && !row.reason.includes(row.vin) ? ` (VIN ${row.vin})` : '';
    io.stdout.write(`  line ${row.line}: ${row.code}: ${row.reason}${vin}\n`);
  }
  for (const row of report.replaced) io.stdout.write(`  line ${row.line}: REPLACED: ${row.reason}\n`);
}

/**
 * `--mapping`: a preset name (`generic`) or a JSON file (README "Feed column mappings"), read and checked before
 * anything else. Returns the mapping and its text (what `upload` sends as `X-Feed-Mapping`).
 */
async function readMappingOption(
  value: string | undefined,
): Promise<{ mapping: FeedMapping; text: string } | undefined> {
  if (value === undefined) return undefined;
  const text =
    value in FEED_PRESETS
      ? value
      : await readFile(value, 'utf8').catch((error: Error) => {
          throw new FileError(`Cannot read the mapping ${value}: ${error.message}`);
        });
  return { mapping: parseFeedMapping(text), text: text.trim() };
}

async function importFile(args: string[], config: ApiConfig, io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: 'boolean' }, mapping: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new UsageError('import takes one file: forecourt import FILE.csv');
  // Before opening the database: a mistyped name should fail at once.
  await access(file).catch((error: Error) => {
    throw new FileError(`Cannot read ${file}: ${error.message}`);
  });
  const mapping = (await readMappingOption(values.mapping))?.mapping;
  // The header too, before the database is opened and migrated (a minute under load): a file of another
  // layout fails at once, naming the columns it lacks.
  const input = createReadStream(file);
  try {
    await checkFeedHeader(input, mapping);
  } finally {
    input.destroy();
  }
  return withDatabase(config, async ({ db }) => {
    const report = await importDealerFeed(db, createReadStream(file), {
      now: (io.now ?? (() => new Date()))(),
      ...(mapping ? { mapping } : {}),
    });
    if (values.json)
      io.stdout.write(`${JSON.stringify({ file, ...report, listingIds: undefined }, null, 2)}\n`);
    else printReport(io, file, report);
    return EXIT.ok;
  });
}

/** Where `upload` finds the API and identity by default: where `npm start` runs them. */
export const UPLOAD_DEFAULTS = { api: 'http://localhost:4000', identity: 'http://localhost:4100' } as const;

async function upload(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      api: { type: 'string' },
      identity: { type: 'string' },
      email: { type: 'string' },
      json: { type: 'boolean' },
      mapping: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new UsageError('upload takes one file: forecourt upload FILE.csv');
  const apiUrl = values.api ?? io.env.FORECOURT_API_URL ?? UPLOAD_DEFAULTS.api;
  const identityUrl = values.identity ?? io.env.FORECOURT_IDENTITY_URL ?? UPLOAD_DEFAULTS.identity;
  for (const [name, url] of [
    ['--api', apiUrl],
    ['--identity', identityUrl],
  ] as const) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      throw new UsageError(`${name} must be an http(s) URL, not "${url}"`);
  }
  const email = values.email ?? io.env.FORECOURT_EMAIL;
  const password = io.env.FORECOURT_PASSWORD;
  // The password comes from the environment only: on the command line it would sit in the shell's history.
  if (!io.env.FORECOURT_TOKEN && !(email && password))
    throw new UsageError(
      'upload signs in as an operator: set FORECOURT_EMAIL (or --email) and FORECOURT_PASSWORD, or FORECOURT_TOKEN',
    );
  await access(file).catch((error: Error) => {
    throw new FileError(`Cannot read ${file}: ${error.message}`);
  });
  const mapping = await readMappingOption(values.mapping);
  const token =
    io.env.FORECOURT_TOKEN ??
    (await operatorToken({ identityUrl, email: email ?? '', password: password ?? '', ...fetchOf(io) }));
  const bar = progress(io.stderr, 'Importing');
  const job = await uploadFeed({
    file,
    apiUrl,
    token,
    ...fetchOf(io),
    ...(io.pollMs === undefined ? {} : { pollMs: io.pollMs }),
    // One line: a header value cannot carry the file's newlines.
    ...(mapping ? { mapping: JSON.stringify(mapping.mapping) } : {}),
    onProgress: (current: FeedImport) => bar.update(current.bytesRead, current.bytesTotal),
  });
  bar.stop();
  if (job.status === 'failed') {
    io.stderr.write(`${file}: the import failed: ${job.error?.message ?? 'no reason given'}\n`);
    return EXIT.failed;
  }
  if (values.json) io.stdout.write(`${JSON.stringify({ file, ...job }, null, 2)}\n`);
  else printReport(io, file, job);
  return EXIT.ok;
}

const fetchOf = (io: CliIo) => (io.fetch ? { fetch: io.fetch } : {});

async function alerts(args: string[], config: ApiConfig, io: CliIo): Promise<number> {
  parseArgs({ args, options: {}, strict: true });
  return withDatabase(config, async ({ db }) => {
    const logger = { info: () => {}, warn: (line: string) => io.stderr.write(`${line}\n`) };
    const report = await alertWorkerFromConfig(config, db, { ...logger, error: logger.warn }).runOnce();
    const via = config.SMTP_URL ? 'SMTP' : 'the local mailbox';
    io.stdout.write(
      `Alerts: ${report.consumers} shoppers checked, ${report.alerts} alerts written (${report.messages} messages); ` +
        `${report.sent} sent through ${via}, ${report.dropped} dropped (opted out), ${report.failed} failed.\n`,
    );
    return report.failed > 0 ? EXIT.failed : EXIT.ok;
  });
}

/** Runs one `forecourt` command and returns its exit code; never throws. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (!command || command === 'help' || command === '--help' || command === '-h') {
      io.stdout.write(USAGE);
      return command ? EXIT.ok : EXIT.usage;
    }
    const config = readConfig(io.env);
    if (command === 'seed') return await seed(args, config, io);
    if (command === 'import') return await importFile(args, config, io);
    if (command === 'alerts') return await alerts(args, config, io);
    if (command === 'upload') return await upload(args, io);
    if (command === 'migrate') {
      await withDatabase(config, async () => undefined);
      io.stdout.write(`The database schema (${where(config)}) is up to date.\n`);
      return EXIT.ok;
    }
    throw new UsageError(`Unknown command "${command}".`);
  } catch (error) {
    return reportError(io, error);
  }
}

function reportError(io: CliIo, error: unknown): number {
  if (
    error instanceof UsageError ||
    (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
  ) {
    io.stderr.write(`${error.message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  if (error instanceof ConfigError) {
    io.stderr.write(`${error.message}\n`);
    return EXIT.usage;
  }
  if (error instanceof FeedFormatError) {
    io.stderr.write(`${error.message}\n`);
    return EXIT.failed;
  }
  if (error instanceof DataError) {
    io.stderr.write(`${error.message}\n`);
    return error.code === 'INVALID_OPTIONS' ? EXIT.usage : EXIT.failed;
  }
  if (error instanceof FileError || error instanceof UploadError) {
    io.stderr.write(`${error.message}\n`);
    return EXIT.failed;
  }
  io.stderr.write(
    `forecourt failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  return EXIT.failed;
}
