/**
 * Whether an engine's answer may stand in for the German text. The German text is the importer's own output
 * (sanitizeText for HTML, plainText for titles and teasers); a translation must keep exactly its tags, in order,
 * with the same attributes (an engine that drops a paragraph or a link, or adds markup, changed more than the
 * words), must pass the importer's sanitizer unchanged in its tags, and must look like a translation: not empty,
 * not the German text again, not many times longer. A refused answer leaves the language to the German text.
 */
import { plainText, sanitizeText } from '../values';
import type { TextFormat } from './engine';

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, '&');
}

/** The tags of a text as a comparable list: name, closing or not, attributes sorted with decoded values. */
export function tagSignature(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(TAG)) {
    const attrs: string[] = [];
    for (const a of (m[3] ?? '').matchAll(ATTR)) {
      const value = a[2] ?? a[3] ?? a[4] ?? '';
      attrs.push(`${a[1]!.toLowerCase()}=${decodeEntities(value)}`);
    }
    attrs.sort();
    out.push(`${m[1]}${m[2]!.toLowerCase()}${attrs.length ? ` ${attrs.join(' ')}` : ''}`);
  }
  return out;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

const visible = (s: string) =>
  s
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export type CheckOutcome = { ok: true; text: string } | { ok: false; reason: string };

/** The translation as the page will show it (sanitized like any feed text), or why it is refused. */
export function checkTranslation(source: string, answer: string, format: TextFormat): CheckOutcome {
  // Newlines mean nothing in the importer's HTML (it writes none); the sanitizer would read blank lines as breaks.
  const raw = format === 'html' ? answer.replace(/\s*\n\s*/g, ' ').trim() : answer.trim();
  if (!raw) return { ok: false, reason: 'empty' };
  if (raw.length > source.length * 4 + 200) return { ok: false, reason: 'many times longer than the original' };
  const expected = tagSignature(source);
  if (!sameList(tagSignature(raw), expected)) return { ok: false, reason: 'tags lost, added or changed' };
  const clean = format === 'html' ? sanitizeText(raw) : plainText(raw);
  if (!clean) return { ok: false, reason: 'nothing left after sanitizing' };
  if (format === 'html' && !sameList(tagSignature(clean), expected))
    return { ok: false, reason: 'the sanitizer changed its tags' };
  // An engine that cannot translate a text may hand it back: that is German, not a translation.
  if (visible(clean) === visible(source) && visible(source).length > 30)
    return { ok: false, reason: 'the original handed back' };
  return { ok: true, text: clean };
}
