import {
  type DatabaseOptions,
  openDatabase as openServiceDatabase,
  type Database as ServiceDatabase,
} from '@forecourt/database';
import { MIGRATIONS } from './migrations';
import type { Schema } from './schema';

export { type DatabaseOptions, MigrationError } from '@forecourt/database';

export type Database = ServiceDatabase<Schema>;

/**
 * Identity's database, migrated. On a PostgreSQL database shared with the API it keeps its own migration history
 * (`identity_kysely_migration`), and every table it owns starts with `identity_`.
 */
export function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return openServiceDatabase<Schema>({
    poolSize: 5,
    ...options,
    migrations: MIGRATIONS,
    historyTable: 'identity_kysely_migration',
  });
}
