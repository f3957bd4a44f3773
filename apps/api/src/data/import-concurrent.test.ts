// Two feeds imported at once into one database (two operators' uploads, or two API instances behind a load
// balancer): every row of both lands, each on an id of its own, with no duplicate-key failure.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, ENGINES, type TestApi } from '../testing/engines';
import { importDealerFeed } from './index';

const SAMPLE = fileURLToPath(
  new URL('../../../../../shared/data/dealer-feed-carscom-2022-sample.csv', import.meta.url),
);
const NOW = new Date('2025-03-15T12:00:00Z');

describe.each(ENGINES)('two feed imports at once on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine);
  });
  afterAll(() => api?.close());

  it('imports both halves of the real sample side by side, every listing and dealer on its own id', async () => {
    expect(existsSync(SAMPLE), `${SAMPLE} (../shared/data) is there`).toBe(true);
    const [header, ...rows] = readFileSync(SAMPLE, 'utf8').trimEnd().split('\n');
    // Alternate rows: both feeds name the same dealers, so each may create an owner the other needs too.
    const halves = [0, 1].map((half) => rows.filter((_, index) => index % 2 === half));
    const before = await api.database.db.selectFrom('listings').select('id').execute();
    const reports = await Promise.all(
      halves.map((half) =>
        importDealerFeed(api.database.db, `${header}\n${half.join('\n')}\n`, { now: NOW, batchSize: 50 }),
      ),
    );
    expect(reports.every((report) => report.imported > 0)).toBe(true);
    const after = await api.database.db.selectFrom('listings').select('id').execute();
    expect(after.length - before.length).toBe((reports[0]?.imported ?? 0) + (reports[1]?.imported ?? 0));
    // One owner per dealer (name and zip), however the two imports interleaved.
    const owners = await api.database.db.selectFrom('owners').select(['name', 'zip']).execute();
    expect(new Set(owners.map(({ name, zip }) => `${name}|${zip}`)).size).toBe(owners.length);
  });
});
