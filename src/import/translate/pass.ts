/**
 * One pass of texts through the engine, within a time budget: texts are grouped by target language and format
 * (English first, as the interface lists its languages), batched within the engine's limits, sent a few requests
 * at a time, and each answer is checked (./check.ts) and stored in the cache as it arrives, so whatever is done
 * when the budget runs out stays done. A request the engine refuses leaves its texts for later; three failures of
 * the engine in a row (down, slow, out of quota) end the pass. What is left is `pending`, for the backfill job.
 */
import type { TranslationCache, NewTranslation } from './cache';
import { checkTranslation } from './check';
import { EngineError, type TextFormat, type TranslationEngine } from './engine';

export interface Unit {
  hash: string;
  text: string;
  format: TextFormat;
  /** The portal's language code. */
  target: string;
}

export interface PassStats {
  /** Characters of German text sent (a text sent into two languages counts twice). */
  characters: number;
  requests: number;
  translated: number;
  refused: number;
  /** Texts of requests that failed (they wait for a later run). */
  failed: number;
  /** Why the pass ended before every text was tried: the budget ran out, or the engine kept failing. */
  stopped?: 'budget' | 'engine';
  /** The last failure, for the report. */
  error?: string;
}

interface Batch {
  target: string;
  engineTarget: string;
  format: TextFormat;
  units: Unit[];
}

/** Groups units into requests: per target and format, at most `limits.texts` texts and `limits.chars` characters. */
export function batchesOf(
  units: readonly Unit[],
  engineTargets: ReadonlyMap<string, string>,
  limits: TranslationEngine['limits'],
  order: readonly string[],
): Batch[] {
  const groups = new Map<string, Unit[]>();
  for (const u of units) {
    const key = `${u.target}\0${u.format}`;
    const g = groups.get(key);
    if (g) g.push(u);
    else groups.set(key, [u]);
  }
  const rank = (target: string) => {
    const i = order.indexOf(target);
    return i < 0 ? order.length : i;
  };
  const keys = [...groups.keys()].sort((a, b) => {
    const [ta, fa] = a.split('\0') as [string, string];
    const [tb, fb] = b.split('\0') as [string, string];
    return rank(ta) - rank(tb) || fa.localeCompare(fb);
  });
  const out: Batch[] = [];
  for (const key of keys) {
    const group = groups.get(key)!;
    const { target, format } = group[0]!;
    const engineTarget = engineTargets.get(target)!;
    let current: Unit[] = [];
    let chars = 0;
    for (const u of group) {
      if (current.length && (current.length >= limits.texts || chars + u.text.length > limits.chars)) {
        out.push({ target, engineTarget, format, units: current });
        current = [];
        chars = 0;
      }
      current.push(u);
      chars += u.text.length;
    }
    if (current.length) out.push({ target, engineTarget, format, units: current });
  }
  return out;
}

const FAILURES_IN_A_ROW = 3;

export async function runPass(
  units: readonly Unit[],
  options: {
    engine: TranslationEngine;
    engineTargets: ReadonlyMap<string, string>;
    cache: TranslationCache;
    /** Aborts when the budget is spent. */
    signal: AbortSignal;
    concurrency: number;
    order: readonly string[];
    /** Each accepted or refused text, as it is stored. */
    onResult?: (unit: Unit, text: string | null) => void;
    log?: (line: string) => void;
  },
): Promise<PassStats> {
  const { engine, cache, signal } = options;
  const stats: PassStats = { characters: 0, requests: 0, translated: 0, refused: 0, failed: 0 };
  const batches = batchesOf(units, options.engineTargets, engine.limits, options.order);
  const stop = new AbortController();
  const halt = AbortSignal.any([signal, stop.signal]);
  let next = 0;
  let failuresInARow = 0;

  async function work(): Promise<void> {
    while (!halt.aborted) {
      const batch = batches[next++];
      if (!batch) return;
      const texts = batch.units.map((u) => u.text);
      stats.requests++;
      stats.characters += texts.reduce((n, t) => n + t.length, 0);
      let answers: string[];
      try {
        answers = await engine.translate(texts, { target: batch.engineTarget, format: batch.format, signal: halt });
      } catch (err) {
        if (signal.aborted) {
          stats.stopped = 'budget';
          return;
        }
        if (stop.signal.aborted) return;
        stats.failed += batch.units.length;
        stats.error = (err as Error).message;
        if (err instanceof EngineError && err.kind === 'request') continue;
        if (++failuresInARow >= FAILURES_IN_A_ROW) {
          stats.stopped = 'engine';
          options.log?.(
            `translation: the engine failed ${FAILURES_IN_A_ROW} times in a row (${stats.error}); the rest waits`,
          );
          stop.abort();
        }
        continue;
      }
      failuresInARow = 0;
      const rows: NewTranslation[] = [];
      batch.units.forEach((u, i) => {
        const check = checkTranslation(u.text, answers[i]!, u.format);
        if (check.ok) stats.translated++;
        else stats.refused++;
        const text = check.ok ? check.text : null;
        rows.push({ hash: u.hash, target: u.target, text });
        options.onResult?.(u, text);
      });
      cache.store(rows);
    }
    if (signal.aborted) stats.stopped ??= 'budget';
  }

  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, () => work()));
  return stats;
}
