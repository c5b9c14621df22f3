/**
 * "Meinten Sie …?": for a word the search did not understand, the known place or search term it is a likely
 * misspelling of, compared on the folded spelling (../text/fold) by edit distance. Offered, never applied: the
 * visitor chooses it (a misspelt "Kinder" must not turn into a village).
 */
import { BUNDESLAND_NAMES_DE } from '../austria';
import { foldKey } from '../text/fold';
import { closestSpelling } from '../text/spelling';
import { defaultGazetteer } from './gazetteer';
import { editDistance } from './normalize';
import type { Bundesland } from '../vocabulary';
import { LEXICON } from './lexicon';
import { regionByKey } from './regions';
import { HANZI_NAME_RUN } from './sound-place';
import { hanziConfusables } from './hanzi-table';
import type { Suggestion } from '../text/spelling';
import type { Gazetteer, GazetteerEntry, Lang, OtherPlace } from './types';

export { applySuggestion, closestSpelling, spellingTolerance, type Suggestion } from '../text/spelling';

/**
 * The plain spellings of a lexicon pattern: "balcon(?:y|ies)|balconys?" → balcony, balconies, balcony, balconys;
 * "appartament[oi]" → appartamento, appartamenti; "mieszka(?:nie|nia)" → mieszkanie, mieszkania; "\\p{L}*wohnung"
 * → wohnung; "semi[- ]detached" → semi-detached, semi detached. Alternatives are split at the top level only,
 * groups and one-letter classes spelt out (at most 32 spellings a pattern); an alternative that holds other
 * regular-expression syntax is left out.
 */
function plainTerms(pattern: string, minLength = 4): string[] {
  const out = new Set<string>();
  const plain = new RegExp(`^\\p{L}[\\p{L} -]{${minLength - 1},}$`, 'u');
  const src = pattern.replace(/\\p\{L\}[*+]/gu, '').replace(/\\s[*+?]?/g, ' ');
  const alts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') i++;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      alts.push(src.slice(from, i));
      from = i + 1;
    }
  }
  alts.push(src.slice(from));
  for (const alt of alts) {
    const found = spellings(alt, 0);
    if (found && found[1] === alt.length)
      for (const s of found[0]) if (plain.test(s) && !/-$/u.test(s)) out.add(s.trim());
  }
  return [...out];
}

/** The spellings of `p` from `i` to the end of its group: [spellings, index after the group], or null. */
function spellings(p: string, i: number): [string[], number] | null {
  let alts: string[] = [];
  let cur = [''];
  const join = (parts: string[]) => (cur = cur.flatMap((a) => parts.map((b) => a + b)).slice(0, 32));
  while (i < p.length) {
    const ch = p[i]!;
    if (ch === ')') break;
    if (ch === '|') {
      alts = alts.concat(cur);
      cur = [''];
      i++;
      continue;
    }
    let parts: string[];
    // A lookaround ("(?<!plazas? de )garaje") only says where the word counts: the word is spelt without it.
    const look = /^\(\?<?[!=]/u.exec(p.slice(i, i + 4));
    if (look) {
      let depth = 0;
      let j = i;
      for (; j < p.length; j++) {
        if (p[j] === '\\') j++;
        else if (p[j] === '(') depth++;
        else if (p[j] === ')' && --depth === 0) break;
      }
      if (j >= p.length) return null;
      i = j + 1;
      continue;
    }
    if (p.startsWith('(?:', i)) {
      const inner = spellings(p, i + 3);
      if (!inner || p[inner[1]] !== ')') return null;
      parts = inner[0];
      i = inner[1] + 1;
    } else if (ch === '[') {
      const end = p.indexOf(']', i);
      const set = p.slice(i + 1, end);
      // Letters, or a hyphen and a space at a class's ends ("semi[- ]detached": "semi-detached", "semi detached").
      if (end < 0 || !/^-?[\p{L} ]+-?$/u.test(set)) return null;
      parts = [...set];
      i = end + 1;
    } else if (/[\p{L}\p{N} ']/u.test(ch)) {
      // A digit is spelt as itself ("(?:ダブル|2台用)?ガレージ"); the spellings that hold one are left out below.
      parts = [ch];
      i++;
    } else if (ch === '\\' && p[i + 1] === '.') {
      parts = [''];
      i += 2;
    } else return null;
    if (p[i] === '?') {
      parts = [...parts, ''];
      i++;
    }
    join(parts);
  }
  return [alts.concat(cur), i];
}

const termCache = new Map<Lang, Map<string, string>>();
/**
 * The languages whose words take case endings the lexicon's stems leave open; Turkish writes "with" and its cases
 * onto the word as well ("blakonlu", "şömienli").
 */
const ENDINGS: ReadonlySet<Lang> = new Set(['ru', 'pl', 'tr']);

/**
 * The language's terms for types, features, outdoor space, first occupancy, commission, deals and energy classes
 * (folded → term): a misspelt "Energiklasse" or "energtica" is read as the word, and the class letter after it.
 */
function termsFor(lang: Lang): Map<string, string> {
  let map = termCache.get(lang);
  if (map) return map;
  const lex = LEXICON[lang];
  map = termMap([
    ...lex.types.map(([p]) => p),
    ...lex.features.map(([p]) => p),
    ...lex.buy,
    ...lex.rent,
    ...lex.outdoor,
    ...lex.firstOcc,
    ...lex.noCommission,
    ...lex.energy,
  ]);
  // Turkish ö and ü fold to "oe" and "ue" as in German, so a word with its ö or ü left out ("asansrlü", "şmineli",
  // "dkkan") is two letters from the term: the term also by its Turkish plain letters (o, u), one letter away.
  if (lang === 'tr')
    for (const [key, term] of [...map]) {
      const plain = key.replace(/oe/g, 'o').replace(/ue/g, 'u');
      if (!map.has(plain)) map.set(plain, term);
    }
  termCache.set(lang, map);
  return map;
}

const phraseWordCache = new Map<Lang, Array<{ key: string; word: string; phrase: string }>>();

/**
 * The short words (four to six letters) of the language's phrases for features, types and the like ("suelo" of
 * "suelo radiante"), each with its phrase folded: termMap leaves them out, as such a word alone is often another
 * word ("suelo", floor), so a misspelt one is read as the word only where the rest of its phrase stands beside it.
 */
function phraseWordsFor(lang: Lang): Array<{ key: string; word: string; phrase: string }> {
  let list = phraseWordCache.get(lang);
  if (!list) {
    const lex = LEXICON[lang];
    list = [];
    // The energy class's words as well: "energy clas A" is "energy class A".
    for (const p of [...lex.types.map(([t]) => t), ...lex.features.map(([t]) => t), ...lex.firstOcc, ...lex.energy])
      for (const term of plainTerms(p))
        if (term.includes(' '))
          for (const word of term.split(' '))
            if (word.length >= 4 && word.length < 7 && /^\p{L}+$/u.test(word))
              list.push({ key: foldKey(word), word, phrase: foldKey(term) });
    phraseWordCache.set(lang, list);
  }
  return list;
}

/** The phrase word one edit from `key` whose phrase the text holds once the word is read as it, or null. */
function phraseWord(key: string, foldedText: string, lang: Lang): string | null {
  for (const e of phraseWordsFor(lang)) {
    if (e.key === key || e.key[0] !== key[0] || Math.abs(e.key.length - key.length) > 1) continue;
    if (editDistance(key, e.key, 1) > 1) continue;
    if (foldedText.replace(key, e.key).includes(e.phrase)) return e.word;
  }
  return null;
}

const sortTermCache = new Map<Lang, Map<string, string>>();

/**
 * The words of seven letters or more of the orders ("più recenti", "neueste zuerst"): a misspelt one is read as the
 * word only at one edit ("recnti"), as an order word two edits away is often a word of size or price ("größere" is
 * not "größte").
 */
function sortTermsFor(lang: Lang): Map<string, string> {
  let map = sortTermCache.get(lang);
  if (!map) {
    map = new Map([...termMap(LEXICON[lang].sort.map(([p]) => p))].filter(([key]) => key.length >= 7));
    sortTermCache.set(lang, map);
  }
  return map;
}

const shortSortTermCache = new Map<Lang, Map<string, string>>();

/**
 * The orders' words of five and six letters that are an order on their own ("newest", "oldest", "nyast", "dyrast"):
 * a misspelt one of five letters is read as the word only when it has one letter left out ("newst") or two
 * neighbouring letters swapped ("nyats"), the slips sortTermsFor's single edit would also allow on a longer word.
 */
function shortSortTermsFor(lang: Lang): Map<string, string> {
  let map = shortSortTermCache.get(lang);
  if (!map) {
    map = new Map();
    for (const [p] of LEXICON[lang].sort)
      for (const term of plainTerms(p)) {
        const key = foldKey(term);
        if (!term.includes(' ') && key.length >= 5 && key.length <= 6 && !map.has(key)) map.set(key, term);
      }
    shortSortTermCache.set(lang, map);
  }
  return map;
}

const roomTermCache = new Map<Lang, Map<string, string>>();

/** The language's words for rooms and bedrooms after a count ("Zimmer", "bedrooms", "quartos"). */
function roomTermsFor(lang: Lang): Map<string, string> {
  let map = roomTermCache.get(lang);
  if (!map) roomTermCache.set(lang, (map = termMap([...LEXICON[lang].rooms, ...LEXICON[lang].bedrooms])));
  return map;
}

function termMap(patterns: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  // A phrase's long words as well ("vacaciones" of "apartamento de vacaciones"): a misspelt one is read as the word.
  for (const p of patterns)
    for (const term of plainTerms(p))
      for (const word of term.includes(' ') ? term.split(' ').filter((w) => w.length >= 7) : [term])
        if (!map.has(foldKey(word))) map.set(foldKey(word), word);
  return map;
}

/**
 * The corrections of words not understood that are misspellings of one of the language's search terms (the
 * parser reads these as the term). Words of six letters or more, at one or two edits; a word of five letters only
 * when it is a six-letter term with one letter left out ("maisn", "hosue" is not), the commonest slip: a short word
 * is too often another word one letter away (Turkish "arası", between, is one substitution from "arazi", land).
 */
export function termCorrections(unmatched: readonly string[], lang: Lang, text = ''): Suggestion[] {
  const out: Suggestion[] = lang === 'zh' || lang === 'ja' ? hanziSlips(unmatched, lang, text) : [];
  const terms = termsFor(lang);
  const joined = COMPOUNDING.has(lang) ? splitCompounds(unmatched, terms, text) : [];
  out.push(...joined);
  const inJoined = new Set(joined.flatMap((s) => s.word.split(' ')));
  for (const word of unmatched) {
    if (inJoined.has(word)) continue;
    const key = foldKey(word);
    // Japanese kana with a voicing mark left off or put on ("ガレーシ" for ガレージ, "エレベーダー" for エレベーター), or
    // one of two kana alike in shape for the other ("エアコソ" for エアコン, "シャワー" written "ツャワー"): the one term that
    // is the word but for its voicing marks and those shapes, at any length (a kana is a syllable, not a letter).
    if (lang === 'ja') {
      const term = unvoicedTerms(terms).get(unvoiced(key));
      if (term && foldKey(term) !== key) {
        out.push({ word, suggestion: term });
        continue;
      }
    }
    // Arabic and Persian letters told apart only by their dots (مصعذ for مصعد, كراح for كراج, آسانسوز for آسانسور),
    // a hamza on another seat (مدفئه for مدفاة) or ة typed ه: the one term one edit away whose letters are the
    // word's but for their dots, the word also read without the clitic written onto it (وكراح).
    if (lang === 'ar' || lang === 'fa') {
      const term = dottedSlip(word, lang);
      if (term) {
        out.push({ word, suggestion: term });
        continue;
      }
    }
    // Two terms typed without the space between them ("купитьдом", "satilikev", "wohnungmieten").
    const split = runTogether(word, lang);
    if (split) {
      out.push({ word, suggestion: split });
      continue;
    }
    // A word for rooms is only looked for right after a count ("2 zimer", "3 bedroms"): elsewhere a word a letter
    // away from one is another word (Portuguese "quanto", how much, is not "quarto").
    const counted = new RegExp(`\\d\\s*-?\\s*${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(
      text,
    );
    const room = counted ? roomTermsFor(lang) : null;
    if (key.length === 5 && /^\p{L}+$/u.test(key)) {
      const sorts = shortSortTermsFor(lang);
      const term =
        droppedLetter(key, terms) ??
        (room && droppedLetter(key, room)) ??
        insertedLetter(key, terms) ??
        droppedLetter(key, sorts) ??
        swappedLetters(key, sorts);
      if (term) {
        out.push({ word, suggestion: term });
        continue;
      }
    }
    // Two letters swapped after the first ("lfit", "veiw", "hsis", "sauan"): a short word's commonest slip besides a
    // dropped letter, and seldom another word.
    if ((key.length === 4 || key.length === 5) && /^\p{L}+$/u.test(key)) {
      const term = swappedLetters(key, terms);
      if (term) out.push({ word, suggestion: term });
    }
    // A four-letter word that is a five-letter term with a vowel left out inside it ("граж" for "гараж", "graż" for
    // "garaż"), unless it is a place's name as typed ("Graz" stays Graz).
    if (key.length === 4 && /^\p{L}+$/u.test(key) && out.at(-1)?.word !== word && !typedPlace(word, key)) {
      const term = droppedLetter(key, terms, VOWEL);
      if (term) {
        out.push({ word, suggestion: term });
        continue;
      }
    }
    // A short word of a phrase misspelt beside the rest of it ("suleo radiante"): the phrase's word.
    if (key.length >= 4 && key.length < 7 && /^\p{L}+$/u.test(key) && out.at(-1)?.word !== word) {
      const term = phraseWord(key, foldKey(text), lang);
      if (term) {
        out.push({ word, suggestion: term });
        continue;
      }
    }
    if (key.length < 6) continue;
    let suggestion = closestSpelling(word, terms) ?? (room && closestSpelling(word, room));
    // Russian and Polish write a case ending onto the word ("квартра", "болконом"): the word without one or two
    // last letters, when five or more are left, against the term's stem. Turkish writes "with" (-lı, -li, -lu, -lü)
    // and its cases as two letters ("blakonlu", "klimlaı"): the word without two, never one.
    const cuts = lang === 'tr' ? [2] : [1, 2];
    if (!suggestion && ENDINGS.has(lang))
      for (const cut of cuts) {
        if (key.length - cut < 5) break;
        suggestion = closestSpelling(word.slice(0, -cut), terms);
        if (suggestion) break;
      }
    // A stem of four letters with a letter left out, its case ending after it ("ogrdem", "bsenem", "tarsem"): the
    // five-letter term. Not in Turkish, whose six-letter words are as often words of their own ("sanayi" no "sauna").
    if (!suggestion && ENDINGS.has(lang) && lang !== 'tr')
      for (const cut of [2, 1]) {
        if (key.length - cut !== 4) continue;
        suggestion = droppedLetter(key.slice(0, -cut), terms);
        if (suggestion) break;
      }
    if (!suggestion) suggestion = doubledSlip(key, lang, terms);
    if (!suggestion) {
      const near = [...sortTermsFor(lang)].filter(
        ([cand]) => cand !== key && Math.abs(cand.length - key.length) <= 1 && editDistance(key, cand, 1) <= 1,
      );
      if (near.length === 1) suggestion = near[0]![1];
    }
    if (suggestion) out.push({ word, suggestion });
  }
  return out;
}

/** The languages that write a compound as one word ("Fußbodenheizung", "vloerverwarming", "golvvärme"). */
const COMPOUNDING: ReadonlySet<Lang> = new Set(['de', 'nl', 'sv']);

/**
 * A compound term said as two words, as dictation writes it ("Fußboden Heizung", "Einbau Küche", "Erst Bezug",
 * "Tief Garage", "vloer verwarming", "golv värme"): an unread word and the word after it in the text that together
 * are one term of the language are that term (the second may be read alone: "Garage" is a feature of its own).
 */
function splitCompounds(unmatched: readonly string[], terms: ReadonlyMap<string, string>, text: string): Suggestion[] {
  const out: Suggestion[] = [];
  const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const a of unmatched) {
    const next = new RegExp(`(?<![\\p{L}\\p{N}])${esc(a)} (\\p{L}+)(?![\\p{L}\\p{N}])`, 'iu').exec(text);
    const term = next && terms.get(foldKey(a + next[1]!));
    if (term) out.push({ word: `${a} ${next[1]!}`, suggestion: term });
  }
  return out;
}

const splitTermCache = new Map<Lang, ReadonlyMap<string, string>>();

/** The word for "with" that goes before a feature, in the languages that write it as a word of its own. */
const WITH_BEFORE: Partial<Record<Lang, string>> = {
  de: 'mit',
  en: 'with',
  fr: 'avec',
  it: 'con',
  es: 'con',
  pt: 'com',
  nl: 'met',
  sv: 'med',
  pl: 'z',
};

/**
 * Two words typed without the space between them, as a thumb on a phone does ("купитьдом", "снятьквартиру",
 * "satilikev", "kiralikdaire", "wohnungmieten"): the word cut where both sides are terms of the language (deal,
 * type, feature; three letters or more, so "дом", "ev" and "haus" count), the second also with a case ending of one
 * or two letters where the language writes one ("квартиру"). The first side may also be the word for "with" that
 * goes before a feature ("mitbalkon", "withgarden", "avecterrasse", "conbalcone", "zbalkonem"). Only words of seven
 * letters or more that no term is, and only one cut: "Hausleiten" (no term after haus) stays a word. A term of
 * two words counts typed without its space as well ("flattorent", "houseforsale": "to rent", "for sale"), and is
 * written back with it.
 */
function runTogether(word: string, lang: Lang): string | null {
  if (!LEXICON[lang].bounded) return null;
  const lower = word.toLowerCase();
  if (lower.length < 7 || !/^\p{L}+$/u.test(lower)) return null;
  let known = splitTermCache.get(lang);
  if (!known) {
    const lex = LEXICON[lang];
    known = new Map(
      [...lex.types.map(([p]) => p), ...lex.features.map(([p]) => p), ...lex.buy, ...lex.rent]
        .flatMap((p) => plainTerms(p, 3))
        .filter((t) => t.split(' ').length <= 2)
        .map((t) => [foldKey(t.replace(' ', '')), t] as const),
    );
    splitTermCache.set(lang, known);
  }
  const ends = ENDINGS.has(lang) ? [0, 1, 2] : [0];
  const cuts: string[] = [];
  for (let i = 1; i <= lower.length - 2; i++) {
    const left = lower.slice(0, i);
    const right = lower.slice(i);
    const first = known.get(foldKey(left)) ?? (WITH_BEFORE[lang] === left ? left : undefined);
    if (!first) continue;
    const e = ends.find((e) => right.length - e >= 2 && known.has(foldKey(right.slice(0, right.length - e))));
    if (e === undefined) continue;
    const second = known.get(foldKey(right.slice(0, right.length - e)))!;
    // A one-word side keeps the letters as typed; a two-word term is written with its space.
    const side = (typed: string, term: string) => (term.includes(' ') ? term : typed);
    cuts.push(`${side(word.slice(0, i), first)} ${side(word.slice(i), second + right.slice(right.length - e))}`);
  }
  return cuts.length === 1 ? cuts[0]! : null;
}

/** The letters with every doubled one written once: "терраса" and "терасса" alike are "тераса". */
function singled(key: string): string {
  return key.replace(/(\p{L})\1+/gu, '$1');
}

const singledCache = new Map<Lang, Map<string, string | null>>();

/**
 * A doubled letter written once and a single one twice in the same word ("терассой" for "террасой"): two edits, too
 * many for a word of this length, but the word is the term once each double is written once. The one term of five
 * letters or more that is so (none when two are), the word also without a case ending of one or two letters where
 * the language writes one (the terms are stems: "террас").
 */
function doubledSlip(key: string, lang: Lang, terms: ReadonlyMap<string, string>): string | null {
  let byLetters = singledCache.get(lang);
  if (!byLetters) {
    byLetters = new Map();
    for (const [cand, shown] of terms) {
      const k = singled(cand);
      if (k.length < 5) continue;
      const held = byLetters.get(k);
      byLetters.set(k, held === undefined || held === shown ? shown : null);
    }
    singledCache.set(lang, byLetters);
  }
  for (const cut of ENDINGS.has(lang) ? [0, 1, 2] : [0]) {
    const k = singled(key.slice(0, key.length - cut));
    if (k.length < 5) break;
    const term = byLetters.get(k);
    if (term) return term;
  }
  return null;
}

const subtypeTermCache = new Map<Lang, Map<string, string>>();

/**
 * The corrections of words a pattern for any compound of a type's word read as that type ("Reihnhaus" as a "…haus",
 * "Dachgeschosswohnnug" as a "…wohnung") that are one edit from a subtype's own term ("Reihenhaus"): the term, which
 * names the subtype. Words of eight letters or more, one term only; a compound of its own ("Landhaus") is no term's
 * misspelling and stays as it is.
 */
export function subtypeCorrections(words: readonly string[], lang: Lang): Suggestion[] {
  let terms = subtypeTermCache.get(lang);
  if (!terms)
    subtypeTermCache.set(lang, (terms = termMap(LEXICON[lang].types.filter(([, , sub]) => sub).map(([p]) => p))));
  const out: Suggestion[] = [];
  for (const word of words) {
    const key = foldKey(word);
    if (key.length < 8 || terms.has(key) || !/^\p{L}+$/u.test(key)) continue;
    let found: string | null = null;
    for (const [cand, shown] of terms) {
      if (cand[0] !== key[0] || Math.abs(cand.length - key.length) > 1 || editDistance(key, cand, 1) > 1) continue;
      if (found && found !== shown) {
        found = null;
        break;
      }
      found = shown;
    }
    if (found) out.push({ word, suggestion: found });
  }
  return out;
}

/**
 * How a script's terms are looked up by the slips it is typed with (see termsByKey): Chinese and Japanese terms of
 * two to four characters by each of their spellings with one character left open ('?' in its place: 壁炉 as "?炉" and
 * "壁?"); Arabic and Persian terms of four letters or more, one word each, by their rasm (their letters without dots).
 */
const KEYINGS = {
  hanzi: {
    patterns: (lex: (typeof LEXICON)[Lang]) => [
      ...lex.types.map(([t]) => t),
      ...lex.features.map(([t]) => t),
      ...lex.outdoor,
    ],
    minLength: 2,
    keys: (term: string): string[] => {
      const chars = [...term];
      if (chars.length > 4 || !chars.some((ch) => /\p{Script=Han}/u.test(ch))) return [];
      return chars.map((_, i) => chars.map((ch, j) => (j === i ? '?' : ch)).join(''));
    },
  },
  rasm: {
    patterns: (lex: (typeof LEXICON)[Lang]) => [
      ...lex.types.map(([t]) => t),
      ...lex.features.map(([t]) => t),
      ...lex.buy,
      ...lex.rent,
    ],
    minLength: 4,
    keys: (term: string): string[] => (term.includes(' ') ? [] : [rasm(term)]),
  },
} as const;

const keyedCache = new Map<string, Map<string, string[]>>();

/** The language's terms by their keys in the script's keying (KEYINGS): all the terms of each key. */
function termsByKey(lang: Lang, script: keyof typeof KEYINGS): Map<string, string[]> {
  let map = keyedCache.get(`${script}:${lang}`);
  if (map) return map;
  map = new Map();
  const keying = KEYINGS[script];
  for (const p of keying.patterns(LEXICON[lang]))
    for (const term of plainTerms(p, keying.minLength))
      for (const key of keying.keys(term)) {
        const all = map.get(key) ?? [];
        if (!all.includes(term)) map.set(key, [...all, term]);
      }
  keyedCache.set(`${script}:${lang}`, map);
  return map;
}

/**
 * Chinese and Japanese typed by sound or read by shape: a character of a term replaced by another (壁妒 for 壁炉,
 * 空凋 for 空调, 駐車揚 for 駐車場). A run of the text is read as the one term of two to four characters it is but for
 * one character, when
 * - all its characters are ones the parser left unread: a character it read belongs to another word (湖 of a lake's
 *   name, 貸 of 貸店舗) and is kept;
 * - the run is two or more whole words of the language's word breaker: a run it reads as one word is a word of its
 *   own (一家, 大家, 场所, 地下鉄), no slip, and one that cuts a word (风水好) takes a character of another;
 * - no character of the run writes a German name by sound (伊布斯, Ybbs): a name is no misspelt term;
 * - the character typed is one a searcher types in the term's character's place (./hanzi-table): one of
 *   the same reading, which the input method offers beside it (阳抬 for 阳台, 駐車上 for 駐車場), or one written with
 *   the same sound component, alike in shape (壁妒, 地下窒, 駐車揚). Any other is a word of its own beside the term's
 *   other character (在家 is "at home", never 农家; 楼里 is "in the building", never 楼房);
 * - only one term is so near.
 */
function hanziSlips(unmatched: readonly string[], lang: Lang, text: string): Suggestion[] {
  const out: Suggestion[] = [];
  const unread = new Set([...unmatched.join('')].filter((ch) => /\p{Script=Han}/u.test(ch)));
  if (!unread.size) return out;
  const terms = termsByKey(lang, 'hanzi');
  // For each character of the terms, the characters typed in its place by slip (./hanzi-table).
  const confusables = hanziConfusables()[lang];
  // Where each word of the breaker starts and ends, and which characters are part of a name written by sound.
  const starts = new Set<number>();
  const ends = new Set<number>();
  const words = new Set<string>();
  for (const seg of (segmenters[lang] ??= new Intl.Segmenter(lang, { granularity: 'word' })).segment(text)) {
    starts.add(seg.index);
    ends.add(seg.index + seg.segment.length);
    words.add(`${seg.index}:${seg.index + seg.segment.length}`);
  }
  const inName = new Set<number>();
  for (const m of text.matchAll(HANZI_NAME_RUN)) for (let i = m.index; i < m.index + m[0].length; i++) inName.add(i);
  for (let len = 4; len >= 2; len--)
    for (let at = 0; at + len <= text.length; at++) {
      const word = text.slice(at, at + len);
      if (!starts.has(at) || !ends.has(at + len) || words.has(`${at}:${at + len}`) || [...word].length !== len)
        continue;
      if (![...word].every((ch, i) => unread.has(ch) && !inName.has(at + i))) continue;
      let found: string | null = null;
      for (let i = 0; i < len; i++) {
        for (const term of terms.get(word.slice(0, i) + '?' + word.slice(i + 1)) ?? []) {
          if (term === word || !confusables?.[term[i]!]?.includes(word[i]!)) continue;
          found = found === null || found === term ? term : '';
        }
      }
      if (found && !out.some((o) => text.indexOf(o.word) < at + len && at < text.indexOf(o.word) + o.word.length))
        out.push({ word, suggestion: found });
    }
  return out;
}

const segmenters: Partial<Record<Lang, Intl.Segmenter>> = {};

/**
 * Arabic letters by their shape without dots (the rasm): letters one dot apart are one slip of the keyboard or the
 * eye; the seats of hamza are one letter, alef, and ة is ه.
 */
const RASM: Record<string, string> = Object.fromEntries(
  (
    [
      ['بتثنيىیپ', 'ٮ'],
      ['جحخچ', 'ح'],
      ['دذ', 'د'],
      ['رزژ', 'ر'],
      ['سش', 'س'],
      ['صض', 'ص'],
      ['طظ', 'ط'],
      ['عغ', 'ع'],
      ['فق', 'ف'],
      ['كکگ', 'ك'],
      ['ةه', 'ه'],
      ['اأإآئؤء', 'ا'],
    ] as const
  ).flatMap(([letters, base]) => [...letters].map((l) => [l, base])),
);

function rasm(s: string): string {
  return [...s].map((ch) => RASM[ch] ?? ch).join('');
}

/** The same letters with their hamza on one seat and ة as ه, for counting edits between two spellings. */
function hamzaFolded(s: string): string {
  return s
    .replace(/[أإآئؤء]/gu, 'ا')
    .replace(/ة/gu, 'ه')
    .replace(/ى/gu, 'ي');
}

/** Clitics Arabic and Persian write onto the next word ("and", "with", "the"), longest first. */
const CLITICS: Partial<Record<Lang, readonly string[]>> = {
  ar: ['وال', 'بال', 'لل', 'ال', 'و', 'ب', 'ل', 'ف'],
  fa: ['ب', 'و'],
};

/** The term `word` is a dot or hamza slip of (see termCorrections), the clitic before it kept; null if none. */
function dottedSlip(word: string, lang: Lang): string | null {
  const terms = termsByKey(lang, 'rasm');
  for (const clitic of ['', ...(CLITICS[lang] ?? [])]) {
    if (!word.startsWith(clitic)) continue;
    const rest = word.slice(clitic.length);
    if ([...rest].length < 4) continue;
    const [term, other] = terms.get(rasm(rest)) ?? [];
    if (term && !other && term !== rest && editDistance(hamzaFolded(rest), hamzaFolded(term), 1) <= 1)
      return clitic + term;
  }
  return null;
}

/** Katakana alike in shape, by one of them: ソ as ン, ツ as シ. */
const KANA_SHAPES: Record<string, string> = { ソ: 'ン', ツ: 'シ' };

/** Kana without their voicing marks (゛ ゜): ガ as カ, パ as ハ; and those alike in shape as one (ソ as ン). */
function unvoiced(s: string): string {
  // The long-vowel mark left off ("ガレジ" for ガレージ, "エレベタ" for エレベーター) is the same slip.
  return s
    .replace(/ー/gu, '')
    .normalize('NFD')
    .replace(/[\u3099\u309a]/gu, '')
    .normalize('NFC')
    .replace(/[ソツ]/gu, (ch) => KANA_SHAPES[ch] ?? ch);
}

const unvoicedCache = new WeakMap<ReadonlyMap<string, string>, Map<string, string>>();

/** The terms by their spelling without voicing marks; a spelling two terms share names neither (''). */
function unvoicedTerms(terms: ReadonlyMap<string, string>): Map<string, string> {
  let map = unvoicedCache.get(terms);
  if (map) return map;
  map = new Map();
  for (const [key, shown] of terms) {
    const u = unvoiced(key);
    const prev = map.get(u);
    // Two spellings of one term, with and without the long-vowel mark ("エレベータ", "エレベーター"), are one term.
    const same = prev === undefined || prev.replace(/ー/gu, '') === shown.replace(/ー/gu, '');
    map.set(u, same ? (prev ?? shown) : '');
  }
  unvoicedCache.set(terms, map);
  return map;
}

/** The one term of the same length that is `key` with two neighbouring letters after the first swapped, or null. */
function swappedLetters(key: string, terms: ReadonlyMap<string, string>): string | null {
  let found: string | null = null;
  for (let i = 1; i + 1 < key.length; i++) {
    if (key[i] === key[i + 1]) continue;
    const shown = terms.get(key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2));
    if (!shown) continue;
    if (found && found !== shown) return null;
    found = shown;
  }
  return found;
}

/**
 * The one term of four letters that is `key` with a letter taken out between its first and its last ("vieuw",
 * "tuuin", "poool"), or null when none or several are. Never the last letter: a four-letter term with one more
 * letter at its end is as often another word or another form of it ("Hause" in "zu Hause" is not a house).
 */
function insertedLetter(key: string, terms: ReadonlyMap<string, string>): string | null {
  let found: string | null = null;
  for (let i = 1; i + 1 < key.length; i++) {
    const shown = terms.get(key.slice(0, i) + key.slice(i + 1));
    if (!shown || shown.length !== key.length - 1) continue;
    if (found && found !== shown) return null;
    found = shown;
  }
  return found;
}

const VOWEL = /[aeiouyäöüåéèêáíóúàâîôûаеёиоуыэюя]/u;

/** Whether `word` is written as a place of the gazetteer is (its folded key is the word itself). */
function typedPlace(word: string, key: string): boolean {
  return key === word.toLowerCase() && defaultGazetteer().names.has(key);
}

/**
 * The one term that is `key` with a letter put back (after the first letter), or null when none or several are.
 * With `inside`, only a letter of that class put back between the first and the last letter counts (a vowel: a
 * consonant left out of a short word leaves as often another word).
 */
function droppedLetter(key: string, terms: ReadonlyMap<string, string>, inside?: RegExp): string | null {
  let found: string | null = null;
  for (const [cand, shown] of terms) {
    if (cand.length !== key.length + 1 || cand[0] !== key[0]) continue;
    let i = 0;
    while (i < key.length && key[i] === cand[i]) i++;
    if (inside && (i === 0 || i >= key.length || !inside.test(cand[i]!))) continue;
    if (key.slice(i) !== cand.slice(i + 1)) continue;
    if (found && found !== shown) return null;
    found = shown;
  }
  return found;
}

const cache = new WeakMap<Gazetteer, Map<Lang, Map<string, string>>>();

/** Single-word place names of the gazetteer and the language's terms for types, features and deals. */
function candidatesFor(g: Gazetteer, lang: Lang): Map<string, string> {
  let byLang = cache.get(g);
  if (!byLang) cache.set(g, (byLang = new Map()));
  let map = byLang.get(lang);
  if (map) return map;
  map = new Map(termsFor(lang));
  for (const [key, e] of g.names) {
    if (key.includes(' ') || map.has(key)) continue;
    map.set(key, placeName(e));
  }
  byLang.set(lang, map);
  return map;
}

/** The corrections to offer for the words not understood, at most one a word. */
export function suggestCorrections(unmatched: readonly string[], lang: Lang, g: Gazetteer): Suggestion[] {
  const out: Suggestion[] = [];
  if (!unmatched.length) return out;
  const candidates = candidatesFor(g, lang);
  for (const word of unmatched) {
    const found = closestSpelling(word, candidates);
    // A term is offered in the case the word was typed in ("Wohnug" → "Wohnung"); a place keeps its own.
    const suggestion =
      found && /^\p{Lu}/u.test(word) ? found.charAt(0).toLocaleUpperCase(lang) + found.slice(1) : found;
    if (suggestion) out.push({ word, suggestion });
  }
  return out;
}

/** A place as the portal names it: the Bundesland and the region by their German names, the others by their own. */
function placeName(e: GazetteerEntry): string {
  return e.kind === 'bundesland'
    ? BUNDESLAND_NAMES_DE[e.value as Bundesland]
    : e.kind === 'region'
      ? (regionByKey(e.value)?.name ?? e.value)
      : e.value;
}

/** Where `word` stands in `text`: as a whole word in Latin and Cyrillic script, anywhere in the others. */
function findWord(text: string, word: string): { index: number; length: number } | null {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const bounded = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{N}\s.'-]+$/u.test(word);
  const m = new RegExp(bounded ? `(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])` : escaped, 'iu').exec(text);
  return m ? { index: m.index, length: m[0].length } : null;
}

/**
 * The places named besides the one searched ("Wohnung in Wien oder Graz": Graz), each offered as a search of its
 * own: the text with the two places swapped ("Wohnung in Graz oder Wien"), which the parser reads with the other
 * place first. A place whose words cannot be found again in the text as typed is not offered.
 */
export function otherPlaceOffers(text: string, others: readonly OtherPlace[]): Array<Suggestion & { text: string }> {
  const out: Array<Suggestion & { text: string }> = [];
  for (const o of others) {
    const a = findWord(text, o.instead);
    const b = findWord(text, o.word);
    if (!a || !b || (a.index < b.index + b.length && b.index < a.index + a.length)) continue;
    const [first, second] = a.index < b.index ? [a, b] : [b, a];
    const part = (x: { index: number; length: number }) => text.slice(x.index, x.index + x.length);
    const swapped =
      text.slice(0, first.index) +
      part(second) +
      text.slice(first.index + first.length, second.index) +
      part(first) +
      text.slice(second.index + second.length);
    const suggestion = placeName(o.entry);
    if (!out.some((x) => x.suggestion === suggestion)) out.push({ word: part(b), suggestion, text: swapped });
  }
  return out;
}
