/**
 * Ways out of an empty result: for a search that finds nothing, the nearest searches that find something, each
 * with its number of listings. Pure, and cheap enough to run in the browser on the same index as the search:
 * every candidate is one pass over the rows.
 *
 * The candidates are one change each, or a few steps of one change:
 *   - "did you mean": a misspelt town or Bezirk in the free text or the place field, spelt as the index does;
 *   - drop one filter (a price, rooms, area or plot range; one feature; the subtypes; the energy class; first
 *     occupancy; commission-free; outdoor space; the moving-in day; the free text; the drawn area; the region);
 *   - widen the place one step at a time: postcode → its town → its Bezirk → its Bundesland → all of Austria, or a
 *     radius of 10, 25 or 50 km around the town (where the listings have coordinates); each step counts as a change,
 *     so the nearest widening comes first;
 *   - the other deal (buy ↔ rent).
 * Those that find something are ordered by fewest changes, then by most listings; searches equal in their address
 * are offered once.
 */
import type { Bundesland, FeatureKey, Vermarktungsart } from '../listing';
import { BUNDESLAENDER, LISTING_STATUSES } from '../vocabulary';
import { kindOf, type SearchTable } from './index-format';
import { countMatches, placeMatcher, radiusCentre, rowMatcher, type SearchContext } from './filter';
import { foldKey } from '../text/fold';
import { townDistricts } from './locations';
import { applySuggestion, closestSpelling } from '../text/spelling';
import { defaultSortFor, emptyQuery, serializeQuery, wienBezirkNumber, type SearchQuery } from './query';

/** The radii offered around a town, in km (the list's radius control offers 5 too, as a narrowing). */
export const WAY_OUT_RADII = [10, 25, 50] as const;

/** How many ways out a page shows. */
export const WAYS_OUT_SHOWN = 5;

/** A filter that can be dropped on its own. */
export type DroppableFilter =
  | 'price'
  | 'rooms'
  | 'area'
  | 'plot'
  | 'feature'
  | 'subtype'
  | 'energy'
  | 'newBuild'
  | 'commissionFree'
  | 'outdoor'
  | 'availableFrom'
  | 'text'
  | 'polygon'
  | 'region';

export type WayOut = (
  | { kind: 'drop'; filter: Exclude<DroppableFilter, 'feature'> }
  | { kind: 'drop'; filter: 'feature'; feature: FeatureKey }
  | { kind: 'town'; town: string }
  | { kind: 'bezirk'; bezirk: string }
  | { kind: 'bundesland'; bundesland: Bundesland }
  | { kind: 'austria' }
  | { kind: 'radius'; km: number }
  | { kind: 'deal'; deal: Vermarktungsart }
  | { kind: 'spelling'; from: string; to: string }
) & {
  /** The search to offer (page 1). */
  query: SearchQuery;
  /** Its number of listings (> 0). */
  count: number;
  /** How far it is from the search: 1 for one filter dropped, the number of steps for a wider place. */
  changes: number;
};

/** Omit over each member of a union (Omit of a union keeps only the members' common keys). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Candidate = OmitEach<WayOut, 'count'>;

/** The same search on page 1, its order kept unless it was the default one (which follows the new search). */
function derive(q: SearchQuery, patch: Partial<SearchQuery>): SearchQuery {
  const next: SearchQuery = { ...q, ...patch, page: 1 };
  if (q.sort === defaultSortFor(q)) next.sort = defaultSortFor(next);
  return next;
}

const NO_PLACE: Partial<SearchQuery> = {
  ort: null,
  plz: null,
  bezirk: [],
  bundesland: null,
  region: null,
  umkreis: null,
};

function dropCandidates(q: SearchQuery): Candidate[] {
  const out: Candidate[] = [];
  const drop = (filter: Exclude<DroppableFilter, 'feature'>, patch: Partial<SearchQuery>) =>
    out.push({ kind: 'drop', filter, query: derive(q, patch), changes: 1 });
  if (q.preisVon != null || q.preisBis != null) drop('price', { preisVon: null, preisBis: null });
  if (q.zimmerVon != null || q.zimmerBis != null) drop('rooms', { zimmerVon: null, zimmerBis: null });
  if (q.flaecheVon != null || q.flaecheBis != null) drop('area', { flaecheVon: null, flaecheBis: null });
  if (q.grundflaecheVon != null || q.grundflaecheBis != null)
    drop('plot', { grundflaecheVon: null, grundflaecheBis: null });
  for (const feature of q.ausstattung)
    out.push({
      kind: 'drop',
      filter: 'feature',
      feature,
      query: derive(q, { ausstattung: q.ausstattung.filter((f) => f !== feature) }),
      changes: 1,
    });
  if (q.untergruppe.length) drop('subtype', { untergruppe: [] });
  if (q.energieklasse) drop('energy', { energieklasse: null });
  if (q.erstbezug) drop('newBuild', { erstbezug: false });
  if (q.provisionsfrei) drop('commissionFree', { provisionsfrei: false });
  if (q.aussenflaeche) drop('outdoor', { aussenflaeche: false });
  if (q.verfuegbarAb) drop('availableFrom', { verfuegbarAb: null });
  if (q.q) drop('text', { q: '' });
  if (q.polygon) drop('polygon', { polygon: null });
  if (q.region) drop('region', { region: null });
  return out;
}

/** The most frequent non-zero value of a column over the rows a predicate selects; 0 when none. */
function mostFrequent(t: SearchTable, inPlace: (r: number) => boolean, value: (r: number) => number): number {
  const counts = new Map<number, number>();
  for (let r = 0; r < t.n; r++) {
    if (!inPlace(r)) continue;
    const v = value(r);
    if (v > 0) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  let best = 0;
  let bestCount = 0;
  for (const [v, c] of counts) if (c > bestCount) [best, bestCount] = [v, c];
  return best;
}

function anyRow(t: SearchTable, test: (r: number) => boolean): boolean {
  for (let r = 0; r < t.n; r++) if (test(r)) return true;
  return false;
}

/**
 * The wider places, nearest first. The town, Bezirk and Bundesland are read from the index's own listings in the
 * place searched (a place with no listing at all can only widen to all of Austria).
 */
function placeCandidates(t: SearchTable, q: SearchQuery, ctx: SearchContext): Candidate[] {
  const hasPlace = q.ort || q.plz || q.bezirk.length || q.bundesland || q.region || q.umkreis != null;
  if (!hasPlace) return [];
  // The rows of the narrowest place named: they tell its town, Bezirk and Bundesland.
  let inPlace: ((r: number) => boolean) | null = null;
  let level: 'plz' | 'ort' | 'bezirk' | 'bundesland' | 'region';
  if (q.plz) {
    const plz = Number(q.plz);
    inPlace = (r) => t.plz[r] === plz;
    level = 'plz';
  } else if (q.ort) {
    inPlace = placeMatcher(t, q.ort);
    level = 'ort';
  } else if (q.bezirk.length) {
    const wien = new Set(q.bezirk.map(wienBezirkNumber).filter((n): n is number => n != null));
    const keys = new Set(q.bezirk.filter((b) => wienBezirkNumber(b) == null).map(foldKey));
    inPlace = (r) =>
      wien.has(kindOf.wienBezirk(t.kind[r]!)) || (t.bezirk[r]! > 0 && keys.has(t.bezirkKey[t.bezirk[r]! - 1]!));
    level = 'bezirk';
  } else if (q.region) {
    // Only its Bundesland and Austria lie beyond a region: its listings say which Bundesland that is.
    inPlace = rowMatcher(t, { ...emptyQuery(), region: q.region, status: [...LISTING_STATUSES] });
    level = 'region';
  } else level = 'bundesland';

  const out: Candidate[] = [];
  let step = 0;
  const widen = (c: OmitEach<WayOut, 'count' | 'changes' | 'query'>, patch: Partial<SearchQuery>) =>
    out.push({ ...c, query: derive(q, { ...NO_PLACE, ...patch }), changes: ++step } as Candidate);

  const townIdx = inPlace && level === 'plz' ? mostFrequent(t, inPlace, (r) => t.ort[r]!) : 0;
  const bezirkIdx = inPlace && (level === 'plz' || level === 'ort') ? mostFrequent(t, inPlace, (r) => t.bezirk[r]!) : 0;
  const blIdx = inPlace
    ? mostFrequent(t, inPlace, (r) => kindOf.bundesland(t.kind[r]!))
    : q.bundesland
      ? BUNDESLAENDER.indexOf(q.bundesland) + 1
      : 0;

  if (townIdx) widen({ kind: 'town', town: t.dict.ort[townIdx - 1]! }, { ort: t.dict.ort[townIdx - 1]! });
  if (bezirkIdx) {
    const bezirk = t.dict.bezirk[bezirkIdx - 1]!;
    // A town that is its own Bezirk (Graz and Graz (Stadt), `townDistricts`) widens straight to the Bundesland:
    // the Bezirk holds that town's listings and no others, the place searched or the town step before. A town with
    // several Bezirke (Vienna) is wider than any one of them.
    const spansSeveral = anyRow(t, (r) => inPlace!(r) && t.bezirk[r]! > 0 && t.bezirk[r] !== bezirkIdx);
    if (!spansSeveral && !townDistricts(t).has(bezirkIdx)) widen({ kind: 'bezirk', bezirk }, { bezirk: [bezirk] });
  }
  if (blIdx && level !== 'bundesland') {
    const bundesland = BUNDESLAENDER[blIdx - 1]!;
    widen({ kind: 'bundesland', bundesland }, { bundesland });
  }
  widen({ kind: 'austria' }, {});

  // Radii around the town, each wider one a step further; only those wider than a radius already set.
  if (q.ort && !q.plz && ctx.geo && radiusCentre(t, q.ort, ctx.geo)) {
    let r = 0;
    for (const km of WAY_OUT_RADII) {
      if (q.umkreis != null && km <= q.umkreis) continue;
      out.push({ kind: 'radius', km, query: derive(q, { umkreis: km }), changes: ++r });
    }
  }
  return out;
}

/**
 * "Meinten Sie …?": a word of the free text, or the place typed, that is a near misspelling of a town or Bezirk
 * the index holds, replaced by it (nearer than any other way out: nothing is given up).
 */
function spellingCandidates(t: SearchTable, q: SearchQuery): Candidate[] {
  if (!q.q && !q.ort) return [];
  const names = new Map<string, string>();
  t.ortKey.forEach((k, i) => names.set(k, t.dict.ort[i]!));
  t.bezirkKey.forEach((k, i) => names.has(k) || names.set(k, t.dict.bezirk[i]!));
  const out: Candidate[] = [];
  for (const word of q.q.split(/[\s,;]+/)) {
    const to = closestSpelling(word, names);
    if (to)
      out.push({
        kind: 'spelling',
        from: word,
        to,
        query: derive(q, { q: applySuggestion(q.q, { word, suggestion: to }) }),
        changes: 0,
      });
  }
  if (q.ort && !names.has(foldKey(q.ort))) {
    const to = closestSpelling(q.ort, names);
    if (to) out.push({ kind: 'spelling', from: q.ort, to, query: derive(q, { ort: to }), changes: 0 });
  }
  return out;
}

/**
 * The ways out of a search, best first, at most `limit`; none when the search itself finds something. `ctx` is the
 * search's own (text hits, coordinates): without coordinates no radius is offered.
 */
export function waysOut(t: SearchTable, q: SearchQuery, ctx: SearchContext = {}, limit = WAYS_OUT_SHOWN): WayOut[] {
  if (countMatches(t, q, ctx) > 0) return [];
  const candidates: Candidate[] = [...spellingCandidates(t, q), ...dropCandidates(q), ...placeCandidates(t, q, ctx)];
  if (q.vermarktungsart) {
    const deal: Vermarktungsart = q.vermarktungsart === 'KAUF' ? 'MIETE_PACHT' : 'KAUF';
    candidates.push({ kind: 'deal', deal, query: derive(q, { vermarktungsart: deal }), changes: 1 });
  }
  const own = serializeQuery({ ...q, page: 1 });
  const seen = new Set<string>([own]);
  const found: WayOut[] = [];
  for (const c of candidates) {
    const key = serializeQuery(c.query);
    if (seen.has(key)) continue;
    seen.add(key);
    const count = countMatches(t, c.query, ctx);
    if (count > 0) found.push({ ...c, count } as WayOut);
  }
  found.sort((a, b) => a.changes - b.changes || b.count - a.count);
  return found.slice(0, limit);
}
