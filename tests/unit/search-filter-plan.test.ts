/**
 * The filter's one pass over the index columns (matchingRows): the tests on `kind` as bit-field numbers give the
 * same rows as the fields read one by one with kindOf, ranges and features as written out, whichever filters are
 * combined; rowMatcher and countMatches agree with it.
 */
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  decodeIndex,
  featureBits,
  KIND_FIELDS,
  kindOf,
  nearField,
} from '~/domain/search/index-format';
import { countMatches, filterPlan, matchingRows, rowMatcher } from '~/domain/search/filter';
import { effectiveStatuses, emptyQuery, type SearchQuery } from '~/domain/search/query';
import {
  BUNDESLAENDER,
  ENERGY_CLASSES,
  LISTING_STATUSES,
  OBJEKTARTEN,
  VERMARKTUNGSARTEN,
  type FeatureKey,
} from '~/domain/vocabulary';
import { NEAR_FILTER_KEYS, type NearFilter } from '~/domain/places';
import { makeListings } from './search-fixtures';

const table = decodeIndex(JSON.parse(JSON.stringify(buildSearchIndex(makeListings(3000, 5), 'test').index)));

/** The rules read field by field, as the filter states them (the reference the one pass must agree with). */
function reference(q: SearchQuery): number[] {
  const out: number[] = [];
  const statuses = effectiveStatuses(q).map((s) => LISTING_STATUSES.indexOf(s));
  const inRange = (v: number, lo: number | null, hi: number | null) =>
    (lo == null || (v > 0 && v >= lo)) && (hi == null || (v > 0 && v <= hi));
  const [flo, fhi] = featureBits(q.ausstattung);
  for (let r = 0; r < table.n; r++) {
    const k = table.kind[r]!;
    const hwb = kindOf.hwbKlasse(k);
    const ok =
      (!q.vermarktungsart || kindOf.vermarktungsart(k) === VERMARKTUNGSARTEN.indexOf(q.vermarktungsart)) &&
      (!q.objektart.length || q.objektart.map((o) => OBJEKTARTEN.indexOf(o)).includes(kindOf.objektart(k))) &&
      statuses.includes(kindOf.status(k)) &&
      (!q.energieklasse || (hwb > 0 && hwb <= ENERGY_CLASSES.indexOf(q.energieklasse) + 1)) &&
      (!q.bundesland || kindOf.bundesland(k) === BUNDESLAENDER.indexOf(q.bundesland) + 1) &&
      (!q.provisionsfrei || kindOf.commissionFree(k) === 1) &&
      (!q.erstbezug || kindOf.newBuild(k) === 1) &&
      (!q.aussenflaeche || kindOf.outdoor(k) === 1) &&
      q.nahe.every((w) => kindOf.near(k, w) === 1) &&
      inRange(table.price[r]!, q.preisVon, q.preisBis) &&
      inRange(table.area[r]!, q.flaecheVon, q.flaecheBis) &&
      inRange(table.rooms[r]!, q.zimmerVon, q.zimmerBis) &&
      inRange(table.plot[r]!, q.grundflaecheVon, q.grundflaecheBis) &&
      (table.f0[r]! & flo) >>> 0 === flo &&
      (table.f1[r]! & fhi) >>> 0 === fhi;
    if (ok) out.push(r);
  }
  return out;
}

/** A deterministic mix of the filters (a small LCG), from none to many at once. */
function queries(count: number): SearchQuery[] {
  let seed = 12345;
  const rnd = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const some = <T>(xs: readonly T[], p: number) => xs.filter(() => rnd() < p);
  const features: FeatureKey[] = ['balcony', 'garden', 'lift', 'parking', 'cellar'];
  const out: SearchQuery[] = [];
  for (let i = 0; i < count; i++) {
    const q = emptyQuery();
    if (rnd() < 0.6) q.vermarktungsart = pick(VERMARKTUNGSARTEN);
    if (rnd() < 0.5) q.objektart = some(OBJEKTARTEN, 0.3);
    if (rnd() < 0.3) q.status = some(LISTING_STATUSES, 0.5);
    if (rnd() < 0.4) q.energieklasse = pick(ENERGY_CLASSES);
    if (rnd() < 0.3) q.bundesland = pick(BUNDESLAENDER);
    q.provisionsfrei = rnd() < 0.2;
    q.erstbezug = rnd() < 0.2;
    q.aussenflaeche = rnd() < 0.2;
    q.nahe = some(NEAR_FILTER_KEYS, 0.15) as NearFilter[];
    if (rnd() < 0.4) q.zimmerVon = 1 + Math.floor(rnd() * 4);
    if (rnd() < 0.2) q.zimmerBis = 2 + Math.floor(rnd() * 4);
    if (rnd() < 0.3) q.preisVon = Math.round(rnd() * 400_000);
    if (rnd() < 0.3) q.preisBis = Math.round(rnd() * 900_000);
    if (rnd() < 0.3) q.flaecheVon = Math.round(rnd() * 120);
    if (rnd() < 0.1) q.grundflaecheVon = Math.round(rnd() * 1000);
    if (rnd() < 0.3) q.ausstattung = some(features, 0.3);
    out.push(q);
  }
  return out;
}

describe('the filter as one pass over the columns', () => {
  it('reads the same bit fields of kind as kindOf', () => {
    const field = (k: number, f: { shift: number; mask: number }) => (k >> f.shift) & f.mask;
    for (let r = 0; r < table.n; r++) {
      const k = table.kind[r]!;
      for (const [name, f] of Object.entries(KIND_FIELDS))
        expect(field(k, f), name).toBe(kindOf[name as keyof typeof KIND_FIELDS](k));
      for (const w of NEAR_FILTER_KEYS) expect(field(k, nearField(w)), w).toBe(kindOf.near(k, w));
    }
  });

  it('finds the rows the rules read field by field find, in row order, for any mix of filters', () => {
    let nonEmpty = 0;
    for (const q of queries(400)) {
      const want = reference(q);
      expect([...matchingRows(table, q)], JSON.stringify(q)).toEqual(want);
      const match = rowMatcher(table, q);
      expect(want.every((r) => match(r)) && countMatches(table, q) === want.length).toBe(true);
      if (want.length) nonEmpty++;
    }
    // The mix must find something often enough to test anything.
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('allows energy classes from A++ down to the one chosen, never a listing without one', () => {
    const plan = filterPlan(table, { ...emptyQuery(), energieklasse: 'B' });
    const at = [...plan.kind].findIndex((_, i) => i % 3 === 0 && plan.kind[i] === KIND_FIELDS.hwbKlasse.shift);
    // bits 1 (A++) to 4 (B) set, bit 0 (none stated) not
    expect(plan.kind[at + 2]).toBe(0b11110);
  });

  it('leaves a facet out when asked, as the facet counts need', () => {
    const q = { ...emptyQuery(), vermarktungsart: 'KAUF' as const, objektart: ['HAUS' as const] };
    const without = [...matchingRows(table, q, {}, 'objektart')];
    expect(without).toEqual(reference({ ...q, objektart: [] }));
    expect(without.length).toBeGreaterThan(matchingRows(table, q).length);
  });
});
