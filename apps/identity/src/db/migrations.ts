import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Every migration, in order, in code (the app ships as one bundle). Tables are prefixed `identity_` so identity
 * can live in the API's PostgreSQL database without touching its tables.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '001-accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('identity_accounts')
        .addColumn('id', 'uuid', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('password_hash', 'text', (column) => column.notNull())
        .addColumn('first_name', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('phone', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('phone_verified', 'boolean', (column) => column.notNull().defaultTo(false))
        .addColumn('zip', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addCheckConstraint('identity_accounts_email_lower', sql`email = lower(email)`)
        .execute();
      await db.schema
        .createTable('identity_secrets')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '002-oidc-payloads': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('identity_oidc_payloads')
        .addColumn('model', 'text', (column) => column.notNull())
        .addColumn('id', 'text', (column) => column.notNull())
        .addColumn('payload', 'jsonb', (column) => column.notNull())
        .addColumn('grant_id', 'text')
        .addColumn('user_code', 'text')
        .addColumn('uid', 'text')
        .addColumn('expires_at', 'timestamptz')
        .addColumn('consumed_at', 'timestamptz')
        .addPrimaryKeyConstraint('identity_oidc_payloads_pk', ['model', 'id'])
        .execute();
      await db.schema
        .createIndex('identity_oidc_payloads_grant')
        .on('identity_oidc_payloads')
        .column('grant_id')
        .execute();
      await db.schema
        .createIndex('identity_oidc_payloads_uid')
        .on('identity_oidc_payloads')
        .column('uid')
        .execute();
    },
  },
  '003-sign-up-attempts': {
    async up(db: Kysely<unknown>) {
      // One row per sign-up let through the rate limits (src/sign-up-limits.ts): counted per client address and
      // per e-mail address over a sliding window, pruned once older than the longest window.
      await db.schema
        .createTable('identity_sign_up_attempts')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('ip', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('identity_sign_up_attempts_ip')
        .on('identity_sign_up_attempts')
        .columns(['ip', 'created_at'])
        .execute();
      await db.schema
        .createIndex('identity_sign_up_attempts_email')
        .on('identity_sign_up_attempts')
        .columns(['email', 'created_at'])
        .execute();
    },
  },
  '004-sign-in-failures': {
    async up(db: Kysely<unknown>) {
      // One row per sign-in attempt the throttle let through (src/sign-in-throttle.ts), written before the password
      // is checked and deleted for the account when it was right: what is left are the failed attempts, counted per
      // account and per client address over a sliding window, pruned once older than the longest window.
      await db.schema
        .createTable('identity_sign_in_failures')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('account', 'text', (column) => column.notNull())
        .addColumn('ip', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('identity_sign_in_failures_account')
        .on('identity_sign_in_failures')
        .columns(['account', 'created_at'])
        .execute();
      await db.schema
        .createIndex('identity_sign_in_failures_ip')
        .on('identity_sign_in_failures')
        .columns(['ip', 'created_at'])
        .execute();
    },
  },
  '005-account-roles': {
    async up(db: Kysely<unknown>) {
      // The roles an account holds (issue 31): `operator` may load dealer feeds into the running API. Carried in
      // the access token's `roles` claim; a shopper holds none.
      await db.schema
        .alterTable('identity_accounts')
        .addColumn('roles', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'::text[]`))
        .execute();
    },
  },
};
