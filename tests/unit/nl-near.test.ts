/**
 * "nahe U-Bahn", "near a school": the natural-language search understands what must be near in every language and
 * hands it to the list's near filters; the chip names the filter and removing it removes only that one.
 */
import { describe, expect, it } from 'vitest';
import { buildNlStrings, describeFilters, filtersToQuery, parseSearchText, removeChip } from '~/domain/nl-search';
import { emptyQuery } from '~/domain/search/query';
import de from '../../locales/de.json';

const CASES: Array<[string, string, string[]]> = [
  ['de', 'Wohnung nahe U-Bahn', ['transit']],
  ['de', '3 Zimmer in der Nähe einer Schule und nahe Supermarkt', ['school', 'supermarket']],
  ['en', 'flat near a school', ['school']],
  ['en', 'house close to the underground', ['transit']],
  ['fr', 'appartement près du métro', ['transit']],
  ['it', 'casa vicino alla metro', ['transit']],
  ['es', 'piso cerca del metro', ['transit']],
  ['pt', 'apartamento perto do metro', ['transit']],
  ['nl', 'appartement dichtbij een school', ['school']],
  ['sv', 'lägenhet nära tunnelbanan', ['transit']],
  ['pl', 'mieszkanie blisko metra', ['transit']],
  ['ru', 'квартира рядом с метро', ['transit']],
  ['tr', 'metroya yakın daire', ['transit']],
  ['ar', 'شقة قريب من المترو', ['transit']],
  ['fa', 'آپارتمان نزدیک مترو', ['transit']],
  ['zh', '地铁附近的公寓', ['transit']],
  ['ja', '駅近のマンション', ['transit']],
];

const t = (key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], de) as string;

describe('what must be near, in the natural-language search', () => {
  for (const [lang, text, near] of CASES)
    it(`${lang}: "${text}"`, () => {
      const { filters } = parseSearchText(text, lang as never);
      expect(filters.nahe).toEqual(near);
      expect(filtersToQuery(filters, '', emptyQuery()).nahe).toEqual(
        ['transit', 'school', 'supermarket'].filter((k) => near.includes(k)),
      );
    });

  it('names the filter in its chip and removes only the one asked', () => {
    const { filters } = parseSearchText('nahe U-Bahn nahe Supermarkt', 'de');
    const chips = describeFilters(filters, buildNlStrings(t, 'de-AT')).filter((c) => c.field === 'nahe');
    expect(chips.map((c) => c.label)).toEqual(['Öffentlicher Verkehr in Gehweite (≤ 500 m)', 'Supermarkt ≤ 500 m']);
    expect(removeChip(filters, chips[0]!).nahe).toEqual(['supermarket']);
  });
});
