import { type Kysely, sql } from 'kysely';

// Issue 33: the market price model's verdict per listing (src/data/market-price): the band kept with
// hysteresis, the estimated market price, the gap, the confidence and the nearest comparables' ids, so the
// vehicle page explains a rating without recomputing it. `deal_indicator` and `deal_comparison` stay for
// existing clients. Frozen once released: a later change is a new file.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings add column deal_rating jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings drop column deal_rating`.execute(db);
}
