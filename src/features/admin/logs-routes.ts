/**
 * /api/admin/logs and /api/admin/performance (editors and admins): mail deliveries from the outbox jobs (either
 * queue engine), API errors, and the performance page's figures — real-user Core Web Vitals (p75 per page type,
 * language and day), API latency percentiles per route, build durations, and the connections this process's server
 * refused by its bounds since it started. Lists are paged on the server.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { parseWith } from '../../platform/validate';
import { SEND_MAIL } from '../../platform/mail/outbox-job';
import { countsOf, quantile, type BoundsKind } from '../monitoring/histogram';
import { latencyByRoute, listApiErrors, vitalsSince } from '../monitoring/repository';
import { refusedConnections } from '../../platform/net/refused-connections';
import { builds } from './import-records';

const DAY = 86_400_000;
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
};
const MailQuery = z.object({ ...paging, state: z.enum(['queued', 'active', 'done', 'failed']).optional() });
const ErrorsQuery = z.object({ ...paging, status: z.coerce.number().int().min(500).max(599).optional() });
const PerformanceQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });

const round = (v: number | null, digits = 0) => (v == null ? null : Number(v.toFixed(digits)));

/** The recipient and subject of a mail job's payload; nothing of its text. */
function mailOf(payload: unknown): { to: string | null; subject: string | null } {
  const p = (payload && typeof payload === 'object' ? payload : {}) as { to?: unknown; subject?: unknown };
  return {
    to: typeof p.to === 'string' ? p.to : null,
    subject: typeof p.subject === 'string' ? p.subject : null,
  };
}

export function logsRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/mail', async (c) => {
    const f = parseWith(MailQuery, c.req.query());
    const { rows, total } = await c
      .get('ctx')
      .queue.page({ queue: SEND_MAIL, state: f.state, offset: (f.page - 1) * f.size, limit: f.size });
    return c.json({
      success: true,
      engine: c.get('ctx').queue.engine,
      data: rows.map((j) => ({
        id: j.id,
        ...mailOf(j.payload),
        state: j.state,
        attempts: j.attempts,
        last_error: j.lastError,
        created_at: new Date(j.createdAt).toISOString(),
        updated_at: j.updatedAt ? new Date(j.updatedAt).toISOString() : null,
      })),
      total,
      page: f.page,
      size: f.size,
    });
  });

  r.get('/errors', async (c) => {
    const f = parseWith(ErrorsQuery, c.req.query());
    const { rows, total } = await listApiErrors(c.get('ctx').database.db, f);
    return c.json({
      success: true,
      data: rows.map((e) => ({ ...e, at: new Date(Number(e.at)).toISOString() })),
      total,
      page: f.page,
      size: f.size,
    });
  });

  return r;
}

export function performanceRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/', async (c) => {
    const { days } = parseWith(PerformanceQuery, c.req.query());
    const {
      database,
      now,
      services: { latency },
    } = c.get('ctx');
    // This process's latest minute first, so the page is current.
    await latency.flush();
    const since = now() - days * DAY;
    const sinceDay = new Date(since).toISOString().slice(0, 10);
    const [vitalRows, latencyRows] = await Promise.all([
      vitalsSince(database.db, sinceDay),
      latencyByRoute(database.db, since),
    ]);
    const kindOf = (metric: string): BoundsKind => (metric === 'CLS' ? 'cls' : 'ms');
    const scale = (metric: string, v: number | null) =>
      v == null ? null : metric === 'CLS' ? round(v / 1000, 3) : round(v);
    // Values in the open last bucket (above 8 s, CLS above 2) are rare for real visitors and typical of a few
    // devices or a script: each row says how many it holds, so the view can flag a p75 they may have lifted.
    const extreme = (counts: readonly number[]) => counts[counts.length - 1] ?? 0;
    // p75 per day, page type, language and metric, as Google reports Core Web Vitals.
    const vitals = vitalRows.map((row) => ({
      day: row.day,
      page_type: row.page_type,
      lang: row.lang,
      metric: row.metric,
      n: Number(row.n),
      p75: scale(row.metric, quantile(countsOf(row), 0.75, kindOf(row.metric))),
      extreme: extreme(countsOf(row)),
    }));
    // And over the whole period per page type and metric (all languages, all days together).
    const totals = new Map<string, { page_type: string; metric: string; n: number; counts: number[] }>();
    for (const row of vitalRows) {
      const key = `${row.page_type}|${row.metric}`;
      const t = totals.get(key) ?? {
        page_type: row.page_type,
        metric: row.metric,
        n: 0,
        counts: countsOf(row).map(() => 0),
      };
      t.n += Number(row.n);
      countsOf(row).forEach((v, i) => (t.counts[i]! += v));
      totals.set(key, t);
    }
    // And per day and metric over all pages, for the charts.
    const perDay = new Map<string, { day: string; metric: string; n: number; counts: number[] }>();
    for (const row of vitalRows) {
      const key = `${row.day}|${row.metric}`;
      const t = perDay.get(key) ?? { day: row.day, metric: row.metric, n: 0, counts: countsOf(row).map(() => 0) };
      t.n += Number(row.n);
      countsOf(row).forEach((v, i) => (t.counts[i]! += v));
      perDay.set(key, t);
    }
    const daily = [...perDay.values()].map((t) => ({
      day: t.day,
      metric: t.metric,
      n: t.n,
      p75: scale(t.metric, quantile(t.counts, 0.75, kindOf(t.metric))),
    }));
    const summary = [...totals.values()].map((t) => ({
      page_type: t.page_type,
      metric: t.metric,
      n: t.n,
      p75: scale(t.metric, quantile(t.counts, 0.75, kindOf(t.metric))),
      extreme: extreme(t.counts),
    }));
    const routes = latencyRows
      .map((row) => {
        const counts = countsOf(row);
        const n = Number(row.n);
        return {
          method: row.method,
          route: row.route,
          n,
          avg_ms: n ? round(Number(row.sum) / n, 1) : null,
          p50_ms: round(quantile(counts, 0.5, 'ms'), 1),
          p95_ms: round(quantile(counts, 0.95, 'ms'), 1),
          p99_ms: round(quantile(counts, 0.99, 'ms'), 1),
        };
      })
      .sort((a, b) => b.n - a.n);
    const buildList = builds()
      .filter((b) => b.seconds != null)
      .map((b) => ({
        name: b.name,
        built_at: b.built_at,
        seconds: b.seconds,
        pages: b.pages,
        started_by: b.started_by,
      }));
    // Counted in memory by the server process that answers (the API runs in it), since its start.
    const refused = refusedConnections();
    const connections = {
      refused_total: refused.total,
      refused_per_address: refused.perAddress,
      since: new Date(refused.since).toISOString(),
    };
    return c.json({ success: true, days, vitals, summary, daily, routes, builds: buildList, connections });
  });
  return r;
}
