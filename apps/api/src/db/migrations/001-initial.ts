import { type Kysely, sql } from 'kysely';

// Migrations are frozen once released: a later change is a new file, never an edit here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('owners')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('dealer', 'private')`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('priority', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('zip', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('has_dealer_financing', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('hide_email_form', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('listings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('vin', 'text', (col) => col.notNull())
    .addColumn('listing_type', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('active').check(sql`status in ('active', 'sold')`),
    )
    .addColumn('make_code', 'text', (col) => col.notNull())
    .addColumn('model_code', 'text', (col) => col.notNull())
    .addColumn('series_code', 'text')
    .addColumn('trim_code', 'text')
    .addColumn('trim_name', 'text')
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('mileage', 'integer', (col) => col.notNull().check(sql`mileage >= 0`))
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('msrp', 'integer')
    .addColumn('vehicle_style_code', 'text', (col) => col.notNull())
    .addColumn('transmission_code', 'text', (col) => col.notNull())
    .addColumn('drive_group', 'text', (col) => col.notNull())
    .addColumn('engine_code', 'text', (col) => col.notNull())
    .addColumn('fuel_type_group', 'text', (col) => col.notNull())
    .addColumn('ext_color_simple', 'text', (col) => col.notNull())
    .addColumn('int_color', 'text')
    .addColumn('feature_codes', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('packages', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('mpg_city', 'integer')
    .addColumn('mpg_highway', 'integer')
    .addColumn('vehicle_exchange', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('vehicle_use_type', 'text', (col) => col.notNull().defaultTo('PERSONAL'))
    .addColumn('seller_type', 'text', (col) => col.notNull().check(sql`seller_type in ('d', 'p')`))
    .addColumn('priority', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('tier', 'text', (col) => col.notNull().defaultTo('Standard'))
    .addColumn('zip', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('image_count', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('description', 'text')
    .addColumn('deal_indicator', 'text')
    .addColumn('deal_comparison', 'jsonb')
    .addColumn('listed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('listings_owner_vin', ['owner_id', 'vin'])
    .execute();
  await db.schema.createIndex('listings_vin').on('listings').column('vin').execute();
  await db.schema
    .createIndex('listings_make_model')
    .on('listings')
    .columns(['make_code', 'model_code', 'year'])
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema.createIndex('listings_price').on('listings').column('price').execute();
  await db.schema.createIndex('listings_place').on('listings').columns(['latitude', 'longitude']).execute();
  await db.schema.createIndex('listings_owner').on('listings').column('owner_id').execute();

  await db.schema
    .createTable('price_changes')
    .addColumn('listing_id', 'integer', (col) => col.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('price_changes_pk', ['listing_id', 'changed_at'])
    .execute();

  await db.schema
    .createTable('wallets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('consumer_id', 'text', (col) => col.unique())
    .addColumn('payment_info', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('email', 'sms')`))
    .addColumn('sender', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('dedupe_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('outbox_sender').on('outbox').columns(['sender', 'created_at']).execute();
  await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'wallets', 'price_changes', 'listings', 'owners']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
