import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acquirePostgres,
  createTestDatabase,
  findPostgresBin,
  postgresAvailability,
  type TestDatabase,
} from './index';

const postgres = postgresAvailability();

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!postgres.available)('a real PostgreSQL database', () => {
  const created: TestDatabase[] = [];
  afterEach(async () => {
    await Promise.all(created.splice(0).map((db) => db.drop()));
  });

  it('answers SQL: a table written and read back', async () => {
    const db = await createTestDatabase();
    created.push(db);
    await query(db.url, 'CREATE TABLE dealer (id int PRIMARY KEY, zip char(5) NOT NULL)');
    await query(db.url, "INSERT INTO dealer VALUES (10001, '78701'), (10002, '10001')");
    const rows = await query<{ zip: string }>(db.url, 'SELECT zip FROM dealer ORDER BY id');
    expect(rows.map((row) => row.zip)).toEqual(['78701', '10001']);
    const [version] = await query<{ server_version: string }>(db.url, 'SHOW server_version');
    expect(version?.server_version).toMatch(/^\d+\.\d+/);
  });

  it('gives each caller its own database, so tests never see each other rows', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    created.push(first, second);
    expect(first.url).not.toBe(second.url);
    await query(first.url, 'CREATE TABLE only_here (id int)');
    const tables = await query(second.url, "SELECT 1 FROM pg_tables WHERE tablename = 'only_here'");
    expect(tables).toHaveLength(0);
  });

  it('drops the database it created', async () => {
    const db = await createTestDatabase();
    await db.drop();
    await expect(query(db.url, 'SELECT 1')).rejects.toThrow(/does not exist/);
  });
});

describe('acquirePostgres', () => {
  it('uses the server DATABASE_URL names and leaves it running on release', async () => {
    const url = 'postgres://someone@db.internal:5432/forecourt';
    const { availability, release } = await acquirePostgres({ DATABASE_URL: url });
    expect(availability).toEqual({ available: true, source: 'DATABASE_URL', url });
    await expect(release()).resolves.toBeUndefined();
  });

  it('says why when there is neither DATABASE_URL nor server binaries', async () => {
    const { availability } = await acquirePostgres({ PATH: '', PG_BIN: '/nonexistent' });
    expect(availability.available).toBe(false);
    expect(availability.available === false && availability.reason).toMatch(
      /DATABASE_URL is not set and no PostgreSQL server binaries/,
    );
  });
});

describe('findPostgresBin', () => {
  it('takes PG_BIN only when it holds initdb, pg_ctl and postgres', () => {
    expect(findPostgresBin({ PG_BIN: '/nonexistent', PATH: '' })).toBeUndefined();
    expect(findPostgresBin({ PG_BIN: '/usr/bin', PATH: '' })).toBeUndefined();
  });
});
