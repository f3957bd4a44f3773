import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, findPostgresBin, postgresAvailability, startCluster } from './index';

const bin = findPostgresBin();
// A server named by DATABASE_URL cannot be paused: without binaries of its own the test is skipped, except
// under CI=true, where it must run.
const runs = postgresAvailability().available && (bin !== undefined || process.env.CI === 'true');

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!runs)('a cluster paused and resumed', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    if (!bin) throw new Error('pausing a cluster needs initdb and pg_ctl (PG_BIN)');
    cluster = await startCluster(bin, { shared_buffers: '24MB' });
    await query(cluster.url, 'CREATE TABLE kept (id int PRIMARY KEY)');
    await query(cluster.url, 'INSERT INTO kept VALUES (1), (2)');
  }, 60_000);
  afterAll(() => cluster?.stop());

  it('runs with the server settings it was started with', async () => {
    expect(await query(cluster.url, 'SHOW shared_buffers')).toEqual([{ shared_buffers: '24MB' }]);
  });

  it('ends open sessions with 57P01 and refuses new connections while paused', async () => {
    const open = new pg.Client({ connectionString: cluster.url });
    const ended = new Promise<unknown>((resolve) => open.on('error', resolve));
    await open.connect();
    await cluster.pause();
    expect(await ended).toMatchObject({ code: '57P01' });
    await expect(query(cluster.url, 'SELECT 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('comes back on the same URL with the same data, and stops for good after', async () => {
    await cluster.resume();
    expect(await query<{ id: number }>(cluster.url, 'SELECT id FROM kept ORDER BY id')).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
    await cluster.pause('immediate');
    await cluster.stop();
    await expect(query(cluster.url, 'SELECT 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
