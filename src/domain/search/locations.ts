/**
 * Location suggestions for the search form: Bundesländer, Bezirke, towns and postcodes that occur in the index,
 * each with its number of listings, ranked so that what the visitor types first matches first.
 */
import type { Bundesland } from '../listing';
import { BUNDESLAENDER } from '../vocabulary';
import { kindOf, type SearchTable } from './index-format';
import { foldKey } from '../text/fold';
import { WIEN_BEZIRKE } from '../wien-bezirke';
import { normalizeBezirk, wienBezirkNumber, type SearchQuery } from './query';

export type LocationKind = 'bundesland' | 'bezirk' | 'ort' | 'plz';

export interface LocationOption {
  kind: LocationKind;
  /** The query value: Bundesland key, Bezirk or town name, postcode. */
  value: string;
  label: string;
  count: number;
  /** folded label for matching */
  key: string;
}

const KIND_RANK: Record<LocationKind, number> = { bundesland: 0, ort: 1, bezirk: 2, plz: 3 };

export function locationOptions(
  t: SearchTable,
  bundeslandLabel: (b: Bundesland) => string,
  /** Listings a row stands for (the split index's places table has one row per place); 1 each when absent. */
  weights?: ArrayLike<number>,
): LocationOption[] {
  const bl = new Map<number, number>();
  const ort = new Map<number, number>();
  const bz = new Map<number, number>();
  const plz = new Map<number, { count: number; ort: number }>();
  for (let r = 0; r < t.n; r++) {
    const w = weights ? weights[r]! : 1;
    const b = kindOf.bundesland(t.kind[r]!);
    if (b) bl.set(b, (bl.get(b) ?? 0) + w);
    if (t.ort[r]) ort.set(t.ort[r]!, (ort.get(t.ort[r]!) ?? 0) + w);
    if (t.bezirk[r]) bz.set(t.bezirk[r]!, (bz.get(t.bezirk[r]!) ?? 0) + w);
    if (t.plz[r]) {
      const e = plz.get(t.plz[r]!) ?? { count: 0, ort: t.ort[r]! };
      e.count += w;
      plz.set(t.plz[r]!, e);
    }
  }
  const out: LocationOption[] = [];
  for (const [i, count] of bl) {
    const key = BUNDESLAENDER[i - 1]!;
    const label = bundeslandLabel(key);
    out.push({ kind: 'bundesland', value: key, label, count, key: foldKey(label) });
  }
  for (const [i, count] of ort) {
    const label = t.dict.ort[i - 1]!;
    out.push({ kind: 'ort', value: label, label, count, key: foldKey(label) });
  }
  // A Bezirk that is a town under its name (Graz (Stadt) beside Graz) would only repeat the town's suggestion.
  const towns = townDistricts(t, weights);
  for (const [i, count] of bz) {
    if (towns.has(i)) continue;
    const label = t.dict.bezirk[i - 1]!;
    out.push({ kind: 'bezirk', value: label, label, count, key: foldKey(label) });
  }
  for (const [code, e] of plz) {
    const label = `${code} ${t.dict.ort[e.ort - 1] ?? ''}`.trim();
    out.push({ kind: 'plz', value: String(code), label, count: e.count, key: foldKey(label) });
  }
  return out;
}

/** The Statutarstadt's own political district: "Graz (Stadt)", "Klagenfurt (Stadt)". */
const CITY_DISTRICT = /\s*\(Stadt\)$/;

/**
 * Whether a political district is named as the town it is: the town's very name ("Graz"), or the statutory city's
 * district ("Graz (Stadt)", "St. Pölten (Stadt)"; "Klagenfurt (Stadt)" for Klagenfurt am Wörthersee, whose district
 * goes without the name's "am …" part). Compared by `foldKey`, as the filters compare places.
 */
export function districtNamesTown(bezirk: string, town: string): boolean {
  const name = foldKey(bezirk.replace(CITY_DISTRICT, ''));
  const key = foldKey(town);
  if (!name) return false;
  if (name === key) return true;
  return (
    CITY_DISTRICT.test(bezirk) &&
    key.startsWith(`${name} `) &&
    /^(?:am|an der|im|in|bei) /.test(key.slice(name.length + 1))
  );
}

/**
 * The Bezirke of the index (1-based indexes into `t.dict.bezirk`) that are one of its towns under another name: named
 * as the town (`districtNamesTown`: Graz (Stadt) and Graz) and holding exactly the town's listings, every listing of
 * the one in the other, so that the Bezirk and the town filter the same. Where the town is not in the index, or the
 * district holds listings the town does not (a part written as a town of its own, "Graz-Liebenau", or no town), or
 * the town lies in several districts, the Bezirk is a search of its own. The place field leaves these Bezirke out
 * beside their town, and the ways out of an empty search do not widen from the town to them.
 * `weights`: listings a row stands for (the split index's places table); a row of none is no listing.
 */
export function townDistricts(t: SearchTable, weights?: ArrayLike<number>): Set<number> {
  // The filters match a place by its folded name: rows are grouped by the first dictionary entry of their key.
  const firstOfKey = (keys: readonly string[]) => {
    const first = new Map<string, number>();
    return keys.map((k, i) => {
      if (!first.has(k)) first.set(k, i + 1);
      return first.get(k)!;
    });
  };
  const bezirkOf = firstOfKey(t.bezirkKey);
  const ortOf = firstOfKey(t.ortKey);
  // Per Bezirk its one town, per town its one Bezirk: 0 none yet, -1 more than one (or listings without).
  const townIn = new Int32Array(t.bezirkKey.length + 1);
  const districtOf = new Int32Array(t.ortKey.length + 1);
  for (let r = 0; r < t.n; r++) {
    if (weights && !weights[r]) continue;
    const b = t.bezirk[r] ? bezirkOf[t.bezirk[r]! - 1]! : 0;
    const o = t.ort[r] ? ortOf[t.ort[r]! - 1]! : 0;
    if (b) townIn[b] = o && (townIn[b] === 0 || townIn[b] === o) ? o : -1;
    if (o) districtOf[o] = b && (districtOf[o] === 0 || districtOf[o] === b) ? b : -1;
  }
  const out = new Set<number>();
  for (let i = 1; i <= t.bezirkKey.length; i++) {
    const o = townIn[bezirkOf[i - 1]!]!;
    if (o > 0 && districtOf[o] === bezirkOf[i - 1] && districtNamesTown(t.dict.bezirk[i - 1]!, t.dict.ort[o - 1]!))
      out.add(i);
  }
  return out;
}

/**
 * Ranks options for typed text: whole-label prefix first, then word prefix, then substring; within a rank
 * Bundesland before town before Bezirk before postcode, then by number of listings.
 */
export function suggestLocations(options: readonly LocationOption[], text: string, limit = 8): LocationOption[] {
  const needle = foldKey(text);
  if (!needle) return [];
  const scored: { o: LocationOption; s: number }[] = [];
  for (const o of options) {
    let s: number;
    if (o.key.startsWith(needle)) s = 0;
    else if (o.key.includes(` ${needle}`)) s = 1;
    else if (o.key.includes(needle)) s = 2;
    else continue;
    scored.push({ o, s });
  }
  scored.sort(
    (a, b) =>
      a.s - b.s ||
      KIND_RANK[a.o.kind] - KIND_RANK[b.o.kind] ||
      b.o.count - a.o.count ||
      a.o.label.localeCompare(b.o.label, 'de'),
  );
  return scored.slice(0, limit).map((x) => x.o);
}

/** Most postcodes offered at once: all of Vienna's 23 and its airport's. */
export const POSTCODE_LIMIT = 24;

/** A postcode with its postal place, as the postcode table names it ("8020", "Graz"). */
export interface PostalCode {
  plz: string;
  name: string;
}

/** What the place field offers for typed text: places (Bundesland, town, Bezirk), then postcodes, a group of their own. */
export interface LocationSuggestionGroups {
  places: LocationOption[];
  postcodes: LocationOption[];
}

/**
 * The place field's suggestions. Places rank as `suggestLocations` ranks them; the postcodes are those the postcode
 * table offers for the text (`postcodesFor` of the place book: a town's postcodes for its name, the postcodes
 * starting with typed digits), each labelled with its postal place ("8020 Graz") and counted from the index (0 for
 * a postcode no listing has: it may still be searched and saved). Until the table is loaded (`postcodes` null), the
 * postcodes in the index that match the text stand in.
 */
export function suggestLocationGroups(
  options: readonly LocationOption[],
  text: string,
  postcodes: ((text: string, limit: number) => readonly PostalCode[]) | null,
): LocationSuggestionGroups {
  if (!foldKey(text)) return { places: [], postcodes: [] };
  const places = suggestLocations(
    options.filter((o) => o.kind !== 'plz'),
    text,
  );
  if (!postcodes) {
    const inIndex = suggestLocations(
      options.filter((o) => o.kind === 'plz'),
      text,
      POSTCODE_LIMIT,
    );
    return { places, postcodes: inIndex };
  }
  const counts = new Map<string, number>();
  for (const o of options) if (o.kind === 'plz') counts.set(o.value, o.count);
  return {
    places,
    postcodes: postcodes(text, POSTCODE_LIMIT).map(({ plz, name }) => {
      const label = `${plz} ${name}`;
      return { kind: 'plz', value: plz, label, count: counts.get(plz) ?? 0, key: foldKey(label) };
    }),
  };
}

/**
 * A postcode typed into the place field, alone or before its postal place as the suggestions write it ("8020",
 * "8020 Graz"); null for any other text. The field, its text sent without JavaScript (`ort`) and the filter read a
 * typed postcode by this rule.
 */
export function typedPostcode(text: string): string | null {
  return /^\s*(\d{4})(?:\s+\p{L}[^\d]*)?$/u.exec(text)?.[1] ?? null;
}

/** Applies a chosen suggestion: exactly one location field is set, the others are cleared. */
export function withLocation(q: SearchQuery, option: Pick<LocationOption, 'kind' | 'value'> | null): SearchQuery {
  // Vienna's districts ticked in their own list stay when the place chosen is Vienna; any other place replaces
  // them (a town outside Vienna and a Vienna district never match together), and clearing the place clears them.
  const keepWien = option?.kind === 'bundesland' && option.value === 'wien';
  const wienDistricts = keepWien ? q.bezirk.filter((b) => wienBezirkNumber(b) != null) : [];
  // A radius needs a town as its centre: it stays from one town to another and goes with any other place.
  const umkreis = option?.kind === 'ort' ? q.umkreis : null;
  const next: SearchQuery = { ...q, bundesland: null, bezirk: wienDistricts, ort: null, plz: null, umkreis, page: 1 };
  if (!option) return next;
  if (option.kind === 'bundesland') next.bundesland = option.value as Bundesland;
  else if (option.kind === 'bezirk') next.bezirk = [normalizeBezirk(option.value) ?? option.value];
  else if (option.kind === 'ort') next.ort = option.value;
  else next.plz = option.value;
  return next;
}

/** The text the location field shows for the current search. */
export function locationText(q: SearchQuery, bundeslandLabel: (b: Bundesland) => string): string {
  if (q.bundesland) return bundeslandLabel(q.bundesland);
  return namedBezirk(q) ?? q.ort ?? q.plz ?? '';
}

/**
 * The district the location field shows: a political district's name, or a single Vienna district's name
 * (several Vienna districts show as ticks in their own list, not in the field).
 */
export function namedBezirk(q: Pick<SearchQuery, 'bezirk'>): string | null {
  const named = q.bezirk.find((b) => wienBezirkNumber(b) == null);
  if (named) return named;
  const only = q.bezirk.length === 1 ? wienBezirkNumber(q.bezirk[0]!) : null;
  return only ? WIEN_BEZIRKE[only - 1]! : null;
}

/**
 * Free text typed into the location field without choosing a suggestion: a postcode (`typedPostcode`) is a postcode,
 * a Bundesland name is a Bundesland, the best-matching option otherwise (null when nothing matches).
 */
export function resolveTypedLocation(options: readonly LocationOption[], text: string): LocationOption | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const plz = typedPostcode(trimmed);
  if (plz)
    return (
      options.find((o) => o.kind === 'plz' && o.value === plz) ?? {
        kind: 'plz',
        value: plz,
        label: trimmed,
        count: 0,
        key: foldKey(trimmed),
      }
    );
  const key = foldKey(trimmed);
  const exact = options.filter((o) => o.key === key).sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind]);
  if (exact[0]) return exact[0];
  return suggestLocations(options, trimmed, 1)[0] ?? null;
}
