/**
 * freitexte: title, teaser, location, equipment, description and other notes, with translations from
 * objekt_text lang="xx" and user fields "<field>_<lang>". Title and teaser are plain text, the others sanitized
 * HTML. A missing title is generated from type and place (feed data is German; the interface translates labels,
 * not data); a title over 200 characters is shortened at a word.
 */
import type { ObjektartHauptgruppe, Translations } from '../../domain/listing';
import { child, childrenNamed, innerMarkup, type XNode } from '../xml';
import { plainText, sanitizeText, type Warn } from '../values';

const TEXT_FIELDS = [
  'objekttitel',
  'dreizeiler',
  'lage',
  'ausstatt_beschr',
  'objektbeschreibung',
  'sonstige_angaben',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

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
  const clean = (f: TextField, v: string | null) => (isPlain(f) ? plainText(v) : sanitizeText(v));
  for (const ot of childrenNamed(ft, 'objekt_text')) {
    const lang = (ot.attrs.lang ?? '').trim().toLowerCase().slice(0, 2);
    const v = innerMarkup(ot);
    if (!v) continue;
    if (!lang || lang === 'de') {
      if (!rawTexts.objektbeschreibung) rawTexts.objektbeschreibung = v;
    } else if (/^[a-z]{2}$/.test(lang)) {
      const html = sanitizeText(v);
      if (html) translations.objektbeschreibung[lang] = html;
    }
  }
  for (const [name, value] of uf) {
    const m = /^(objekttitel|dreizeiler|lage|ausstatt_beschr|objektbeschreibung|sonstige_angaben)_([a-z]{2})$/.exec(
      name,
    );
    if (!m) continue;
    const f = m[1] as TextField;
    const v = clean(f, value);
    if (v && m[2] !== 'de') translations[f][m[2]!] = v;
  }
  const texts = {} as Record<TextField, string | null>;
  for (const f of TEXT_FIELDS) texts[f] = clean(f, rawTexts[f]);

  const { hauptgruppe, ort, key } = titleParts;
  let objekttitel = texts.objekttitel;
  if (!objekttitel) {
    objekttitel = `${GENERATED_TITLE_NOUN[hauptgruppe]}${ort ? ` in ${ort}` : ''}${key ? ` (${key})` : ''}`;
    warn(
      key
        ? 'objekttitel missing; a title was generated from type, place and object number'
        : 'objekttitel missing; a title was generated from type and place',
    );
  }
  if (objekttitel.length > 200) {
    objekttitel = `${objekttitel.slice(0, 197).replace(/\s+\S*$/, '')} …`;
    warn('objekttitel longer than 200 characters; shortened');
  }
  return { objekttitel, texts, translations };
}
