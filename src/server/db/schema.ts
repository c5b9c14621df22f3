/**
 * Table types for Kysely. Both engines store the same shapes: times are integer milliseconds since the epoch
 * (bigint in PostgreSQL, read back as numbers), flags are 0/1 integers, structured extras are JSON text. That keeps
 * one set of queries for SQLite and PostgreSQL.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export type Flag = 0 | 1;

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

export interface FavoritesTable {
  id: Generated<number>;
  user_id: number;
  property_id: number;
  created_at: number;
}

/** Listings as the API needs them, loaded from the snapshot; `summary` is the JSON the batch call answers. */
export interface PropertiesTable {
  id: number;
  external_id: string | null;
  objekttitel: string;
  title_slug: string | null;
  status: string | null;
  vermarktungsart: string | null;
  objektart: string | null;
  kaufpreis: number | null;
  kaltmiete: number | null;
  ort: string | null;
  summary: string;
  updated_at: number;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface PriceAlertsTable {
  id: Generated<number>;
  user_id: number;
  property_id: number;
  target_price: number;
  price_at_creation: number;
  notes: string | null;
  notify_email: Flag;
  notify_push: Flag;
  active: Flag;
  created_at: number;
  updated_at: number;
  last_checked_at: number | null;
  triggered_at: number | null;
}

export interface SearchAgentsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  email: string;
  frequency: string; // instant | daily | weekly
  criteria: string; // JSON of the search filters
  rooms_min: number | null;
  rooms_max: number | null;
  notify_email: Flag;
  notify_sms: Flag;
  phone: string | null;
  active: Flag;
  created_at: number;
  updated_at: number;
  last_sent_at: number | null;
}

export interface InquiriesTable {
  id: Generated<number>;
  user_id: number | null;
  property_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  lang: string;
  status: Generated<string>;
  created_at: number;
}

export interface AppointmentsTable {
  id: Generated<number>;
  user_id: number | null;
  property_id: number | null;
  type: string; // viewing | consultation | phone | video
  name: string;
  email: string;
  phone: string | null;
  preferred_at: string | null;
  message: string | null;
  lang: string;
  status: Generated<string>;
  created_at: number;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  frequency: string; // weekly | monthly
  lang: string;
  confirm_token_hash: string | null;
  unsubscribe_token_hash: string | null;
  confirmed_at: number | null;
  created_at: number;
}

export interface LogsTable {
  id: Generated<number>;
  level: string;
  channel: string;
  message: string;
  context: string | null; // JSON
  created_at: number;
}

export interface DB {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  password_resets: PasswordResetsTable;
  social_accounts: SocialAccountsTable;
  oauth_states: OAuthStatesTable;
  favorites: FavoritesTable;
  properties: PropertiesTable;
  rate_limits: RateLimitsTable;
  app_meta: AppMetaTable;
  price_alerts: PriceAlertsTable;
  search_agents: SearchAgentsTable;
  inquiries: InquiriesTable;
  appointments: AppointmentsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  logs: LogsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Property = Selectable<PropertiesTable>;
