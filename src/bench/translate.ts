/**
 * The translation benchmark (`npm run bench:translate`, scripts/bench/translate.ts): the sample (1,000 listings by
 * default) generated into a scratch folder and synced with machine translation on, against a LibreTranslate-
 * speaking engine in this process that answers each request after 50 ms (./translation-server.ts). Prints, for
 * the first sync (everything to translate), a second one (everything cached) and a 1 % sync (10 listings with
 * every text changed): texts × languages needed, characters sent, requests, cache hits, the time the translation
 * step took and per listing. The 1 % sync's translating time is held against its target of 30 s. The engine's own
 * speed is the fake's; a real engine adds its translating time per request.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Listing } from '../domain/listing';
import { env } from '../config/env';
import { runImport } from '../import/sync';
import { translateEntries, type TranslationReport } from '../import/translate';
import type { TranslationSettings } from '../import/translate/settings';
import { LISTING_TEXT_FIELDS } from '../import/translate/texts';
import { generateSample } from '../sample/generate';
import { readSnapshot } from '../snapshot';
import { startFakeTranslationServer } from './translation-server';

export interface TranslateBenchOptions {
  listings: number;
  projects: number;
  seed: number;
  /** The engine's answer time per request. */
  delayMs: number;
  /** Listings whose texts a 1 % sync changes. */
  changed: number;
  dir?: string;
  keep?: boolean;
}

/** The target for the translating a 1 % sync adds. */
export const ONE_PERCENT_TARGET_S = 30;

const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const n = (v: number) => v.toLocaleString('en');

function line(label: string, r: TranslationReport, listings: number): string {
  return (
    `${label.padEnd(16)} ${n(r.texts).padStart(7)} needed  ${n(r.characters).padStart(11)} characters  ` +
    `${n(r.requests).padStart(6)} requests  ${n(r.cache_hits).padStart(7)} cache hits  ${n(r.pending)} waiting  ` +
    `translating ${secs(r.duration_ms)} (${(r.duration_ms / listings).toFixed(1)} ms per listing)`
  );
}

/** A text changed as an agency would: a sentence added. */
function changeTexts(l: Listing): Listing {
  const out = { ...l } as Record<string, unknown>;
  for (const [field, format] of LISTING_TEXT_FIELDS) {
    const text = out[field];
    if (typeof text !== 'string') continue;
    out[field] = format === 'html' ? `${text}<p>Frisch renoviert, sofort beziehbar.</p>` : `${text} – renoviert`;
  }
  return out as Listing;
}

export async function runTranslateBenchmark(
  options: TranslateBenchOptions,
  print: (line: string) => void = console.log,
): Promise<{ first: TranslationReport; second: TranslationReport; onePercent: TranslationReport }> {
  const root = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-bench-translate-'));
  const feedsDir = path.join(root, 'feeds');
  const projectsDir = path.join(root, 'projects');
  const dataDir = path.join(root, 'data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const fake = await startFakeTranslationServer({ delayMs: options.delayMs });
  try {
    let t = Date.now();
    const sample = await generateSample({
      listings: options.listings,
      projects: options.projects,
      seed: options.seed,
      feedsOut: path.join(feedsDir, 'sample'),
      projectsOut: path.join(projectsDir, 'sample'),
    });
    print(`sample: ${sample.listings} listings, ${sample.projects} projects in ${root} (${secs(Date.now() - t)})`);

    const e = env();
    const settings: TranslationSettings = {
      engine: 'libretranslate',
      url: fake.url,
      apiKey: undefined,
      model: undefined,
      timeoutMs: e.TRANSLATION_TIMEOUT_MS,
      // The first sync translates everything here: its figures are the whole catalogue's cost.
      syncBudgetMs: 3_600_000,
      backfillBudgetMs: 3_600_000,
      concurrency: e.TRANSLATION_CONCURRENCY,
      batchTexts: e.TRANSLATION_BATCH_TEXTS,
      batchChars: e.TRANSLATION_BATCH_CHARS,
    };
    print(
      `engine: LibreTranslate's API in this process, ${options.delayMs} ms per request, ${settings.concurrency} at once, ` +
        `batches of ${settings.batchTexts ?? 25} texts / ${n(settings.batchChars ?? 8000)} characters`,
    );

    t = Date.now();
    const firstReport = await runImport({ feedsDir, projectsDir, dataDir, urls: [], translation: settings });
    const first = firstReport.translation!;
    const listings = firstReport.snapshot?.properties ?? options.listings;
    print(`first sync: ${secs(Date.now() - t)} in all, ${listings} listings`);
    print(line('first sync', first, listings));

    t = Date.now();
    const secondReport = await runImport({ feedsDir, projectsDir, dataDir, urls: [], translation: settings });
    const second = secondReport.translation!;
    print(`second sync: ${secs(Date.now() - t)} in all`);
    print(line('second sync', second, listings));

    // A 1 % sync: the translation step as the sync runs it, over the whole snapshot, with `changed` listings'
    // every text new (the worst such a sync brings: a price change has nothing to translate).
    const snapshot = readSnapshot(dataDir);
    const step = options.changed > 0 ? Math.max(1, Math.floor(snapshot.properties.length / options.changed)) : 1;
    let count = 0;
    const properties = snapshot.properties.map((l, i) =>
      count < options.changed && i % step === 0 ? (count++, changeTexts(l)) : l,
    );
    const onePercent = await translateEntries(properties, snapshot.projects, {
      dataDir,
      settings,
      mode: 'engine',
      budgetMs: settings.syncBudgetMs,
      apply: true,
    });
    print(line(`${count} changed`, onePercent, listings));
    const extra = onePercent.duration_ms / 1000;
    print(
      `extra time a 1 % sync (${count} listings with every text changed) spends translating: ${extra.toFixed(2)} s ` +
        `(target ≤ ${ONE_PERCENT_TARGET_S} s${extra <= ONE_PERCENT_TARGET_S ? ', met' : ', NOT met'})`,
    );
    return { first, second, onePercent };
  } finally {
    await fake.close();
    if (!options.keep && !options.dir) fs.rmSync(root, { recursive: true, force: true });
  }
}
