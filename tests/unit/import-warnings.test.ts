/**
 * Import warnings carry a message code and its parameters beside the English sentence, and the admin area writes
 * them in the editor's language from `admin.importWarning.<code>` (all 15 locale files, the same placeholders).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapImmobilie } from '~/import/openimmo';
import { parseFeed, type XNode } from '~/import/xml';
import { parseNumber } from '~/import/values';
import { WARNING_CODES, WARNING_TEXT, warningText, type ImportWarning } from '~/import/warnings';
import { importWarningText } from '~/islands/admin/import-warning';
import { translator } from '~/islands/admin/ui';
import { ADMIN_STRING_KEYS, type AdminStrings } from '~/islands/admin/strings';
import { pickStrings } from '~/i18n/t';
import { LANG_CODES } from '~/i18n/languages';

const locale = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join('locales', `${lang}.json`), 'utf8')) as {
    admin: { importWarning: Record<string, string> };
  };
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

async function immobilie(inner: string): Promise<XNode> {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><openimmo><anbieter><anbieternr>A1</anbieternr><immobilie>${inner}</immobilie></anbieter></openimmo>`;
  let node: XNode | null = null;
  await parseFeed(
    (async function* () {
      yield Buffer.from(xml);
    })(),
    { immobilie: (n) => void (node = n) },
  );
  return node!;
}

describe('import warnings as message codes', () => {
  it('every code has its sentence in all 15 languages, with the English one as the import writes it', () => {
    for (const lang of LANG_CODES) {
      const texts = locale(lang).admin.importWarning;
      for (const code of WARNING_CODES) {
        expect(texts[code], `${lang} ${code}`).toBeTruthy();
        expect(placeholders(texts[code]!), `${lang} ${code}`).toEqual(placeholders(WARNING_TEXT[code]));
        if (lang !== 'en' && lang !== 'de') expect(texts[code], `${lang} ${code}`).not.toBe(WARNING_TEXT[code]);
      }
    }
    expect(locale('en').admin.importWarning).toEqual(WARNING_TEXT);
  });

  it('a repaired value reports its code and parameters beside the English sentence', () => {
    const seen: [string, ImportWarning | undefined][] = [];
    expect(parseNumber('zwei', 'anzahl_zimmer', (m, coded) => seen.push([m, coded]))).toBeNull();
    expect(seen).toEqual([
      [
        'anzahl_zimmer: "zwei" is not a number; ignored',
        { code: 'notNumber', params: { field: 'anzahl_zimmer', value: 'zwei' } },
      ],
    ]);
    const read: ImportWarning[] = [];
    parseNumber('72,5', 'wohnflaeche', (_m, coded) => coded && read.push(coded));
    expect(read).toEqual([{ code: 'readAs', params: { field: 'wohnflaeche', value: '72,5', result: 72.5 } }]);
    expect(warningText(read[0]!)).toBe('wohnflaeche: "72,5" read as 72.5');
  });

  it("a listing's warnings keep their codes in order, and the sentences stay as the command line prints them", async () => {
    const im =
      await immobilie(`<objektkategorie><vermarktungsart KAUF="true"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
      <geo><plz>1O1</plz><ort>Wien</ort><land iso_land="AUT"/></geo>
      <preise><kaufpreis>250000</kaufpreis></preise>
      <flaechen><wohnflaeche>72,5</wohnflaeche></flaechen>
      <freitexte><objekttitel>Test</objekttitel></freitexte>
      <verwaltung_techn><objektnr_extern>X1</objektnr_extern></verwaltung_techn>`);
    const result = mapImmobilie(im);
    expect(result.warningCodes).toHaveLength(result.warnings.length);
    result.warningCodes!.forEach((coded, i) => {
      if (coded) expect(warningText(coded)).toBe(result.warnings[i]);
    });
    expect(result.warningCodes!.map((c) => c?.code)).toEqual(expect.arrayContaining(['plzNotAustrian', 'readAs']));
  });

  it('the admin area writes a coded warning in German and English, and an uncoded one as it came', () => {
    const de = translator(pickStrings('de', ADMIN_STRING_KEYS) as AdminStrings);
    const en = translator(pickStrings('en', ADMIN_STRING_KEYS) as AdminStrings);
    const issue = {
      message: 'anzahl_zimmer: "2,0" read as 2',
      code: 'readAs',
      params: { field: 'anzahl_zimmer', value: '2,0', result: 2 },
    };
    expect(importWarningText(de, issue)).toBe('anzahl_zimmer: „2,0“ gelesen als 2');
    expect(importWarningText(en, issue)).toBe('anzahl_zimmer: "2,0" read as 2');
    expect(importWarningText(de, { message: 'XML: unexpected end' })).toBe('XML: unexpected end');
    expect(importWarningText(de, { message: 'x', code: 'noSuchCode', params: {} })).toBe('x');
  });
});
