/** The assistant's anonymous statistics: one upsert per answered message, one row per unanswered question. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db';

export async function countAnswer(db: Kysely<DB>, day: string, lang: string, intent: string): Promise<void> {
  await db
    .insertInto('assistant_counts')
    .values({ day, lang, intent, count: 1 })
    .onConflict((oc) =>
      oc.columns(['day', 'lang', 'intent']).doUpdateSet({ count: sql<number>`assistant_counts.count + 1` }),
    )
    .execute();
}

export async function recordUnanswered(db: Kysely<DB>, question: string, lang: string, at: number): Promise<void> {
  await db.insertInto('assistant_unanswered').values({ question, lang, created_at: at }).execute();
}

export interface AssistantStats {
  counts: { day: string; lang: string; intent: string; count: number }[];
  unanswered: { id: number; question: string; lang: string; created_at: number }[];
  unansweredTotal: number;
}

/** Counts of the last `days` days and the newest unanswered questions, for the admin area. */
export async function assistantStats(
  db: Kysely<DB>,
  sinceDay: string,
  limit: number,
  offset: number,
): Promise<AssistantStats> {
  const counts = await db
    .selectFrom('assistant_counts')
    .select(['day', 'lang', 'intent', 'count'])
    .where('day', '>=', sinceDay)
    .orderBy('day', 'desc')
    .orderBy('lang')
    .orderBy('intent')
    .execute();
  const unanswered = await db
    .selectFrom('assistant_unanswered')
    .select(['id', 'question', 'lang', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await db
    .selectFrom('assistant_unanswered')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    counts: counts.map((r) => ({ ...r, count: Number(r.count) })),
    unanswered: unanswered.map((r) => ({ ...r, created_at: Number(r.created_at) })),
    unansweredTotal: Number(total.n),
  };
}

/** Unanswered questions are kept 180 days: long enough to improve the guide, not longer. */
export async function pruneUnanswered(db: Kysely<DB>, before: number): Promise<void> {
  await db.deleteFrom('assistant_unanswered').where('created_at', '<', before).execute();
}
