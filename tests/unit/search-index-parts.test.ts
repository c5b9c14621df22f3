/**
 * The search index split by Bundesland: merging the parts a search needs gives the same results (ids, order,
 * count) as the unsplit index, for a set of filters; a search in one Bundesland or district needs only its part;
 * geo and titles follow the merged rows.
 */
import { describe, expect, it } from 'vitest';
import type { SearchQuery } from '~/domain/search/query';
import { emptyQuery } from '~/domain/search/query';
import { buildSearchIndex, buildTitles, decodeIndex } from '~/domain/search/index-format';
import { runSearch } from '~/domain/search/filter';
import { locationOptions } from '~/domain/search/locations';
import { hashKey } from '~/site/incremental/card-digest';
import {
  checkVersions,
  mergeParts,
  mergeRowArrays,
  partsFor,
  placeCounts,
  placesTable,
  splitIndex,
  type PartKey,
} from '~/domain/search/index-parts';
import { makeListings } from './search-fixtures';

const listings = makeListings(600, 7);
// a few without a Bundesland, so the part `none` is there too
for (const l of listings.slice(0, 5))
  l.location = { ...l.location, bundesland: null as never, ort: 'Ausland', plz: '', bezirk: null, wien_bezirk: null };
const built = buildSearchIndex(listings, 'g1');
const whole = decodeIndex(built.index);
const hash = (content: string) => hashKey('search-part', content);
const split = splitIndex(built, { hash });
const file = (k: PartKey) => split.parts.get(k)!.index;

const q = (patch: Partial<SearchQuery>): SearchQuery => ({ ...emptyQuery(), ...patch });
const ids = (t: typeof whole, query: SearchQuery) => {
  const res = runSearch(t, query);
  return { total: res.total, rows: Array.from(res.rows, (r) => t.id[r]) };
};

const someBezirk = whole.dict.bezirk.find((b) => b !== 'Wien') ?? whole.dict.bezirk[0]!;
const someOrt = whole.dict.ort.find((o) => o !== 'Wien') ?? whole.dict.ort[0]!;
const somePlz = String(whole.plz.find((p) => p > 1999) ?? whole.plz[0]);

const QUERIES: Array<[string, SearchQuery]> = [
  ['everything', q({})],
  ['rent', q({ vermarktungsart: 'MIETE_PACHT' })],
  ['Tirol, buy, flat', q({ bundesland: 'tirol', vermarktungsart: 'KAUF', objektart: ['WOHNUNG'] })],
  ['Vienna districts 2 and 7', q({ bezirk: ['2', '7'] })],
  ['a Bezirk by name', q({ bezirk: [someBezirk], sort: 'preis_aufsteigend' })],
  ['a town', q({ ort: someOrt })],
  ['a postcode', q({ plz: somePlz })],
  ['typed Bundesland', q({ ort: 'Steiermark', status: ['sold', 'rented'] })],
  ['Upper Austria by price', q({ bundesland: 'oberoesterreich', preisBis: 400_000, sort: 'preis_absteigend' })],
  [
    'house in Lower Austria, area',
    q({ bundesland: 'niederoesterreich', objektart: ['HAUS'], sort: 'flaeche_absteigend' }),
  ],
  ['all statuses, page 2', q({ status: ['available', 'reserved', 'sold', 'rented'], page: 2 })],
];

describe('split search index', () => {
  it('is the same split from the rows with their decoded table as from the index file', () => {
    expect(splitIndex({ rows: built.rows, table: whole }, { hash })).toStrictEqual(split);
  });

  it('holds every row once, in parts largest first, with counts in the manifest', () => {
    const { manifest } = split;
    expect(manifest.n).toBe(whole.n);
    expect(manifest.parts.reduce((s, p) => s + p.n, 0)).toBe(whole.n);
    expect(manifest.parts.map((p) => p.n)).toEqual([...manifest.parts.map((p) => p.n)].sort((a, b) => b - a));
    expect(manifest.parts.map((p) => p.key)).toContain('none_kauf');
    expect(new Set(manifest.parts.map((p) => p.key)).size).toBe(manifest.parts.length);
    for (const p of manifest.parts) expect(file(p.key).n).toBe(p.n);
    expect(placeCounts(manifest).reduce((s, n) => s + n, 0)).toBe(whole.n);
  });

  it.each(QUERIES)('%s: the merged parts it needs answer as the unsplit index', (_, query) => {
    const keys = partsFor(split.manifest, query);
    const merged = mergeParts(keys.map(file));
    expect(ids(merged.table, query)).toEqual(ids(whole, query));
    // and all parts merged are the unsplit index, row for row
    const all = mergeParts(split.manifest.parts.map((p) => file(p.key)));
    expect(Array.from(all.table.id)).toEqual(Array.from(whole.id));
    expect(ids(all.table, query)).toEqual(ids(whole, query));
  });

  it('a Bundesland, a Vienna district or a town needs only its parts, buy or rent only one; a radius or no place all', () => {
    const m = split.manifest;
    const all = m.parts.map((p) => p.key);
    const sorted = (keys: string[]) => [...keys].sort();
    expect(sorted(partsFor(m, q({ bundesland: 'tirol' })))).toEqual(['tirol_kauf', 'tirol_miete']);
    expect(partsFor(m, q({ bundesland: 'tirol', vermarktungsart: 'KAUF' }))).toEqual(['tirol_kauf']);
    expect(sorted(partsFor(m, q({ bezirk: ['7'] })))).toEqual(['wien_kauf', 'wien_miete']);
    expect(partsFor(m, q({ ort: 'Wien', vermarktungsart: 'MIETE_PACHT' }))).toEqual(['wien_miete']);
    expect(sorted(partsFor(m, q({ ort: 'Salzburg' })))).toEqual(['salzburg_kauf', 'salzburg_miete']);
    expect(partsFor(m, q({ vermarktungsart: 'KAUF', objektart: ['WOHNUNG'] }))).toEqual(
      all.filter((k) => k.endsWith('_kauf')),
    );
    expect(partsFor(m, q({ objektart: ['WOHNUNG'] }))).toEqual(all);
    expect(partsFor(m, q({ ort: 'Wien', umkreis: 20 }))).toEqual(all);
    expect(partsFor(m, q({ ort: 'Ausland', vermarktungsart: 'KAUF' }))).toEqual(['none_kauf']);
    expect(partsFor(m, q({ ort: 'Nirgendwo' }))).toEqual([]);
  });

  it("Vienna's large parts go by district: a district loads its own, Vienna all of them, with the same results", () => {
    const byDistrict = splitIndex(built, { splitRows: 10, hash });
    const m = byDistrict.manifest;
    const keys = m.parts.map((p) => p.key);
    expect(keys).not.toContain('wien_kauf');
    expect(keys).not.toContain('wien_miete');
    expect(keys).toContain('wien-07_kauf');
    expect(m.parts.reduce((s, p) => s + p.n, 0)).toBe(whole.n);
    const sorted = (ks: string[]) => [...ks].sort();
    expect(sorted(partsFor(m, q({ bezirk: ['7'] })))).toEqual(
      ['wien-07_kauf', 'wien-07_miete'].filter((k) => keys.includes(k)),
    );
    expect(partsFor(m, q({ bezirk: ['7'], vermarktungsart: 'MIETE_PACHT' }))).toEqual(
      keys.includes('wien-07_miete') ? ['wien-07_miete'] : [],
    );
    expect(sorted(partsFor(m, q({ bundesland: 'wien', vermarktungsart: 'KAUF' })))).toEqual(
      sorted(keys.filter((k) => k.startsWith('wien-') && k.endsWith('_kauf'))),
    );
    expect(sorted(partsFor(m, q({ bundesland: 'tirol' })))).toEqual(['tirol_kauf', 'tirol_miete']);
    const part = (k: PartKey) => byDistrict.parts.get(k)!.index;
    for (const [, query] of QUERIES) {
      const merged = mergeParts(partsFor(m, query).map(part));
      expect(ids(merged.table, query)).toEqual(ids(whole, query));
    }
    const all = mergeParts(keys.map(part));
    expect(Array.from(all.table.id)).toEqual(Array.from(whole.id));
  });

  it('geo and titles follow the merged rows', () => {
    const keys: PartKey[] = ['wien_kauf', 'tirol_miete', 'tirol_kauf'];
    const merged = mergeParts(keys.map(file));
    const geo = mergeRowArrays(
      merged,
      keys.map((k) => split.parts.get(k)!.geo.lat),
    );
    const titles = mergeRowArrays(
      merged,
      keys.map((k) => buildTitles(split.parts.get(k)!.rows, 'en', 'g1').t),
    );
    const wholeTitles = buildTitles(built.rows, 'en', 'g1').t;
    for (let r = 0; r < merged.table.n; r++) {
      const w = whole.rowOf.get(merged.table.id[r]!)!;
      expect(geo[r]).toBe(built.geo.lat[w]);
      expect(titles[r]).toBe(wholeTitles[w]);
    }
  });

  it('the manifest offers the same location suggestions as the whole index', () => {
    const label = (b: string) => b.toUpperCase();
    const fromWhole = locationOptions(whole, label);
    const fromManifest = locationOptions(placesTable(split.manifest), label, placeCounts(split.manifest));
    const norm = (o: typeof fromWhole) => [...o].map((x) => `${x.kind}|${x.value}|${x.count}`).sort();
    expect(norm(fromManifest)).toEqual(norm(fromWhole));
  });

  it('a part is versioned by its content: a changed listing changes its part only, and an old part is refused', () => {
    // Another generation of the same data: the same versions (the generation is in no part).
    const same = splitIndex(buildSearchIndex(listings, 'g2'), { hash });
    expect(same.manifest.parts).toEqual(split.manifest.parts);
    const changed = listings.map((l) => ({ ...l }));
    const i = changed.findIndex((l) => l.location.bundesland === 'tirol' && l.vermarktungsart === 'KAUF');
    changed[i] = { ...changed[i]!, kaufpreis: (changed[i]!.kaufpreis ?? 0) + 1000 };
    const next = splitIndex(buildSearchIndex(changed, 'g3'), { hash });
    const differ = (kind: 'h' | 'g' | 't') =>
      next.manifest.parts.filter((p, k) => p[kind] !== split.manifest.parts[k]![kind]).map((p) => p.key);
    expect(differ('h')).toEqual(['tirol_kauf']);
    // A price is in the rows only: the coordinates and the titles keep their versions (and their files).
    expect(differ('g')).toEqual([]);
    expect(differ('t')).toEqual([]);
    for (const p of next.manifest.parts) {
      const part = next.parts.get(p.key)!;
      expect([part.index.gen, part.geo.gen, part.titles]).toEqual([p.h, p.g, p.t]);
    }
    // A new title changes the part's titles, and a new place its coordinates.
    const retitled = changed.map((l, k) => (k === i ? { ...l, objekttitel: `${l.objekttitel} neu` } : l));
    const t = splitIndex(buildSearchIndex(retitled, 'g4'), { hash }).manifest.parts;
    expect(t.filter((p, k) => p.t !== next.manifest.parts[k]!.t).map((p) => p.key)).toEqual(['tirol_kauf']);
    const moved = changed.map((l, k) => (k === i ? { ...l, location: { ...l.location, lat: 47.1, lon: 11.2 } } : l));
    const g = splitIndex(buildSearchIndex(moved, 'g5'), { hash }).manifest.parts;
    expect(g.filter((p, k) => p.g !== next.manifest.parts[k]!.g).map((p) => p.key)).toEqual(['tirol_kauf']);
    // The merge needs no generation: the new Tyrol part beside the unchanged others answers as the new whole index.
    const keys = next.manifest.parts.map((p) => p.key);
    const files = keys.map((k) => (k === 'tirol_kauf' ? next : split).parts.get(k)!.index);
    checkVersions(next.manifest, files, keys);
    const newWhole = decodeIndex(buildSearchIndex(changed, 'g3').index);
    for (const [, query] of QUERIES) expect(ids(mergeParts(files).table, query)).toEqual(ids(newWhole, query));
    // The old Tyrol part (a cached copy) is not the version the new manifest names.
    const stale = keys.map((k) => split.parts.get(k)!.index);
    expect(() => checkVersions(next.manifest, stale, keys)).toThrow(/not the version/);
    expect(() => checkVersions(next.manifest, [files[1]!], [keys[0]!])).toThrow(/not the version/);
    // Titles and coordinates are checked against their own versions.
    const geo = keys.map((k) => next.parts.get(k)!.geo);
    checkVersions(next.manifest, geo, keys, 'g');
    expect(() => checkVersions(next.manifest, geo, keys, 'h')).toThrow(/not the version/);
    const titles = keys.map((k) => buildTitles(next.parts.get(k)!.rows, 'en', next.parts.get(k)!.titles));
    checkVersions(next.manifest, titles, keys, 't');
  });

  it('merges rows of one day by their second and, in the same second, by id, as the whole index', () => {
    const sameDay = makeListings(300, 5).map((l, i) => ({
      ...l,
      created_at: `2026-03-0${1 + (i % 2)}T${String(i % 24).padStart(2, '0')}:${String(i % 3).padStart(2, '0')}:00${i % 5 ? 'Z' : '.500Z'}`,
    }));
    const b = buildSearchIndex(sameDay, 'g');
    const parts = splitIndex(b, { hash });
    const all = mergeParts(parts.manifest.parts.map((p) => parts.parts.get(p.key)!.index));
    expect(Array.from(all.table.id)).toEqual(Array.from(decodeIndex(b.index).id));
  });
});
