/** What the translation step of a sync (or a backfill) did, for the import report and the sync log. */
import type { PassStats } from './pass';

export interface TranslationReport {
  /** The engine (and model) the translations are cached under. */
  engine: string;
  /** Distinct texts × languages the entries need beyond their feed's translations. */
  texts: number;
  /** Of those, found in the cache (refused answers included: they are not asked again). */
  cache_hits: number;
  characters: number;
  requests: number;
  translated: number;
  refused: number;
  failed: number;
  /** Texts × languages still without a translation: the backfill job's work. */
  pending: number;
  /** Languages the engine does not translate German into. */
  unsupported: string[];
  stopped?: PassStats['stopped'];
  error?: string;
  duration_ms: number;
}

export function emptyReport(engine: string, started: number, error?: string): TranslationReport {
  return {
    engine,
    texts: 0,
    cache_hits: 0,
    characters: 0,
    requests: 0,
    translated: 0,
    refused: 0,
    failed: 0,
    pending: 0,
    unsupported: [],
    ...(error ? { error } : {}),
    duration_ms: Date.now() - started,
  };
}

export function describe(r: TranslationReport): string {
  const n = (v: number) => v.toLocaleString('en');
  return (
    `translation (${r.engine}): ${n(r.texts)} texts × languages needed, ${n(r.cache_hits)} from the cache, ` +
    `${n(r.translated)} translated (${n(r.characters)} characters in ${n(r.requests)} requests), ${n(r.refused)} refused, ` +
    `${n(r.pending)} waiting${r.stopped ? ` (stopped: ${r.stopped === 'budget' ? 'time budget spent' : 'engine failing'})` : ''}` +
    `${r.unsupported.length ? `; not offered: ${r.unsupported.join(', ')}` : ''}${r.error ? `; last error: ${r.error}` : ''}`
  );
}
