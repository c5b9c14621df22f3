/**
 * A fast view of an i18next translation function, giving exactly what i18next gives.
 *
 * A page asks for hundreds of strings and a build renders 150,000 pages: i18next's lookup takes a few microseconds
 * a call, a fifth of the time Astro spends rendering. The view looks each key's template up once and fills plain
 * `{{name}}` placeholders and plural counts itself. Anything else goes to i18next: context, its other options,
 * formats (`{{x, number}}`), nesting (`$t(…)`), values that are not plain text, numbers or booleans.
 */
import type { TFunction } from 'i18next';

export type Translate = TFunction;

/** Option names i18next reads itself rather than as placeholder values. */
const I18NEXT_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'defaultValue',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keySeparator',
  'nsSeparator',
  'replace',
  'interpolation',
  'skipInterpolation',
  'postProcess',
  'applyPostProcessor',
  'nest',
  'missingInterpolationHandler',
]);

const PLACEHOLDER = /\{\{([^}]*)\}\}/g;
const PLAIN_NAME = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*$/;

/** A template split into text and placeholder names, or null when it needs i18next (formats, nesting, …). */
type Parsed = { texts: string[]; names: string[]; raws: string[] } | null;

function parse(template: string): Parsed {
  if (template.includes('$t(')) return null;
  const texts: string[] = [];
  const names: string[] = [];
  const raws: string[] = [];
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    const name = PLAIN_NAME.exec(m[1]!)?.[1];
    if (!name) return null;
    texts.push(template.slice(last, m.index));
    names.push(name);
    raws.push(m[0]);
    last = m.index + m[0].length;
  }
  texts.push(template.slice(last));
  return { texts, names, raws };
}

/**
 * How a call's options can be served: placeholders only, a plural count, a raw template, a fixed default, or by
 * i18next alone.
 */
type Kind = 'values' | 'count' | 'raw' | 'default' | null;

function kindOf(options: Record<string, unknown>): Kind {
  let kind: Kind = 'values';
  let values = false;
  for (const k in options) {
    const v = options[k];
    if (k === 'count') {
      if (typeof v !== 'number' || kind === 'raw') return null;
      kind = 'count';
      continue;
    }
    if (k === 'skipInterpolation' || k === 'defaultValue') {
      // Only the raw-template form { skipInterpolation: true, defaultValue?: string }, or { defaultValue: string }.
      if (k === 'skipInterpolation' ? v !== true : typeof v !== 'string') return null;
      if (kind === 'count') return null;
      kind = 'raw';
      continue;
    }
    if (I18NEXT_OPTIONS.has(k) || k.startsWith('defaultValue')) return null;
    const type = typeof v;
    if (v != null && type !== 'string' && type !== 'number' && type !== 'boolean') return null;
    values = true;
  }
  // A default with no values ({ defaultValue: '' }, the vocabulary labels' lookups): what i18next gives depends on
  // the key and the default alone, as for a raw template.
  if (kind === 'raw' && options.skipInterpolation !== true) return values ? null : 'default';
  return kind;
}

/**
 * `t` is i18next's function for the language tagged `tag`, whose missing keys fall back to `fallbackTag`. A plural
 * template depends on the count only through the plural category in both languages and on whether it is zero
 * (i18next prefers a `_zero` key for 0), so it is looked up once per such class.
 */
export function fastTranslate(t: Translate, tag: string, fallbackTag: string): Translate {
  const i18n = t as unknown as (...args: unknown[]) => unknown;
  const here = new Intl.PluralRules(tag);
  const fallback = new Intl.PluralRules(fallbackTag);
  const plain = new Map<string, string>();
  const raws = new Map<string, unknown>();
  const parsed = new Map<string, Parsed>();
  const templateOf = (key: string, count?: number): Parsed => {
    const id =
      count === undefined ? key : `${key}\u0000${count === 0 ? 0 : 1}${here.select(count)}|${fallback.select(count)}`;
    let p = parsed.get(id);
    if (p === undefined) {
      const raw = i18n(key, count === undefined ? { skipInterpolation: true } : { count, skipInterpolation: true });
      p = typeof raw === 'string' ? parse(raw) : null;
      parsed.set(id, p);
    }
    return p;
  };
  // Named parameters and `arguments` rather than a rest array: hundreds of calls a page, and no array for each.
  function view(key: unknown, options?: unknown): unknown {
    // eslint-disable-next-line prefer-rest-params
    if (typeof key !== 'string' || arguments.length > 2) return i18n(...(arguments as unknown as unknown[]));
    if (options === undefined) {
      let v = plain.get(key);
      if (v === undefined) {
        const r = i18n(key);
        if (typeof r !== 'string') return r;
        v = r;
        plain.set(key, v);
      }
      return v;
    }
    if (typeof options !== 'object' || options === null) return i18n(key, options);
    const values = options as Record<string, unknown>;
    const kind = kindOf(values);
    if (kind === null) return i18n(key, options);
    if (kind === 'raw' || kind === 'default') {
      const id = `${key}\u0000${kind === 'raw' ? 1 : 0}${typeof values.defaultValue === 'string' ? values.defaultValue : '\u0001'}`;
      if (!raws.has(id)) raws.set(id, i18n(key, options));
      return raws.get(id);
    }
    const p = templateOf(key, kind === 'count' ? (values.count as number) : undefined);
    if (!p) return i18n(key, options);
    let out = p.texts[0]!;
    for (let i = 0; i < p.names.length; i++) {
      const name = p.names[i]!;
      // As i18next: a value given as null or undefined is empty; a name not given at all keeps its placeholder.
      if (Object.prototype.hasOwnProperty.call(values, name)) {
        const v = values[name];
        out += v == null ? '' : String(v);
      } else out += p.raws[i]!;
      out += p.texts[i + 1]!;
    }
    return out;
  }
  return view as unknown as Translate;
}
