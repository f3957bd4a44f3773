import { PGlite } from '@electric-sql/pglite';
import { type Dialect, Kysely, type Migration, Migrator, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';

export interface Database<S> {
  db: Kysely<S>;
  engine: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` at each NOTIFY on `channel` (and once more after a lost PostgreSQL connection is made again,
   * since notifications sent meanwhile are gone): a wake-up, never the data. Resolves to the unsubscribe.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a lost LISTEN connection waits before connecting again. */
const LISTEN_RETRY_MS = 1_000;

/** LISTEN on a connection of its own (a pooled one would be handed to other queries), made again when lost. */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      again();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await next.connect();
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };
  const again = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(onNotify, again);
    }, LISTEN_RETRY_MS);
    retry.unref?.();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end();
  };
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it, PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite's folder, or `memory://` for a database that lives as long as the process. @default 'memory://' */
  dataDir?: string;
  /** Connections to a PostgreSQL server. @default 10 */
  poolSize?: number;
  /** Kysely's dialect over the opened PGlite (a service may run its statements its own way). @default `PGliteDialect` */
  pgliteDialect?: (pglite: PGlite) => Dialect;
  /**
   * On PostgreSQL, the name to prepare a statement under, by its SQL; `undefined` runs it unnamed (parsed and
   * planned on every run). Each connection prepares a named statement on its first run. Name only statements whose
   * text is one of a fixed few: a connection keeps every statement it prepared. @default none is prepared
   */
  statementName?: (sql: string) => string | undefined;
}

export interface MigrationOptions {
  /** Every migration, by name, in the order they run. */
  migrations: Record<string, Migration>;
  /**
   * Where the migration history is kept. Each service that shares a PostgreSQL database keeps its own.
   * @default 'kysely_migration'
   */
  historyTable?: string;
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
  readonly code = 'MIGRATION_FAILED';
}

/**
 * Opens the database and brings its schema up to date: migrations run at every start and are idempotent. The
 * same queries run on both engines (Kysely), so a service is written once for PGlite and PostgreSQL.
 */
export async function openDatabase<S>(options: DatabaseOptions & MigrationOptions): Promise<Database<S>> {
  const database = options.databaseUrl
    ? openPostgres<S>(options.databaseUrl, options.poolSize ?? 10, options.statementName)
    : await openPglite<S>(options.dataDir ?? 'memory://', options.pgliteDialect);
  try {
    await migrate(database.db, options);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * How long a query waits for a connection, new or from a busy pool, before it fails: a server that does not
 * answer at all must not hold requests open until the operating system gives up on the socket, minutes later.
 */
export const CONNECTION_TIMEOUT_MS = 10_000;

/**
 * pg's client, sending the statements `statementName` names as named prepared statements: Kysely runs every
 * statement as `query(sql, values)`, which PostgreSQL parses and plans on each run.
 */
function preparingClient(statementName: (sql: string) => string | undefined): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes each one on as given.
    override query(config: any, values?: any, callback?: any): any {
      const name =
        typeof config === 'string' && Array.isArray(values) && callback === undefined
          ? statementName(config)
          : undefined;
      return name ? super.query({ name, text: config, values }) : super.query(config, values, callback);
    }
  };
}

function openPostgres<S>(
  url: string,
  max: number,
  statementName: DatabaseOptions['statementName'],
): Database<S> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    ...(statementName && { Client: preparingClient(statementName) }),
  });
  // A connection the server ends (a restart, a fail-over, pg_terminate_backend) emits 'error'; unheard, Node ends
  // the process. pg's Pool listens to its idle clients only: one checked out (inside a transaction, between two
  // queries) has no listener, so every client gets one. Its query fails with the cause and the pool drops the
  // client when it is released; the next query gets a fresh connection.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = new Kysely<S>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    close: () => db.destroy(),
  };
}

async function openPglite<S>(
  dataDir: string,
  dialect: (pglite: PGlite) => Dialect = (pglite) => new PGliteDialect(pglite),
): Promise<Database<S>> {
  const pglite = await PGlite.create(dataDir);
  const db = new Kysely<S>({ dialect: dialect(pglite) });
  return {
    db,
    engine: 'pglite',
    listen: async (channel, onNotify) => {
      const unsubscribe = await pglite.listen(channel, () => onNotify());
      return async () => {
        if (!pglite.closed) await unsubscribe();
      };
    },
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function migrate<S>(db: Kysely<S>, options: MigrationOptions): Promise<void> {
  const historyTable = options.historyTable ?? 'kysely_migration';
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => options.migrations },
    migrationTableName: historyTable,
    migrationLockTableName: `${historyTable}_lock`,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new MigrationError(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
