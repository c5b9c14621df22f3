/**
 * Search agents: a user's saved search with the room range, how often and where it reports, and what it has
 * already reported. Times are epoch milliseconds; flags 0/1.
 */
import type { Generated, Selectable } from 'kysely';
import type { Flag } from '../../platform/db/column-types';

export interface SearchAgentsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** Where reports go; the account's own address counts as confirmed, another one once its link was opened. */
  email: string;
  email_confirmed: Flag;
  frequency: 'instant' | 'daily' | 'weekly';
  /** The query string of the /immobilien (or /kartensuche) address it was saved from, without '?'. */
  search: string;
  rooms_min: number | null;
  rooms_max: number | null;
  /** JSON array: ["email"], ["email","sms"], ["sms"]. */
  channels: string;
  phone: string | null;
  phone_confirmed: Flag;
  /** sha256 of the six-digit code last sent to the phone, and when it stops counting. */
  phone_code_hash: string | null;
  phone_code_expires: number | null;
  phone_code_tries: number;
  active: Flag;
  /** The language of the page it was saved from: its mails are written in it. */
  lang: string;
  /** Listings first seen up to this time have been matched against the agent (see listing_first_seen). */
  matched_through: number;
  created_at: number;
  updated_at: number;
}

/** Every listing reported (or about to be) to an agent: each pair once, ever. */
export interface SearchAgentMatchesTable {
  agent_id: number;
  listing_id: number;
  matched_at: number;
  /** The sending run that took it (null while waiting for the next digest). */
  period: string | null;
}

/**
 * What a report shows of a matched listing, as it stood when last matched (JSON), kept once per listing: a
 * listing gone from the data by the time of the report is still named (and marked as gone).
 */
export interface SearchAgentListingsTable {
  listing_id: number;
  summary: string;
  updated_at: number;
}

/** When the portal first saw each listing: an agent reports listings that appeared after it was saved. */
export interface ListingFirstSeenTable {
  listing_id: number;
  first_seen: number;
}

/** One request for a phone verification code: sent, or refused and why; the number's first six digits only. */
export interface SmsCodeAttemptsTable {
  id: Generated<number>;
  created_at: number;
  prefix: string;
  outcome: 'sent' | 'refused';
  reason: string | null;
}

export interface SearchAgentsTables {
  search_agents: SearchAgentsTable;
  sms_code_attempts: SmsCodeAttemptsTable;
  search_agent_matches: SearchAgentMatchesTable;
  search_agent_listings: SearchAgentListingsTable;
  listing_first_seen: ListingFirstSeenTable;
}

export type SearchAgentRow = Selectable<SearchAgentsTable>;
export type SearchAgentMatchRow = Selectable<SearchAgentMatchesTable>;
