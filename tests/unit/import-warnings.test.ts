/**
 * Import warnings carry a message code and its parameters beside the English sentence, and the admin area writes
 * them in the editor's language from `admin.importWarning.<code>` (all 15 locale files, the same placeholders).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runImport } from '~/import/sync';
import type { DocumentReport, ImportReport } from '~/import/report';
import { mapImmobilie } from '~/import/openimmo';
import { parseFeed, type XNode } from '~/import/xml';
import { parseNumber } from '~/import/values';
import { isWarningCode, WARNING_CODES, WARNING_TEXT, warningText, type ImportWarning } from '~/import/warnings';
import { importWarningText } from '~/islands/admin/import-warning';
import { describeItem } from '~/islands/admin/ImportsView';
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

describe('every warning of an import is coded', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('a report holds no plain sentence: its type takes coded warnings only', () => {
    const doc = {} as DocumentReport;
    const report = {} as ImportReport;
    const assign = () => {
      // @ts-expect-error a document's warning is coded, never a plain sentence
      doc.file_warnings = ['encoding repaired'];
      // @ts-expect-error a listing's warning carries its code and parameters
      doc.warnings = [{ index: 1, key: 'A-1', message: 'attachment left out' }];
      // @ts-expect-error and the reason a listing was skipped
      doc.skipped_listings = [{ index: 2, key: 'A-2', message: 'feed is incomplete' }];
      // @ts-expect-error so does a project's
      report.projects = { count: 0, errors: [], warnings: ['unit missing'] };
    };
    expect(assign).toBeTypeOf('function');
  });

  it("attachments, derived identities, the document's and the projects' warnings come coded, and the admin writes them in German", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-warn-'));
    roots.push(root);
    const feeds = path.join(root, 'feeds', 'agentur');
    const projects = path.join(root, 'projects');
    fs.mkdirSync(feeds, { recursive: true });
    fs.mkdirSync(projects, { recursive: true });
    const listing = (nr: string | null, extra = '') =>
      `<immobilie><objektkategorie><vermarktungsart KAUF="true"/><objektart><wohnung/></objektart></objektkategorie><geo><plz>1190</plz><ort>Wien</ort></geo><preise><kaufpreis>250000</kaufpreis></preise><freitexte><objekttitel>Wohnung ${nr ?? 'ohne Nummer'}</objekttitel></freitexte>${extra}<verwaltung_techn>${nr ? `<objektnr_extern>${nr}</objektnr_extern>` : ''}</verwaltung_techn></immobilie>`;
    // no uebertragung (umfang assumed), a missing attachment, a listing without object number
    fs.writeFileSync(
      path.join(feeds, 'feed.xml'),
      `<?xml version="1.0" encoding="UTF-8"?><openimmo><anbieter><firma>Test</firma>${listing('A-1', '<anhaenge><anhang location="INTERN" gruppe="BILD"><daten><pfad>bilder/fehlt.jpg</pfad></daten></anhang></anhaenge>')}${listing(null)}</anbieter></openimmo>`,
    );
    fs.writeFileSync(
      path.join(projects, 'neubau.json'),
      JSON.stringify({
        name: 'Neubau',
        developer: { name: 'Bauträger GmbH' },
        location: { plz: '1190' },
        status: 'construction',
        images: [{ path: 'images/fehlt.jpg' }],
        units: ['A-1', 'X-9'],
      }),
    );
    const r = await runImport({
      feedsDir: path.join(root, 'feeds'),
      projectsDir: projects,
      dataDir: path.join(root, 'data'),
      urls: [],
    });
    const docs = r.sources.flatMap((s) => s.documents);
    const all = [
      ...docs.flatMap((d) => [...d.warnings, ...d.file_warnings, ...d.skipped_listings]),
      ...r.projects.warnings,
    ];
    const codes = new Set(all.map((w) => w.code));
    for (const code of [
      'attachmentMissing',
      'identityByTitleAnd',
      'umfangAssumedVoll',
      'projectImageMissing',
      'projectUnitsMissing',
    ])
      expect(codes, code).toContain(code);
    for (const w of all) {
      expect(isWarningCode(w.code), w.message).toBe(true);
      expect(warningText(w), w.message).toBe(w.message);
    }
    const de = translator(pickStrings('de', ADMIN_STRING_KEYS) as AdminStrings);
    const inGerman = (code: string) =>
      importWarningText(
        de,
        all.find((w) => w.code === code)!,
      );
    expect(inGerman('attachmentMissing')).toBe('Anhang „bilder/fehlt.jpg“ ist nicht im Feed; weggelassen');
    expect(inGerman('umfangAssumedVoll')).toMatch(/^kein uebertragung umfang; als VOLL behandelt/);
    expect(inGerman('projectUnitsMissing')).toBe('neubau.json: 1 von 2 Einheit(en) sind (noch) nicht in den Feeds');
    expect(inGerman('identityByTitleAnd')).toMatch(/^keine Objektnummer .* erscheint als neues Objekt$/);
    // the imports view lists a source's warnings the same way
    const missing = docs[0]!.warnings.find((w) => w.code === 'attachmentMissing')!;
    expect(describeItem(de, missing)).toBe('A-1 Anhang „bilder/fehlt.jpg“ ist nicht im Feed; weggelassen');
  });
});
