/** The admin area's own table: an append-only record of every admin action. */
import type { Generated, Selectable } from 'kysely';

export interface AdminAuditTable {
  id: Generated<number>;
  /** Kept as plain values, not a reference: the record outlives the account that acted. */
  actor_id: number;
  actor_email: string;
  action: string;
  /** What it acted on, e.g. `user:12`, `lead:7`. */
  target: string | null;
  /** JSON with the action's particulars (old and new role, …). */
  details: string | null;
  at: number;
}

export interface AdminTables {
  admin_audit: AdminAuditTable;
}

export type AuditRow = Selectable<AdminAuditTable>;
