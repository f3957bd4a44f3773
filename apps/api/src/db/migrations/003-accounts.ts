import { type Kysely, sql } from 'kysely';

// Shoppers and what they keep (spec 000 s3, s7): consumers (one per OpenID Connect subject), saved vehicles and
// searches (bookmarks with a version for optimistic concurrency), owned vehicles, recent searches, notifications.
// Every row belongs to one consumer; every query of the account API filters by it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consumers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('phone_verified', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('zip', 'text')
    .addColumn('light', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('opted_out_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('consumers_issuer_subject', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('consumers_email').on('consumers').column('email').execute();

  await db.schema
    .createTable('saved_vehicles')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('consumer_id', 'text', (col) => col.notNull().references('consumers.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (col) => col.notNull())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('title', 'text')
    .addColumn('notes', 'text')
    .addColumn('email_alerts', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('text_alerts', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('mobile_phone', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    /** The price when saved or last alerted: a price drop is measured from it. */
    .addColumn('alerted_price', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('saved_vehicles_consumer_listing', ['consumer_id', 'listing_id'])
    .execute();

  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('consumer_id', 'text', (col) => col.notNull().references('consumers.id').onDelete('cascade'))
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    /** The search in the listing-service dialect (normalised, keys sorted). */
    .addColumn('query', 'jsonb', (col) => col.notNull())
    .addColumn('email_alerts', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('text_alerts', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('mobile_phone', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    /** Listings newer than this are new to the search's alerts. */
    .addColumn('last_alerted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('saved_searches_consumer').on('saved_searches').column('consumer_id').execute();

  await db.schema
    .createTable('owned_vehicles')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('consumer_id', 'text', (col) => col.notNull().references('consumers.id').onDelete('cascade'))
    .addColumn('vin', 'text')
    .addColumn('year', 'integer')
    .addColumn('make_code', 'text')
    .addColumn('model_code', 'text')
    .addColumn('trim_code', 'text')
    .addColumn('mileage', 'integer')
    .addColumn('nickname', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('owned_vehicles_consumer').on('owned_vehicles').column('consumer_id').execute();

  await db.schema
    .createTable('recent_searches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('consumer_id', 'text', (col) => col.notNull().references('consumers.id').onDelete('cascade'))
    .addColumn('heading', 'text', (col) => col.notNull())
    .addColumn('query', 'jsonb', (col) => col.notNull())
    .addColumn('searched_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('recent_searches_consumer')
    .on('recent_searches')
    .columns(['consumer_id', 'searched_at'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('consumer_id', 'text', (col) => col.notNull().references('consumers.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .columns(['consumer_id', 'read_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'notifications',
    'recent_searches',
    'owned_vehicles',
    'saved_searches',
    'saved_vehicles',
    'consumers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
