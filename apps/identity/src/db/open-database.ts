import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { MIGRATIONS } from './migrations';
import type { Schema } from './schema';

export interface Database {
  db: Kysely<Schema>;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it, PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite's folder, or `memory://`. @default 'memory://' */
  dataDir?: string;
  /** Connections to a PostgreSQL server. @default 5 */
  poolSize?: number;
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
  readonly code = 'MIGRATION_FAILED';
}

/** Opens the database and brings identity's tables up to date (migrations run at every start, idempotent). */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 5)
    : await openPglite(options.dataDir ?? 'memory://');
  try {
    await migrate(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server ends is an 'error' event on the pool; unheard, Node would crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

async function openPglite(dataDir: string): Promise<Database> {
  const pglite = await PGlite.create(dataDir);
  const db = new Kysely<Schema>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    engine: 'pglite',
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function migrate(db: Kysely<Schema>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    // Not Kysely's default names: the API keeps its own migration history in the same database.
    migrationTableName: 'identity_kysely_migration',
    migrationLockTableName: 'identity_kysely_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new MigrationError(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
