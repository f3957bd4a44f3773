import type { Kysely } from 'kysely';

// Fixed-window rate-limit counters (src/limits/rate-limiter.ts): one row per key and window, counted up with one
// atomic upsert, so every API instance over this database shares each limit (sharing, e-mailing a seller, light
// registration). Rows outlive their window only until a later hit prunes them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    /** `share-sender:ip:203.0.113.7`, `registration-address:sam@example.com`: the limit and what it counts. */
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limits_pkey', ['key', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limits_expires').on('rate_limits').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
