/** What the search index reads of a listing page: the element marked data-pagefind-body, in a minimal page. */
import { createHash } from 'node:crypto';
import { DEFAULT_LANG, LANG_CODES } from '~/i18n/languages';

/** The routes whose pages carry `data-pagefind-body`: the listing pages. */
export const INDEXED_ROUTES = ['/[...lang]/immobilien/[id]/[slug]'];

/** The language of a page file from its first path segment (German has none). */
export function languageOfFile(file: string): string {
  const first = file.split('/')[0]!;
  return (LANG_CODES as readonly string[]).includes(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG;
}

/** Where a language's indexing process leaves its pages' record hashes, in its output folder. */
export const RECORDS_FILE = 'page-records.json';

/** A page's record hash: equal hashes, equal index entries (a page without a record hashes as empty). */
export function recordHash(indexed: string | null): string {
  return createHash('sha1')
    .update(indexed ?? '')
    .digest('base64url');
}

/**
 * The element whose opening tag holds the attribute at `mark`: where it starts and ends (after its closing tag);
 * null when it is not closed.
 */
function elementAround(html: string, mark: number): { start: number; end: number } | null {
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
      return end < 0 ? null : { start, end: end + 1 };
    }
  }
  return null;
}

/** The element whose opening tag carries `data-pagefind-body`, with everything inside it; null when none. */
export function pagefindBody(html: string): string | null {
  const mark = html.indexOf('data-pagefind-body');
  if (mark < 0) return null;
  const el = elementAround(html, mark);
  return el ? html.slice(el.start, el.end) : null;
}

/**
 * Drops the elements marked `data-pagefind-ignore` (the forms, dialogs and contact block of a listing page) but for
 * their pictures: Pagefind indexes nothing else inside them, so without them it gives the same index from far less
 * HTML. One that holds other Pagefind attributes (a filter or meta tag, which Pagefind still reads inside) stays.
 */
export function dropIgnored(html: string): string {
  let out = '';
  let from = 0;
  for (let mark = html.indexOf(IGNORE, from); mark >= 0; mark = html.indexOf(IGNORE, from)) {
    const el = elementAround(html, mark);
    if (!el || el.start < from) {
      // Inside an element already kept whole, or not closed: keep searching after the mark.
      out += html.slice(from, mark + IGNORE.length);
      from = mark + IGNORE.length;
      continue;
    }
    const inner = html.slice(el.start, el.end);
    if (/data-pagefind-(?!ignore)/.test(inner)) {
      out += html.slice(from, mark + IGNORE.length);
      from = mark + IGNORE.length;
      continue;
    }
    // Its pictures stay: Pagefind takes a page's first picture as the result's image, even from an ignored part.
    out += html.slice(from, el.start) + (inner.match(/<img\b[^>]*>/g) ?? []).join('');
    from = el.end;
  }
  return out + html.slice(from);
}
const IGNORE = 'data-pagefind-ignore';

/**
 * What of the marked element Pagefind has no use for: class attributes (half a listing page's bytes; Pagefind
 * reads only its own data-pagefind-* attributes, ids, and image sources and alt texts) and scripts (never indexed).
 * Dropping them halves what Pagefind parses, and a new class name alone no longer changes a page's record.
 */
const UNINDEXED = /<script\b[^>]*>[\s\S]*?<\/script>| class="[^"]*"/g;

/** The page reduced to what Pagefind indexes: its `<html lang>` and the marked element, without its classes. */
export function indexedHtml(html: string): string | null {
  const marked = pagefindBody(html);
  if (marked == null) return null;
  const body = dropIgnored(marked).replace(UNINDEXED, '');
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html.slice(0, 2000))?.[1] ?? 'de';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body>${body}</body></html>`;
}

/** The address Pagefind would give a page file: `en/immobilien/7/x/index.html` → `/en/immobilien/7/x/`. */
export function pageUrl(file: string): string {
  return '/' + file.replace(/(^|\/)index\.html$/, '$1');
}
