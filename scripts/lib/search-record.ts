/** What the search index reads of a listing page: the element marked data-pagefind-body, in a minimal page. */
import { createHash } from 'node:crypto';

/** Where a language's indexing process leaves its pages' record hashes, in its output folder. */
export const RECORDS_FILE = 'page-records.json';

/** A page's record hash: equal hashes, equal index entries (a page without a record hashes as empty). */
export function recordHash(indexed: string | null): string {
  return createHash('sha1')
    .update(indexed ?? '')
    .digest('base64url');
}

/** The element whose opening tag carries `data-pagefind-body`, with everything inside it; null when none. */
export function pagefindBody(html: string): string | null {
  const mark = html.indexOf('data-pagefind-body');
  if (mark < 0) return null;
  const start = html.lastIndexOf('<', mark);
  const name = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start, start + 40))?.[1];
  if (!name) return null;
  // Walks the same-named tags after the opening one until the one that closes it.
  const tags = new RegExp(`<(/?)${name}(?=[\\s>/])`, 'gi');
  tags.lastIndex = start + 1 + name.length;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) {
      const end = html.indexOf('>', m.index);
      return end < 0 ? null : html.slice(start, end + 1);
    }
  }
  return null;
}

/** The page reduced to what Pagefind indexes: its `<html lang>` and the marked element. */
export function indexedHtml(html: string): string | null {
  const body = pagefindBody(html);
  if (body == null) return null;
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html.slice(0, 2000))?.[1] ?? 'de';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body>${body}</body></html>`;
}

/** The address Pagefind would give a page file: `en/immobilien/7/x/index.html` → `/en/immobilien/7/x/`. */
export function pageUrl(file: string): string {
  return '/' + file.replace(/(^|\/)index\.html$/, '$1');
}
