/** The monitoring tables' queries: errors in, errors out (paged), histograms added to and read back. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db';
import { BUCKET_COLUMNS, type BucketColumn } from './histogram';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// --- API errors --------------------------------------------------------------------------------------------------

/** How long API errors are kept, and how many at most: enough to investigate, never a growing log. */
export const ERROR_RETENTION_MS = 30 * DAY;
export const ERROR_MAX_ROWS = 10_000;

export async function recordApiError(
  db: Kysely<DB>,
  e: { at: number; method: string; route: string; status: number; message: string },
): Promise<void> {
  await db
    .insertInto('api_errors')
    .values({ ...e, route: e.route.slice(0, 300), message: e.message.slice(0, 2000) })
    .execute();
}

export async function pruneApiErrors(db: Kysely<DB>, now: number): Promise<void> {
  await db
    .deleteFrom('api_errors')
    .where('at', '<', now - ERROR_RETENTION_MS)
    .execute();
  const cut = await db
    .selectFrom('api_errors')
    .select('id')
    .orderBy('id', 'desc')
    .offset(ERROR_MAX_ROWS)
    .limit(1)
    .executeTakeFirst();
  if (cut) await db.deleteFrom('api_errors').where('id', '<=', cut.id).execute();
}

export async function listApiErrors(db: Kysely<DB>, f: { page: number; size: number; status?: number }) {
  let q = db.selectFrom('api_errors');
  if (f.status) q = q.where('status', '=', f.status);
  const total = Number((await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.size)
    .offset((f.page - 1) * f.size)
    .execute();
  return { rows, total };
}

export async function countApiErrorsSince(db: Kysely<DB>, since: number): Promise<number> {
  const row = await db
    .selectFrom('api_errors')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

// --- Histograms --------------------------------------------------------------------------------------------------

export interface HistogramDelta {
  n: number;
  sum: number;
  counts: number[];
}

function histogramValues(d: HistogramDelta) {
  const values: Record<string, number> = { n: d.n, sum: d.sum };
  BUCKET_COLUMNS.forEach((b, i) => (values[b] = d.counts[i] ?? 0));
  return values as { n: number; sum: number } & Record<BucketColumn, number>;
}

/** `table.col = table.col + excluded.col` for every count: concurrent processes add up, nobody overwrites. */
function addUp(table: 'api_latency' | 'rum_vitals') {
  const set: Record<string, ReturnType<typeof sql>> = {};
  for (const col of ['n', 'sum', ...BUCKET_COLUMNS])
    set[col] = sql`${sql.ref(`${table}.${col}`)} + ${sql.ref(`excluded.${col}`)}`;
  return set;
}

export async function addLatency(
  db: Kysely<DB>,
  key: { hour: number; method: string; route: string },
  d: HistogramDelta,
): Promise<void> {
  await db
    .insertInto('api_latency')
    .values({ ...key, ...histogramValues(d) })
    .onConflict((oc) => oc.columns(['hour', 'method', 'route']).doUpdateSet(addUp('api_latency') as never))
    .execute();
}

export async function addVital(
  db: Kysely<DB>,
  key: { day: string; page_type: string; lang: string; metric: string },
  d: HistogramDelta,
): Promise<void> {
  await db
    .insertInto('rum_vitals')
    .values({ ...key, ...histogramValues(d) })
    .onConflict((oc) => oc.columns(['day', 'page_type', 'lang', 'metric']).doUpdateSet(addUp('rum_vitals') as never))
    .execute();
}

/** Latency histograms per route since `since`, summed over the hours. */
export async function latencyByRoute(db: Kysely<DB>, since: number) {
  return db
    .selectFrom('api_latency')
    .select(['method', 'route'])
    .select((eb) => [
      eb.fn.sum<number | string>('n').as('n'),
      eb.fn.sum<number | string>('sum').as('sum'),
      ...BUCKET_COLUMNS.map((b) => eb.fn.sum<number | string>(b).as(b)),
    ])
    .where('hour', '>=', since)
    .groupBy(['method', 'route'])
    .execute();
}

/** Vitals histograms per day, page type, language and metric since `sinceDay` (YYYY-MM-DD). */
export async function vitalsSince(db: Kysely<DB>, sinceDay: string) {
  return db.selectFrom('rum_vitals').selectAll().where('day', '>=', sinceDay).orderBy('day').execute();
}

/** The daily clean-up keeps 90 days of API latency and 400 days of vitals (a year to compare with). */
export async function pruneAggregates(db: Kysely<DB>, now: number): Promise<void> {
  await db
    .deleteFrom('api_latency')
    .where('hour', '<', now - 90 * DAY)
    .execute();
  const day = new Date(now - 400 * DAY).toISOString().slice(0, 10);
  await db.deleteFrom('rum_vitals').where('day', '<', day).execute();
}
