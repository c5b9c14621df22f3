/** Accounts, sign-in tokens, password-reset links and social-login links. Times are epoch milliseconds. */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  email: string; // stored lower-cased; unique
  name: string;
  phone: string | null;
  password_hash: string | null; // null for accounts created through social login until a password is set
  role: Generated<string>;
  lang: string | null; // language of the last sign-in, used for e-mails
  created_at: number;
  updated_at: number;
  /** Set by an admin: the account can neither sign in nor use its sessions until unblocked. */
  blocked_at: Generated<number | null>;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string; // SHA-256 of the bearer token; the token itself is never stored
  created_at: number;
  expires_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
  user_agent: string | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface SocialAccountsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  provider_user_id: string;
  email: string | null;
  created_at: number;
}

export interface OAuthStatesTable {
  state_hash: string;
  provider: string;
  code_verifier: string;
  lang: string;
  created_at: number;
  expires_at: number;
}

/** A sign-in finished at a provider, waiting for the browser to exchange its code for a token. */
export interface SocialLoginCodesTable {
  code_hash: string; // SHA-256 of the one-time code
  user_id: number;
  created_at: number;
  expires_at: number;
}

/** An address an account signed in from successfully: its sign-ins are not slowed down by others' guessing. */
export interface KnownLoginAddressesTable {
  user_id: number;
  address_hash: string; // SHA-256 of the client's address group (IPv4 address, IPv6 /64); no address is kept
  last_success_at: number;
}

export interface AuthTables {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  password_resets: PasswordResetsTable;
  social_accounts: SocialAccountsTable;
  oauth_states: OAuthStatesTable;
  social_login_codes: SocialLoginCodesTable;
  known_login_addresses: KnownLoginAddressesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
