/**
 * Machine translation of listing texts, a step of the sync: every text the entries need in a language their feed
 * does not give is looked up in the cache; what the cache lacks goes to the engine within the sync's time budget;
 * the translations found are put into the entries before their digests are taken. An engine that is off, slow or
 * failing never stops the sync: the snapshot is written with what is done, and the report's `pending` says how many
 * texts the backfill job (src/features/translation/jobs.ts) is to translate, with the cache as its only output.
 */
import type { Listing, Project } from '../../domain/listing';
import { eachSnapshotListing, readSnapshotProjects } from '../../snapshot/reader';
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

/**
 * The entries to translate, handed over a batch at a time; called once to find what is needed and, when the
 * translations are put in, once more (the same entries in the same order). A walk over a file keeps a batch, not
 * the catalogue, in memory.
 */
export type EntryWalk = (each: (listings: Listing[], projects: Project[]) => void) => void;

/** Listings handed to a walk at a time: each batch's texts and cached translations are held while it is looked at. */
const WALK_BATCH = 500;

/** A walk over entries in memory, a batch of listings at a time, then the projects. */
export function walkInBatches(listings: Listing[], projects: Project[]): EntryWalk {
  return (each) => {
    for (let i = 0; i < listings.length; i += WALK_BATCH) each(listings.slice(i, i + WALK_BATCH), []);
    if (projects.length) each([], projects);
  };
}

/** The languages of TARGET_LANGUAGES as bits: what a text needs, kept per text as one number. */
const targetBits = new Map(TARGET_LANGUAGES.map((l, i) => [l, 1 << i]));
const bitsOf = (langs: readonly string[]) => langs.reduce((m, l) => m | targetBits.get(l)!, 0);
const countBits = (mask: number) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

export async function translateEntries(
  listings: Listing[],
  projects: Project[],
  options: TranslateOptions,
): Promise<TranslationReport> {
  return translateWalk(walkInBatches(listings, projects), options);
}

/**
 * Translates the texts of the walk's entries: each distinct text (by its hash) is looked up in the cache once, and
 * of each text only the languages it needs (a bit mask) and, for those the cache lacks, what to send is kept; with
 * `apply` the walk is taken again and each batch gets its translations from the cache, which the pass has filled.
 */
export async function translateWalk(walk: EntryWalk, options: TranslateOptions): Promise<TranslationReport> {
  const started = Date.now();
  const engine = options.engine ?? createEngine(options.settings, options.fetch);
  const report = emptyReport(engine.id, started);
  const cache = new TranslationCache(cacheFile(options.dataDir), engine.id);
  try {
    const needs = new Map<string, number>();
    // per text the languages the cache lacks: one entry per text, the units to send made only for an engine
    const missing = new Map<string, { text: string; format: Unit['format']; mask: number }>();
    let missingCount = 0;
    walk((listings, projects) => {
      for (const slot of textSlots(listings, projects)) {
        const before = needs.get(slot.hash) ?? 0;
        const mask = before | bitsOf(slot.needed);
        if (mask === before) continue;
        needs.set(slot.hash, mask);
        const cached = cache.lookup(slot.hash);
        let lacking = 0;
        for (const target of slot.needed) {
          const bit = targetBits.get(target)!;
          if (!(before & bit) && !cached.has(target)) lacking |= bit;
        }
        if (!lacking) continue;
        const entry = missing.get(slot.hash);
        if (entry) entry.mask |= lacking;
        else missing.set(slot.hash, { text: slot.text, format: slot.format, mask: lacking });
        missingCount += countBits(lacking);
      }
    });
    for (const mask of needs.values()) report.texts += countBits(mask);
    needs.clear();
    report.cache_hits = report.texts - missingCount;
    report.pending = missingCount;

    if (options.mode === 'engine' && missingCount > 0) {
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
        const todo: Unit[] = [];
        for (const [hash, { text, format, mask }] of missing)
          for (const target of TARGET_LANGUAGES)
            if (mask & targetBits.get(target)! && engineTargets.has(target)) todo.push({ hash, text, format, target });
        missing.clear();
        let answered = 0;
        const stats = await runPass(todo, {
          engine,
          engineTargets,
          cache,
          signal: budget,
          concurrency: options.settings.concurrency,
          order: TARGET_LANGUAGES,
          onResult() {
            answered++;
          },
          log: options.log,
        });
        report.pending = todo.length - answered;
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
    missing.clear();
    // The cache holds what it held and every answer of the pass (a refused one as null, which puts nothing in).
    if (options.apply)
      walk((listings, projects) => {
        const slots = textSlots(listings, projects);
        const found = new Map<string, Map<string, CachedTranslation>>();
        for (const slot of slots) if (!found.has(slot.hash)) found.set(slot.hash, cache.lookup(slot.hash));
        applyTranslations(listings, projects, slots, (hash, lang) => found.get(hash)?.get(lang) ?? undefined);
      });
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
  // The snapshot's listings are read a batch at a time (the translations go to the cache, not into them).
  const walk: EntryWalk = (each) => {
    let batch: Listing[] = [];
    eachSnapshotListing(options.dataDir, (listing) => {
      batch.push(listing);
      if (batch.length < WALK_BATCH) return;
      each(batch, []);
      batch = [];
    });
    if (batch.length) each(batch, []);
    const projects = readSnapshotProjects(options.dataDir);
    if (projects.length) each([], projects);
  };
  return translateWalk(walk, {
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
