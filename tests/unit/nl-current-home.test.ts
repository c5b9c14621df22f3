import { describe, expect, it } from 'vitest';
import { splitCurrentHome } from '../../src/domain/nl-search/current-home';
import { parseSearchText } from '../../src/domain/nl-search/parse';

describe('the current home said beside the one wanted', () => {
  it('cuts the clause about the current home up to the wanted marker', () => {
    const s = splitCurrentHome('wir wohnen derzeit in einer 2-zimmer-wohnung in graz und suchen ein haus', 'de');
    expect(s?.home).toBe('wir wohnen derzeit in einer 2-zimmer-wohnung in graz und ');
    expect(s?.wanted.trim()).toBe('suchen ein haus');
  });

  it('ends a clause said after the wanted part at a comma or the end of the text', () => {
    const s = splitCurrentHome('flat to rent in graz, we currently live in a house in leoben, with a balcony', 'en');
    expect(s?.home).toBe('we currently live in a house in leoben');
    expect(s?.wanted).toContain('with a balcony');
  });

  it('reads renting or owning said as a condition as no current home', () => {
    expect(splitCurrentHome('who foots the bill for the estate agent when i rent?', 'en')).toBeNull();
    expect(splitCurrentHome('wer zahlt den makler, wenn ich miete?', 'de')).toBeNull();
    expect(splitCurrentHome("qui paie l'agence si je loue un appartement ?", 'fr')).toBeNull();
    expect(splitCurrentHome('quién paga la comisión cuando alquilamos un piso?', 'es')).toBeNull();
  });

  it('leaves a text with no marker, or nothing beside the clause, to be read whole', () => {
    expect(splitCurrentHome('wohnung in graz mit balkon', 'de')).toBeNull();
    expect(splitCurrentHome('we live in graz', 'en')).toBeNull();
    expect(splitCurrentHome('i have a dog and need a flat with a garden', 'en')).toBeNull();
  });

  it('reads no type, rooms, area, deal or feature of the current home', () => {
    expect(
      parseSearchText('Wir mieten jetzt eine 2-Zimmer-Wohnung mit Balkon in Linz, wollen aber ein Haus kaufen', 'de')
        .filters,
    ).toEqual({ objektart: ['HAUS'], vermarktungsart: 'KAUF', ort: 'Linz' });
    expect(parseSearchText('Nous louons un studio de 30 m² à Graz, nous cherchons 3 pièces', 'fr').filters).toEqual({
      zimmerVon: 3,
      ort: 'Graz',
    });
  });

  it('keeps the place named in the wanted part, else the current home’s place', () => {
    expect(parseSearchText('Vivo en un piso en Linz, busco una casa en Wels', 'es').filters.ort).toBe('Wels');
    expect(parseSearchText('Viviamo a Bregenz in affitto, cerchiamo una casa da comprare', 'it').filters.ort).toBe(
      'Bregenz',
    );
  });
});
