import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { PostgresAvailability } from './acquire-postgres';
import './provided-context';

export interface TestDatabase {
  /** Connection string of a database that exists only for this test. */
  url: string;
  /** Drops the database (closing any session still in it). */
  drop(): Promise<void>;
}

/** What the package's global setup found: use it with `describe.skipIf(!postgres.available)`. */
export function postgresAvailability(): PostgresAvailability {
  return inject('forecourtPostgres');
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a fresh, empty database on the run's server so that tests never see each other's rows. On a
 * `DATABASE_URL` server the role needs the CREATEDB privilege.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const availability = postgresAvailability();
  if (!availability.available) throw new Error(`no PostgreSQL server for this run: ${availability.reason}`);
  const name = `forecourt_test_${randomBytes(6).toString('hex')}`;
  await onServer(availability.url, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(availability.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await onServer(availability.url, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
