/**
 * A place corrected while it is said or typed ("in Graz, nein sorry, in Leoben", "in Villach sorry I mean in Spittal",
 * "en Linz, no perdón, en Wels", "a Bregenz anzi a Feldkirch"): the place before the correction marker is dropped, so
 * the one said last is read. Only where the marker is followed by the same word for "in" or "near" as the place
 * before it, as a correction repeats its frame; a bare "no" or "not" is left alone, because "en Graz, no en Linz"
 * excludes the second place instead of correcting the first. An amount or a count said twice needs no rule: the
 * readers keep the last one.
 */
import { BUNDESLAND_ALIASES, defaultGazetteer } from './gazetteer';
import type { Lang } from './types';

/** The words that take back what was just said, as the text is normalised (lower case). */
const MARKERS: Partial<Record<Lang, string>> = {
  de: 'nein|sorry|ich meine|ich meinte|äh|besser gesagt|korrigiere',
  en: 'sorry|i mean|i meant|no wait|no sorry|or rather|scratch that',
  fr: 'pardon|non pardon|je veux dire|plutôt|enfin|euh',
  it: 'anzi|cioè|scusa|no scusa|volevo dire|o meglio',
  es: 'perdón|perdon|no perdón|no perdon|perdona|o sea|digo|quiero decir|mejor dicho',
  pt: 'quer dizer|desculpa|digo|ou melhor|perdão|perdao|aliás|alias',
  nl: 'nee|sorry|ik bedoel|of eigenlijk|beter gezegd|pardon',
  sv: 'nej|förlåt|jag menar|eller snarare|alltså|ursäkta',
  pl: 'znaczy|to znaczy|przepraszam|a właściwie|właściwie|a raczej|sorry',
  ru: 'вернее|точнее|то есть|в смысле|извините|простите|пардон|ой|ой нет|нет стоп',
  tr: 'yok hayır|hayır|pardon|özür dilerim|yani|aslında',
  ar: 'عفوا|اقصد|قصدي|اعني|لا لا|لا بل|بل',
  fa: 'ببخشید|یعنی|منظورم|نه نه|نه ببخشید',
  zh: '不对|哦不|我是说|我的意思是|应该是|说错了|更正',
  ja: 'いや|じゃなくて|ではなく|間違えた|訂正|失礼|すみません',
};

/** The words for "in" and "near" before a place. */
const PLACE_WORDS: Partial<Record<Lang, string>> = {
  de: 'in|bei|nahe|um',
  en: 'in|near|around',
  fr: 'à|a|près de|autour de|en',
  it: 'a|in|vicino a|nei pressi di',
  es: 'en|cerca de',
  pt: 'em|no|na|perto de',
  nl: 'in|bij|rond|nabij',
  sv: 'i|nära|runt',
  pl: 'w|we|koło|pod|niedaleko|blisko',
};

let inName: string | null = null;

/**
 * The words that follow an "in" inside a place's own name ("Hall in Tirol", "Neumarkt in der Steiermark", "Gmünd in
 * Kärnten", "St. Veit in Defereggen"): that "in" is part of the first place, not the frame of a second. Taken from the
 * gazetteer's names, so that a place added to it is known; each word also as typed without its umlaut's dots
 * ("karnten", "kaernten"), and a Land's word in the Land's other one-word Latin names ("Hall in Tyrol").
 */
function inNameWords(): string {
  if (inName !== null) return inName;
  const words = new Set<string>();
  for (const { value } of defaultGazetteer().names.values())
    for (const m of value.toLowerCase().matchAll(/ in (\p{L}+)/gu)) words.add(m[1]!);
  for (const aliases of Object.values(BUNDESLAND_ALIASES))
    if (aliases.some((a) => words.has(a))) for (const a of aliases) if (/^[a-zäöüß]+$/.test(a)) words.add(a);
  for (const w of [...words]) {
    words.add(w.replace(/[äöü]/g, (ch) => ch.normalize('NFD')[0]!));
    words.add(w.replace(/[äöü]/g, (ch) => `${ch.normalize('NFD')[0]!}e`));
  }
  inName = [...words].join('|');
  return inName;
}

const compiled = new Map<Lang, RegExp | null>();

/** The text with each corrected place left out ("in graz nein sorry in leoben" → "in leoben"). */
export function selfCorrected(text: string, lang: Lang, kinds: ReadonlyArray<ReadonlyArray<RegExp>> = []): string {
  let re = compiled.get(lang);
  if (re === undefined) {
    const markers = MARKERS[lang];
    const places = PLACE_WORDS[lang];
    // The place: one to five words after the word for "in" (none of them that word again: "à louer à Steyr" keeps
    // its "louer"; unless it is the "in" of the place's own name, "in Hall in Tirol"), a word shortened with a dot
    // among them ("St. Johann im Pongau"), then the marker (one or more, with commas or dashes), then the same word
    // for "in" again.
    re =
      markers && places
        ? new RegExp(
            `(?<![\\p{L}])(${places})\\s+(?:(?:(?!\\1\\s)|(?=\\1\\s+(?:${inNameWords()})(?![\\p{L}])))[^\\s,.;:!?]+\\.?\\s+){0,4}?(?!\\1\\s)[^\\s,.;:!?]+\\s*[,.;:!-]*\\s*(?:(?:${markers})(?![\\p{L}])\\s*[,.;:!-]*\\s*)+\\1\\s+`,
            'gu',
          )
        : null;
    compiled.set(lang, re);
  }
  return re ? text.replace(re, (all: string, word: string) => `${termsIn(all, word, kinds)}${word} `) : text;
}

/**
 * What the taken-back words also said besides the place ("in Graz zu kaufen, nein, in Leoben", "house in Graz for
 * sale, I mean in Leoben", "Haus in Graz mit Garten, nein, in Leoben"): the words from the first term of `kinds` to
 * the last one after the place's first word, which are kept before the place said last.
 */
function termsIn(span: string, word: string, kinds: ReadonlyArray<ReadonlyArray<RegExp>>): string {
  const rest = span.slice(word.length).trimStart();
  const first = /^\S+/u.exec(rest);
  if (!first || !kinds.length) return '';
  const after = span.length - rest.length + first[0].length;
  let from = Infinity;
  let to = -1;
  for (const patterns of kinds)
    for (const re of patterns)
      for (const [start, end] of matchSpans(span, re))
        if (start >= after) {
          from = Math.min(from, start);
          to = Math.max(to, end);
        }
  return to > from ? `${span.slice(from, to)} ` : '';
}

/** Where `re` matches in `text`, every match (not only the first), as [start, end]; empty matches left out. */
function matchSpans(text: string, re: RegExp): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`)))
    if (m[0].length) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

/**
 * "no" standing alone between commas takes back what was said before it ("flat, no, a house", "piso, no, casa");
 * without the commas it often excludes what follows ("casa, no piso"), so it corrects nothing.
 */
const BARE_NO: Partial<Record<Lang, string>> = {
  en: 'no',
  fr: 'non',
  it: 'no',
  es: 'no',
  pt: 'não|nao',
  pl: 'nie',
  ru: 'нет',
  tr: 'yok',
  ar: 'لا',
  fa: 'نه',
};

/**
 * Chinese and Japanese write a marker onto the next word with no space ("いや一戸建て", "不对，买独栋房子"): there the
 * marker needs no word boundary, and the short word after it none either.
 */
const UNSPACED: ReadonlySet<Lang> = new Set<Lang>(['zh', 'ja']);

/** Per language: the text between two terms when it is only a marker, and any marker at all (a quick test first). */
const gaps = new Map<Lang, { gap: RegExp; any: RegExp } | null>();

/**
 * A term taken back for another of its kind ("Wohnung, nein, Haus", "kaufen, äh, mieten", "flat, no, a house",
 * "comprar no perdón alquilar"): the first term and the marker are left out, so the term said last is read. Only
 * where nothing but the marker (and a short word such as an article) stands between the two terms. `kinds` are the
 * patterns of each kind of term (the deal's words, the property types' words), matched on the text.
 */
export function termsCorrected(text: string, lang: Lang, kinds: ReadonlyArray<ReadonlyArray<RegExp>>): string {
  let entry = gaps.get(lang);
  if (entry === undefined) {
    const markers = MARKERS[lang];
    const bare = BARE_NO[lang];
    const punct = '\\s*[,.;:!、-]*\\s*';
    const unspaced = UNSPACED.has(lang);
    const end = unspaced ? '' : '(?![\\p{L}])';
    entry = markers
      ? {
          gap: new RegExp(
            `^(?:${punct}(?:(?:${markers})${end}${punct})+${bare ? `|\\s*,\\s*(?:${bare})\\s*,\\s*` : ''})(?:\\p{L}{1,3}\\s${unspaced ? '*' : '+'})?$`,
            'u',
          ),
          // A bare "no" only between commas, as the gap reads it: "nie", "no", "لا" alone are common words.
          any: new RegExp(
            `${unspaced ? '' : '(?<![\\p{L}])'}(?:${markers})${end}${bare ? `|,\\s*(?:${bare})\\s*,` : ''}`,
            'u',
          ),
        }
      : null;
    gaps.set(lang, entry);
  }
  if (!entry || !entry.any.test(text)) return text;
  const { gap } = entry;
  const cut: Array<[number, number]> = [];
  for (const patterns of kinds) {
    const spans: Array<[number, number]> = [];
    for (const re of patterns) spans.push(...matchSpans(text, re));
    spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    for (let i = 0; i < spans.length; i++) {
      const [from, to] = spans[i]!;
      const next = spans.find(([s]) => s >= to);
      if (next && gap.test(text.slice(to, next[0]))) cut.push([from, next[0]]);
    }
  }
  if (!cut.length) return text;
  cut.sort((a, b) => b[0] - a[0]);
  let out = text;
  let last = Infinity;
  for (const [from, to] of cut) {
    if (to > last) continue;
    out = `${out.slice(0, from)}${out.slice(to)}`;
    last = from;
  }
  return out;
}
