import type { ColumnType, Generated } from 'kysely';

export interface AccountTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** Ten digits, or '' when none is given. */
  phone: string;
  phone_verified: boolean;
  zip: string;
  /** Roles beyond a shopper's (migration 005): `['operator']` or none. */
  roles: ColumnType<string[], string[] | undefined, string[]>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Generated once and kept: the token signing key and the cookie key, so both survive a restart. */
export interface SecretTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

/** oidc-provider's stored artefacts (sessions, interactions, grants, codes), one row per model and id. */
export interface OidcPayloadTable {
  model: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

/** A sign-up the rate limits let through (migration 003): who asked, for which address, when. */
export interface SignUpAttemptTable {
  id: Generated<string>;
  /** The client's address as a limit key (IPv6 by its /64). */
  ip: string;
  /** The e-mail address typed, trimmed and in lower case. */
  email: string;
  created_at: Date;
}

/** A sign-in attempt not (yet) known to have succeeded (migration 004): for which account, from where, when. */
export interface SignInFailureTable {
  id: Generated<string>;
  /** The e-mail address typed, trimmed and in lower case (an address without an account counts the same). */
  account: string;
  /** The client's address as a limit key (IPv6 by its /64). */
  ip: string;
  created_at: Date;
}

export interface Schema {
  identity_sign_in_failures: SignInFailureTable;
  identity_sign_up_attempts: SignUpAttemptTable;
  identity_oidc_payloads: OidcPayloadTable;
  identity_accounts: AccountTable;
  identity_secrets: SecretTable;
}
