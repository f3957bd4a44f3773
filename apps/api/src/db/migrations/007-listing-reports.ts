import { type Kysely, sql } from 'kysely';

// Reports of wrong listings (POST /rest/lsc/listing/:listingId/report, the report modal of spec 001 s2), kept for
// review. The reason is not checked here: the contract's REPORT_REASON_CODES is the gate, so a new reason in the
// modal needs no migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listing_reports')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // A report about a listing goes with the listing.
    .addColumn('listing_id', 'integer', (col) => col.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('comments', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text')
    /** `consumer:{id}` when signed in, else `ip:{client address}`: what the limits count by. */
    .addColumn('sender', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The rate limit reads one sender's newest reports; the repeat check also their listing.
  await db.schema
    .createIndex('listing_reports_sender')
    .on('listing_reports')
    .columns(['sender', 'created_at'])
    .execute();
  await db.schema
    .createIndex('listing_reports_listing')
    .on('listing_reports')
    .columns(['listing_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_reports').ifExists().execute();
}
