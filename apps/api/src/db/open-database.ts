import {
  type DatabaseOptions,
  openDatabase as openServiceDatabase,
  type Database as ServiceDatabase,
} from '@forecourt/database';
import { MIGRATIONS } from './migrations/index';
import type { Schema } from './schema';

export { type DatabaseOptions, MigrationError } from '@forecourt/database';

export type Database = ServiceDatabase<Schema>;

/** The API's database, migrated: PGlite by default, PostgreSQL with `databaseUrl`. */
export function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return openServiceDatabase<Schema>({ ...options, migrations: MIGRATIONS });
}
