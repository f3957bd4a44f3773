import { type Kysely, sql } from 'kysely';

// The operator's feed uploads (POST /operator-api/feed-imports), their progress and their reports. Kept here, not in
// the memory of the instance that runs the import: behind a load balancer the CLI's progress polls land on any
// instance, and each must answer for an import another one runs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_imports')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text')
    .addColumn('bytes_total', 'bigint', (col) => col.notNull())
    .addColumn('bytes_read', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('rows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('imported', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rejected', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('replaced', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('error', 'jsonb')
    /** The INSTANCE_ID of the API that holds the file and runs the import (null: a single instance). */
    .addColumn('instance', 'text')
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // Pruning keeps the newest finished imports.
  await db.schema.createIndex('feed_imports_started').on('feed_imports').column('started_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feed_imports').ifExists().execute();
}
