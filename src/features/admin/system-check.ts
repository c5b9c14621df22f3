/**
 * The system check: each part the portal depends on, green (fine), amber (works, but look) or red (broken),
 * with the reason in words. Every check has its own time limit, so one that hangs cannot hold up the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from '../context';
import { ping } from '../../platform/db/migrator';
import { SEND_MAIL } from '../../platform/mail/outbox-job';
import { builds, syncRuns } from './import-records';
import { checkSmpp } from '../../platform/sms/smpp';
import { readCappedJson } from '../../platform/net/capped';
import { smsCodeStats } from '../search-agents/sms-codes';

/** A model server's list of models; an answer beyond this is not one. */
const MODEL_LIST_MAX_BYTES = 1024 * 1024;

export type Level = 'green' | 'amber' | 'red';
export interface Check {
  name: string;
  level: Level;
  /** Why it is not green, as a word the page translates (`admin.ui.reason.<reason>`). */
  reason?: string;
  /** Numbers and names only; the page words them in its language. */
  detail: Record<string, string | number | boolean | null | undefined>;
}

const GB = 1024 ** 3;
const HOUR = 3_600_000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms).unref()),
  ]);
}

async function safely(name: string, run: () => Promise<Omit<Check, 'name'>>): Promise<Check> {
  try {
    return { name, ...(await within(5000, run())) };
  } catch (err) {
    return {
      name,
      level: 'red',
      reason: 'failed',
      detail: { error: err instanceof Error ? err.message : String(err) },
    };
  }
}

function freeBytes(dir: string): number {
  const s = fs.statfsSync(dir);
  return s.bavail * s.bsize;
}

/** Node 22.12 or newer: the oldest that runs the job queue's PostgreSQL engine. */
export function nodeVersionOk(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

export async function systemCheck(ctx: Context, chromiumPath: string | null): Promise<Check[]> {
  const {
    config,
    database,
    mailer,
    queue,
    now,
    services: { rates },
  } = ctx;
  const at = now();
  return Promise.all([
    safely('database', async () => {
      await ping(database.db);
      return { level: 'green', detail: { engine: database.engine } };
    }),
    safely('smtp', async () => {
      if (mailer.mode === 'outbox')
        return { level: 'amber', reason: 'noSmtp', detail: { outbox: path.join(config.dataDir, 'outbox') } };
      await mailer.verify();
      return { level: 'green', detail: { host: config.smtp?.host ?? null } };
    }),
    safely('mailQueue', async () => {
      const failed = await queue.list({ state: 'failed', queue: SEND_MAIL, limit: 1000 });
      const queued = await queue.list({ state: 'queued', queue: SEND_MAIL, limit: 1000 });
      return {
        level: failed.length ? 'amber' : 'green',
        reason: failed.length ? 'mailFailed' : undefined,
        detail: { failed: failed.length, queued: queued.length },
      };
    }),
    safely('disk', async () => {
      fs.mkdirSync(config.dataDir, { recursive: true });
      const free = freeBytes(config.dataDir);
      return {
        level: free < GB ? 'red' : free < 5 * GB ? 'amber' : 'green',
        detail: { free_gb: Math.round((free / GB) * 10) / 10 },
      };
    }),
    safely('build', async () => {
      const live = builds().find((b) => b.live);
      if (!live) return { level: 'red', reason: 'noBuild', detail: {} };
      const ageHours = live.built_at ? Math.round(((at - Date.parse(live.built_at)) / HOUR) * 10) / 10 : null;
      return { level: 'green', detail: { live: live.name, age_hours: ageHours, pages: live.pages } };
    }),
    safely('scheduler', async () => {
      const last = syncRuns(config.dataDir, 1)[0];
      if (config.syncCron === 'off')
        return { level: 'green', detail: { schedule: 'off', last: last?.finished_at ?? null } };
      if (!last) return { level: 'amber', detail: { last: null } };
      const ageHours = Math.round(((at - Date.parse(last.finished_at)) / HOUR) * 10) / 10;
      return {
        level: ageHours > 3 ? 'amber' : 'green',
        detail: { last: last.finished_at, age_hours: ageHours, ok: last.ok },
      };
    }),
    // Without a gateway the portal offers no SMS at all, which is a choice, not a fault.
    safely('sms', async () => {
      if (!config.sms) return { level: 'green', reason: 'smsOff', detail: {} };
      try {
        await checkSmpp(config.sms, 4000);
      } catch (err) {
        return {
          level: 'red',
          reason: 'smppDown',
          detail: { host: new URL(config.sms.url).host, error: err instanceof Error ? err.message : String(err) },
        };
      }
      return { level: 'green', detail: { host: new URL(config.sms.url).host } };
    }),
    // The model is optional: the search and the assistant answer offline without it, so a model that is down
    // degrades them (amber), it does not break them.
    safely('llm', async () => {
      if (!config.llm) return { level: 'green', reason: 'llmOff', detail: {} };
      const { baseUrl, model, apiKey } = config.llm;
      try {
        const res = await fetch(`${baseUrl}/models`, {
          headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
          signal: AbortSignal.timeout(4000),
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        // The model server is the operator's configuration: plain fetch, with a time limit and a cap on the list.
        const body = (await readCappedJson(res, MODEL_LIST_MAX_BYTES).catch(() => null)) as {
          data?: { id?: unknown }[];
        } | null;
        const listed = body?.data?.some((m) => m.id === model) ?? false;
        return {
          level: listed ? 'green' : 'amber',
          reason: listed ? undefined : 'llmModelMissing',
          detail: { host: new URL(baseUrl).host, model },
        };
      } catch (err) {
        return {
          level: 'amber',
          reason: 'llmDown',
          detail: { host: new URL(baseUrl).host, model, error: err instanceof Error ? err.message : String(err) },
        };
      }
    }),
    safely('chromium', async () =>
      chromiumPath && fs.existsSync(chromiumPath)
        ? { level: 'green', detail: { path: chromiumPath } }
        : { level: 'amber', reason: 'noChromium', detail: { path: chromiumPath } },
    ),
    safely('rates', async () => {
      const r = await rates.get();
      return {
        level: r.live ? 'green' : 'amber',
        reason: r.live ? undefined : 'ratesFallback',
        detail: { date: r.date },
      };
    }),
    // What the phone verification codes cost: sent today and this month, refusals today, the busiest prefixes
    // (SMS pumping shows as many attempts in one range); amber once the day's ceiling is reached.
    safely('smsCodes', async () => {
      const stats = await smsCodeStats(database.db, at);
      const capped = stats.sentToday >= config.rateLimits.smsCodesTotal.limit;
      return {
        level: capped ? 'amber' : 'green',
        reason: capped ? 'smsCapReached' : undefined,
        detail: {
          sentToday: stats.sentToday,
          sentMonth: stats.sentMonth,
          refusedToday: stats.refusedToday,
          topPrefixes: stats.topPrefixes.map((p) => `+${p.prefix}… ${p.count}`).join(', ') || null,
        },
      };
    }),
    safely('node', async () => ({
      level: nodeVersionOk(process.version) ? 'green' : 'red',
      reason: nodeVersionOk(process.version) ? undefined : 'nodeOld',
      detail: { version: process.version },
    })),
  ]);
}
