/**
 * The translation backfill: the texts a sync's time budget left untranslated (src/import/translate) are
 * translated by the `translation-backfill` job, within its own budget, into the translation cache; then it asks
 * for a sync through the listing sync's request file, and that sync puts them into the snapshot from the cache and
 * has the site rebuilt. The listing-sync job queues it after a sync that left texts waiting, keyed by the snapshot's
 * digest and the number waiting: a sync that made no progress queues nothing new, so an engine that stays down
 * costs a few retries, not a loop.
 */
import { z } from 'zod';
import { backfillTranslations, translationSettings, type TranslationReport } from '../../import/translate';
import type { TranslationEngine } from '../../import/translate/engine';
import type { TranslationSettings } from '../../import/translate/settings';
import type { JobDefinition, JobQueue } from '../../platform/queue/queue';
import type { Context } from '../context';
import { requestSync } from '../listing-sync/sync';

export const TRANSLATION_BACKFILL = 'translation-backfill';

const backfillPayload = z.object({
  /** The snapshot whose texts were waiting (the job reads the newest one). */
  digest: z.string().max(100),
  pending: z.int().nonnegative(),
});

/**
 * Translates what waits and asks for a sync when anything was done. Throws when the engine did nothing at all
 * (down, or out of time before its first answer), so the queue tries again later. Null when translation is off.
 */
export async function runBackfill(options: {
  dataDir: string;
  /** Default: the configuration's. */
  settings?: TranslationSettings;
  engine?: TranslationEngine;
  budgetMs?: number;
  log?: (line: string) => void;
}): Promise<TranslationReport | null> {
  const log = options.log ?? ((line: string) => console.info(`[translation] ${line}`));
  let settings = options.settings;
  if (!settings) {
    const configured = translationSettings();
    if (!configured.settings) {
      log(`backfill skipped: ${configured.problem ?? 'TRANSLATION_ENGINE is not set'}`);
      return null;
    }
    settings = configured.settings;
  }
  const report = await backfillTranslations({
    dataDir: options.dataDir,
    settings,
    budgetMs: options.budgetMs,
    engine: options.engine,
    log,
  });
  if (report.translated + report.refused > 0)
    requestSync({ sync: true, dataDir: options.dataDir, by: TRANSLATION_BACKFILL });
  const waiting = report.pending > 0 || report.failed > 0;
  if (waiting && report.translated + report.refused === 0)
    throw new Error(
      `no text translated, ${report.pending} waiting: ${report.error ?? 'the engine did not answer in time'}`,
    );
  return report;
}

export const translationBackfillJob: JobDefinition<z.infer<typeof backfillPayload>, Context> = {
  name: TRANSLATION_BACKFILL,
  payload: backfillPayload,
  // An engine that is down gets about half a day: 5, 10, 20, 40 minutes, then hourly.
  retry: { attempts: 12, baseDelayMs: 5 * 60_000, maxDelayMs: 3_600_000 },
  // The job's budget is at most 50 minutes (TRANSLATION_BACKFILL_BUDGET_MS); its requests end with it.
  timeoutMs: 60 * 60_000,
  async run(_payload, context) {
    await runBackfill({ dataDir: context.config.dataDir, log: (line) => context.log(`[translation] ${line}`) });
  },
};

/** Said once at start: an engine named without what it needs translates nothing until the settings are fixed. */
export function checkTranslationSettings(): void {
  const configured = translationSettings();
  if (!configured.settings && configured.problem)
    console.error(`[translation] ${configured.problem}; listings keep only their feed's translations`);
}

/** After a sync: queues the backfill when its translation left texts waiting. */
export async function queueBackfill(
  queue: JobQueue,
  translation: Pick<TranslationReport, 'pending'> | undefined,
  digest: string | null,
): Promise<boolean> {
  if (!translation || translation.pending === 0 || !digest) return false;
  return queue.enqueue(
    TRANSLATION_BACKFILL,
    { digest, pending: translation.pending },
    { key: `${TRANSLATION_BACKFILL}:${digest}:${translation.pending}` },
  );
}
