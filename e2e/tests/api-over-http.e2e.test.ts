// The API as `npm start` runs it: the built bundle (dist/main.js) as a process, a PGlite folder of its own,
// seeded on first start, answering real HTTP. Unit and integration tests use inject(); this proves the process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '../src/index';

const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-api-e2e-'));
let api: RunningApp;

beforeAll(async () => {
  api = await startApp('api', {
    env: { SEED_LISTINGS: '1500', DATA_DIR: join(dataDir, 'pglite'), LOG_LEVEL: 'warn' },
    timeoutMs: 180_000,
  });
}, 200_000);

afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the API process', () => {
  it('migrated and seeded its empty database at start, with a progress line per tenth', () => {
    expect(api.output()).toContain('Seeded 1,500 listings');
    expect(api.output()).toMatch(/Listings: 1500\/1500/);
  });

  it('searches the seeded inventory over HTTP with facets, and serves a listing found that way by id', async () => {
    const search = await (
      await fetch(`${api.url}/rest/lsc/listing/search?zip=78701&searchRadius=500&numRecords=5`)
    ).json();
    expect(search.listings.length).toBeGreaterThan(0);
    expect(search.totalResultCount).toBeGreaterThanOrEqual(search.listings.length);
    expect(search.facets.makeCode?.length).toBeGreaterThan(0);
    const id = search.listings[0].id;
    const byId = await (await fetch(`${api.url}/rest/lsc/listing?listingId=${id}`)).json();
    expect(byId.listings.map((listing: { id: string }) => listing.id)).toEqual([id]);
  });

  it('answers bad input with a 400 naming the field, and serves its OpenAPI document', async () => {
    const bad = await fetch(`${api.url}/rest/lsc/listing/search?zip=123`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.field).toBe('query.zip');
    const document = await (await fetch(`${api.url}/openapi.json`)).json();
    expect(document.paths['/rest/lsc/listing/search']).toBeDefined();
  });
});
