/**
 * Machine translation of listing texts, a step of the sync: every text the entries need in a language their feed
 * does not give is looked up in the cache; what the cache lacks goes to the engine within the sync's time budget;
 * the translations found are put into the entries before their digests are taken. An engine that is off, slow or
 * failing never stops the sync: the snapshot is written with what is done, and the report's `pending` says how many
 * texts the backfill job (src/features/translation/jobs.ts) is to translate, with the cache as its only output.
 */
import type { Listing, Project } from '../../domain/listing';
import { readSnapshot } from '../../snapshot';
import { TranslationCache, cacheFile, type CachedTranslation } from './cache';
import type { TranslationEngine } from './engine';
import { createEngine } from './engines';
import { runPass, type Unit } from './pass';
import { describe, emptyReport, type TranslationReport } from './report';
import { translationSettings, type TranslationSettings } from './settings';
import { TARGET_LANGUAGES, applyTranslations, textSlots } from './texts';

export interface TranslateOptions {
  dataDir: string;
  settings: TranslationSettings;
  /** 'engine': the cache, then the engine within `budgetMs`; 'cache': only what the cache has (a dry run). */
  mode: 'engine' | 'cache';
  budgetMs: number;
  /** Put the translations into the entries (the sync); false: only fill the cache (the backfill). */
  apply: boolean;
  engine?: TranslationEngine;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

export async function translateEntries(
  listings: Listing[],
  projects: Project[],
  options: TranslateOptions,
): Promise<TranslationReport> {
  const started = Date.now();
  const engine = options.engine ?? createEngine(options.settings, options.fetch);
  const report = emptyReport(engine.id, started);
  const cache = new TranslationCache(cacheFile(options.dataDir), engine.id);
  try {
    const slots = textSlots(listings, projects);
    const found = new Map<string, Map<string, CachedTranslation>>();
    const missing = new Map<string, Unit>();
    for (const slot of slots) {
      let cached = found.get(slot.hash);
      if (!cached) found.set(slot.hash, (cached = cache.lookup(slot.hash)));
      for (const target of slot.needed) {
        const key = `${slot.hash}\0${target}`;
        if (cached.has(target) || missing.has(key)) continue;
        missing.set(key, { hash: slot.hash, text: slot.text, format: slot.format, target });
      }
    }
    report.texts = [...new Set(slots.flatMap((s) => s.needed.map((t) => `${s.hash}\0${t}`)))].length;
    report.cache_hits = report.texts - missing.size;

    let todo = [...missing.values()];
    if (options.mode === 'engine' && todo.length > 0) {
      const budget = AbortSignal.timeout(options.budgetMs);
      let engineTargets: Map<string, string> | null = null;
      try {
        engineTargets = await engine.targets(TARGET_LANGUAGES, budget);
      } catch (err) {
        report.error = `the engine's languages: ${(err as Error).message}`;
        report.stopped = budget.aborted ? 'budget' : 'engine';
      }
      if (engineTargets) {
        report.unsupported = TARGET_LANGUAGES.filter((l) => !engineTargets.has(l));
        todo = todo.filter((u) => engineTargets.has(u.target));
        const stats = await runPass(todo, {
          engine,
          engineTargets,
          cache,
          signal: budget,
          concurrency: options.settings.concurrency,
          order: TARGET_LANGUAGES,
          onResult(unit, text) {
            found.get(unit.hash)!.set(unit.target, text);
          },
          log: options.log,
        });
        Object.assign(report, {
          characters: stats.characters,
          requests: stats.requests,
          translated: stats.translated,
          refused: stats.refused,
          failed: stats.failed,
          ...(stats.stopped ? { stopped: stats.stopped } : {}),
          ...(stats.error ? { error: stats.error } : {}),
        });
      }
    }
    report.pending = todo.filter((u) => !found.get(u.hash)!.has(u.target)).length;
    if (options.apply)
      applyTranslations(listings, projects, slots, (hash, lang) => found.get(hash)?.get(lang) ?? undefined);
  } finally {
    cache.close();
  }
  report.duration_ms = Date.now() - started;
  options.log?.(describe(report));
  return report;
}

/**
 * The sync's step: machine translations into the composed entries, with the configured engine (TRANSLATION_*),
 * within its budget. Null when translation is off. Never throws: a broken engine or cache is reported, and the
 * entries keep what their feed gave.
 */
export async function translateForSync(
  listings: Listing[],
  projects: Project[],
  options: {
    dataDir: string;
    dryRun: boolean;
    /** Default: the configuration's; null: off. */
    settings?: TranslationSettings | null;
    log?: (line: string) => void;
  },
): Promise<TranslationReport | null> {
  const started = Date.now();
  let settings = options.settings;
  if (settings === undefined) {
    const configured = translationSettings();
    if (!configured.settings) {
      if (!configured.problem) return null;
      options.log?.(`translation: ${configured.problem}; listings keep only their feed's translations`);
      return emptyReport('-', started, configured.problem);
    }
    settings = configured.settings;
  }
  if (!settings) return null;
  try {
    return await translateEntries(listings, projects, {
      dataDir: options.dataDir,
      settings,
      // A dry run writes nothing and asks no engine, but shows the translations already made.
      mode: options.dryRun ? 'cache' : 'engine',
      budgetMs: settings.syncBudgetMs,
      apply: true,
      log: options.log,
    });
  } catch (err) {
    const message = (err as Error).message;
    options.log?.(`translation failed: ${message}; listings keep only their feed's translations`);
    return emptyReport(settings.engine, started, message);
  }
}

/**
 * The backfill: the texts of the current snapshot that still lack a translation go to the engine, within the
 * job's budget, into the cache. The sync that follows puts them into the snapshot.
 */
export async function backfillTranslations(options: {
  dataDir: string;
  settings: TranslationSettings;
  budgetMs?: number;
  engine?: TranslationEngine;
  log?: (line: string) => void;
}): Promise<TranslationReport> {
  const snapshot = readSnapshot(options.dataDir);
  return translateEntries(snapshot.properties, snapshot.projects, {
    dataDir: options.dataDir,
    settings: options.settings,
    mode: 'engine',
    budgetMs: options.budgetMs ?? options.settings.backfillBudgetMs,
    apply: false,
    engine: options.engine,
    log: options.log,
  });
}

export { translationSettings, type TranslationSettings } from './settings';
export { describe, type TranslationReport } from './report';
