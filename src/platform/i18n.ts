/**
 * Messages for API answers and e-mails. The API runs outside Vite too (tsx scripts, the load benchmark), so it
 * reads locales/*.json from disk instead of `import.meta.glob`; a missing key or language falls back to German.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG, type LangCode } from '../i18n/languages';
import { env } from '../config/env';

type Tree = { [key: string]: string | Tree };
export type ServerTranslate = (key: string, vars?: Record<string, string | number>) => string;

const cache = new Map<string, Tree | null>();

function localesDir(configured?: string): string {
  return path.resolve(configured ?? env().LOCALES_DIR ?? 'locales');
}

function load(lang: LangCode, dir: string): Tree | null {
  const file = path.join(dir, `${lang}.json`);
  if (cache.has(file)) return cache.get(file)!;
  let tree: Tree | null = null;
  try {
    tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') console.warn(`[api] could not read ${file}:`, err);
  }
  cache.set(file, tree);
  return tree;
}

function lookup(tree: Tree | null, key: string): string | undefined {
  let node: string | Tree | undefined = tree ?? undefined;
  for (const part of key.split('.')) {
    if (node == null || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Forgets loaded files (tests write their own locales; a deploy may replace them). */
export function clearMessageCache(): void {
  cache.clear();
}

export function serverTranslator(lang: LangCode, dir?: string): ServerTranslate {
  const resolved = localesDir(dir);
  return (key, vars) => {
    const text = lookup(load(lang, resolved), key) ?? lookup(load(DEFAULT_LANG, resolved), key) ?? key;
    return vars
      ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m))
      : text;
  };
}
