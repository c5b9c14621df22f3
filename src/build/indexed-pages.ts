/**
 * The listing pages a build indexes for the text search (the routes of INDEXED_ROUTES), from the page keys Astro
 * writes as it lists each route's pages (src/site/incremental/static-paths.ts), before it renders one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { INDEXED_ROUTES, languageOfFile } from './search-record';
import { KEYS_DIR, routeKeysFile, type RouteKeys } from '../site/incremental/static-paths';

/** The build's listing pages, and those of them it rendered (the others were taken over). */
export function indexedPages(buildDir: string): { files: string[]; rendered: Set<string> } {
  const pages = indexedPagesIfListed(buildDir);
  if (!pages) throw new Error(`${buildDir}: the listing pages' keys are missing`);
  return pages;
}

/** indexedPages, or null while Astro has not listed the pages of every indexed route yet. */
export function indexedPagesIfListed(buildDir: string): { files: string[]; rendered: Set<string> } | null {
  const rendered = new Set<string>();
  const files: string[] = [];
  for (const route of INDEXED_ROUTES) {
    const keysFile = path.join(buildDir, KEYS_DIR, routeKeysFile(route));
    if (!fs.existsSync(keysFile)) return null;
    const keys = JSON.parse(fs.readFileSync(keysFile, 'utf8')) as RouteKeys;
    // One by one: spreading 150,000 names into push() overflows the stack.
    for (const f of Object.keys(keys.pages)) files.push(f);
    for (const f of keys.rendered) rendered.add(f);
  }
  return { files, rendered };
}

/** Pages per language, in a stable order. */
export function byLanguage(files: Iterable<string>): Map<string, string[]> {
  const byLang = new Map<string, string[]>();
  for (const file of files) {
    const lang = languageOfFile(file);
    const list = byLang.get(lang);
    if (list) list.push(file);
    else byLang.set(lang, [file]);
  }
  for (const list of byLang.values()) list.sort();
  return byLang;
}
