/**
 * Links that act without a sign-in (confirm an address, pause a search agent, leave the newsletter): only the
 * sha256 of the token is kept, so a leaked database opens nothing.
 *
 * The table was created by the search agents' first migration (`2026-11-24-20_search_agents`), the first feature
 * that sent such links. That migration has shipped and databases record it by name, so the table's creation stays
 * there; the tokens themselves are the platform's, for any feature to use.
 */
export interface ActionTokensTable {
  token_hash: string;
  /** What the link does, named by the feature that issued it (e.g. `agent-unsubscribe`, `newsletter-confirm`). */
  purpose: string;
  subject_id: number;
  created_at: number;
  expires_at: number | null;
}

export interface ActionTokenTables {
  action_tokens: ActionTokensTable;
}
