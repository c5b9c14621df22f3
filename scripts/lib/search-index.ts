/**
 * The Pagefind index of a build: one process per language (two at a time on two cores or more), so memory stays
 * that of one or two languages' indexes however many pages the site has; their outputs are merged into `client/pagefind` (every
 * file but `pagefind-entry.json` is named by its content or shared and identical; the entry lists the languages).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './run';
import { LANG_CODES, DEFAULT_LANG } from '../../src/i18n/languages';
import { KEYS_DIR, routeKeysFile, type RouteKeys } from '../../src/site/incremental/static-paths';

/** The routes whose pages carry `data-pagefind-body`: the listing pages. */
export const INDEXED_ROUTES = ['/[...lang]/immobilien/[id]/[slug]'];

/** The language of a page file from its first path segment (German has none). */
export function languageOfFile(file: string): string {
  const first = file.split('/')[0]!;
  return (LANG_CODES as readonly string[]).includes(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG;
}

/** The indexed pages of a build, per language, in a stable order. */
export function indexedPages(buildDir: string): Map<string, string[]> {
  const byLang = new Map<string, string[]>();
  for (const route of INDEXED_ROUTES) {
    const keys = JSON.parse(fs.readFileSync(path.join(buildDir, KEYS_DIR, routeKeysFile(route)), 'utf8')) as RouteKeys;
    for (const file of Object.keys(keys.pages)) {
      const lang = languageOfFile(file);
      const list = byLang.get(lang);
      if (list) list.push(file);
      else byLang.set(lang, [file]);
    }
  }
  for (const list of byLang.values()) list.sort();
  return byLang;
}

export interface IndexTiming {
  lang: string;
  pages: number;
  seconds: number;
}

/** Languages indexed at the same time: one per core, at most two (each holds one language's index). */
const PARALLEL = Math.max(1, Math.min(2, os.availableParallelism()));

export async function buildSearchIndex(buildDir: string): Promise<IndexTiming[]> {
  const client = path.join(buildDir, 'client');
  const target = path.join(client, 'pagefind');
  // Inside the build folder, so the outputs move into place by rename.
  const work = path.join(buildDir, '.pagefind-work');
  fs.mkdirSync(work, { recursive: true });
  let entry: Record<string, unknown> = {};
  const languages: Record<string, unknown> = {};
  const timings: IndexTiming[] = [];
  const queue = [...indexedPages(buildDir)];
  const indexOne = async ([lang, files]: [string, string[]]) => {
    const started = performance.now();
    const list = path.join(work, `${lang}.txt`);
    const out = path.join(work, lang);
    fs.writeFileSync(list, files.join('\n'));
    await run('tsx', [path.resolve('scripts/lib/pagefind-language.ts'), client, lang, out, list], {}, () => null);
    const own = JSON.parse(fs.readFileSync(path.join(out, 'pagefind-entry.json'), 'utf8'));
    entry = { ...own, languages: {} };
    Object.assign(languages, own.languages);
    fs.rmSync(path.join(out, 'pagefind-entry.json'));
    mergeInto(out, target);
    fs.rmSync(out, { recursive: true, force: true });
    timings.push({ lang, pages: files.length, seconds: (performance.now() - started) / 1000 });
  };
  try {
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await indexOne(next);
      }),
    );
    fs.mkdirSync(target, { recursive: true });
    // Languages in a fixed order, so the same pages give the same entry file.
    const sorted = Object.fromEntries(
      Object.keys(languages)
        .sort()
        .map((l) => [l, languages[l]]),
    );
    fs.writeFileSync(path.join(target, 'pagefind-entry.json'), JSON.stringify({ ...entry, languages: sorted }));
    return timings.sort((a, b) => a.lang.localeCompare(b.lang));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Moves every file of `from` into `to`; a file already there (the shared scripts) is left as it is. */
function mergeInto(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true });
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    const dst = path.join(to, e.name);
    if (e.isDirectory()) mergeInto(src, dst);
    else if (!fs.existsSync(dst)) fs.renameSync(src, dst);
  }
}
