/**
 * Listings without any object number (objektnr_extern, openimmo_obid, objektnr_intern): imported under an identity
 * derived from agency + stable content instead of being skipped ("bad input loses nothing").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listingSchema, type Listing } from '~/domain/listing';
import { readSnapshot } from '~/snapshot';
import { runImport } from '~/import/sync';
import { derivedHash, derivedKey, hashOfDerivedKey, identityParts, normalizeIdentityValue } from '~/import/identity';
import { parseFeed, type XNode } from '~/import/xml';
import type { ImportReport } from '~/import/report';

const FIXTURE = path.resolve(__dirname, '../fixtures/openimmo/no-object-number.xml');
const XML = fs.readFileSync(FIXTURE, 'utf8');
const FIRMA = '<firma>Agentur Ohne Nummern</firma>';
const tmpRoots: string[] = [];
afterAll(() => tmpRoots.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function workspace() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-identity-'));
  tmpRoots.push(root);
  const feeds = path.join(root, 'feeds');
  const data = path.join(root, 'data');
  const source = path.join(feeds, 'agentur');
  fs.mkdirSync(source, { recursive: true });
  const run = () =>
    runImport({ feedsDir: feeds, projectsDir: path.join(root, 'no-projects'), dataDir: data, urls: [] });
  const put = (name: string, xml: string) => fs.writeFileSync(path.join(source, name), xml);
  const listings = () => readSnapshot(data).properties;
  return { feeds, source, data, run, put, listings };
}

/** The fixture's <immobilie> blocks, in order (A Graz, B Lienz, C and D twins in Krems, E with objektnr K-1). */
const blocks = XML.match(/<immobilie>[\s\S]*?<\/immobilie>/g)!;
const [A, B, C, D, E] = blocks as [string, string, string, string, string];

const voll = (...items: string[]) => XML.replace(/<immobilie>[\s\S]*<\/immobilie>/, items.join('\n'));
const deleteOf = (block: string) =>
  block.replace('</immobilie>', '<verwaltung_techn><aktion aktionart="DELETE"/></verwaltung_techn></immobilie>');
const teil = (...items: string[]) =>
  `<openimmo><uebertragung umfang="TEIL"/><anbieter>${FIRMA}${items.join('')}</anbieter></openimmo>`;

function accounted(report: ImportReport) {
  for (const s of report.sources)
    for (const d of s.documents) expect(d.read, d.file).toBe(d.imported + d.deleted + d.skipped);
}
const byTitle = (list: Listing[], title: string) => list.filter((l) => l.objekttitel === title);
const price = (list: Listing[], p: number) => list.find((l) => l.kaufpreis === p)!;

async function parseImmobilien(xml: string): Promise<XNode[]> {
  const out: XNode[] = [];
  await parseFeed(
    (async function* () {
      yield Buffer.from(xml);
    })(),
    { immobilie: (n) => out.push(n) },
  );
  return out;
}

describe('derived identity: normalization and parts', () => {
  it('ignores case, whitespace, punctuation and umlaut spelling', () => {
    expect(normalizeIdentityValue('  Schöne   Wohnung, Graz! ')).toBe('schoene wohnung graz');
    expect(normalizeIdentityValue('SCHOENE WOHNUNG – GRAZ')).toBe('schoene wohnung graz');
    expect(normalizeIdentityValue('Straße')).toBe(normalizeIdentityValue('Strasse'));
    // letters outside Latin are kept, not dropped
    expect(normalizeIdentityValue('维也纳 公寓')).toBe('维也纳 公寓');
  });

  it('takes declared values, and the address only where the feed allows publishing it', async () => {
    const [a, b] = await parseImmobilien(voll(A, B));
    expect(identityParts(a!)).toEqual([
      { field: 'objektart', value: 'wohnung/etage' },
      { field: 'vermarktungsart', value: 'kauf' },
      { field: 'plz', value: '8010' },
      { field: 'ort', value: 'graz' },
      { field: 'strasse', value: 'herrengasse' },
      { field: 'hausnummer', value: '5' },
      { field: 'objekttitel', value: 'schoene altbauwohnung am hauptplatz' },
    ]);
    // the hidden street would otherwise be recoverable from the public auto-… id by trying a postcode's streets
    expect(identityParts(b!).map((p) => p.field)).toEqual([
      'objektart',
      'vermarktungsart',
      'plz',
      'ort',
      'objekttitel',
    ]);
  });

  it('hashes agency and content, not the source, and round-trips keys', () => {
    const parts = [{ field: 'objekttitel' as const, value: 'x' }];
    const agency = { id: 'a-1', label: 'anbieternr "a-1"' };
    const h = derivedHash(agency, parts);
    expect(h).toMatch(/^[0-9a-f]{12}$/);
    expect(derivedHash({ id: 'a-1', label: 'firma "other label"' }, parts)).toBe(h);
    expect(derivedHash({ id: 'a-2', label: null }, parts)).not.toBe(h);
    expect(derivedKey(h, 1)).toBe(`auto-${h}`);
    expect(derivedKey(h, 3)).toBe(`auto-${h}-3`);
    expect(hashOfDerivedKey(`auto-${h}-3`)).toBe(h);
    expect(hashOfDerivedKey('K-1')).toBeNull();
  });
});

describe('importing listings without object number', () => {
  it('imports them all with readable auto- ids, warns what each id was derived from, keeps twins apart', async () => {
    const ws = workspace();
    ws.put('feed.xml', XML);
    const r = await ws.run();
    accounted(r);
    const doc = r.sources[0]!.documents[0]!;
    expect(doc).toMatchObject({ read: 5, imported: 5, skipped: 0, deleted: 0 });
    const list = ws.listings();
    expect(list).toHaveLength(5);
    for (const l of list) {
      expect(listingSchema.safeParse(l).success).toBe(true);
      // what /onr/{external_id} pre-renders
      expect(l.external_id).toMatch(/^[A-Za-z0-9._~-]{1,120}$/);
    }
    expect(list.map((l) => l.external_id).filter((e) => e.startsWith('auto-'))).toHaveLength(4);
    expect(list.find((l) => l.external_id === 'K-1')).toBeDefined();

    const msgs = (i: number) => doc.warnings.filter((w) => w.index === i).map((w) => w.message);
    expect(msgs(1)).toContain(
      `no object number (objektnr_extern, openimmo_obid, objektnr_intern); identity ${byTitle(list, 'Schöne Altbauwohnung am Hauptplatz')[0]!.external_id} derived from anbieter firma "Agentur Ohne Nummern" + objektart "wohnung/etage" + vermarktungsart "kauf" + plz "8010" + ort "graz" + strasse "herrengasse" + hausnummer "5" + objekttitel "schoene altbauwohnung am hauptplatz": a changed title (or objektart, vermarktungsart, plz, ort, strasse, hausnummer) will appear as a new listing`,
    );
    expect(msgs(2).join(' ')).not.toMatch(/geheimweg/i);
    expect(msgs(5).some((m) => /object number/.test(m))).toBe(false);

    // twins: same content apart from price and area, told apart by order; neither overwrites the other
    const [c, d] = [price(list, 100000), price(list, 120000)];
    expect(d.external_id).toBe(`${c.external_id}-2`);
    expect(c.id).not.toBe(d.id);
    for (const i of [3, 4])
      expect(msgs(i).join(' ')).toMatch(
        /listings #3, #4 of this feed derive the same identity; told apart by their order/,
      );
  });

  it('keeps ids through cosmetic edits and price changes; a new title is a new listing', async () => {
    const ws = workspace();
    ws.put('feed.xml', XML);
    await ws.run();
    const first = ws.listings();
    const ids = new Map(first.map((l) => [l.external_id, l.id]));

    const edited = voll(
      A.replace('Schöne Altbauwohnung am Hauptplatz', '  SCHOENE  Altbauwohnung am Hauptplatz! ').replace(
        '350000',
        '340000',
      ),
      B.replace('Geheimweg', 'Anderer Weg').replace('1200', '1250'),
      C,
      D,
      E,
    );
    ws.put('feed.xml', edited);
    const r2 = await ws.run();
    accounted(r2);
    expect(r2.sources[0]!.documents[0]).toMatchObject({ imported: 5, withdrawn: 0 });
    const second = ws.listings();
    expect(new Map(second.map((l) => [l.external_id, l.id]))).toEqual(ids);
    expect(price(second, 340000).objekttitel).toBe('SCHOENE Altbauwohnung am Hauptplatz!');

    ws.put('feed.xml', voll(A.replace('Schöne Altbauwohnung', 'Helle Altbauwohnung'), B, C, D, E));
    const r3 = await ws.run();
    expect(r3.sources[0]!.documents[0]).toMatchObject({ imported: 5, withdrawn: 1 });
    const renamed = byTitle(ws.listings(), 'Helle Altbauwohnung am Hauptplatz')[0]!;
    expect(ids.has(renamed.external_id)).toBe(false);
    expect([...ids.values()]).not.toContain(renamed.id);
  });

  it('DELETE matches by the same derivation', async () => {
    const ws = workspace();
    ws.put('feed.xml', XML);
    await ws.run();
    const lienz = byTitle(ws.listings(), 'Reihenhaus mit Garten')[0]!;
    // a DELETE carrying only the identifying elements (no prices) still meets its listing
    ws.put(
      'zz-teil.xml',
      teil(deleteOf(B.replace(/<preise>[\s\S]*?<\/preise>/, '').replace(/<flaechen>[\s\S]*?<\/flaechen>/, ''))),
    );
    const r = await ws.run();
    accounted(r);
    expect(r.sources[0]!.documents[1]).toMatchObject({ umfang: 'TEIL', read: 1, deleted: 1, skipped: 0 });
    expect(r.sources[0]!.documents[1]!.warnings.some((w) => /not \(or no longer\) listed/.test(w.message))).toBe(false);
    const after = ws.listings();
    expect(after).toHaveLength(4);
    expect(after.find((l) => l.external_id === lienz.external_id)).toBeUndefined();
  });

  it('skips a DELETE that cannot tell twins apart, and deletes both when the feed names both', async () => {
    const ws = workspace();
    ws.put('feed.xml', XML);
    await ws.run();

    ws.put('zz-teil.xml', teil(deleteOf(C)));
    const r = await ws.run();
    accounted(r);
    const doc = r.sources[0]!.documents[1]!;
    expect(doc).toMatchObject({ read: 1, deleted: 0, skipped: 1 });
    expect(doc.skipped_listings[0]!.message).toMatch(
      /2 listings of this anbieter derive this identity and the feed names only 1.*none was deleted/,
    );
    expect(byTitle(ws.listings(), 'Baugrund in Ruhelage')).toHaveLength(2);

    ws.put('zz-teil.xml', teil(deleteOf(C), deleteOf(D)));
    const r2 = await ws.run();
    accounted(r2);
    expect(r2.sources[0]!.documents[1]).toMatchObject({ read: 2, deleted: 2, skipped: 0 });
    expect(byTitle(ws.listings(), 'Baugrund in Ruhelage')).toHaveLength(0);
  });

  it('warns when a twin is gone from a full export and positions shift', async () => {
    const ws = workspace();
    ws.put('feed.xml', XML);
    await ws.run();
    ws.put('feed.xml', voll(A, B, D, E));
    const r = await ws.run();
    accounted(r);
    const doc = r.sources[0]!.documents[0]!;
    expect(doc).toMatchObject({ imported: 4, withdrawn: 1 });
    expect(
      doc.warnings.find(
        (w) =>
          w.index === 3 && /had this derived identity and the feed now sends 1: matched by position/.test(w.message),
      ),
    ).toBeDefined();
  });

  it("gives the same agency's listing in two sources one identity, and says which source is shown", async () => {
    const ws = workspace();
    ws.put('feed.xml', XML);
    fs.mkdirSync(path.join(ws.feeds, 'zweite'));
    fs.writeFileSync(path.join(ws.feeds, 'zweite', 'feed.xml'), XML);
    const r = await ws.run();
    accounted(r);
    const list = ws.listings();
    expect(list).toHaveLength(5);
    const derived = list.filter((l) => l.external_id.startsWith('auto-')).map((l) => l.external_id);
    expect(new Set(derived).size).toBe(4);
    // written later, 'zweite' is the later delivery; both sources' reports say so
    expect(new Set(list.map((l) => l.source))).toEqual(new Set(['zweite']));
    const warnings = (key: string) =>
      r.sources.find((s) => s.key === key)!.documents[0]!.file_warnings.map((w) => w.message);
    expect(warnings('agentur').filter((w) => /also arrived from .*zweite.*that one is shown/.test(w))).toHaveLength(5);
    expect(warnings('zweite').filter((w) => /this source's, delivered later, is shown/.test(w))).toHaveLength(5);
  });
});
