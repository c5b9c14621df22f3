/**
 * Every municipality of Austria in the gazetteer (Statistik Austria's list in src/domain/nl-search/gazetteer-data.json):
 * the refresh reads a boundary file and refuses a short one, keeping the committed file; small municipalities are
 * understood by the parser; the parts of the big towns are searches of the town within the part's postcodes.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gazetteerData, parseBoundaries, writeGazetteer, type City } from '~/build/gazetteer';
import data from '~/domain/nl-search/gazetteer-data.json' with { type: 'json' };
import { buildGazetteer, extendGazetteer, parseSearchText } from '~/domain/nl-search';
import { municipalityCount, placeByName } from '~/domain/nl-search/austria-places';
import { townPartNamed } from '~/domain/nl-search/town-parts';
import { buildSearchIndex, decodeIndex } from '~/domain/search/index-format';
import { runSearch } from '~/domain/search/filter';
import { parseQuery } from '~/domain/search/query';
import { makeListings } from './search-fixtures';

/** A square municipality of 0.02° around a point, as a boundary file has it. */
function feature(code: string, name: string, lon: number, lat: number, fields = { id: 'g_id', name: 'g_name' }) {
  const d = 0.01;
  return {
    type: 'Feature',
    properties: { [fields.id]: code, [fields.name]: name },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [lon - d, lat - d],
          [lon + d, lat - d],
          [lon + d, lat + d],
          [lon - d, lat + d],
          [lon - d, lat - d],
        ],
      ],
    },
  };
}
const collection = (n: number) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: Array.from({ length: n }, (_, i) =>
      feature(String(10401 + i), `Gemeinde ${i}`, 13 + (i % 10) * 0.3, 47.1 + Math.floor(i / 10) * 0.1),
    ),
  });

describe('refreshing the municipalities', () => {
  it("reads Statistik Austria's fields and republished copies', leaving Vienna to the portal", () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        feature('10423', 'Tschanigraben', 16.3, 47.0),
        feature('20101', 'Klagenfurt am Wörthersee', 14.3, 46.62, { id: 'iso', name: 'name' }),
        feature('90001', 'Wien', 16.37, 48.2),
      ],
    });
    expect(parseBoundaries(text, 'x.json')).toEqual([
      ['10423', 'Tschanigraben', 47, 16.3],
      ['20101', 'Klagenfurt am Wörthersee', 46.62, 14.3],
    ]);
  });

  it("takes the seat's position where it lies in the municipality, else the boundary's centre", () => {
    const text = JSON.stringify({ type: 'FeatureCollection', features: [feature('10423', 'Tschanigraben', 16.3, 47)] });
    expect(parseBoundaries(text, 'x', new Map([['10423', { lat: 47.005, lon: 16.305 }]]))[0]).toEqual([
      '10423',
      'Tschanigraben',
      47.005,
      16.305,
    ]);
    // A seat outside the boundary (GeoNames' code from before a merger) is not the municipality's point.
    expect(parseBoundaries(text, 'x', new Map([['10423', { lat: 47.5, lon: 16.305 }]]))[0]).toEqual([
      '10423',
      'Tschanigraben',
      47,
      16.3,
    ]);
  });

  it('refuses a file in another projection and a feature without code or name', () => {
    const lambert = JSON.stringify({
      type: 'FeatureCollection',
      features: [feature('10423', 'Tschanigraben', 620000, 400000)],
    });
    expect(() => parseBoundaries(lambert, 'x')).toThrow(/WGS84/);
    const nameless = JSON.stringify({ type: 'FeatureCollection', features: [feature('10423', '', 16.3, 47)] });
    expect(() => parseBoundaries(nameless, 'x')).toThrow(/no municipality code and name/);
  });

  it('gives a GeoNames place its municipality, the nearest of its district where its code is gone', () => {
    const munis = { rows: parseBoundaries(collection(3), 'x'), via: 'x', asOf: '2026-01-01' };
    const city = (name: string, muni: string, lon: number): City => ({
      name,
      country: 'AT',
      featureCode: 'PPL',
      muni,
      population: 1000,
      loc: { coordinates: [lon, 47.1] },
    });
    const out = gazetteerData(munis, [city('Dorf', '10402', 13.3), city('Altdorf', '10499', 13.55)], '3.1.0', 0);
    expect(out.places).toEqual([
      ['Altdorf', '10403', 47.1, 13.55],
      ['Dorf', '10402', 47.1, 13.3],
    ]);
    // The seat under the municipality's own name is the municipality already.
    expect(gazetteerData(munis, [city('Gemeinde 1', '10402', 13.3)], '3.1.0', 0).places).toEqual([]);
  });

  it('refuses a boundary file with far fewer municipalities than the committed file and keeps that file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gazetteer-'));
    const out = join(dir, 'gazetteer.json');
    const full = join(dir, 'full.json');
    const short = join(dir, 'short.json');
    writeFileSync(full, collection(100));
    writeFileSync(short, collection(89));
    expect((await writeGazetteer({ municipalities: full, asOf: '2026-01-01', out })).municipalities).toBe(100);
    const before = readFileSync(out, 'utf8');
    await expect(writeGazetteer({ municipalities: short, out })).rejects.toThrow(/fewer than 90 %/);
    expect(readFileSync(out, 'utf8')).toBe(before);
    // Without a file the committed municipalities are kept, and GeoNames' places written again.
    expect((await writeGazetteer({ out })).municipalities).toBe(100);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toMatchObject({
      municipalitiesAsOf: '2026-01-01',
      municipalitiesVia: 'full.json',
    });
  });
});

describe('the committed municipalities', () => {
  it("hold Statistik Austria's whole list outside Vienna, with source, licence and date", () => {
    expect(municipalityCount()).toBe(2094);
    expect(new Set(data.municipalities.map((m) => m[0])).size).toBe(2094);
    expect(data.source).toMatch(/Statistik Austria/);
    expect(data.licence).toMatch(/CC BY 4\.0 \(attribution: Statistik Austria/);
    expect(data.municipalitiesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('know municipalities of a few hundred people with their district and Bundesland', () => {
    // Großmürbisch had 226 inhabitants in 2023, Bildein 338, Mallnitz 766: GeoNames' places of 1,000 and more lack them.
    expect(placeByName('Großmürbisch')).toMatchObject({ bezirk: 'Güssing', bundesland: 'burgenland' });
    expect(placeByName('Bildein')).toMatchObject({ bezirk: 'Güssing', bundesland: 'burgenland' });
    expect(placeByName('Mallnitz')).toMatchObject({ bezirk: 'Spittal an der Drau', bundesland: 'kaernten' });
  });

  it('are understood by the parser, in German and other languages', () => {
    expect(parseSearchText('Haus in Bildein', 'de').filters).toMatchObject({ ort: 'Bildein', objektart: ['HAUS'] });
    expect(parseSearchText('Grundstück in Mallnitz', 'de').filters.ort).toBe('Mallnitz');
    expect(parseSearchText('house in Inzenhof', 'en').filters).toMatchObject({ ort: 'Inzenhof', objektart: ['HAUS'] });
    expect(parseSearchText('maison à Rauchwart', 'fr').filters.ort).toBe('Rauchwart');
  });
});

describe('the parts of the big towns', () => {
  const g = extendGazetteer(buildGazetteer(), [{ kind: 'ort', value: 'Graz' }]);

  it('reads a part of Graz alone or with the town as that part', () => {
    for (const q of ['Wohnung in Andritz', 'Andritz', 'Wohnung in Graz-Andritz', 'Wohnung Andritz, Graz'])
      expect(parseSearchText(q, 'de', g).filters, q).toMatchObject({ ort: 'Graz-Andritz' });
    expect(parseSearchText('Andritz', 'de', g).filters.radiusKm).toBeUndefined();
    expect(parseSearchText('flat in Jakomini', 'en', g).filters).toMatchObject({
      ort: 'Graz-Jakomini',
      objektart: ['WOHNUNG'],
    });
    expect(parseSearchText('Wohnung in Straßgang', 'de', g).filters.ort).toBe('Graz-Straßgang');
    expect(parseSearchText('Wohnung in Viktring', 'de', g).filters.ort).toBe('Klagenfurt-Viktring');
  });

  it('leaves a name a municipality or a Vienna district has to it, the part needing the town', () => {
    expect(parseSearchText('Wohnung in Lend', 'de', g).filters.ort).toBe('Lend');
    expect(parseSearchText('Wohnung Graz Lend', 'de', g).filters.ort).toBe('Graz-Lend');
    expect(parseSearchText('Wohnung in Innere Stadt', 'de', g).filters.bezirk).toEqual(['Innere Stadt']);
    expect(parseSearchText('Wohnung Graz Innere Stadt', 'de', g).filters.ort).toBe('Graz-Innere Stadt');
  });

  it("is in its town's Bundesland, and a radius is measured from the part", () => {
    expect(placeByName('Graz-Andritz')).toMatchObject({ name: 'Andritz', bundesland: 'steiermark' });
    expect(placeByName('Linz-Urfahr')).toMatchObject({ name: 'Linz', bundesland: 'oberoesterreich' });
    expect(parseSearchText('Haus im Umkreis von 5 km um Andritz', 'de', g).filters).toMatchObject({
      ort: 'Graz-Andritz',
      radiusKm: 5,
    });
    // A Bundesland the part is not in cannot be searched with it.
    expect(parseSearchText('Wohnung in Andritz, Tirol', 'de', g).filters.bundesland).toBeUndefined();
  });

  it("searches the town within the part's postcodes", () => {
    expect(townPartNamed('Graz Andritz')?.postcodes).toEqual(['8045', '8046']);
    expect(townPartNamed('Andritz')).toBeUndefined();
    const places = [
      { ort: 'Graz', plz: '8045' },
      { ort: 'Graz', plz: '8046' },
      { ort: 'Graz', plz: '8010' },
      { ort: 'Seiersberg-Pirka', plz: '8054' },
      { ort: 'Graz', plz: '8054' },
    ];
    const listings = makeListings(places.length, 5).map((l, i) => ({
      ...l,
      status: 'available' as const,
      location: { ...l.location, ...places[i]!, bundesland: 'steiermark' as const },
    }));
    const table = decodeIndex(JSON.parse(JSON.stringify(buildSearchIndex(listings, 'test').index)));
    const found = (qs: string) =>
      [...runSearch(table, parseQuery(qs).query).rows].map((r) => table.id[r]!).sort((a, b) => a - b);
    const ids = listings.map((l) => l.id);
    expect(found('ort=Graz-Andritz')).toEqual([ids[0], ids[1]]);
    // 8054 is Straßgang's and Seiersberg-Pirka's: only Graz's listing is Straßgang's.
    expect(found('ort=Graz-Stra%C3%9Fgang')).toEqual([ids[4]]);
  });
});
