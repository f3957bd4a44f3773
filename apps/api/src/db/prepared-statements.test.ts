import { createTestDatabase, postgresAvailability, type TestDatabase } from '@forecourt/test-postgres';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedStatement, rawStatement, statementName } from './fixed-statement';
import { type Database, openDatabase } from './open-database';
import type { Schema } from './schema';

// Issue 7/11: on PostgreSQL the API's fixed statements (the search's page statement among them) are named prepared
// statements, parsed and planned once a connection; a statement whose SQL changes with its values is not.

const byVersion = rawStatement<{ version: string }>(
  'select version::text as version from listing_version where id = $1',
);
const byConsumer = fixedStatement((db: Kysely<Schema>, args: { consumerId: string }) =>
  db.selectFrom('saved_vehicles').select('listing_id').where('consumer_id', '=', args.consumerId),
);

describe.skipIf(!postgresAvailability().available)('fixed statements on PostgreSQL', () => {
  let server: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    server = await createTestDatabase();
    // One connection, so the session that prepared the statements is the one asked about them.
    database = await openDatabase({ databaseUrl: server.url, poolSize: 1 });
  });
  afterAll(async () => {
    await database?.close();
    await server?.drop();
  });

  const prepared = async () =>
    (
      await sql<{
        name: string;
        statement: string;
      }>`select name, statement from pg_prepared_statements order by name`.execute(database.db)
    ).rows;

  it('prepares each under its name on first run and answers as the unnamed statement does', async () => {
    const first = await byVersion.execute(database.db, [1]);
    const again = await byVersion.execute(database.db, [1]);
    const unnamed = await sql<{
      version: string;
    }>`select version::text as version from listing_version where id = ${1}`.execute(database.db);
    expect(first.rows).toEqual(unnamed.rows);
    expect(again.rows).toEqual(unnamed.rows);
    await byConsumer.execute(database.db, { consumerId: 'nobody' });

    const sqlOf = byConsumer.compile(database.db, { consumerId: 'nobody' }).sql;
    const names = await prepared();
    expect(names).toContainEqual({
      name: statementName('select version::text as version from listing_version where id = $1'),
      statement: 'select version::text as version from listing_version where id = $1',
    });
    expect(names).toContainEqual({ name: statementName(sqlOf), statement: sqlOf });
    // Kysely's own statements (the unnamed one above, the check of prepared statements) are not kept.
    expect(names.every(({ name }) => name.startsWith('forecourt_'))).toBe(true);
    expect(names.some(({ statement }) => statement.includes('pg_prepared_statements'))).toBe(false);
  });

  it('names only the fixed statements', () => {
    expect(statementName('select 1')).toBeUndefined();
    expect(statementName('select version::text as version from listing_version where id = $1')).toMatch(
      /^forecourt_\d+$/,
    );
  });
});
