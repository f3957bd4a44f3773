import { type Kysely, sql } from 'kysely';

// Web vitals the storefront reports (POST /rest/telemetry/web-vitals): one row per reading, as sent. The summary
// reads them by page type and brand.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_vitals')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('value', 'double precision', (col) => col.notNull().check(sql`value >= 0`))
    .addColumn('rating', 'text', (col) =>
      col.notNull().check(sql`rating in ('good', 'needs-improvement', 'poor')`),
    )
    /** web-vitals' id of the metric instance: with delta, how a dashboard de-duplicates repeated reports. */
    .addColumn('metric_id', 'text', (col) => col.notNull())
    .addColumn('delta', 'double precision', (col) => col.notNull())
    .addColumn('navigation_type', 'text')
    .addColumn('page', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('brand', 'text', (col) => col.notNull())
    // Readings outlive the account that sent them, but not its identity.
    .addColumn('consumer_id', 'text', (col) => col.references('consumers.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('web_vitals_page_brand')
    .on('web_vitals')
    .columns(['page', 'brand', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_vitals').ifExists().execute();
}
