/**
 * "Meinten Sie …?": for a word the search did not understand, the known place or search term it is a likely
 * misspelling of, compared on the folded spelling (../text/fold) by edit distance. Offered, never applied: the
 * visitor chooses it (a misspelt "Kinder" must not turn into a village).
 */
import { BUNDESLAND_NAMES_DE } from '../austria';
import { foldKey } from '../text/fold';
import { closestSpelling } from '../text/spelling';
import type { Bundesland } from '../vocabulary';
import { LEXICON } from './lexicon';
import { regionByKey } from './regions';
import type { Suggestion } from '../text/spelling';
import type { Gazetteer, Lang } from './types';

export { applySuggestion, closestSpelling, spellingTolerance, type Suggestion } from '../text/spelling';

/**
 * A plain spelling of a lexicon pattern's alternatives: "balcon(?:y|ies)|balconys?" → balcony, balconys; "\\p{L}*wohnung(?:en)?" → wohnung; patterns
 * that still hold other regular-expression syntax are left out.
 */
function plainTerms(pattern: string): string[] {
  const out: string[] = [];
  for (const alt of pattern.split('|')) {
    const plain = alt
      .replace(/\\p\{L\}[*+]/gu, '')
      .replace(/\(\?:[^()]*\)\?/g, '')
      .replace(/\(\?:([^|()]*)(?:\|[^()]*)?\)/g, '$1')
      .replace(/\\s[*+?]?|\\s/g, ' ')
      .replace(/\p{L}\?/gu, '');
    if (/^[\p{L} ]{4,}$/u.test(plain)) out.push(plain.trim());
  }
  return out;
}

const termCache = new Map<Lang, Map<string, string>>();

/** The language's terms for types, features, outdoor space, first occupancy, commission and deals (folded → term). */
function termsFor(lang: Lang): Map<string, string> {
  let map = termCache.get(lang);
  if (map) return map;
  map = new Map();
  const lex = LEXICON[lang];
  const patterns = [
    ...lex.types.map(([p]) => p),
    ...lex.features.map(([p]) => p),
    ...lex.buy,
    ...lex.rent,
    ...lex.outdoor,
    ...lex.firstOcc,
    ...lex.noCommission,
  ];
  for (const p of patterns) for (const term of plainTerms(p)) if (!term.includes(' ')) map.set(foldKey(term), term);
  termCache.set(lang, map);
  return map;
}

/**
 * The corrections of words not understood that are misspellings of one of the language's search terms (the
 * parser reads these as the term). Words of six letters or more only: a shorter word is too often another word
 * one letter away (Turkish "arası", between, is one letter from "arazi", land).
 */
export function termCorrections(unmatched: readonly string[], lang: Lang): Suggestion[] {
  const out: Suggestion[] = [];
  const terms = termsFor(lang);
  for (const word of unmatched) {
    if (foldKey(word).length < 6) continue;
    const suggestion = closestSpelling(word, terms);
    if (suggestion) out.push({ word, suggestion });
  }
  return out;
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
    const shown =
      e.kind === 'bundesland'
        ? BUNDESLAND_NAMES_DE[e.value as Bundesland]
        : e.kind === 'region'
          ? (regionByKey(e.value)?.name ?? e.value)
          : e.value;
    map.set(key, shown);
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
