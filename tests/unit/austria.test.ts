import { describe, expect, it } from 'vitest';
import {
  BUNDESLAENDER,
  bezirkFromPlz,
  bundeslandFromName,
  bundeslandFromPlz,
  bundeslandFromPlzRanges,
  findTown,
  isInAustria,
  normalizePlz,
  TOWNS,
  WIEN_BEZIRKE,
  wienBezirkFromPlz,
} from '~/domain/austria';

describe('postcodes', () => {
  it.each([
    ['1010', 'wien'],
    ['1230', 'wien'],
    ['1300', 'niederoesterreich'],
    ['2340', 'niederoesterreich'],
    ['2425', 'burgenland'],
    ['3100', 'niederoesterreich'],
    ['3335', 'oberoesterreich'],
    ['4020', 'oberoesterreich'],
    ['4300', 'niederoesterreich'],
    ['5020', 'salzburg'],
    ['5280', 'oberoesterreich'],
    ['5310', 'oberoesterreich'],
    ['5700', 'salzburg'],
    ['6020', 'tirol'],
    ['6691', 'tirol'],
    ['6900', 'vorarlberg'],
    ['7000', 'burgenland'],
    ['8010', 'steiermark'],
    ['8380', 'burgenland'],
    ['9020', 'kaernten'],
    ['9900', 'tirol'],
  ])('%s → %s', (plz, land) => {
    expect(bundeslandFromPlz(plz)).toBe(land);
  });

  it('normalizes what feeds write and rejects what is not an Austrian postcode', () => {
    expect(normalizePlz(' A-1070 ')).toBe('1070');
    expect(normalizePlz('AT 8010')).toBe('8010');
    expect(normalizePlz(1070)).toBe('1070');
    expect(normalizePlz('1070.0')).toBe('1070');
    for (const bad of ['53111', 'zip', '0123', '', null, undefined]) expect(normalizePlz(bad)).toBeNull();
    expect(bundeslandFromPlz('53111')).toBeNull();
  });

  it('maps Vienna postcodes to districts', () => {
    expect(wienBezirkFromPlz('1010')).toBe(1);
    expect(wienBezirkFromPlz('1070')).toBe(7);
    expect(wienBezirkFromPlz('1230')).toBe(23);
    expect(wienBezirkFromPlz('1011')).toBeNull();
    expect(wienBezirkFromPlz('1300')).toBeNull();
    expect(bezirkFromPlz('1190')).toBe('Döbling');
    expect(bezirkFromPlz('8010')).toBe('Graz (Stadt)');
    expect(bezirkFromPlz('2000')).toBe('Korneuburg');
    expect(bezirkFromPlz('4999')).toBeNull();
  });

  it('understands Bundesland names as feeds write them', () => {
    expect(bundeslandFromName('Niederösterreich')).toBe('niederoesterreich');
    expect(bundeslandFromName('NÖ')).toBe('niederoesterreich');
    expect(bundeslandFromName('Oberoesterreich')).toBe('oberoesterreich');
    expect(bundeslandFromName('Vienna')).toBe('wien');
    expect(bundeslandFromName('Tyrol')).toBe('tirol');
    expect(bundeslandFromName('Bayern')).toBeNull();
  });
});

describe('town table', () => {
  it('covers all nine Bundesländer and the 23 Vienna districts', () => {
    expect(new Set(TOWNS.map((t) => t.bundesland))).toEqual(new Set(BUNDESLAENDER));
    const wien = TOWNS.filter((t) => t.bundesland === 'wien');
    expect(wien.map((t) => t.plz)).toEqual(Array.from({ length: 23 }, (_, i) => `1${String(i + 1).padStart(2, '0')}0`));
    expect(wien.map((t) => t.bezirk)).toEqual([...WIEN_BEZIRKE]);
  });

  it('agrees with the postcode rules and lies inside Austria', () => {
    for (const t of TOWNS) {
      expect(bundeslandFromPlzRanges(t.plz), `${t.plz} ${t.ort}`).toBe(t.bundesland);
      expect(isInAustria(t.lat, t.lon), `${t.plz} ${t.ort}`).toBe(true);
    }
  });

  it('has no duplicate postcode+name and finds towns by postcode', () => {
    const keys = TOWNS.map((t) => `${t.plz} ${t.ort}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(findTown('6370')?.ort).toBe('Kitzbühel');
    expect(findTown('A-9500')?.bezirk).toBe('Villach (Stadt)');
    expect(findTown('9999')).toBeNull();
  });
});
