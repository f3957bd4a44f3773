import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AccountTable, Schema } from './db/schema';
import { hashPassword, PASSWORD_COST, type PasswordCost, verifyPassword } from './password';

export const EMAIL_TAKEN = 'An account with this e-mail address already exists. Sign in instead.';
export const WRONG_CREDENTIALS = 'That e-mail address and password do not match an account.';

/** A shopper account as the pages and the provider see it (never the password hash). */
export interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Ten digits, or '' for none. */
  phone: string;
  phoneVerified: boolean;
  zip: string;
  /** Roles beyond a shopper's: `['operator']` or none (the access token's `roles` claim). */
  roles: string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  phone: string;
  zip: string;
}

export interface AccountStore {
  create(
    input: NewAccount,
  ): Promise<{ success: true; account: Account } | { success: false; message: string }>;
  /** The account whose e-mail and password match; a wrong password and an unknown e-mail look the same. */
  authenticate(
    email: string,
    password: string,
  ): Promise<{ success: true; account: Account } | { success: false; message: string }>;
  findById(id: string): Promise<Account | undefined>;
  /** A changed phone is stored unverified: verification by text message is not part of the local service. */
  updateProfile(id: string, change: ProfileChange): Promise<Account | undefined>;
  /** Gives the account with this e-mail the role (once); false when there is no such account. */
  grantRole(email: string, role: string): Promise<boolean>;
}

/** The role that may load dealer feeds into the running API (the API's OPERATOR_ROLE). */
export const OPERATOR_ROLE = 'operator';

export interface AccountStoreOptions {
  /**
   * E-mail addresses that are operators (OPERATOR_EMAILS): an account signed up with one of them gets the
   * operator role at once. @default none
   */
  operatorEmails?: readonly string[];
  /** The scrypt cost of new passwords; tests lower it. @default PASSWORD_COST (N=2^15) */
  passwordCost?: Readonly<PasswordCost>;
}

function toAccount(row: Selectable<AccountTable>): Account {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    phoneVerified: row.phone_verified,
    zip: row.zip,
    roles: [...row.roles],
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export function createAccountStore(
  db: Kysely<Schema>,
  now: () => Date = () => new Date(),
  options: AccountStoreOptions = {},
): AccountStore {
  const operators = new Set((options.operatorEmails ?? []).map((email) => email.trim().toLowerCase()));
  const cost = options.passwordCost ?? PASSWORD_COST;
  // Verifying against this when the e-mail is unknown keeps both answers equally slow (at the store's cost).
  let dummyHash: Promise<string> | undefined;
  const dummy = () => {
    dummyHash ??= hashPassword('not a real password', cost);
    return dummyHash;
  };
  return {
    async create(input) {
      const email = input.email.trim().toLowerCase();
      const taken = await db
        .selectFrom('identity_accounts')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      if (taken) return { success: false, message: EMAIL_TAKEN };
      const at = now();
      try {
        const row = await db
          .insertInto('identity_accounts')
          .values({
            id: randomUUID(),
            email,
            password_hash: await hashPassword(input.password, cost),
            first_name: input.firstName,
            last_name: input.lastName,
            phone: '',
            phone_verified: false,
            zip: '',
            roles: operators.has(email) ? [OPERATOR_ROLE] : [],
            created_at: at,
            updated_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { success: true, account: toAccount(row) };
      } catch (error) {
        // Two sign-ups with one e-mail at once: the unique index decides.
        if (isUniqueViolation(error)) return { success: false, message: EMAIL_TAKEN };
        throw error;
      }
    },
    async authenticate(email, password) {
      const row = await db
        .selectFrom('identity_accounts')
        .selectAll()
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      const matches = await verifyPassword(password, row?.password_hash ?? (await dummy()));
      return row && matches
        ? { success: true, account: toAccount(row) }
        : { success: false, message: WRONG_CREDENTIALS };
    },
    async findById(id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const row = await db
        .selectFrom('identity_accounts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toAccount(row) : undefined;
    },
    async updateProfile(id, change) {
      const current = await this.findById(id);
      if (!current) return undefined;
      const row = await db
        .updateTable('identity_accounts')
        .set({
          first_name: change.firstName,
          last_name: change.lastName,
          phone: change.phone,
          phone_verified: change.phone === current.phone ? current.phoneVerified : false,
          zip: change.zip,
          updated_at: now(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toAccount(row) : undefined;
    },
    async grantRole(email, role) {
      const address = email.trim().toLowerCase();
      // One statement: two instances starting at once cannot append the role twice.
      await db
        .updateTable('identity_accounts')
        .set({ roles: sql<string[]>`array_append(roles, ${role}::text)`, updated_at: now() })
        .where('email', '=', address)
        .where(sql<boolean>`not (${role}::text = any(roles))`)
        .execute();
      const row = await db
        .selectFrom('identity_accounts')
        .select('id')
        .where('email', '=', address)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
