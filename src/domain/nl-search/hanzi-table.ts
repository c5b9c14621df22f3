/**
 * For each character of the Chinese and Japanese terms, the characters typed in its place by slip
 * (./hanzi-confusables.json, written by scripts/hanzi-confusables.ts from the Unicode Character Database's readings
 * and sound components; read by ./suggest). Only a text with Han characters can use it, and it is a large part of
 * the parser, so it is held here rather than imported by the parser: the server sets it when the parser loads
 * (./hanzi-table-static, imported by ./index and ./understand), the browser fetches it beside the parser only for a
 * text that needs it (loadHanziConfusables) and parses once it is set. Until then it reads as empty, which no parse
 * in practice meets.
 */
import type { Lang } from './types';

export type HanziConfusables = Partial<Record<Lang, Record<string, string>>>;

let table: HanziConfusables = {};
let loaded = false;
let loading: Promise<void> | undefined;

export function setHanziConfusables(t: HanziConfusables): void {
  table = t;
  loaded = true;
}

export function hanziConfusablesLoaded(): boolean {
  return loaded;
}

export function hanziConfusables(): HanziConfusables {
  return table;
}

/**
 * Whether parsing the text may read the table: it holds a Han character, or the page is Chinese or Japanese (where
 * the next search will hold one, so the table is fetched with the parser).
 */
export function needsHanziConfusables(text: string, lang: string): boolean {
  return lang === 'zh' || lang === 'ja' || /\p{Script=Han}/u.test(text);
}

/** Fetches and sets the table (once); the browser awaits it before parsing a text that needs it. */
export function loadHanziConfusables(): Promise<void> {
  if (loaded) return Promise.resolve();
  return (loading ??= import('./hanzi-confusables.json').then(
    (m) => setHanziConfusables(m.default),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  ));
}
