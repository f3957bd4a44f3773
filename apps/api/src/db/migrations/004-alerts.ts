import { type Kysely, sql } from 'kysely';

// Alerts (src/alerts/README.md): what each shopper has been told about (so nothing is told twice, whichever
// worker runs), one unsubscribe token per shopper, and the columns a sender needs to claim outbox rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_deliveries')
    .addColumn('consumer_id', 'text', (col) => col.notNull().references('consumers.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (col) => col.notNull())
    // 'new-match', 'price-drop:{price}', 'sold' or 'expired'. No saved-search id: a listing matching two saved
    // searches of one shopper is one delivery.
    .addColumn('reason', 'text', (col) => col.notNull())
    /** What it came from (`search:{id}` or `vehicle:{id}`), for support: not part of the key. */
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('alert_deliveries_key', ['consumer_id', 'listing_id', 'reason'])
    .execute();

  await db.schema
    .createTable('alert_unsubscribe_tokens')
    .addColumn('token', 'text', (col) => col.primaryKey())
    .addColumn('consumer_id', 'text', (col) =>
      col.notNull().unique().references('consumers.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('outbox')
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('claimed_by', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('delivery', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_pending')
    .on('outbox')
    .column('id')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_pending').ifExists().execute();
  for (const column of ['claimed_at', 'claimed_by', 'attempts', 'last_error', 'delivery']) {
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  }
  await db.schema.dropTable('alert_unsubscribe_tokens').ifExists().execute();
  await db.schema.dropTable('alert_deliveries').ifExists().execute();
}
