/**
 * Zero results of the natural-language search over a listing snapshot (data/snapshot/properties.json, the one the
 * site was built from): for each query of a set, how many listings the search the box makes finds (the understood
 * filters; words not understood are shown, never searched), and how many the same search would find with those
 * words kept as free text, as a search that did not set them aside would. The rule it checks: no query finds
 * nothing where dropping its not-understood words would find some. Used by `npm run bench:nl`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANG_CODES } from '../i18n/languages';
import { parseSearchText } from '../domain/nl-search';
import { gazetteerFor, understandFreeText } from '../domain/nl-search/understand';
import { filtersToQuery } from '../domain/nl-search/url';
import { indexedListing } from '../domain/search-agents/matching';
import { countMatches, type SearchContext } from '../domain/search/filter';
import { buildSearchIndex, buildTitles, decodeIndex, type SearchTable } from '../domain/search/index-format';
import { locationOptions } from '../domain/search/locations';
import { emptyQuery } from '../domain/search/query';
import { loadCases, type NlSet } from './nl-eval';

export const SNAPSHOT_FILE = path.resolve(import.meta.dirname, '../../data/snapshot/properties.json');

export interface ResultsIndex {
  table: SearchTable;
  ctx: (lang: string) => SearchContext;
  places: ReturnType<typeof locationOptions>;
  listings: number;
}

/** The search table of the snapshot's listings, or null when there is no snapshot (no sample made or synced). */
export function snapshotIndex(file = SNAPSHOT_FILE): ResultsIndex | null {
  if (!fs.existsSync(file)) return null;
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(raw)) return null;
  const rows = raw
    .filter((l): l is { id: number } & Record<string, unknown> => typeof (l as { id?: unknown })?.id === 'number')
    .map(indexedListing);
  const built = buildSearchIndex(rows, 'bench-nl');
  const table = decodeIndex(built.index);
  const geo = { lat: Int32Array.from(built.geo.lat), lon: Int32Array.from(built.geo.lon) };
  const titles = new Map<string, readonly string[]>();
  const ctx = (lang: string): SearchContext => {
    let t = titles.get(lang);
    if (!t) titles.set(lang, (t = buildTitles(built.rows, lang, built.index.gen).t));
    return { geo, titles: t };
  };
  return { table, ctx, places: locationOptions(table, (b) => b), listings: rows.length };
}

export interface ResultsCount {
  queries: number;
  /** The box's search finds nothing. */
  zero: number;
  /** Queries with words not understood whose search would find nothing with them kept as free text. */
  zeroWithWords: number;
  /** Of those, the ones the box's search (the words dropped) finds listings for. */
  savedByDropping: number;
  /** The rule broken: the box's search finds nothing though the understood filters alone find some. */
  zeroThoughDroppingFinds: number;
}

export function countResults(index: ResultsIndex, set: NlSet): ResultsCount {
  const out: ResultsCount = { queries: 0, zero: 0, zeroWithWords: 0, savedByDropping: 0, zeroThoughDroppingFinds: 0 };
  const gazetteer = gazetteerFor(index.places);
  for (const lang of LANG_CODES) {
    const ctx = index.ctx(lang);
    for (const c of loadCases(lang, set)) {
      out.queries++;
      const box = understandFreeText(emptyQuery(), c.query, lang, index.places);
      const found = countMatches(index.table, box.query, ctx);
      const { filters, unmatched } = parseSearchText(c.query, lang, gazetteer);
      const dropped = countMatches(index.table, filtersToQuery(filters), ctx);
      if (found === 0) out.zero++;
      if (found === 0 && dropped > 0) out.zeroThoughDroppingFinds++;
      if (unmatched.length) {
        const withWords = countMatches(index.table, filtersToQuery(filters, unmatched.join(' ')), ctx);
        if (withWords === 0) {
          out.zeroWithWords++;
          if (found > 0) out.savedByDropping++;
        }
      }
    }
  }
  return out;
}
