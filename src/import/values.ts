/**
 * Reading values the way agents' software writes them: numbers with decimal commas and currency signs,
 * booleans as 1/true/ja, dates in three formats, texts as HTML, plain text or both. Every repair is reported
 * through `warn` so the import report can say what was changed.
 */
import sanitizeHtml from 'sanitize-html';
import { warnCoded, type ImportWarning } from './warnings';

/** A warning's English sentence and, for the warnings the admin area translates, its code and parameters. */
export type Warn = (message: string, coded: ImportWarning) => void;

/**
 * '72,3' → 72.3 (warns), '1.234,56' → 1234.56 (warns), '€ 250.000,-' → 250000 (warns), '940.0' → 940.
 * Empty → null. Not a number → null (warns).
 */
export function parseNumber(raw: string | null | undefined, field: string, warn: Warn): number | null {
  if (raw === null || raw === undefined) return null;
  const original = raw.trim();
  if (original === '') return null;
  if (/^-?\d+(\.\d+)?$/.test(original)) return Number(original);
  let s = original
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(EUR|€|m²|m2|qm|%|kWh\/m²a|kWh\/m2a|kWh)/gi, '')
    .replace(/[,.]-+$/, '')
    .replace(/^ca\.?/i, '');
  if (s === '') {
    warnCoded(warn, 'notNumber', { field, value: original });
    return null;
  }
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // the later separator is the decimal one
    s = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (lastComma >= 0) {
    s = /^-?\d{1,3}(,\d{3}){2,}$/.test(s) ? s.replace(/,/g, '') : s.replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(s) || (/^-?\d{1,3}(\.\d{3})+$/.test(s) && /[€,]|EUR/i.test(original))) {
    // '1.250.000', or '€ 250.000,-': German thousands separators (a bare '250.000' stays XML's 250.0)
    s = s.replace(/\./g, '');
  }
  if (!/^-?\d+(\.\d+)?$/.test(s)) {
    warnCoded(warn, 'notNumber', { field, value: original });
    return null;
  }
  const n = Number(s);
  if (!Number.isFinite(n)) return null;
  warnCoded(warn, 'readAs', { field, value: original, result: n });
  return n;
}

/** A positive amount or area: 0 and negatives mean "not given" in feeds. */
export function positive(n: number | null): number | null {
  return n !== null && n > 0 ? n : null;
}

export function parseBool(raw: string | null | undefined): boolean | null {
  if (raw === null || raw === undefined) return null;
  const s = raw.trim().toLowerCase();
  if (s === 'true' || s === '1' || s === 'ja' || s === 'yes' || s === 'j' || s === 'y') return true;
  if (s === 'false' || s === '0' || s === 'nein' || s === 'no' || s === 'n') return false;
  return null;
}

/** '2025-04-01', '2025-04-01T10:00:00', '01.04.2025' → ISO; else null (warns). */
export function parseDate(raw: string | null | undefined, field: string, warn: Warn): string | null {
  if (!raw) return null;
  const s = raw.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(s);
  if (m) {
    const [, y, mo, d, h, mi, se] = m;
    const iso = h ? `${y}-${mo}-${d}T${h}:${mi}:${se ?? '00'}Z` : `${y}-${mo}-${d}`;
    if (!Number.isNaN(Date.parse(iso))) return iso;
  }
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s);
  if (m) {
    const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
    if (!Number.isNaN(Date.parse(iso))) return iso;
  }
  warnCoded(warn, 'notDate', { field, value: s });
  return null;
}

/** A year (1200–2100) from '1972', 'ca. 1970', '1972-01-01'; else null (warns when something was there). */
export function parseYear(raw: string | null | undefined, field: string, warn: Warn): number | null {
  if (!raw) return null;
  const m = /(1[2-9]\d\d|20\d\d|2100)/.exec(raw);
  if (!m) {
    warnCoded(warn, 'notYear', { field, value: raw.trim() });
    return null;
  }
  if (m[1] !== raw.trim()) warnCoded(warn, 'readAs', { field, value: raw.trim(), result: m[1]! });
  return Number(m[1]);
}

/** Collapses whitespace and strips tags: for titles, names, short texts. */
export function plainText(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let s = raw;
  if (s.includes('<') || s.includes('&')) {
    s = sanitizeHtml(s.replace(/<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} });
    s = decodeEntities(s);
  }
  s = s.replace(/\s+/g, ' ').trim();
  return s === '' ? null : s;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)));
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    div: 'p',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow noopener', target: '_blank' } }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'p' || frame.tag === 'li') && !frame.text.trim() && !frame.mediaChildren.length,
};
// rel/target are set by the transform, so they must be allowed on <a>
SANITIZE_OPTIONS.allowedAttributes = { a: ['href', 'rel', 'target'] };

/**
 * A feed text as safe HTML: tags outside a small allow-list are removed (their text kept), scripts and
 * styles dropped, links get rel="nofollow noopener". Plain text becomes paragraphs (blank line) and <br> (newline).
 */
export function sanitizeText(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const s = raw.replace(/\r\n?/g, '\n').trim();
  if (s === '') return null;
  let html: string;
  if (!/[<&]/.test(s)) {
    // fast path: no markup at all (most sample texts)
    html = s
      .split(/\n\s*\n/)
      .map((para) => `<p>${escapeHtml(para.trim()).replace(/\n/g, '<br>')}</p>`)
      .join('');
  } else {
    const hasBlocks = /<(p|ul|ol|li|div|h\d|table)\b/i.test(s);
    const prepared = hasBlocks
      ? s.replace(/\n\s*\n/g, '<br><br>')
      : s
          .split(/\n\s*\n/)
          .map((para) => `<p>${para.trim().replace(/\n/g, '<br>')}</p>`)
          .join('');
    html = sanitizeHtml(prepared, SANITIZE_OPTIONS)
      .replace(/<br\s*\/?>/g, '<br>')
      .replace(/(<br>\s*){3,}/g, '<br><br>')
      .replace(/<p>(\s*<br>)+/g, '<p>')
      .replace(/(<br>\s*)+<\/p>/g, '</p>')
      .replace(/^(\s*<br\s*\/?>)+|(<br\s*\/?>\s*)+$/g, '')
      .trim();
  }
  const visible = html.replace(/<[^>]+>/g, '').replace(/&nbsp;|\s/g, '');
  return visible === '' ? null : html;
}

/**
 * Cuts a plain text longer than `limit` characters at a word (never more than 100 characters back) and marks the
 * cut with " …". Null when nothing had to be cut, so the caller can warn.
 */
export function cutPlain(s: string, limit: number): string | null {
  if (s.length <= limit) return null;
  const head = s.slice(0, limit - 2);
  const atWord = head.replace(/\s+\S*$/, '');
  return `${atWord.length >= head.length - 100 ? atWord : head} …`;
}

/**
 * Cuts sanitized HTML (sanitizeText's output) longer than `limit` characters: never inside a tag or an entity,
 * at a word where one is near, then sanitized again so that the elements the cut left open are closed.
 * Null when nothing had to be cut.
 */
export function cutHtml(html: string, limit: number): string | null {
  if (html.length <= limit) return null;
  let cut = limit;
  const tagStart = html.lastIndexOf('<', cut - 1);
  if (tagStart > html.lastIndexOf('>', cut - 1)) cut = tagStart;
  const amp = html.lastIndexOf('&', cut - 1);
  if (amp > html.lastIndexOf(';', cut - 1)) cut = amp;
  const space = html.slice(0, cut).search(/\s\S*$/);
  if (space > 0 && space >= cut - 100 && space > html.lastIndexOf('>', cut - 1)) cut = space;
  return sanitizeHtml(`${html.slice(0, cut)} …`, SANITIZE_OPTIONS);
}
