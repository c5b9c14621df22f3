/**
 * The sources' states before a run, read one listing at a time (openSourceStates): each stored listing's own fields
 * kept, its `listing` read from the file when asked for. What a run writes from them is what the file held; a file
 * replaced during the run leaves the opened one as it was; a feed that fails keeps its last good data; a listing
 * that moves to another source is recognised (its id and its dates stay).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSnapshot } from '~/snapshot';
import { runImport } from '~/import/sync';
import { listSourceSummaries, openSourceStates, saveSourceState, sourceFile, type SourceState } from '~/import/state';

const tmpRoots: string[] = [];
afterAll(() => {
  for (const d of tmpRoots) fs.rmSync(d, { recursive: true, force: true });
});

function tmp(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-source-state-'));
  tmpRoots.push(root);
  return root;
}

const stored = (n: number, text: string) => ({
  key: `A|${n}`,
  agency_id: 'A',
  content_digest: `d${n}`,
  delivered: '2026-11-01T00:00:00.000Z',
  arrival: n,
  listing: { id: n, title: text, nested: { list: [1, '"listings":[', { a: '}' }] } },
});

const state = (listings: unknown[], extra: Partial<SourceState> = {}) =>
  ({
    version: 1,
    key: 'src',
    origin: 'feeds',
    label: 'Quelle "listings":[ ',
    fingerprint: 'fp',
    last_success_at: '2026-11-01T00:00:00Z',
    listings,
    superseded: { agencies: { B: { delivered: 'x', arrival: 1 } }, keys: {} },
    ...extra,
  }) as unknown as SourceState;

describe('openSourceStates', () => {
  it('gives each listing as the file holds it, the head as well; serialised again, the same bytes', () => {
    const data = tmp();
    const s = state([stored(1, 'Wohnung — Graz'), stored(2, 'Büro \\" ] } , 東京'), stored(3, '')]);
    saveSourceState(data, s);
    const written = fs.readFileSync(sourceFile(data, 'src'), 'utf8');
    const opened = openSourceStates(data);
    try {
      expect(opened.states).toHaveLength(1);
      const got = opened.states[0]!;
      expect(got.label).toBe('Quelle "listings":[ ');
      expect(got.superseded).toEqual(s.superseded);
      expect(got.listings.map((l) => l.key)).toEqual(['A|1', 'A|2', 'A|3']);
      expect(got.listings[1]!.listing).toEqual(s.listings[1]!.listing);
      // spreading reads the listing, in its place among the fields
      expect(JSON.stringify({ ...got.listings[0]! })).toBe(JSON.stringify(s.listings[0]));
      const again = tmp();
      saveSourceState(again, got);
      expect(fs.readFileSync(sourceFile(again, 'src'), 'utf8')).toBe(written);
    } finally {
      opened.close();
    }
  });

  it('reads the opened file after a new state replaced it (a run saves the source it read)', () => {
    const data = tmp();
    saveSourceState(data, state([stored(1, 'alt')]));
    const opened = openSourceStates(data);
    try {
      saveSourceState(data, state([stored(1, 'neu'), stored(2, 'neu')]));
      const listing = opened.states[0]!.listings[0]!.listing as unknown as { title: string };
      expect(listing.title).toBe('alt');
      expect(opened.states[0]!.listings).toHaveLength(1);
    } finally {
      opened.close();
    }
  });

  it('reads a file written whole with its list before other fields, and leaves out one that is not a state', () => {
    const data = tmp();
    const s = state([stored(1, 'a'), stored(2, 'b')]);
    const { superseded, ...rest } = s;
    fs.mkdirSync(path.join(data, 'sources'), { recursive: true });
    fs.writeFileSync(sourceFile(data, 'old'), JSON.stringify({ ...rest, key: 'old', superseded }));
    fs.writeFileSync(sourceFile(data, 'broken'), '{"version":1,"listings":[{"key":"x"},');
    fs.writeFileSync(sourceFile(data, 'empty'), JSON.stringify({ ...rest, key: 'empty', listings: [] }));
    const opened = openSourceStates(data);
    try {
      expect(opened.states.map((x) => x.key)).toEqual(['empty', 'old']);
      const old = opened.states[1]!;
      expect(old.superseded).toEqual(superseded);
      expect(old.listings.map((l) => l.listing)).toEqual(s.listings.map((l) => l.listing));
    } finally {
      opened.close();
    }
  });
});

describe('listSourceSummaries', () => {
  const summaryOf = (key: string) => ({
    version: 1,
    key,
    origin: 'feeds',
    label: 'Quelle "listings":[ ',
    fingerprint: 'fp',
    last_success_at: '2026-11-01T00:00:00Z',
  });

  it('reads each source’s own fields from the head of its file, never its listings', () => {
    const data = tmp();
    saveSourceState(data, { ...state([stored(1, 'a'), stored(2, 'b')]), key: 'new' });
    // what follows the head is not read: listings that would not even parse do not matter
    const file = sourceFile(data, 'cut');
    saveSourceState(data, { ...state([stored(1, 'a')]), key: 'cut' });
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text.slice(0, text.indexOf('"listings":[') + 12) + '{"key": not json');
    expect(listSourceSummaries(data)).toEqual([summaryOf('cut'), summaryOf('new')]);
  });

  it('reads files written whole, with their list first or in the middle; leaves out what is not a state', () => {
    const data = tmp();
    const s = state([stored(1, 'a'), stored(2, 'b')]);
    const { listings, ...rest } = s;
    fs.mkdirSync(path.join(data, 'sources'), { recursive: true });
    fs.writeFileSync(sourceFile(data, 'a-middle'), JSON.stringify({ ...s, key: 'a-middle' }));
    fs.writeFileSync(sourceFile(data, 'b-first'), JSON.stringify({ listings, ...rest, key: 'b-first' }));
    fs.writeFileSync(sourceFile(data, 'c-broken'), '{"version":1,"listings":[{"key":"x"},');
    fs.writeFileSync(sourceFile(data, 'd-other'), JSON.stringify({ version: 2, key: 'd', listings: [] }));
    fs.writeFileSync(sourceFile(data, 'e-none'), '[1, 2]');
    expect(listSourceSummaries(data)).toEqual([summaryOf('a-middle'), summaryOf('b-first')]);
    expect(listSourceSummaries(tmp())).toEqual([]);
  });
});

const immobilie = (nr: string, price: number) =>
  `<immobilie><objektkategorie><nutzungsart WOHNEN="true"/><vermarktungsart KAUF="true"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>` +
  `<geo><plz>8010</plz><ort>Graz</ort></geo><preise><kaufpreis>${price}</kaufpreis></preise>` +
  `<flaechen><wohnflaeche>80</wohnflaeche><anzahl_zimmer>3</anzahl_zimmer></flaechen>` +
  `<freitexte><objekttitel>Wohnung ${nr}</objekttitel></freitexte>` +
  `<verwaltung_techn><objektnr_extern>${nr}</objektnr_extern></verwaltung_techn></immobilie>`;

const feed = (agency: string, ...items: Array<[string, number]>) =>
  `<?xml version="1.0" encoding="UTF-8"?><openimmo><uebertragung umfang="VOLL"/><anbieter><anbieternr>${agency}</anbieternr>` +
  `<firma>Agentur ${agency}</firma>${items.map(([nr, p]) => immobilie(nr, p)).join('')}</anbieter></openimmo>`;

describe('a run on the states read one listing at a time', () => {
  function workspace() {
    const root = tmp();
    const feeds = path.join(root, 'feeds');
    const data = path.join(root, 'data');
    const base = { feedsDir: feeds, projectsDir: path.join(root, 'no-projects'), dataDir: data };
    const write = (file: string, xml: string, mtime: Date) => {
      const p = path.join(feeds, file);
      fs.mkdirSync(path.dirname(p), { recursive: true });
      fs.writeFileSync(p, xml);
      fs.utimesSync(p, mtime, mtime);
    };
    return { feeds, data, base, write };
  }

  it('keeps the last good listings of a feed that fails, and of the source beside it', async () => {
    const { data, base, write } = workspace();
    write('sued/a/feed.xml', feed('A', ['1', 100_000], ['2', 200_000]), new Date('2026-11-01'));
    write('sued/b/feed.xml', feed('B', ['3', 300_000]), new Date('2026-11-01'));
    write('nord.xml', feed('N', ['4', 400_000]), new Date('2026-11-01'));
    await runImport({ ...base, now: new Date('2026-11-02T00:00:00Z') });
    const first = readSnapshot(data).properties;
    expect(first).toHaveLength(4);

    write('sued/a/feed.xml', '<?xml version="1.0"?><openimmo><anbieter>', new Date('2026-11-03'));
    write('sued/b/feed.xml', feed('B', ['3', 310_000]), new Date('2026-11-03'));
    const report = await runImport({ ...base, now: new Date('2026-11-04T00:00:00Z') });
    expect(report.sources.find((s) => s.key === 'sued')!.status).toBe('kept_previous');
    const after = readSnapshot(data).properties;
    const byNr = (nr: string, ls = after) => ls.find((l) => l.external_id === nr)!;
    expect(after).toHaveLength(4);
    // agency A's feed failed: its listings as they were, in full
    for (const nr of ['1', '2', '4']) expect(byNr(nr)).toEqual(byNr(nr, first));
    expect(byNr('3').kaufpreis).toBe(310_000);

    // read again (the partial source is): agency A's stored listings are written back as they were
    const file = sourceFile(data, 'sued');
    const storedOf = (agency: string) =>
      (JSON.parse(fs.readFileSync(file, 'utf8')) as SourceState).listings.filter((l) => l.agency_id === agency);
    const kept = JSON.stringify(storedOf('A'));
    await runImport({ ...base, now: new Date('2026-11-05T00:00:00Z') });
    expect(JSON.stringify(storedOf('A'))).toBe(kept);
  });

  it('recognises a listing that moved to another source: its id, its creation and its publication stay', async () => {
    const { feeds, data, base, write } = workspace();
    write('alt.xml', feed('M', ['7', 500_000], ['8', 600_000]), new Date('2026-11-01'));
    await runImport({ ...base, now: new Date('2026-11-02T00:00:00Z') });
    const before = readSnapshot(data).properties.find((l) => l.external_id === '7')!;

    fs.rmSync(path.join(feeds, 'alt.xml'));
    write('neu/feed.xml', feed('M', ['7', 500_000], ['8', 600_000]), new Date('2026-11-05'));
    await runImport({ ...base, now: new Date('2026-11-06T00:00:00Z'), forget: ['alt'] });
    const after = readSnapshot(data).properties.find((l) => l.external_id === '7')!;
    expect(after.source).toBe('neu');
    expect(after.id).toBe(before.id);
    expect(after.created_at).toBe(before.created_at);
    // not known, it would count as published now (its agency was known); known, it keeps its unknown publication
    expect(before.published_at).toBeNull();
    expect(after.published_at).toBe(before.published_at);
  });
});
