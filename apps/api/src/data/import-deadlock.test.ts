// Two feed imports at once on PostgreSQL, whose deal refreshes rewrite the same models' rows while the other
// import's batches update them: every write locks its rows in id order, so the two finish (no deadlock, 40P01).
// PGlite has one connection, so nothing there ever runs at once; this is PostgreSQL's alone.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { postgresAvailability } from '@forecourt/test-postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/engines';
import { importDealerFeed } from './index';

const SAMPLE = fileURLToPath(
  new URL('../../../../../shared/data/dealer-feed-carscom-2022-sample.csv', import.meta.url),
);
const NOW = new Date('2025-03-15T12:00:00Z');
const ROUNDS = 8;

describe.skipIf(!postgresAvailability().available)('two feed imports at once on PostgreSQL', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('postgres');
  });
  afterAll(() => api?.close());

  it('both finish, round after round, with every row re-priced and re-rated by one of them', async () => {
    const [header, ...rows] = readFileSync(SAMPLE, 'utf8').trimEnd().split('\n');
    const feed = (part: readonly string[]) => `${header}\n${part.join('\n')}\n`;
    // Alternate rows: both halves hold cars of the same models, so both refreshes rate (nearly) every row.
    const halves = [0, 1].map((half) => feed(rows.filter((_, index) => index % 2 === half)));
    const first = await Promise.all(
      halves.map((half) => importDealerFeed(api.database.db, half, { now: NOW, batchSize: 50 })),
    );
    expect((first[0]?.imported ?? 0) + (first[1]?.imported ?? 0)).toBeGreaterThan(1_000);
    for (let round = 0; round < ROUNDS; round++) {
      // Every listing off its feed price and unrated: both imports' upserts and both refreshes write each row.
      await sql`update listings set price = price + 100 + id % 7, deal_rating = null`.execute(
        api.database.db,
      );
      const reports = await Promise.all(
        halves.map((half) => importDealerFeed(api.database.db, half, { now: NOW, batchSize: 50 })),
      );
      reports.forEach((report, half) => {
        expect(report.imported).toBe(0);
        expect(report.listingIds.sort()).toEqual([...(first[half]?.listingIds ?? [])].sort());
      });
      const unrated = await sql<{ n: number }>`
        select count(*)::int as n from listings where status = 'active' and price > 0 and deal_rating is null`.execute(
        api.database.db,
      );
      expect(unrated.rows[0]?.n).toBe(0);
    }
  });
});
