/** Queries of the admin area: counts for the dashboard, people, leads and the audit log, paged on the server. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db';
import type { LeadKind, LeadStatus } from '../leads/tables';
import { LEAD_TYPES, leadTypeOf, type LeadType } from '../../domain/leads/lead-types';

export interface Page {
  page: number;
  size: number;
}

const offset = (p: Page) => (p.page - 1) * p.size;

/** `%`, `_` and `\` match themselves in a visitor's search text. */
function like(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

// --- Dashboard --------------------------------------------------------------------------------------------------

export async function countBy<T extends 'properties' | 'users' | 'leads'>(
  db: Kysely<DB>,
  table: T,
  column: string,
): Promise<Record<string, number>> {
  const rows = await sql<{ key: string | null; n: number | string }>`
    select ${sql.ref(column)} as key, count(*) as n from ${sql.table(table)} group by ${sql.ref(column)}
  `.execute(db);
  return Object.fromEntries(rows.rows.map((r) => [r.key ?? 'unknown', Number(r.n)]));
}

/** Requests since a time by their kind of five (lead-types.ts): every kind present, zero when none came. */
export async function leadsSince(db: Kysely<DB>, since: number): Promise<Record<LeadType, number>> {
  const rows = await db
    .selectFrom('leads')
    .select(['kind', 'appointment_type', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('created_at', '>=', since)
    .groupBy(['kind', 'appointment_type'])
    .execute();
  const out = Object.fromEntries(LEAD_TYPES.map((t) => [t, 0])) as Record<LeadType, number>;
  for (const r of rows) out[leadTypeOf(r.kind, r.appointment_type)] += Number(r.n);
  return out;
}

// --- Users ------------------------------------------------------------------------------------------------------

export const USER_SORTS = ['created_at', 'email', 'name', 'role'] as const;

export async function listUsers(
  db: Kysely<DB>,
  filter: { q?: string; role?: string; sort: (typeof USER_SORTS)[number]; dir: 'asc' | 'desc' } & Page,
) {
  let q = db.selectFrom('users');
  if (filter.q)
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), 'like', like(filter.q!)),
        eb(eb.fn('lower', ['name']), 'like', like(filter.q!)),
      ]),
    );
  if (filter.role) q = q.where('role', '=', filter.role);
  const total = Number((await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q
    .select(['id', 'email', 'name', 'phone', 'role', 'lang', 'created_at', 'updated_at', 'blocked_at'])
    .orderBy(filter.sort, filter.dir)
    .orderBy('id', filter.dir)
    .limit(filter.size)
    .offset(offset(filter))
    .execute();
  return { rows, total };
}

export async function setUserRole(db: Kysely<DB>, id: number, role: string, at: number): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: at }).where('id', '=', id).execute();
}

export async function setUserBlocked(db: Kysely<DB>, id: number, blockedAt: number | null, at: number): Promise<void> {
  await db.updateTable('users').set({ blocked_at: blockedAt, updated_at: at }).where('id', '=', id).execute();
}

export async function countAdmins(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'admin')
    .where('blocked_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Everything the portal keeps about a person, for the right of access and portability. */
export async function userData(db: Kysely<DB>, id: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'phone', 'role', 'lang', 'created_at', 'updated_at', 'blocked_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) return null;
  const [favorites, leads, social, sessions] = await Promise.all([
    db.selectFrom('favorites').select(['property_id', 'created_at']).where('user_id', '=', id).execute(),
    db
      .selectFrom('leads')
      .select([
        'id',
        'kind',
        'status',
        'created_at',
        'property_id',
        'project_id',
        'topic',
        'appointment_type',
        'preferred_slots',
        'name',
        'email',
        'phone',
        'message',
        'recipient_name',
      ])
      .where('user_id', '=', id)
      .execute(),
    db.selectFrom('social_accounts').select(['provider', 'created_at']).where('user_id', '=', id).execute(),
    db
      .selectFrom('auth_tokens')
      .select(['created_at', 'expires_at', 'last_used_at', 'revoked_at', 'user_agent'])
      .where('user_id', '=', id)
      .execute(),
  ]);
  return { user, favorites, leads, social_accounts: social, sessions };
}

/**
 * Erasure: the account and everything that cascades with it (sessions, favourites, links); the leads it sent lose
 * their personal data, kept only as counts of what happened.
 */
export async function eraseUser(db: Kysely<DB>, id: number, at: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('leads')
      .set({ name: '–', email: 'erased@invalid', phone: null, message: null, user_id: null, updated_at: at })
      .where('user_id', '=', id)
      .execute();
    await trx.deleteFrom('users').where('id', '=', id).execute();
  });
}

// --- Leads ------------------------------------------------------------------------------------------------------

export async function listLeads(
  db: Kysely<DB>,
  filter: {
    kind?: LeadKind | LeadType;
    status?: LeadStatus;
    handled?: boolean;
    q?: string;
    dir: 'asc' | 'desc';
  } & Page,
) {
  let q = db.selectFrom('leads');
  // 'appointment' is every appointment; a type of one is that type alone (an untyped appointment is a viewing).
  const kind = filter.kind;
  if (kind === 'inquiry' || kind === 'appointment') q = q.where('kind', '=', kind);
  else if (kind === 'viewing')
    q = q
      .where('kind', '=', 'appointment')
      .where((eb) => eb.or([eb('appointment_type', '=', kind), eb('appointment_type', 'is', null)]));
  else if (kind) q = q.where('kind', '=', 'appointment').where('appointment_type', '=', kind);
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.handled !== undefined) q = q.where('handled_at', filter.handled ? 'is not' : 'is', null);
  if (filter.q)
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), 'like', like(filter.q!)),
        eb(eb.fn('lower', ['name']), 'like', like(filter.q!)),
        eb(eb.fn('lower', ['recipient_email']), 'like', like(filter.q!)),
        eb(eb.fn('lower', ['subject']), 'like', like(filter.q!)),
      ]),
    );
  const total = Number((await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q
    .selectAll()
    .orderBy('created_at', filter.dir)
    .orderBy('id', filter.dir)
    .limit(filter.size)
    .offset(offset(filter))
    .execute();
  return { rows, total };
}

export async function markLeadHandled(db: Kysely<DB>, id: number, handled: boolean, at: number): Promise<boolean> {
  const r = await db
    .updateTable('leads')
    .set({ handled_at: handled ? at : null, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Back to "received" for another delivery. */
export async function reopenLead(db: Kysely<DB>, id: number, at: number): Promise<void> {
  await db.updateTable('leads').set({ status: 'received', updated_at: at }).where('id', '=', id).execute();
}

// --- Audit ------------------------------------------------------------------------------------------------------

export async function audit(
  db: Kysely<DB>,
  entry: { actor_id: number; actor_email: string; action: string; target?: string; details?: unknown; at: number },
): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      actor_id: entry.actor_id,
      actor_email: entry.actor_email,
      action: entry.action,
      target: entry.target ?? null,
      details: entry.details === undefined ? null : JSON.stringify(entry.details),
      at: entry.at,
    })
    .execute();
}

export async function listAudit(db: Kysely<DB>, filter: Page & { action?: string }) {
  let q = db.selectFrom('admin_audit');
  if (filter.action) q = q.where('action', '=', filter.action);
  const total = Number((await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.size)
    .offset(offset(filter))
    .execute();
  return { rows, total };
}

/** Leads per recipient address (agents, agencies, developers, the office). */
export async function leadsPerRecipient(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('leads')
    .select(['recipient_email', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('recipient_email')
    .execute();
  return new Map(rows.map((r) => [r.recipient_email.toLowerCase(), Number(r.n)]));
}

export interface EngagementCounts {
  price_alerts: { active: number; fired: number };
  search_agents: { active: number; paused: number };
  newsletter: { confirmed: number; pending: number };
}

/** What visitors set up to come back: price alerts (active, fired), search agents, newsletter subscriptions. */
export async function engagementCounts(db: Kysely<DB>): Promise<EngagementCounts> {
  const [alerts, agents, newsletter] = await Promise.all([
    db
      .selectFrom('price_alerts')
      .select([
        sql<number>`coalesce(sum(case when active = 1 and fired_at is null then 1 else 0 end), 0)`.as('active'),
        sql<number>`coalesce(sum(case when fired_at is not null then 1 else 0 end), 0)`.as('fired'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('search_agents')
      .select([
        sql<number>`coalesce(sum(case when active = 1 then 1 else 0 end), 0)`.as('active'),
        sql<number>`coalesce(sum(case when active = 1 then 0 else 1 end), 0)`.as('paused'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('newsletter_subscriptions')
      .select([
        sql<number>`coalesce(sum(case when confirmed_at is not null then 1 else 0 end), 0)`.as('confirmed'),
        sql<number>`coalesce(sum(case when confirmed_at is null then 1 else 0 end), 0)`.as('pending'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    price_alerts: { active: Number(alerts.active), fired: Number(alerts.fired) },
    search_agents: { active: Number(agents.active), paused: Number(agents.paused) },
    newsletter: { confirmed: Number(newsletter.confirmed), pending: Number(newsletter.pending) },
  };
}
