/**
 * Leads: inquiries and appointment requests, each addressed to one recipient (the listing's contact person, its
 * agency, a project's developer, or the portal's office) and delivered by mail through the job queue.
 * Times are epoch milliseconds; structured extras are JSON text.
 */
import type { Generated, Selectable } from 'kysely';
import type { RecipientKind } from '../../domain/leads/recipient';

export type LeadKind = 'inquiry' | 'appointment';
export type LeadStatus = 'received' | 'delivered' | 'failed';
export type { RecipientKind };

export interface LeadsTable {
  id: Generated<number>;
  kind: LeadKind;
  status: LeadStatus;
  /** The signed-in visitor who sent it; null for guests (and once the account is deleted). */
  user_id: number | null;
  /** The language of the page it was sent from: the visitor's confirmation is written in it. */
  lang: string;
  property_id: number | null;
  project_id: number | null;
  topic: string | null;
  appointment_type: string | null;
  /** JSON: [{ date, time_window }]. */
  preferred_slots: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  /** What it is about, as it stood when sent (the listing may change or go later). JSON: LeadSubject. */
  subject: string;
  recipient_kind: RecipientKind;
  recipient_name: string;
  recipient_email: string;
  created_at: number;
  updated_at: number;
  delivered_at: number | null;
  /** When someone in the office marked it as dealt with. */
  handled_at: Generated<number | null>;
}

/** Every try to hand the lead's mail to the agent's mail server. */
export interface LeadAttemptsTable {
  id: Generated<number>;
  lead_id: number;
  attempt: number;
  at: number;
  outcome: 'delivered' | 'failed';
  error: string | null;
}

/** The last lead per content fingerprint: the same inquiry sent twice within a minute is one inquiry. */
export interface LeadFingerprintsTable {
  fingerprint: string;
  lead_id: number;
  at: number;
}

export interface LeadsTables {
  leads: LeadsTable;
  lead_attempts: LeadAttemptsTable;
  lead_fingerprints: LeadFingerprintsTable;
}

export type LeadRow = Selectable<LeadsTable>;
