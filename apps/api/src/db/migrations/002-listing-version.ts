import { type Kysely, sql } from 'kysely';

// A counter every write to `listings` moves (one statement-level trigger: one row update per statement, however
// many rows it writes), so an API instance can tell in one cheap read whether its in-memory search index is
// still current. Frozen once released: a later change is a new file.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listing_version')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into listing_version (id, version) values (1, 0)`.execute(db);
  await sql`
    create function bump_listing_version() returns trigger language plpgsql as $$
    begin
      update listing_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger listings_bump_version
    after insert or update or delete or truncate on listings
    for each statement execute function bump_listing_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists listings_bump_version on listings`.execute(db);
  await sql`drop function if exists bump_listing_version()`.execute(db);
  await db.schema.dropTable('listing_version').ifExists().execute();
}
