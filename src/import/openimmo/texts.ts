/**
 * freitexte: title, teaser, location, equipment, description and other notes, with translations from
 * objekt_text lang="xx" and user fields "<field>_<lang>". Title and teaser are plain text, the others sanitized
 * HTML. A missing title is generated from type and place (feed data is German; the interface translates labels,
 * not data); a title over 200 characters is shortened at a word. Every text has a limit (TEXT_LIMITS), so that a
 * feed cannot put megabytes into a page: a longer text, or translation, is cut there with a warning.
 */
import type { ObjektartHauptgruppe, Translations } from '../../domain/listing';
import { child, childrenNamed, innerMarkup, type XNode } from '../xml';
import { cutHtml, cutPlain, plainText, sanitizeText, type Warn } from '../values';
import { warnCoded } from '../warnings';

const TEXT_FIELDS = [
  'objekttitel',
  'dreizeiler',
  'lage',
  'ausstatt_beschr',
  'objektbeschreibung',
  'sonstige_angaben',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/**
 * Characters a text may have (of its sanitized HTML for the HTML fields): a long description runs to a few
 * thousand, so these only stop what no page could show. The title's own rule (200, shortened at a word) comes
 * after this one.
 */
export const TEXT_LIMITS: Record<TextField, number> = {
  objekttitel: 200,
  dreizeiler: 1_000,
  lage: 10_000,
  ausstatt_beschr: 10_000,
  objektbeschreibung: 20_000,
  sonstige_angaben: 10_000,
};

/** Sanitizing reads at most this many times a field's limit of the feed's raw text (markup included). */
const RAW_FACTOR = 10;

/** Nouns for titles generated when a feed has none. */
const GENERATED_TITLE_NOUN: Record<ObjektartHauptgruppe, string> = {
  wohnung: 'Wohnung',
  haus: 'Haus',
  grundstueck: 'Grundstück',
  buero_praxen: 'Büro/Praxis',
  einzelhandel: 'Geschäftslokal',
  gastgewerbe: 'Gastgewerbeobjekt',
  hallen_lager_prod: 'Halle/Lager',
  land_und_forstwirtschaft: 'Land- und Forstwirtschaft',
  zinshaus_renditeobjekt: 'Zinshaus/Renditeobjekt',
  freizeitimmobilie_gewerblich: 'Freizeitimmobilie',
  parken: 'Stellplatz',
  zimmer: 'Zimmer',
  sonstige: 'Immobilie',
};

export interface Texts {
  /** Never empty: generated when the feed has none. */
  objekttitel: string;
  texts: Record<TextField, string | null>;
  translations: Record<TextField, Translations>;
}

export function readTexts(
  im: XNode,
  warn: Warn,
  uf: Map<string, string>,
  titleParts: { hauptgruppe: ObjektartHauptgruppe; ort: string | null; key: string | null },
): Texts {
  const ft = child(im, 'freitexte');
  const rawTexts: Record<TextField, string | null> = {
    objekttitel: innerMarkup(child(ft, 'objekttitel')),
    dreizeiler: innerMarkup(child(ft, 'dreizeiler')),
    lage: innerMarkup(child(ft, 'lage')),
    ausstatt_beschr: innerMarkup(child(ft, 'ausstatt_beschr')),
    objektbeschreibung: innerMarkup(child(ft, 'objektbeschreibung')),
    sonstige_angaben: innerMarkup(child(ft, 'sonstige_angaben')),
  };
  const translations: Record<TextField, Translations> = {
    objekttitel: {},
    dreizeiler: {},
    lage: {},
    ausstatt_beschr: {},
    objektbeschreibung: {},
    sonstige_angaben: {},
  };
  const isPlain = (f: TextField) => f === 'objekttitel' || f === 'dreizeiler';
  const clean = (f: TextField, v: string | null, lang?: string) => {
    const limit = TEXT_LIMITS[f];
    const raw = v && v.length > limit * RAW_FACTOR ? v.slice(0, limit * RAW_FACTOR) : v;
    const value = isPlain(f) ? plainText(raw) : sanitizeText(raw);
    // the title has its own, shorter rule below
    if (!value || f === 'objekttitel') return value;
    const cut = isPlain(f) ? cutPlain(value, limit) : cutHtml(value, limit);
    if (cut === null) return value;
    warnCoded(warn, 'textCut', { field: `${f}${lang ? ` (${lang})` : ''}`, limit });
    return cut;
  };
  for (const ot of childrenNamed(ft, 'objekt_text')) {
    const lang = (ot.attrs.lang ?? '').trim().toLowerCase().slice(0, 2);
    const v = innerMarkup(ot);
    if (!v) continue;
    if (!lang || lang === 'de') {
      if (!rawTexts.objektbeschreibung) rawTexts.objektbeschreibung = v;
    } else if (/^[a-z]{2}$/.test(lang)) {
      const html = clean('objektbeschreibung', v, lang);
      if (html) translations.objektbeschreibung[lang] = html;
    }
  }
  for (const [name, value] of uf) {
    const m = /^(objekttitel|dreizeiler|lage|ausstatt_beschr|objektbeschreibung|sonstige_angaben)_([a-z]{2})$/.exec(
      name,
    );
    if (!m) continue;
    const f = m[1] as TextField;
    if (m[2] === 'de') continue;
    const v = clean(f, value, m[2]);
    if (v) translations[f][m[2]!] = v;
  }
  const texts = {} as Record<TextField, string | null>;
  for (const f of TEXT_FIELDS) texts[f] = clean(f, rawTexts[f]);

  const { hauptgruppe, ort, key } = titleParts;
  let objekttitel = texts.objekttitel;
  if (!objekttitel) {
    objekttitel = `${GENERATED_TITLE_NOUN[hauptgruppe]}${ort ? ` in ${ort}` : ''}${key ? ` (${key})` : ''}`;
    warnCoded(warn, key ? 'titleGenerated' : 'titleGeneratedNoKey');
  }
  if (objekttitel.length > 200) {
    objekttitel = `${objekttitel.slice(0, 197).replace(/\s+\S*$/, '')} …`;
    warnCoded(warn, 'titleShortened');
  }
  return { objekttitel, texts, translations };
}
