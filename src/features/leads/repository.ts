/** The leads tables. Lists are always scoped to one user's id: a visitor never reads another's messages. */
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db';
import type { LeadKind, LeadRow, LeadsTable } from './tables';

/** How long the same content counts as a repeat of the first send (a double click, a resend after a timeout). */
export const REPEAT_WINDOW_MS = 60_000;

/**
 * Stores a lead unless the same fingerprint was stored within the repeat window; then answers that lead instead.
 * `afterInsert` runs in the same transaction (queueing its mails), so a lead never exists without its delivery.
 * The fingerprint row is claimed with one upsert, so two requests racing each other store one lead.
 */
export async function insertLead(
  db: Kysely<DB>,
  values: Insertable<LeadsTable>,
  fingerprint: string,
  afterInsert: (trx: Kysely<DB>, lead: LeadRow) => Promise<void>,
): Promise<{ lead: LeadRow; repeated: boolean }> {
  const at = values.created_at;
  try {
    const lead = await db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('leads').values(values).returningAll().executeTakeFirstOrThrow();
      const claimed = await trx
        .insertInto('lead_fingerprints')
        .values({ fingerprint, lead_id: inserted.id, at })
        .onConflict((oc) =>
          oc
            .column('fingerprint')
            .doUpdateSet({ lead_id: inserted.id, at })
            .where('lead_fingerprints.at', '<=', at - REPEAT_WINDOW_MS),
        )
        .returning('lead_id')
        .executeTakeFirst();
      // A repeat: undo this insert (the transaction rolls back) and answer with the first send below.
      if (!claimed) throw new RepeatedLead();
      await afterInsert(trx, inserted);
      return inserted;
    });
    return { lead, repeated: false };
  } catch (err) {
    if (!(err instanceof RepeatedLead)) throw err;
  }
  const first = await db
    .selectFrom('lead_fingerprints')
    .innerJoin('leads', 'leads.id', 'lead_fingerprints.lead_id')
    .selectAll('leads')
    .where('lead_fingerprints.fingerprint', '=', fingerprint)
    .executeTakeFirstOrThrow();
  return { lead: first, repeated: true };
}

class RepeatedLead extends Error {}

export function findLead(db: Kysely<DB>, id: number): Promise<LeadRow | undefined> {
  return db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's own leads of one kind, newest first. */
export function listUserLeads(db: Kysely<DB>, userId: number, kind: LeadKind, limit = 100): Promise<LeadRow[]> {
  return db
    .selectFrom('leads')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function recordAttempt(
  db: Kysely<DB>,
  leadId: number,
  attempt: { attempt: number; at: number; outcome: 'delivered' | 'failed'; error: string | null },
  status: LeadRow['status'] | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('lead_attempts')
      .values({ lead_id: leadId, ...attempt })
      .execute();
    if (status)
      await trx
        .updateTable('leads')
        .set({
          status,
          updated_at: attempt.at,
          ...(status === 'delivered' ? { delivered_at: attempt.at } : {}),
        })
        .where('id', '=', leadId)
        .execute();
  });
}

export function leadAttempts(db: Kysely<DB>, leadId: number) {
  return db
    .selectFrom('lead_attempts')
    .select(['attempt', 'at', 'outcome', 'error'])
    .where('lead_id', '=', leadId)
    .orderBy('attempt')
    .execute();
}

/** Fingerprints older than the repeat window are no longer needed. */
export async function pruneLeadFingerprints(db: Kysely<DB>, now: number): Promise<void> {
  await db
    .deleteFrom('lead_fingerprints')
    .where('at', '<', now - REPEAT_WINDOW_MS * 10)
    .execute();
}
