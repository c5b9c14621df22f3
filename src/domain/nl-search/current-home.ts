/**
 * The home the searchers have now, said beside the one they want ("Wir wohnen zu dritt auf 55 m² in Linz, suchen
 * jetzt eine 4-Zimmer-Wohnung", "currently renting a studio in Graz, want to buy a 2-bed flat", "notre maison
 * actuelle à Salzbourg est trop grande, on cherche un appartement"): its type, rooms, area, price, deal and features
 * are context, never criteria of the search. Only the wanted part is read for criteria.
 *
 * A clause about the current home opens with a marker of the language (the searchers living, renting or owning a
 * home now: "wir wohnen", "ich habe … eine Wohnung", "our current flat", "nous louons", "viviamo", "tenemos un piso")
 * and ends at the first marker of the wanted part after it ("suchen", "want", "cherchons", "cerchiamo", "buscamos"),
 * at a turn ("aber", "but", "mais", "ma", "pero"), or at a sentence's end; with no wanted marker after it, at the first
 * comma too ("Wohnung zur Miete in Graz, wir wohnen derzeit in Leoben, mit Balkon"). Where nothing is left beside the
 * clause, the text is the search itself and is read whole.
 *
 * The place: a place named in the wanted part is the one searched; a place said only of the current home, when the
 * wanted part names none, stays the search's place, because people mostly move within their town ("wir wohnen in
 * Graz und suchen ein Haus": a house in Graz). Nothing else of the current home is kept.
 *
 * The markers are tested once per query (one regular expression per language), so that a query without them costs
 * one test.
 */
import type { Lang, NlFilters, NlResult } from './types';

/** The words for the kind of home the searchers have, after "we have/own …" ("ich habe eine kleine Wohnung"). */
const HOME_NOUNS: Partial<Record<Lang, string>> = {
  de: '[^\\s,.;!?]*(?:wohnung|haus)|garçonnière|garconniere|[^\\s,.;!?]*zimmer|wg|eigenheim|eigentum',
  en: 'flat|apartment|house|studio|home|place|bedsit|condo|bungalow|cottage|room|\\d-bed\\p{L}*',
  fr: 'appartement|maison|studio|logement|[tf]\\d|pièces|chambre|villa|duplex|loft',
  it: 'appartamento|casa|monolocale|bilocale|trilocale|quadrilocale|villa|villetta|attico|mansarda|stanz[ae]|camer[ae]',
  es: 'piso|casa|apartamento|estudio|chalet|ático|atico|dúplex|duplex|vivienda|habitaci\\p{L}+|dormitorios?',
};

/**
 * The words that open the home named after "we have/own" (an article, a possessive or a number, after a word for
 * "now"): so that "ich habe gesehen", "j'ai besoin d'une maison", "ho visto un appartamento" or "I have been looking
 * for a flat" name no home the searchers have.
 */
const HOME_LEAD: Partial<Record<Lang, string>> = {
  de: '(?:(?:derzeit|jetzt|aktuell|momentan|zurzeit|noch) )?(?:eine?|einen|unsere?n?|meine?n?|\\d\\S*)',
  en: '(?:(?:currently|now|still|already) )?(?:a|an|our|my|\\d\\S*)',
  fr: '(?:(?:actuellement|déjà) )?(?:un|une|notre|mon|ma|\\d\\S*)',
  it: '(?:(?:attualmente|ora|già) )?(?:un|una|uno|\\d\\S*)',
  es: '(?:(?:actualmente|ahora|ya) )?(?:un|una|\\d\\S*)',
};

/** `HOME` in a marker: an article (HOME_LEAD), up to three words, then a word for a home. */
const HOME = 'HOME';

/** The markers that open a clause about the current home (the text lower case, as normalised). */
const CURRENT: Partial<Record<Lang, string[]>> = {
  de: [
    '(?:(?:derzeit|jetzt|aktuell|momentan|zurzeit|zur zeit|noch|im moment) )?(?:wir|ich) (?:(?:derzeit|jetzt|aktuell|momentan|zurzeit|noch) )?(?:wohnen|wohne|leben|lebe|mieten|miete)',
    '(?:wohnen|wohne|leben|lebe|mieten|miete) (?:wir|ich)',
    '(?:wohnen|wohne|leben|lebe) (?:derzeit|jetzt|aktuell|momentan|zurzeit|noch|im moment)',
    `(?:wir|ich) (?:haben|habe|besitzen|besitze) ${HOME}`,
    '(?:unsere|unser|meine|mein) (?:jetzige|jetziges|aktuelle|aktuelles|derzeitige|derzeitiges|momentane|momentanes|bisherige|bisheriges)',
  ],
  en: [
    '(?:(?:currently|at the moment|right now|at present|presently|still|now) )?(?:we|i) (?:(?:currently|still|now|presently) )?(?:live|are living|am living|rent|are renting|am renting|reside|are staying|am staying)',
    "(?:we're|i'm) (?:(?:currently|still|now) )?(?:living|renting|staying)",
    `(?:(?:currently|at the moment|right now|at present) )?(?:we|i) (?:(?:currently|still|now|already) )?(?:have|own|'ve got|have got) ${HOME}`,
    '(?:our|my) (?:current|present|existing)',
  ],
  fr: [
    "(?:(?:actuellement|en ce moment|pour l'instant|pour le moment) )?(?:nous|je|j'|on) ?(?:(?:actuellement|en ce moment) )?(?:habitons|habite|vivons|vis|vit|louons|loue|logeons|loge|résidons|réside)",
    `(?:nous avons|j'ai|on a|nous possédons|je possède|on possède) ${HOME}`,
    '(?:notre|nos|mon|ma) (?:\\p{L}+ )?(?:actuel|actuelle|actuels)',
  ],
  it: [
    '(?:(?:attualmente|ora|adesso|al momento|per ora) )?(?:(?:io|noi) )?(?:abitiamo|abito|viviamo|vivo|affittiamo|(?:siamo|sono) in affitto)',
    `(?:ho|abbiamo|possiedo|possediamo) ${HOME}`,
    '(?:la nostra|il nostro|la mia|il mio|nostra|nostro|mia|mio) (?:\\p{L}+ )?(?:attuale|di adesso|di ora)',
  ],
  es: [
    '(?:(?:actualmente|ahora|de momento|ahora mismo|por ahora|en este momento) )?(?:vivimos|vivo|alquilamos|residimos|resido|(?:estamos|estoy) (?:viviendo|de alquiler))',
    `(?:tengo|tenemos|poseo|poseemos) ${HOME}`,
    '(?:nuestra|nuestro|mi) (?:\\p{L}+ )?actual',
  ],
};

/** The markers that open the wanted part. */
const WANTED: Partial<Record<Lang, string>> = {
  de: 'such\\p{L}*|wollen|will|möchten|möchte|brauchen|brauche|benötigen|benötige|hätten gern\\p{L}*|hätte gern\\p{L}*|wünschen|gesucht|träumen|würden gern\\p{L}*',
  en: "looking|look for|searching|search for|want|wanting|wants|need|needs|would like|'d like|seeking|hoping",
  fr: 'cherch\\p{L}*|recherch\\p{L}*|voudri\\p{L}*|voulons|veux|veut|souhait\\p{L}*|aimeri\\p{L}*|besoin|envisag\\p{L}*',
  it: 'cerc\\p{L}*|vorre\\p{L}*|vogliamo|voglio|desider\\p{L}*|serve|servono|servirebbe|bisogno|piacerebbe',
  es: 'busc\\p{L}*|quier\\p{L}*|queremos|necesit\\p{L}*|gustar\\p{L}*|hace falta|hacen falta|deseamos|deseo',
};

/** The words that turn from the current home to what is wanted ("but", "so"). */
const TURN: Partial<Record<Lang, string>> = {
  de: 'aber|jedoch|deshalb|daher|darum|deswegen',
  en: 'but|so (?:we|i)|therefore|hence',
  fr: 'mais|donc|alors|du coup',
  it: 'ma|però|quindi|perciò|allora',
  es: 'pero|así que|por eso|entonces',
};

/**
 * The words that make what follows a condition ("when I rent", "wenn wir mieten", "si je loue"): a question about
 * renting or owning in general, not the searchers' current home.
 */
const CONDITION: Partial<Record<Lang, string>> = {
  de: 'wenn|falls|sobald|ob|bevor|nachdem|als',
  en: 'when|if|once|whenever|while|before|after|unless',
  fr: 'quand|si|lorsque|lorsqu|dès que|avant de|après',
  it: 'quando|se|appena|prima di|dopo',
  es: 'cuando|si|mientras|antes de|después de|en cuanto',
};

const L = '\\p{L}\\p{N}';
const word = (alt: string) => `(?<![${L}'])(?:${alt})(?![${L}])`;

interface Compiled {
  current: RegExp;
  condition: RegExp;
  wanted: RegExp;
  turn: RegExp;
}

const compiled = new Map<Lang, Compiled | null>();

function compile(lang: Lang): Compiled | null {
  let c = compiled.get(lang);
  if (c !== undefined) return c;
  const markers = CURRENT[lang];
  const nouns = HOME_NOUNS[lang];
  c =
    markers && nouns
      ? {
          current: new RegExp(
            word(
              markers.map((m) => m.replace(HOME, `${HOME_LEAD[lang]!}(?: [^\\s,.;!?]+){0,3}? (?:${nouns})`)).join('|'),
            ),
            'gu',
          ),
          condition: new RegExp(`${word(CONDITION[lang]!)}[ ']?$`, 'u'),
          wanted: new RegExp(word(WANTED[lang]!), 'u'),
          turn: new RegExp(word(TURN[lang]!), 'u'),
        }
      : null;
  compiled.set(lang, c);
  return c;
}

/** A sentence's end: a full stop after a word of four letters or more (not "St." or "ca."), or ! ? ; or a line. */
const SENTENCE_END = /(?<![\s.]\p{L}{1,3})\.(?=\s|$)|[!?;\n]/u;
const COMMA = /,/u;

function firstOf(s: string, res: readonly RegExp[]): number {
  let at = s.length;
  for (const re of res) {
    const i = s.search(re);
    if (i >= 0 && i < at) at = i;
  }
  return at;
}

export interface CurrentHomeSplit {
  /** The text without the clauses about the current home. */
  wanted: string;
  /** The clauses about the current home, read for their place only. */
  home: string;
}

/** The text split into what is wanted and what is said of the current home; null when no clause is about it. */
export function splitCurrentHome(text: string, lang: Lang): CurrentHomeSplit | null {
  const c = compile(lang);
  if (!c) return null;
  c.current.lastIndex = 0;
  if (!c.current.test(text)) return null;
  let wanted = '';
  const home: string[] = [];
  let from = 0;
  c.current.lastIndex = 0;
  for (let m = c.current.exec(text); m; m = c.current.exec(text)) {
    if (m.index < from) continue;
    if (c.condition.test(text.slice(Math.max(from, m.index - 16), m.index).trimEnd())) continue;
    const after = m.index + m[0].length;
    const rest = text.slice(after);
    const stops = [SENTENCE_END, c.turn, c.wanted];
    // With no wanted marker after the clause, a comma ends it too.
    if (!c.wanted.test(rest)) stops.push(COMMA);
    const end = after + firstOf(rest, stops);
    wanted += `${text.slice(from, m.index)} `;
    home.push(text.slice(m.index, end));
    from = end;
    c.current.lastIndex = end;
  }
  if (!home.length) return null;
  wanted += text.slice(from);
  // Nothing but the clause: the text is the search itself.
  if (!/[\p{L}\p{N}]{2,}/u.test(wanted.replace(new RegExp(c.turn.source, 'gu'), ' '))) return null;
  return { wanted, home: home.join(' , ') };
}

const PLACE_KEYS = ['ort', 'bundesland', 'bezirk', 'plz', 'region', 'radiusKm'] as const;

/** The wanted part's reading, with the current home's place when the wanted part names none. */
export function withHomePlace(wanted: NlResult, home: NlResult): NlResult {
  const f = wanted.filters;
  if (PLACE_KEYS.some((k) => f[k] !== undefined)) return wanted;
  const place: NlFilters = {};
  for (const k of PLACE_KEYS) if (home.filters[k] !== undefined) Object.assign(place, { [k]: home.filters[k] });
  return Object.keys(place).length ? { ...wanted, filters: { ...f, ...place } } : wanted;
}
