/**
 * Austria's postcodes (src/domain/search/data/postcodes-at.json, from RTR's open data table): a postcode names its
 * postal place and Bundesland whether or not a listing has it, a number that is no Austrian postcode is no postcode,
 * and the refresh keeps the committed table when a source holds far fewer postcodes.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRtrJson, parseStdnumDat, postcodeData, refreshPostcodes, toRanges } from '~/build/postcodes';
import { parseSearchText } from '~/domain/nl-search';
import { placeByName, placeByPostcode, postcodesOf } from '~/domain/nl-search/austria-places';
import { describeFilters } from '~/domain/nl-search/describe';
import committed from '~/domain/search/data/postcodes-at.json';

describe('postcode → postal place and Bundesland', () => {
  it('names the town and Bundesland of a postcode', () => {
    expect(placeByPostcode('5020')).toMatchObject({ name: 'Salzburg', bundesland: 'salzburg' });
    expect(placeByPostcode('6020')).toMatchObject({ name: 'Innsbruck', bundesland: 'tirol' });
    expect(placeByPostcode('8010')).toMatchObject({ name: 'Graz', bundesland: 'steiermark', bezirk: 'Graz (Stadt)' });
    expect(placeByPostcode('1070')).toMatchObject({ name: 'Wien', bundesland: 'wien' });
  });

  it('knows no postcode Austria does not have', () => {
    for (const n of ['1260', '9999', '0100', '123', 'abcd']) expect(placeByPostcode(n)).toBeUndefined();
  });

  it("offers a town's postcodes", () => {
    const graz = postcodesOf('Graz');
    expect(graz).toContain('8010');
    expect(graz).toContain('8020');
    expect(graz.every((p) => p.startsWith('80'))).toBe(true);
    expect(postcodesOf('Salzburg')).toContain('5020');
    expect(postcodesOf('Nirgendwo')).toEqual([]);
  });

  it('places a postcode no listing has at its postal place, for a radius around it', () => {
    expect(placeByName('5020')).toMatchObject({ name: 'Salzburg', bundesland: 'salzburg' });
    expect(placeByName('8761')).toMatchObject({ name: 'Pöls', bundesland: 'steiermark' });
    expect(placeByName('1260')).toBeUndefined();
    expect(placeByName('1070')).toMatchObject({ bundesland: 'wien', bezirk: 'Neubau' });
  });
});

describe('the parser reads only real postcodes', () => {
  const p = (text: string) => parseSearchText(text, 'de').filters;

  it('takes a postcode with or without the word for it', () => {
    expect(p('Wohnung 5020')).toMatchObject({ plz: '5020' });
    expect(p('Haus PLZ 6020')).toMatchObject({ plz: '6020' });
    expect(p('Wohnung in 8010')).toMatchObject({ plz: '8010' });
  });

  it('leaves a number that is no Austrian postcode', () => {
    expect(p('Wohnung 1260').plz).toBeUndefined();
    expect(p('Wohnung 1260').bezirk).toBeUndefined();
    expect(p('Haus PLZ 9999').plz).toBeUndefined();
  });

  it('does not add a town of another Bundesland than the postcode’s', () => {
    expect(p('Haus in 8020 Graz')).toMatchObject({ plz: '8020', ort: 'Graz' });
    const r = parseSearchText('Wohnung 5020 Graz', 'de');
    expect(r.filters).toEqual({ objektart: ['WOHNUNG'], plz: '5020' });
    expect(r.unmatched).toContain('graz');
  });

  it('shows the postal place beside a postcode in the chip', () => {
    const strings = {
      chip: { plz: 'PLZ {{plz}}' },
      postalPlace: (plz: string) => placeByPostcode(plz)?.name,
    } as unknown as Parameters<typeof describeFilters>[1];
    expect(describeFilters({ plz: '5020' }, strings).find((c) => c.field === 'plz')?.label).toBe('PLZ 5020 Salzburg');
    expect(describeFilters({ plz: '8020', ort: 'Graz' }, strings).find((c) => c.field === 'plz')?.label).toBe(
      'PLZ 8020',
    );
  });
});

describe('refreshing the table', () => {
  const rtr = (n: number) =>
    JSON.stringify({
      version: { id: 1, published: '2026-01-01T00:00:00+01:00' },
      data: [
        ...Array.from({ length: n }, (_, i) => ({
          plz: 2000 + i,
          ort: `Ort ${i}`,
          bundesland: 'N',
          adressierbar: 'Ja',
        })),
        { plz: 1011, ort: 'Wien', bundesland: 'W', adressierbar: 'Nein' },
      ],
    });

  it('reads RTR’s table and keeps only addressable postcodes', () => {
    const src = parseRtrJson(rtr(3));
    expect(src.rows.map((r) => r.plz)).toEqual(['2000', '2001', '2002']);
    expect(src.rows[0]).toMatchObject({ ort: 'Ort 0', bundesland: 'niederoesterreich' });
  });

  it('reads python3-stdnum’s file and refuses a malformed line', () => {
    const dat = '# version 7 published 2022-10-12\n5020 location="Salzburg" region="Salzburg"\n';
    expect(parseStdnumDat(dat, 'x.dat')).toMatchObject({
      version: '7',
      rows: [{ plz: '5020', bundesland: 'salzburg' }],
    });
    expect(() => parseStdnumDat('5020 Salzburg\n', 'x.dat')).toThrow(/not a postcode line/);
    expect(() => parseStdnumDat('0999 location="X" region="Wien"\n', 'x.dat')).toThrow();
  });

  it('writes places with their postcodes as ranges', () => {
    expect(toRanges(['5026', '5020', '5023', '5024', '5025'])).toBe('5020,5023-5026');
    const data = postcodeData(parseStdnumDat('8010 location="Graz" region="Steiermark"\n', 'x.dat'), 0);
    expect(data.places).toEqual([['Graz', 'steiermark', '601', '8010']]);
  });

  it('refuses a source with far fewer postcodes than the last file and keeps that file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postcodes-'));
    const out = join(dir, 'postcodes.json');
    const full = join(dir, 'full.json');
    const short = join(dir, 'short.json');
    writeFileSync(full, rtr(100));
    writeFileSync(short, rtr(50));
    expect(await refreshPostcodes(full, out)).toBe(100);
    const before = readFileSync(out, 'utf8');
    await expect(refreshPostcodes(short, out)).rejects.toThrow(/fewer than 90 %/);
    expect(readFileSync(out, 'utf8')).toBe(before);
    expect(await refreshPostcodes(full, out)).toBe(100);
  });

  it('the committed table holds all of Austria', () => {
    expect(committed.postcodes).toBeGreaterThan(2000);
    expect(committed.licence).toMatch(/CC BY 4\.0/);
  });
});
