/** The search agents' tables. Every query a user can reach is scoped to that user's id. */
import { SqliteAdapter, sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { DB } from '../db';
import type { SearchAgentMatchRow, SearchAgentRow, SearchAgentsTable } from './tables';

export async function insertAgent(db: Kysely<DB>, values: Insertable<SearchAgentsTable>): Promise<SearchAgentRow> {
  return db.insertInto('search_agents').values(values).returningAll().executeTakeFirstOrThrow();
}

export function listUserAgents(db: Kysely<DB>, userId: number): Promise<SearchAgentRow[]> {
  return db
    .selectFrom('search_agents')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countUserAgents(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('search_agents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function findUserAgent(db: Kysely<DB>, userId: number, id: number): Promise<SearchAgentRow | undefined> {
  return db
    .selectFrom('search_agents')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findAgent(db: Kysely<DB>, id: number): Promise<SearchAgentRow | undefined> {
  return db.selectFrom('search_agents').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateAgent(
  db: Kysely<DB>,
  id: number,
  set: Updateable<SearchAgentsTable>,
): Promise<SearchAgentRow | undefined> {
  return db.updateTable('search_agents').set(set).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteAgent(db: Kysely<DB>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_agent_matches').where('agent_id', '=', id).execute();
    await trx
      .deleteFrom('action_tokens')
      .where('purpose', 'in', ['agent-unsubscribe', 'agent-results', 'agent-email'])
      .where('subject_id', '=', id)
      .execute();
    await trx.deleteFrom('search_agents').where('id', '=', id).execute();
  });
}

/**
 * Records the listings the API knows that have no first sighting yet, at `now`. Run when an agent is saved, so
 * listings that were already on offer then never count as new for it.
 */
export async function recordKnownListings(db: Kysely<DB>, now: number): Promise<void> {
  await sql`insert into listing_first_seen (listing_id, first_seen)
    select p.id, ${now} from properties p
    where not exists (select 1 from listing_first_seen s where s.listing_id = p.id)`.execute(db);
}

/** Each listing's first sighting; the ones never seen before are recorded as seen `now`. */
export async function firstSightings(
  db: Kysely<DB>,
  ids: readonly number[],
  now: number,
): Promise<Map<number, number>> {
  const known = new Map<number, number>();
  for (const row of await db.selectFrom('listing_first_seen').select(['listing_id', 'first_seen']).execute())
    known.set(row.listing_id, row.first_seen);
  const fresh = ids.filter((id) => !known.has(id));
  for (let i = 0; i < fresh.length; i += 500) {
    const chunk = fresh.slice(i, i + 500);
    await db
      .insertInto('listing_first_seen')
      .values(chunk.map((listing_id) => ({ listing_id, first_seen: now })))
      .onConflict((oc) => oc.column('listing_id').doNothing())
      .execute();
  }
  for (const id of fresh) known.set(id, now);
  return known;
}

/** Agents that can report: active, with at least one channel whose address is confirmed. */
export function reportingAgents(db: Kysely<DB>): Promise<SearchAgentRow[]> {
  return db
    .selectFrom('search_agents')
    .selectAll()
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('email_confirmed', '=', 1), eb('phone_confirmed', '=', 1)]))
    .orderBy('id')
    .execute();
}

export interface NewMatch {
  agent_id: number;
  listing_id: number;
  matched_at: number;
}

/** Keeps what reports show of the matched listings (one row per listing, the latest state). */
export async function saveListingSummaries(db: Kysely<DB>, summaries: ReadonlyMap<number, string>, now: number) {
  const rows = [...summaries].map(([listing_id, summary]) => ({ listing_id, summary, updated_at: now }));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('search_agent_listings')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) =>
          oc.column('listing_id').doUpdateSet((eb) => ({
            summary: eb.ref('excluded.summary'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  });
}

export async function listingSummaries(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('search_agent_listings')
      .select(['listing_id', 'summary'])
      .where('listing_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(r.listing_id, r.summary);
  }
  return out;
}

/** Stores matches; a pair stored before stays as it was (each listing is reported to an agent once). */
export async function insertMatches(db: Kysely<DB>, matches: readonly NewMatch[]): Promise<void> {
  if (matches.length === 0) return;
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.transaction().execute(async (trx) => {
    if (sqlite) {
      // SQLite: the rows as one JSON parameter per chunk, unpacked by json_each inside the database: a run after a
      // large import stores a million pairs, and binding four parameters per row would cost most of its time.
      for (let i = 0; i < matches.length; i += 20_000) {
        const rows = JSON.stringify(matches.slice(i, i + 20_000).map((m) => [m.agent_id, m.listing_id, m.matched_at]));
        await sql`insert into search_agent_matches (agent_id, listing_id, matched_at, period)
          select value ->> 0, value ->> 1, value ->> 2, null from json_each(${rows}) where true
          on conflict (agent_id, listing_id) do nothing`.execute(trx);
      }
      return;
    }
    // PostgreSQL: each chunk's rows as three arrays, unpacked by unnest inside the database, one statement per
    // 5,000 pairs; multi-row VALUES of 1,000 rows (4,000 parameters, under the protocol's limit) each cost a parse
    // and plan of their own, and measured a quarter slower (200,000 pairs at load 10: 9.9-11.7 s against 7.2-9.0 s).
    for (let i = 0; i < matches.length; i += 5000) {
      const chunk = matches.slice(i, i + 5000);
      await sql`insert into search_agent_matches (agent_id, listing_id, matched_at, period)
        select agent_id, listing_id, matched_at, null
        from unnest(${chunk.map((m) => m.agent_id)}::integer[], ${chunk.map((m) => m.listing_id)}::integer[],
          ${chunk.map((m) => m.matched_at)}::bigint[]) as pairs (agent_id, listing_id, matched_at)
        on conflict (agent_id, listing_id) do nothing`.execute(trx);
    }
  });
}

export async function setMatchedThrough(db: Kysely<DB>, ids: readonly number[], at: number): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .updateTable('search_agents')
      .set({ matched_through: at })
      .where('id', 'in', ids.slice(i, i + 500))
      .where('matched_through', '<', at)
      .execute();
  }
}

/** Agents of a frequency with matches that no report has taken yet. */
export async function agentsWithPending(db: Kysely<DB>, frequency: SearchAgentRow['frequency']): Promise<number[]> {
  const rows = await db
    .selectFrom('search_agent_matches as m')
    .innerJoin('search_agents as a', 'a.id', 'm.agent_id')
    .select('a.id')
    .distinct()
    .where('m.period', 'is', null)
    .where('a.frequency', '=', frequency)
    .where('a.active', '=', 1)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Gives the agent's waiting matches to one report (`period`) and answers that report's matches: a rerun of the
 * same report gets the same matches, and a later report never gets them again.
 */
export async function claimMatches(db: Kysely<DB>, agentId: number, period: string): Promise<SearchAgentMatchRow[]> {
  await db
    .updateTable('search_agent_matches')
    .set({ period })
    .where('agent_id', '=', agentId)
    .where('period', 'is', null)
    .execute();
  return db
    .selectFrom('search_agent_matches')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('period', '=', period)
    .execute();
}

export async function userEmail(db: Kysely<DB>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}
