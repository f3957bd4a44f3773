import {
  type DatabaseOptions,
  openDatabase as openServiceDatabase,
  type Database as ServiceDatabase,
} from '@forecourt/database';
import { statementName } from './fixed-statement';
import { MIGRATIONS } from './migrations/index';
import { PreparedPGliteDialect } from './prepared-pglite-dialect';
import type { Schema } from './schema';

export { type DatabaseOptions, MigrationError } from '@forecourt/database';

export type Database = ServiceDatabase<Schema>;

/**
 * The API's database, migrated: PGlite by default, PostgreSQL with `databaseUrl`. On PGlite its statements are
 * prepared (`PreparedPGliteDialect`; issue 11: each statement cost the API's one thread its parsing and planning); on
 * PostgreSQL its fixed statements are (`fixedStatement`, `rawStatement`: parsing and planning the search's page
 * statement was a quarter of PostgreSQL's CPU a search at 1,000,000 listings).
 */
export function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return openServiceDatabase<Schema>({
    pgliteDialect: (pglite) => new PreparedPGliteDialect(pglite),
    statementName,
    ...options,
    migrations: MIGRATIONS,
  });
}
