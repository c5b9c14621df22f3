import type { Generated } from 'kysely';

/**
 * What the server keeps of the assistant's conversations: anonymous counts per day, language and kind of answer,
 * and the questions it could not answer (text and language only: no address, no account, no conversation).
 */
export interface AssistantCountsTable {
  /** Vienna date, YYYY-MM-DD. */
  day: string;
  lang: string;
  intent: string;
  count: number;
}

export interface AssistantUnansweredTable {
  id: Generated<number>;
  question: string;
  lang: string;
  created_at: number;
}

export interface AssistantTables {
  assistant_counts: AssistantCountsTable;
  assistant_unanswered: AssistantUnansweredTable;
}
