/**
 * Pairs of listings editors split after the same-home rule (src/domain/same-home.ts) made one home of them:
 * DATA_DIR/state/same-home-splits.json, { pairs: [[a, b], …] } with a < b. The API writes it (atomically), each
 * sync reads it, so a split holds across syncs until an editor joins the pair again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SplitPair } from '../domain/same-home';
import { resolveDataDir } from './paths';
import { writeFileAtomic } from './atomic-file';

export function splitsFile(dataDir?: string): string {
  return path.join(resolveDataDir(dataDir), 'state', 'same-home-splits.json');
}

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/** The split pairs; none when there is no file or it cannot be read (a sync merges as the rule says). */
export function readSplits(dataDir?: string): Array<[number, number]> {
  let raw: unknown;
  try {
    raw = (JSON.parse(fs.readFileSync(splitsFile(dataDir), 'utf8')) as { pairs?: unknown } | null)?.pairs;
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const out: Array<[number, number]> = [];
  for (const p of raw)
    if (Array.isArray(p) && p.length === 2 && isId(p[0]) && isId(p[1]) && p[0] !== p[1])
      out.push(p[0] < p[1] ? [p[0], p[1]] : [p[1], p[0]]);
  return out;
}

/** Writes the pairs, each once, sorted (the file changes only when the set does). */
export function writeSplits(pairs: Iterable<SplitPair>, dataDir?: string): void {
  const keyed = new Map<string, [number, number]>();
  for (const [a, b] of pairs) {
    const p: [number, number] = a < b ? [a, b] : [b, a];
    keyed.set(`${p[0]}-${p[1]}`, p);
  }
  const sorted = [...keyed.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  writeFileAtomic(splitsFile(dataDir), `${JSON.stringify({ pairs: sorted })}\n`);
}
