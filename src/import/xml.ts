/**
 * Streaming OpenImmo reader: bytes in, one small element tree per <immobilie> out, so a 200 MB feed never sits
 * in memory. Encodings: UTF-8 and ISO-8859-1/Windows-1252, declared or not, and the real-world mixes
 * (a UTF-8 file with a stray Latin-1 byte, a file declared ISO-8859-1 that is really UTF-8).
 */
import { SaxesParser } from 'saxes';
import { coded, type CodedWarning } from './warnings';

export interface XNode {
  /** Element name, lower case, namespace prefix removed. */
  name: string;
  /** Attribute names lower case; values as written. */
  attrs: Record<string, string>;
  children: XNode[];
  /** Text and child elements in document order (for texts that carry unescaped HTML). */
  parts: Array<XNode | string>;
}

export interface FeedHandlers {
  /** The root element's name ('openimmo', 'openimmo_feedback', …). */
  root?(name: string): void;
  uebertragung?(attrs: Record<string, string>): void;
  anbieterStart?(): void;
  /** One listing; `anbieter` holds what the enclosing <anbieter> said so far (no <immobilie> children). */
  immobilie(node: XNode, anbieter: XNode): void;
  anbieterEnd?(anbieter: XNode): void;
}

export interface ParseOutcome {
  /** The encoding the text was read with. */
  encoding: 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';
  /** Problems with the file as a whole (encoding repairs, well-formedness errors), coded (./warnings). */
  warnings: CodedWarning[];
  /**
   * False when the document ended early (truncated download, unclosed root) or its structure broke (`broken`): a VOLL
   * feed must then not withdraw.
   */
  complete: boolean;
  /** Fatal reason when complete is false. */
  error?: string;
  /**
   * Set when the element structure broke (a wrong or missing closing tag): the listings completed before it were
   * handed on, the one open at that point and all after it were not (`dropped` counts those seen).
   */
  broken?: { error: string; dropped: number };
}

/**
 * saxes errors after which the element tree no longer says what belongs where: saxes closes every open element at
 * an unmatched closing tag, so whatever follows would be read outside the listing, the provider or the document.
 */
const STRUCTURAL_ERROR = /close tag|closing tag|only one root|outside of root/i;

// Named HTML entities that agents' software writes into XML although XML does not define them.
const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  euro: '€',
  sup2: '²',
  sup3: '³',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  aacute: 'á',
  ccedil: 'ç',
  ndash: '–',
  mdash: '—',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  hellip: '…',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  times: '×',
  shy: '\u00ad',
  laquo: '«',
  raquo: '»',
  para: '¶',
  sect: '§',
  micro: 'µ',
  plusmn: '±',
};

const WIN1252 = new TextDecoder('windows-1252');

/** Decodes possibly-broken UTF-8: valid sequences as UTF-8, every invalid byte as Windows-1252. */
function decodeLenientUtf8(buf: Uint8Array): { text: string; repaired: number } {
  let out = '';
  let repaired = 0;
  let start = 0;
  let i = 0;
  const flush = (end: number) => {
    if (end > start) out += Buffer.from(buf.buffer, buf.byteOffset + start, end - start).toString('utf8');
  };
  while (i < buf.length) {
    const b = buf[i]!;
    let len = 0;
    if (b < 0x80) len = 1;
    else if (b >= 0xc2 && b <= 0xdf) len = 2;
    else if (b >= 0xe0 && b <= 0xef) len = 3;
    else if (b >= 0xf0 && b <= 0xf4) len = 4;
    let ok = len > 0 && i + len <= buf.length;
    for (let k = 1; ok && k < len; k++) if ((buf[i + k]! & 0xc0) !== 0x80) ok = false;
    if (ok) {
      i += len;
      continue;
    }
    flush(i);
    out += WIN1252.decode(buf.subarray(i, i + 1));
    repaired++;
    i++;
    start = i;
  }
  flush(i);
  return { text: out, repaired };
}

/** How many bytes at the end of `buf` form an incomplete (but so far valid) UTF-8 sequence. */
function incompleteUtf8Tail(buf: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, buf.length); back++) {
    const b = buf[buf.length - back]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte, look further back
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
}

function declaredEncoding(head: Uint8Array): string | null {
  const text = WIN1252.decode(head.subarray(0, 300));
  const m = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(text);
  return m ? m[1]!.toLowerCase() : null;
}

function hasValidMultibyteUtf8(head: Uint8Array): boolean {
  let multibyte = false;
  const probe = head.subarray(0, head.length - incompleteUtf8Tail(head));
  for (const b of probe)
    if (b >= 0x80) {
      multibyte = true;
      break;
    }
  if (!multibyte) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(probe);
    return true;
  } catch {
    return false;
  }
}

class FeedDecoder {
  encoding: ParseOutcome['encoding'] = 'utf-8';
  repaired = 0;
  private tail: Uint8Array = new Uint8Array(0);
  private utf16?: TextDecoder;
  readonly notes: CodedWarning[] = [];

  constructor(head: Uint8Array) {
    if (head[0] === 0xff && head[1] === 0xfe) this.setUtf16('utf-16le');
    else if (head[0] === 0xfe && head[1] === 0xff) this.setUtf16('utf-16be');
    else if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) this.encoding = 'utf-8';
    else {
      const declared = declaredEncoding(head);
      const latin = declared && /^(iso-?8859-?(1|15)|latin-?1|windows-1252|cp1252|l1)$/.test(declared);
      if (latin) {
        if (hasValidMultibyteUtf8(head)) {
          this.notes.push(coded('encodingDeclaredUtf8', { declared }));
        } else this.encoding = 'windows-1252';
      } else if (declared && !/^utf-?8$/.test(declared)) {
        this.notes.push(coded('encodingUnsupported', { declared }));
      }
    }
  }

  private setUtf16(enc: 'utf-16le' | 'utf-16be') {
    this.encoding = enc;
    this.utf16 = new TextDecoder(enc);
  }

  decode(chunk: Uint8Array, final = false): string {
    if (this.utf16) return this.utf16.decode(chunk, { stream: !final });
    if (this.encoding === 'windows-1252') return WIN1252.decode(chunk);
    let buf = chunk;
    if (this.tail.length) {
      buf = new Uint8Array(this.tail.length + chunk.length);
      buf.set(this.tail);
      buf.set(chunk, this.tail.length);
    }
    const keep = final ? 0 : incompleteUtf8Tail(buf);
    this.tail = keep ? buf.slice(buf.length - keep) : new Uint8Array(0);
    const body = keep ? buf.subarray(0, buf.length - keep) : buf;
    const fast = Buffer.from(body.buffer, body.byteOffset, body.length).toString('utf8');
    if (!fast.includes('\ufffd')) return fast;
    const { text, repaired } = decodeLenientUtf8(body);
    this.repaired += repaired;
    return text;
  }
}

const localName = (n: string) => {
  const i = n.indexOf(':');
  return (i >= 0 ? n.slice(i + 1) : n).toLowerCase();
};

function lowerAttrs(attrs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k in attrs) out[localName(k)] = attrs[k]!;
  return out;
}

/**
 * Characters one element's text may have while parsing. No field of a listing needs more (the mapping's own limits
 * are far lower), and without a bound a single huge text would sit in memory whole, however the feed is streamed.
 */
export const MAX_ELEMENT_TEXT = 1_000_000;

/**
 * Parses a feed from a byte stream. Handlers run synchronously as elements close. Never throws on bad XML:
 * well-formedness problems become warnings, and `complete` says whether the document reached its end.
 */
export async function parseFeed(bytes: AsyncIterable<Uint8Array>, handlers: FeedHandlers): Promise<ParseOutcome> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  const warnings: CodedWarning[] = [];
  const errors: string[] = [];
  let depth = 0;
  let rootClosed = false;
  let rootSeen = false;

  // stack of open nodes we are building (only inside <anbieter> or <uebertragung>)
  const stack: XNode[] = [];
  let anbieter: XNode | null = null;
  let immobilieDepth = -1;
  let syntheticAnbieterDepth = -1;

  // The first structural error ends the reading of listings: those completed before it are kept.
  let brokenAt: string | null = null;
  let dropped = 0;
  let ending = false;

  parser.on('error', (e) => {
    const message = e.message.replace(/^undefined:/, '');
    // Elements still open when the input ends are a truncated document, not a break: that keeps its own rule.
    if (brokenAt === null && rootSeen && !ending && STRUCTURAL_ERROR.test(message)) brokenAt = message;
    // saxes first says "unexpected close tag" for each element it closes, then names the tag at the same place.
    else if (brokenAt !== null && / closing tag: /.test(message) && message.split(' ')[0] === brokenAt.split(' ')[0])
      brokenAt = message;
    if (errors.length < 20) errors.push(message);
    else if (errors.length === 20) errors.push('… further XML errors omitted');
  });
  parser.on('opentag', (tag) => {
    depth++;
    const name = localName(tag.name);
    if (brokenAt !== null) {
      if (name === 'immobilie') dropped++;
      return;
    }
    if (depth === 1) {
      rootSeen = true;
      handlers.root?.(name);
      return;
    }
    const attrs = lowerAttrs(tag.attributes as Record<string, string>);
    if (depth === 2 && name === 'uebertragung') {
      handlers.uebertragung?.(attrs);
      return;
    }
    if (depth === 2 && name === 'anbieter') {
      anbieter = { name, attrs, children: [], parts: [] };
      stack.length = 0;
      stack.push(anbieter);
      handlers.anbieterStart?.();
      return;
    }
    if ((!anbieter || stack.length === 0) && name === 'immobilie' && immobilieDepth < 0) {
      // a listing outside any <anbieter> (broken feeds): give it an empty provider so it is still read
      anbieter = { name: 'anbieter', attrs: {}, children: [], parts: [] };
      syntheticAnbieterDepth = depth;
      stack.length = 0;
      stack.push(anbieter);
      handlers.anbieterStart?.();
    }
    if (!anbieter || stack.length === 0) return;
    const node: XNode = { name, attrs, children: [], parts: [] };
    if (name === 'immobilie' && immobilieDepth < 0) {
      immobilieDepth = depth;
      stack.push(node);
      return;
    }
    const parent = stack[stack.length - 1]!;
    parent.children.push(node);
    parent.parts.push(node);
    stack.push(node);
  });
  let textCut = false;
  const onText = (text: string) => {
    if (stack.length < 2) return; // whitespace between anbieter's children, or outside
    const parent = stack[stack.length - 1]!;
    const last = parent.parts[parent.parts.length - 1];
    const before = typeof last === 'string' ? last.length : 0;
    if (before + text.length > MAX_ELEMENT_TEXT) {
      if (before >= MAX_ELEMENT_TEXT) return;
      text = text.slice(0, MAX_ELEMENT_TEXT - before);
      textCut = true;
    }
    if (typeof last === 'string') parent.parts[parent.parts.length - 1] = last + text;
    else parent.parts.push(text);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (depth === 1) rootClosed = true;
    if (brokenAt !== null) {
      // The listing open at the break is incomplete: dropped. The provider's listings before it still go on.
      if (depth === immobilieDepth) {
        dropped++;
        immobilieDepth = -1;
      } else if (anbieter && depth === 2 && syntheticAnbieterDepth < 0) {
        handlers.anbieterEnd?.(anbieter);
        anbieter = null;
        stack.length = 0;
      }
      depth--;
      return;
    }
    if (anbieter && stack.length > 0 && depth >= 2) {
      if (depth === 2 && syntheticAnbieterDepth < 0) {
        handlers.anbieterEnd?.(anbieter);
        anbieter = null;
        stack.length = 0;
      } else if (depth === immobilieDepth) {
        const node = stack.pop()!;
        immobilieDepth = -1;
        handlers.immobilie(node, anbieter);
        if (syntheticAnbieterDepth === depth) {
          handlers.anbieterEnd?.(anbieter);
          anbieter = null;
          stack.length = 0;
          syntheticAnbieterDepth = -1;
        }
      } else if (depth > 2 && stack.length > 1) {
        stack.pop();
      }
    }
    depth--;
  });

  let decoder: FeedDecoder | null = null;
  let readError: string | null = null;
  let pending: Uint8Array[] = [];
  let pendingLength = 0;
  // saxes collects a text (or CDATA section) whole before it hands it on; cutting its buffer after every chunk keeps
  // a text of hundreds of megabytes from ever being held (the field is cut at MAX_ELEMENT_TEXT in any case)
  const saxesBuffer = parser as unknown as { text: string };
  const write = (text: string) => {
    if (!text) return;
    parser.write(text);
    if (saxesBuffer.text.length > MAX_ELEMENT_TEXT) {
      saxesBuffer.text = saxesBuffer.text.slice(0, MAX_ELEMENT_TEXT);
      textCut = true;
    }
  };
  try {
    for await (const chunk of bytes) {
      if (!decoder) {
        // sniff the declaration and the first bytes before choosing an encoding
        pending.push(chunk);
        pendingLength += chunk.length;
        if (pendingLength < 65536) continue;
        const head = Buffer.concat(pending);
        pending = [];
        decoder = new FeedDecoder(head);
        write(decoder.decode(head));
        continue;
      }
      write(decoder.decode(chunk));
    }
    if (!decoder) {
      const head = Buffer.concat(pending);
      decoder = new FeedDecoder(head);
      write(decoder.decode(head, true));
    } else write(decoder.decode(new Uint8Array(0), true));
    ending = true;
    parser.close();
  } catch (e) {
    // saxes only throws when an error handler rethrows, so this is the byte stream failing (an unreadable or
    // oversized ZIP entry): the document was not read to its end
    readError = e instanceof Error ? e.message : String(e);
  }

  // A provider still open at a break hands on the listings it completed before it.
  if (brokenAt !== null && anbieter) {
    handlers.anbieterEnd?.(anbieter);
    anbieter = null;
  }

  warnings.push(...(decoder?.notes ?? []));
  if (decoder && decoder.repaired > 0) {
    warnings.push(coded('bytesRepaired', { count: decoder.repaired }));
  }
  if (textCut) warnings.push(coded('documentTextCut', { limit: MAX_ELEMENT_TEXT }));
  if (errors.length) warnings.push(...errors.map((error) => coded('xmlError', { error })));
  const complete = rootSeen && rootClosed && readError === null && brokenAt === null;
  return {
    encoding: decoder?.encoding ?? 'utf-8',
    warnings,
    complete,
    error: complete
      ? undefined
      : readError !== null
        ? `cannot read: ${readError}`
        : brokenAt !== null
          ? `XML error ${brokenAt}`
          : rootSeen
            ? 'the XML document ends before its root element is closed (truncated?)'
            : 'no XML root element found',
    ...(brokenAt !== null && readError === null ? { broken: { error: brokenAt, dropped } } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Tree helpers for the mapper
// ---------------------------------------------------------------------------------------------------------------

export function child(node: XNode | null | undefined, name: string): XNode | null {
  if (!node) return null;
  for (const c of node.children) if (c.name === name) return c;
  return null;
}

export function childrenNamed(node: XNode | null | undefined, name: string): XNode[] {
  return node ? node.children.filter((c) => c.name === name) : [];
}

/** path(immobilie, 'geo', 'plz') */
export function path(node: XNode | null | undefined, ...names: string[]): XNode | null {
  let cur = node ?? null;
  for (const n of names) cur = child(cur, n);
  return cur;
}

/** All descendants with this name, depth-first. */
export function descendants(node: XNode | null | undefined, name: string, out: XNode[] = []): XNode[] {
  if (!node) return out;
  for (const c of node.children) {
    if (c.name === name) out.push(c);
    descendants(c, name, out);
  }
  return out;
}

/** The direct text of an element, trimmed; null when empty or whitespace only. */
export function text(node: XNode | null | undefined): string | null {
  if (!node) return null;
  let s = '';
  for (const p of node.parts) if (typeof p === 'string') s += p;
  s = s.trim();
  return s === '' ? null : s;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Inner content as markup: for texts whose HTML the agent did not wrap in CDATA (<b> became elements). */
export function innerMarkup(node: XNode | null | undefined): string | null {
  if (!node) return null;
  if (node.children.length === 0) return text(node);
  const render = (n: XNode): string => {
    const attrs = Object.entries(n.attrs)
      .map(([k, v]) => ` ${k}="${escapeHtml(v).replace(/"/g, '&quot;')}"`)
      .join('');
    const inner = n.parts.map((p) => (typeof p === 'string' ? escapeHtml(p) : render(p))).join('');
    return `<${n.name}${attrs}>${inner}</${n.name}>`;
  };
  const s = node.parts
    .map((p) => (typeof p === 'string' ? escapeHtml(p) : render(p)))
    .join('')
    .trim();
  return s === '' ? null : s;
}
