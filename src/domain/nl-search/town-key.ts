import { foldKey } from '../text/fold';

/**
 * A town's name folded for comparison: case, umlauts, "Sankt"/"St." and punctuation alike. A module of its own so
 * the list's filter can compare names without loading the gazetteer (./austria-places re-exports it).
 */
export function townKey(name: string): string {
  return foldKey(name)
    .replace(/\bsankt\b/g, 'st')
    .replace(/[.-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
