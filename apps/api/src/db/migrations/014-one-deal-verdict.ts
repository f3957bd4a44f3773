import { type Kysely, sql } from 'kysely';

// One deal verdict: the market price model's `deal_rating` (migration 012) gives the spec's badge too, so the
// older comparables rule's columns go. A listing not rated yet is rated when the API starts (main.ts). Frozen
// once released: a later change is a new file.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings drop column deal_indicator, drop column deal_comparison`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings add column deal_indicator text, add column deal_comparison jsonb`.execute(
    db,
  );
}
