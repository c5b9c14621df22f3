/**
 * "Meinten Sie …?": for a word the search did not understand, the known place or search term it is a likely
 * misspelling of, compared on the folded spelling (../text/fold) by edit distance. Offered, never applied: the
 * visitor chooses it (a misspelt "Kinder" must not turn into a village).
 */
import { BUNDESLAND_NAMES_DE } from '../austria';
import { foldKey } from '../text/fold';
import type { Bundesland } from '../vocabulary';
import { LEXICON } from './lexicon';
import { editDistance } from './normalize';
import { regionByKey } from './regions';
import type { Gazetteer, Lang } from './types';

export interface Suggestion {
  /** The word as typed. */
  word: string;
  /** The known spelling offered instead (a place as the portal names it, or a search term of the language). */
  suggestion: string;
}

/** How many edits a word of this many letters may be away from a suggestion: none under four letters. */
export function spellingTolerance(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/**
 * The candidate nearest to `word` (folded key → what to show), within the word's tolerance and not equal to it;
 * null when none is near. Ties go to the first candidate.
 */
export function closestSpelling(word: string, candidates: ReadonlyMap<string, string>): string | null {
  const key = foldKey(word);
  const max = spellingTolerance(key.length);
  if (!max || /\d/.test(key)) return null;
  let best: string | null = null;
  let bestD = max + 1;
  for (const [cand, shown] of candidates) {
    if (cand === key || Math.abs(cand.length - key.length) > max || cand[0] !== key[0]) continue;
    const d = editDistance(key, cand, max);
    if (d < bestD) {
      bestD = d;
      best = shown;
      if (d === 1) break;
    }
  }
  return best;
}

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

const cache = new WeakMap<Gazetteer, Map<Lang, Map<string, string>>>();

/** Single-word place names of the gazetteer and the language's terms for types, features and deals. */
function candidatesFor(g: Gazetteer, lang: Lang): Map<string, string> {
  let byLang = cache.get(g);
  if (!byLang) cache.set(g, (byLang = new Map()));
  let map = byLang.get(lang);
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
    const suggestion = closestSpelling(word, candidates);
    if (suggestion) out.push({ word, suggestion });
  }
  return out;
}

/** The text with `word` replaced by `suggestion` (whole word, first occurrence, any case). */
export function applySuggestion(text: string, s: Suggestion): string {
  const escaped = s.word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu'), s.suggestion);
}
