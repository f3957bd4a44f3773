import { type Kysely, sql } from 'kysely';

// What the account API keeps beyond migration 003 (spec 000 s3, s7): the owned-vehicle fields the cars-I-own count
// reads (latest zip code, valuation vehicle id), the profile cache (carIds, searchIds), the best-deals opt-in, a
// saved search's display string, and a recent search's whole entry with one entry per heading ("recent-search
// entries are de-duplicated by heading", spec 000 s5).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('owned_vehicles')
    .addColumn('latest_zipcode', 'text')
    .addColumn('kbb_vehicle_id', 'text')
    .execute();
  await db.schema
    .alterTable('consumers')
    .addColumn('profile_cache', 'jsonb')
    .addColumn('best_deals', 'jsonb')
    .execute();
  await db.schema.alterTable('saved_searches').addColumn('search_string', 'text').execute();
  await db.schema.alterTable('recent_searches').addColumn('entry', 'jsonb').execute();
  await db.schema
    .createIndex('recent_searches_consumer_heading')
    .on('recent_searches')
    .columns(['consumer_id', 'heading'])
    .unique()
    .execute();
  // Saved searches of one shopper are compared by their criteria (a second save of the same search is "already
  // existing"); the index keeps that lookup cheap.
  await sql`create index saved_searches_consumer_query on saved_searches (consumer_id, brand)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('saved_searches_consumer_query').ifExists().execute();
  await db.schema.dropIndex('recent_searches_consumer_heading').ifExists().execute();
  await db.schema.alterTable('recent_searches').dropColumn('entry').execute();
  await db.schema.alterTable('saved_searches').dropColumn('search_string').execute();
  await db.schema.alterTable('consumers').dropColumn('profile_cache').dropColumn('best_deals').execute();
  await db.schema
    .alterTable('owned_vehicles')
    .dropColumn('latest_zipcode')
    .dropColumn('kbb_vehicle_id')
    .execute();
}
