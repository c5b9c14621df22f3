/**
 * /api/admin: the admin area's data. Editors and admins read the dashboard, leads and the audit log and act on
 * leads; only admins manage people (roles, blocking, erasure, export). Every change is written to the audit log.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { ApiError } from '../../platform/errors';
import { parseWith, pathId, readJson } from '../../platform/validate';
import { currentUser } from '../auth/session';
import { revokeAllTokens } from '../auth/tokens';
import { findUserById } from '../auth/users';
import { ROLES } from '../../domain/roles';
import { LEAD_TYPES } from '../../domain/leads/lead-types';
import { leadJson } from '../leads/lead-json';
import { findLead, leadAttempts } from '../leads/repository';
import { LEAD_DELIVERY } from '../leads/jobs';
import { SEND_MAIL } from '../../platform/mail/outbox-job';
import { requireRole } from './access';
import { recordAction } from './record';
import { importsRoutes } from './imports-routes';
import { builds, changesSince, syncRuns } from './import-records';
import { logsRoutes, performanceRoutes } from './logs-routes';
import { countApiErrorsSince } from '../monitoring/repository';
import { companies } from './companies';
import { systemCheck } from './system-check';
import { resolveChromium } from '../expose/engine';
import { listingContacts } from '../properties/repository';
import {
  countAdmins,
  countBy,
  eraseUser,
  leadsPerRecipient,
  leadsSince,
  listAudit,
  listLeads,
  listUsers,
  markLeadHandled,
  reopenLead,
  setUserBlocked,
  setUserRole,
  userData,
  USER_SORTS,
  engagementCounts,
} from './repository';

const DAY = 86_400_000;
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
};
const UsersQuery = z.object({
  ...paging,
  q: z.string().trim().max(200).optional(),
  role: z.enum(ROLES).optional(),
  sort: z.enum(USER_SORTS).default('created_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
const LeadsQuery = z.object({
  ...paging,
  q: z.string().trim().max(200).optional(),
  kind: z.enum([...LEAD_TYPES, 'appointment']).optional(),
  status: z.enum(['received', 'delivered', 'failed']).optional(),
  handled: z
    .enum(['0', '1'])
    .transform((v) => v === '1')
    .optional(),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
const AuditQuery = z.object({ ...paging, action: z.string().max(100).optional() });
const RoleChange = z.object({ role: z.enum(ROLES, { error: 'validation.roleInvalid' }) });
const Handled = z.object({ handled: z.boolean().default(true) });

function query(c: Context<AppEnv>): Record<string, string> {
  return c.req.query();
}

function userJson(u: {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  role: string;
  lang: string | null;
  created_at: number;
  blocked_at: number | null;
}) {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    phone: u.phone,
    role: u.role,
    lang: u.lang,
    created_at: new Date(u.created_at).toISOString(),
    blocked: u.blocked_at != null,
    blocked_at: u.blocked_at ? new Date(u.blocked_at).toISOString() : null,
  };
}

export function adminRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireRole('editor'));

  r.get('/dashboard', async (c) => {
    const { database, queue, now } = c.get('ctx');
    const db = database.db;
    const at = now();
    const [
      byStatus,
      byType,
      byDeal,
      usersByRole,
      leadsByStatus,
      today,
      week,
      mailQueued,
      mailFailed,
      errors24h,
      engagement,
    ] = await Promise.all([
      countBy(db, 'properties', 'status'),
      countBy(db, 'properties', 'objektart'),
      countBy(db, 'properties', 'vermarktungsart'),
      countBy(db, 'users', 'role'),
      countBy(db, 'leads', 'status'),
      leadsSince(db, at - DAY),
      leadsSince(db, at - 7 * DAY),
      queue.list({ state: 'queued', queue: SEND_MAIL, limit: 1000 }),
      queue.list({ state: 'failed', queue: SEND_MAIL, limit: 1000 }),
      countApiErrorsSince(db, at - DAY),
      engagementCounts(db),
    ]);
    const { dataDir } = c.get('ctx').config;
    return c.json({
      success: true,
      listings: { by_status: byStatus, by_type: byType, by_deal: byDeal },
      users: { by_role: usersByRole },
      leads: { by_status: leadsByStatus, last_24h: today, last_7d: week },
      mail: { queued: mailQueued.length, failed: mailFailed.length },
      errors_24h: errors24h,
      engagement,
      listings_7d: changesSince(dataDir, at - 7 * DAY),
      last_sync: syncRuns(dataDir, 1)[0] ?? null,
      live_build: builds().find((b) => b.live) ?? null,
    });
  });

  r.get('/companies', async (c) => {
    const { database, config } = c.get('ctx');
    const [rows, leads] = await Promise.all([listingContacts(database.db), leadsPerRecipient(database.db)]);
    return c.json({
      success: true,
      data: companies(rows, leads, { name: config.officeName, email: config.officeEmail }),
    });
  });

  r.get('/system', async (c) => {
    const checks = await systemCheck(c.get('ctx'), resolveChromium(c.get('ctx').config.chromiumPath));
    return c.json({ success: true, checks });
  });

  // --- Leads ---
  r.get('/leads', async (c) => {
    const f = parseWith(LeadsQuery, query(c));
    const { rows, total } = await listLeads(c.get('ctx').database.db, f);
    return c.json({
      success: true,
      data: rows.map((row) => ({
        ...leadJson(row),
        recipient_email: row.recipient_email,
        handled_at: row.handled_at ? new Date(row.handled_at).toISOString() : null,
      })),
      total,
      page: f.page,
      size: f.size,
    });
  });

  r.get('/leads/:id', async (c) => {
    const id = pathId(c);
    const db = c.get('ctx').database.db;
    const row = await findLead(db, id);
    if (!row) throw new ApiError(404, 'errors.notFound');
    return c.json({
      success: true,
      lead: {
        ...leadJson(row),
        recipient_email: row.recipient_email,
        handled_at: row.handled_at ? new Date(row.handled_at).toISOString() : null,
        attempts: (await leadAttempts(db, id)).map((a) => ({ ...a, at: new Date(a.at).toISOString() })),
      },
    });
  });

  r.post('/leads/:id/resend', async (c) => {
    const id = pathId(c);
    const { database, queue, now } = c.get('ctx');
    const row = await findLead(database.db, id);
    if (!row) throw new ApiError(404, 'errors.notFound');
    const at = now();
    await database.db.transaction().execute(async (trx) => {
      await reopenLead(trx, id, at);
      // A key of its own per resend; a lead that is delivered by then is not sent twice (the job checks).
      await queue.enqueue(
        LEAD_DELIVERY,
        { leadId: id },
        { key: `lead-delivery:${id}:resend:${at}:${randomUUID()}`, db: trx },
      );
    });
    await recordAction(c, 'lead.resend', `lead:${id}`);
    return c.json({ success: true, message: c.get('t')('admin.leadResent') });
  });

  r.post('/leads/:id/handled', async (c) => {
    const id = pathId(c);
    const { handled } = await readJson(c, Handled);
    const { database, now } = c.get('ctx');
    if (!(await markLeadHandled(database.db, id, handled, now()))) throw new ApiError(404, 'errors.notFound');
    await recordAction(c, handled ? 'lead.handled' : 'lead.reopened', `lead:${id}`);
    return c.json({ success: true, message: c.get('t')(handled ? 'admin.leadHandled' : 'admin.leadReopened') });
  });

  r.get('/audit', async (c) => {
    const f = parseWith(AuditQuery, query(c));
    const { rows, total } = await listAudit(c.get('ctx').database.db, f);
    return c.json({
      success: true,
      data: rows.map((a) => ({
        ...a,
        details: a.details ? (JSON.parse(a.details) as unknown) : null,
        at: new Date(a.at).toISOString(),
      })),
      total,
      page: f.page,
      size: f.size,
    });
  });

  // --- People: admins only ---
  const people = new Hono<AppEnv>();
  people.use('*', requireRole('admin'));

  people.get('/', async (c) => {
    const f = parseWith(UsersQuery, query(c));
    const { rows, total } = await listUsers(c.get('ctx').database.db, f);
    return c.json({ success: true, data: rows.map(userJson), total, page: f.page, size: f.size });
  });

  people.get('/:id', async (c) => {
    const id = pathId(c);
    const user = await findUserById(c.get('ctx').database.db, id);
    if (!user) throw new ApiError(404, 'errors.notFound');
    return c.json({ success: true, user: userJson(user) });
  });

  people.get('/:id/export', async (c) => {
    const id = pathId(c);
    const data = await userData(c.get('ctx').database.db, id);
    if (!data) throw new ApiError(404, 'errors.notFound');
    await recordAction(c, 'user.export', `user:${id}`);
    return c.json(data, 200, { 'Content-Disposition': `attachment; filename="user-${id}.json"` });
  });

  /** An admin cannot take away the last admin's rights, nor their own: someone must be left to undo it. */
  async function guardSelfAndLastAdmin(c: Context<AppEnv>, id: number, losesAdmin: boolean) {
    if (!losesAdmin) return;
    if (id === currentUser(c).id) throw new ApiError(409, 'errors.adminSelf');
    const target = await findUserById(c.get('ctx').database.db, id);
    if (target?.role === 'admin' && (await countAdmins(c.get('ctx').database.db)) <= 1)
      throw new ApiError(409, 'errors.lastAdmin');
  }

  people.patch('/:id/role', async (c) => {
    const id = pathId(c);
    const { role } = await readJson(c, RoleChange);
    const { database, now } = c.get('ctx');
    const user = await findUserById(database.db, id);
    if (!user) throw new ApiError(404, 'errors.notFound');
    await guardSelfAndLastAdmin(c, id, user.role === 'admin' && role !== 'admin');
    await setUserRole(database.db, id, role, now());
    await recordAction(c, 'user.role', `user:${id}`, { from: user.role, to: role });
    return c.json({ success: true, message: c.get('t')('admin.roleChanged'), user: userJson({ ...user, role }) });
  });

  people.post('/:id/block', async (c) => {
    const id = pathId(c);
    const { database, now } = c.get('ctx');
    const user = await findUserById(database.db, id);
    if (!user) throw new ApiError(404, 'errors.notFound');
    await guardSelfAndLastAdmin(c, id, true);
    const at = now();
    await database.db.transaction().execute(async (trx) => {
      await setUserBlocked(trx, id, at, at);
      await revokeAllTokens(trx, id, at);
    });
    await recordAction(c, 'user.block', `user:${id}`);
    return c.json({
      success: true,
      message: c.get('t')('admin.userBlocked'),
      user: userJson({ ...user, blocked_at: at }),
    });
  });

  people.post('/:id/unblock', async (c) => {
    const id = pathId(c);
    const { database, now } = c.get('ctx');
    const user = await findUserById(database.db, id);
    if (!user) throw new ApiError(404, 'errors.notFound');
    await setUserBlocked(database.db, id, null, now());
    await recordAction(c, 'user.unblock', `user:${id}`);
    return c.json({
      success: true,
      message: c.get('t')('admin.userUnblocked'),
      user: userJson({ ...user, blocked_at: null }),
    });
  });

  people.delete('/:id', async (c) => {
    const id = pathId(c);
    const { database, now } = c.get('ctx');
    const user = await findUserById(database.db, id);
    if (!user) throw new ApiError(404, 'errors.notFound');
    await guardSelfAndLastAdmin(c, id, true);
    await eraseUser(database.db, id, now());
    // The log names the account by id only: its address is personal data that was just erased.
    await recordAction(c, 'user.erase', `user:${id}`);
    return c.json({ success: true, message: c.get('t')('admin.userErased') });
  });

  r.route('/users', people);
  r.route('/imports', importsRoutes());
  r.route('/logs', logsRoutes());
  r.route('/performance', performanceRoutes());
  return r;
}
