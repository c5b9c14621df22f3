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
 * A folded Latin-script key as it sounds, for names people write by ear: doubled letters once, "ck" and "k" alike,
 * "ph" as "f", "th" as "t", "tz" and "ts" as "z", "v" as "w", "y" as "i" ("Insbruk" and "Innsbruck" both "insbruk",
 * "Kitzbuhl" and "Kitzbühel" near, "Grats" and "Graz" alike).
 */
export function soundKey(key: string): string {
  return key
    .replace(/ck/g, 'k')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/tz/g, 'z')
    .replace(/ts/g, 'z')
    .replace(/v/g, 'w')
    .replace(/y/g, 'i')
    .replace(/(\p{L})\1+/gu, '$1');
}

const soundKeys = new WeakMap<ReadonlyMap<string, string>, Map<string, string>>();

/** The candidates by sound key (the first candidate of each sound), built once per candidate map. */
function bySound(candidates: ReadonlyMap<string, string>): Map<string, string> {
  let map = soundKeys.get(candidates);
  if (!map) {
    map = new Map();
    for (const [cand, shown] of candidates) {
      const sound = soundKey(cand);
      if (!map.has(sound)) map.set(sound, shown);
    }
    soundKeys.set(candidates, map);
  }
  return map;
}

/**
 * The candidate nearest to `word` (folded key → what to show), within the word's tolerance and not equal to it;
 * null when none is near. Ties go to the first candidate. A word that sounds like a candidate (same soundKey:
 * "Insbruk" for Innsbruck, two letters off) counts as one edit away, so a name written by ear is offered too.
 */
export function closestSpelling(word: string, candidates: ReadonlyMap<string, string>): string | null {
  const key = foldKey(word);
  const max = spellingTolerance(key.length);
  if (!max || /\d/.test(key)) return null;
  let best: string | null = null;
  let bestD = max + 1;
  let bestLen = Infinity;
  // The fewest edits; of equally near ones the one of the word's length ("mieszkanei": mieszkanie, a transposition,
  // before the stem mieszkani, a letter less).
  for (const [cand, shown] of candidates) {
    if (cand === key || Math.abs(cand.length - key.length) > max || cand[0] !== key[0]) continue;
    const d = editDistance(key, cand, max);
    const len = Math.abs(cand.length - key.length);
    if (d <= max && (d < bestD || (d === bestD && len < bestLen))) {
      bestD = d;
      bestLen = len;
      best = shown;
      if (d === 1 && len === 0) break;
    }
  }
  if (bestD > 1 && /^[a-z ]+$/.test(key)) {
    const sound = bySound(candidates).get(soundKey(key));
    if (sound && foldKey(sound) !== key) return sound;
  }
  return best;
}

/** The text with `word` replaced by `suggestion` (whole word, first occurrence, any case). */
export function applySuggestion(text: string, s: Suggestion): string {
  const escaped = s.word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu'), s.suggestion);
}
