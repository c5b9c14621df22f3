/**
 * POST /api/rum: Core Web Vitals from visitors who allowed analytics, sent with navigator.sendBeacon as text/plain
 * (a beacon cannot set a JSON content type without a preflight). Validated, limited per IP address, and added to
 * the day's histogram of its page type, language and metric; the beacon itself is not kept. What one client can
 * weigh is bounded: values no page view can produce are dropped, and beyond RUM_PER_IP_PAGE_PER_DAY beacons of
 * one address per page type and day are taken (204, so a script learns nothing) and not counted, so a few
 * addresses cannot move a p75 made of many visitors.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { ApiError } from '../../platform/errors';
import { parseWith } from '../../platform/validate';
import { enforceRateLimit, hitRateLimit } from '../../platform/rate-limit/rate-limit';
import { LANG_CODES } from '../../i18n/languages';
import { PAGE_TYPES, RUM_MAX_VALUE, RUM_METRICS } from '../../domain/rum';
import { BUCKET_COUNT, bucketOf } from './histogram';
import { addVital } from './repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const Beacon = z.object({
  page: z.enum(PAGE_TYPES),
  lang: z.enum(LANG_CODES),
  metrics: z
    .array(
      z.object({
        name: z.enum(RUM_METRICS),
        // Milliseconds for the timings, unitless for CLS; beyond RUM_MAX_VALUE dropped below.
        value: z.number().min(0).max(Number.MAX_SAFE_INTEGER),
      }),
    )
    .min(1)
    .max(RUM_METRICS.length),
});

export function rumRoutes() {
  const r = new Hono<AppEnv>();
  r.post('/', async (c) => {
    const { database, config, now } = c.get('ctx');
    const at = now();
    await enforceRateLimit(database.db, `rum:ip:${c.get('ip')}`, { limit: config.rumPerIpPerHour, windowMs: HOUR }, at);
    let raw: unknown;
    try {
      raw = JSON.parse(await c.req.text());
    } catch {
      throw new ApiError(400, 'errors.invalidJson');
    }
    const beacon = parseWith(Beacon, raw);
    const day = new Date(at).toISOString().slice(0, 10);
    const rule = { limit: config.rumPerIpPagePerDay, windowMs: DAY };
    if (!(await hitRateLimit(database.db, `rum:page:${beacon.page}:${c.get('ip')}`, rule, at)).allowed)
      return c.body(null, 204);
    const seen = new Set<string>();
    for (const m of beacon.metrics) {
      if (seen.has(m.name)) continue; // one value per metric and page view
      if (m.value > RUM_MAX_VALUE[m.name]) continue;
      seen.add(m.name);
      const cls = m.name === 'CLS';
      const value = cls ? m.value * 1000 : m.value;
      const counts = new Array<number>(BUCKET_COUNT).fill(0);
      counts[bucketOf(value, cls ? 'cls' : 'ms')] = 1;
      await addVital(
        database.db,
        { day, page_type: beacon.page, lang: beacon.lang, metric: m.name },
        { n: 1, sum: value, counts },
      );
    }
    return c.body(null, 204);
  });
  return r;
}
