/**
 * /api/reports: a visitor reports a listing (JSON; the form without JavaScript comes through the site's /melden
 * page, which posts here). /api/admin/reports: the editors' queue of open reports and their actions on it, the
 * hidden listings (restore), the listings' warning signs and the merged homes (split), behind the same role check
 * as the rest of /api/admin.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { parseWith, pathId, readJson } from '../../platform/validate';
import { currentUser } from '../auth/session';
import { requireRole } from '../admin/access';
import { reportSchema } from '../../domain/reports/rules';
import { listingPath } from '../../domain/listing-ref';
import { listHidden, listOpenReports } from './repository';
import { askAgency, dismissReports, hideReported, restoreHidden, submitReport } from './service';
import { mergedHomes, splitFromHome, warningSignsQueue } from './trust';

export function reportRoutes() {
  const r = new Hono<AppEnv>();
  r.post('/', async (c) => {
    const input = await readJson(c, reportSchema);
    const id = await submitReport(c.get('ctx'), input, { ip: c.get('ip'), lang: c.get('lang') });
    return c.json({ success: true, message: c.get('t')('reports.sent'), report: { id } }, 201);
  });
  return r;
}

const QueueQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(200) });

export function adminReportRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireRole('editor'));

  r.get('/', async (c) => {
    const { limit } = parseWith(QueueQuery, c.req.query());
    const { rows, perListing, total } = await listOpenReports(c.get('ctx').database.db, limit);
    return c.json({
      success: true,
      total,
      data: rows.map((row) => ({
        id: row.id,
        property_id: row.property_id,
        listing: row.title
          ? { title: row.title, ref: row.external_id, path: listingPath(row.property_id, row.title_slug) }
          : null,
        reason: row.reason,
        text: row.text,
        email: row.email,
        lang: row.lang,
        created_at: new Date(row.created_at).toISOString(),
        listing_open_reports: perListing.get(row.property_id) ?? 0,
      })),
    });
  });

  r.get('/hidden', async (c) => {
    const rows = await listHidden(c.get('ctx').database.db);
    return c.json({
      success: true,
      data: rows.map((row) => ({
        property_id: row.property_id,
        report_id: row.report_id,
        hidden_at: new Date(row.hidden_at).toISOString(),
        listing: row.title
          ? { title: row.title, ref: row.external_id, path: listingPath(row.property_id, row.title_slug) }
          : null,
      })),
    });
  });

  r.post('/hidden/:id/restore', async (c) => {
    await restoreHidden(c.get('ctx'), pathId(c), currentUser(c));
    return c.json({ success: true, message: c.get('t')('reports.admin.restored') });
  });

  r.get('/signs', (c) => c.json({ success: true, data: warningSignsQueue(c.get('ctx')) }));

  r.get('/homes', (c) => c.json({ success: true, data: mergedHomes(c.get('ctx')) }));

  r.post('/homes/:id/split', async (c) => {
    await splitFromHome(c.get('ctx'), pathId(c), currentUser(c));
    return c.json({ success: true, message: c.get('t')('reports.admin.split') });
  });

  r.post('/:id/hide', async (c) => {
    const { closed } = await hideReported(c.get('ctx'), pathId(c), currentUser(c));
    return c.json({ success: true, message: c.get('t')('reports.admin.hidden'), closed });
  });

  r.post('/:id/ask-agency', async (c) => {
    const { closed, to } = await askAgency(c.get('ctx'), pathId(c), currentUser(c));
    return c.json({ success: true, message: c.get('t')('reports.admin.asked', { to }), closed });
  });

  r.post('/:id/dismiss', async (c) => {
    const { closed } = await dismissReports(c.get('ctx'), pathId(c), currentUser(c));
    return c.json({ success: true, message: c.get('t')('reports.admin.dismissed'), closed });
  });

  return r;
}
