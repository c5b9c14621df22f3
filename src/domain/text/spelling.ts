/**
 * Spelling suggestions ("Meinten Sie …?"): the known name nearest to a misspelt word, compared on the folded
 * spelling (./fold) by edit distance, and the text with the correction put in. Light on purpose: the list page's
 * ways out of an empty result use it in the browser with the index's own place names.
 */
import { editDistance } from '../nl-search/normalize';
import { foldKey } from './fold';

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

/** The text with `word` replaced by `suggestion` (whole word, first occurrence, any case). */
export function applySuggestion(text: string, s: Suggestion): string {
  const escaped = s.word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu'), s.suggestion);
}
