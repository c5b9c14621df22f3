/**
 * Machine translation in the sync, against translation engines started in this process (src/bench/
 * translation-server.ts speaks LibreTranslate's and DeepL's APIs and puts "[xx] " before every text node): the
 * sync fills every other language and marks them machine-made, a second sync sends nothing (cache), a changed text
 * is the only one sent, the feed's translations are kept, tags and attributes survive and an answer that loses
 * them is refused; an engine that hangs or fails leaves the sync done with texts waiting, and the backfill then
 * translates them into the cache for the next sync.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listingSchema, machineTranslated, projectSchema, type Listing, type Project } from '~/domain/listing';
import { readSnapshot } from '~/snapshot';
import { runImport } from '~/import/sync';
import { checkTranslation, tagSignature } from '~/import/translate/check';
import { sanitizeText } from '~/import/values';
import type { TranslationSettings } from '~/import/translate/settings';
import { translationSettings } from '~/import/translate/settings';
import { TARGET_LANGUAGES } from '~/import/translate/texts';
import { loadEnv } from '~/config/env';
import { runBackfill } from '~/features/translation/jobs';
import { translateEntries } from '~/import/translate';
import { chatModelEngine } from '~/import/translate/chat-model';
import { startFakeTranslationServer, type FakeTranslationServer } from '../../src/bench/translation-server';

const FIXTURE = path.resolve(__dirname, '../fixtures/openimmo/full-at.xml');
const roots: string[] = [];
let fake: FakeTranslationServer;

beforeAll(async () => {
  fake = await startFakeTranslationServer();
});
afterEach(() => {
  fake.mode = 'ok';
  fake.mangle = null;
  fake.delayMs = 0;
  fake.release();
  fake.resetStats();
});
afterAll(async () => {
  await fake.close();
  for (const d of roots) fs.rmSync(d, { recursive: true, force: true });
});

function settings(extra: Partial<TranslationSettings> = {}): TranslationSettings {
  return {
    engine: 'libretranslate',
    url: fake.url,
    apiKey: undefined,
    model: undefined,
    timeoutMs: 10_000,
    syncBudgetMs: 60_000,
    backfillBudgetMs: 60_000,
    concurrency: 2,
    batchTexts: undefined,
    batchChars: undefined,
    ...extra,
  };
}

const PROJECT = {
  slug: 'am-park',
  name: 'Am Park',
  name_translations: { fr: 'Au parc' },
  developer: { name: 'Bau GmbH', website: null, logo: null },
  location: { plz: '1070', ort: 'Wien' },
  status: 'marketing',
  description: '<p>Ein <strong>ruhiges</strong> Wohnprojekt.</p>',
  images: [],
  units: ['FX-100'],
};

/** A feed folder (the OpenImmo fixture, its German description replaceable), a project and a data folder. */
function workspace() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-translate-'));
  roots.push(root);
  const feeds = path.join(root, 'feeds');
  const projects = path.join(root, 'projects');
  const data = path.join(root, 'data');
  fs.mkdirSync(path.join(feeds, 'agency'), { recursive: true });
  fs.mkdirSync(projects, { recursive: true });
  fs.writeFileSync(path.join(projects, 'am-park.json'), JSON.stringify(PROJECT));
  const writeFeed = (replace?: [string, string]) => {
    let xml = fs.readFileSync(FIXTURE, 'utf8');
    if (replace) xml = xml.replace(replace[0], replace[1]);
    fs.writeFileSync(path.join(feeds, 'agency', 'feed.xml'), xml);
  };
  writeFeed();
  const run = (translation: TranslationSettings | null = settings(), extra: Parameters<typeof runImport>[0] = {}) =>
    runImport({ feedsDir: feeds, projectsDir: projects, dataDir: data, urls: [], translation, ...extra });
  const listing = () => readSnapshot(data).properties.find((l) => l.external_id === 'FX-100')!;
  const project = () => readSnapshot(data).projects[0]!;
  return { data, writeFeed, run, listing, project };
}

const OTHERS = TARGET_LANGUAGES;

describe('machine translation in the sync', () => {
  it('fills every other language of every text, marked machine-made; the feed keeps its own', async () => {
    const ws = workspace();
    const report = await ws.run();
    expect(report.translation).toMatchObject({ engine: 'libretranslate', pending: 0, refused: 0, failed: 0 });
    const l = ws.listing();
    // The feed gave English title and description: they stay, and English is never sent for them.
    expect(l.objekttitel_translations.en).toBe('Attic flat with terrace');
    expect(l.objektbeschreibung_translations.en).toBe('<p>Bright flat.</p>');
    expect(machineTranslated(l, 'objekttitel', 'en')).toBe(false);
    expect(fake.stats.texts.filter((t) => t.target === 'en' && t.text === l.objekttitel)).toEqual([]);
    for (const lang of OTHERS.filter((x) => x !== 'en')) {
      expect(machineTranslated(l, 'objekttitel', lang), lang).toBe(true);
      expect(l.objekttitel_translations[lang]).toMatch(/^\[[a-z-]+\] Dachgeschoss mit Terrasse/);
    }
    // Chinese as the server names it (zh-Hans), stored under the portal's code.
    expect(l.dreizeiler_translations.zh).toBe(`[zh-hans] ${l.dreizeiler}`);
    for (const field of ['dreizeiler', 'lage', 'ausstatt_beschr'] as const) {
      expect(l.machine_translated?.[field]).toEqual([...OTHERS]);
      expect(Object.keys(l[`${field}_translations`]).sort()).toEqual([...OTHERS].sort());
    }
    // Tags and attributes survive: the link keeps its address and its rel.
    expect(l.objektbeschreibung).toContain('href="https://example.at"');
    for (const lang of OTHERS.filter((x) => x !== 'en'))
      expect(tagSignature(l.objektbeschreibung_translations[lang]!)).toEqual(tagSignature(l.objektbeschreibung!));
    // A project's name and description too; its French name is the file's.
    const p = ws.project();
    expect(p.name_translations.fr).toBe('Au parc');
    expect(p.name_translations.en).toBe('[en] Am Park');
    expect(p.description_translations.ja).toBe('<p>[ja] Ein <strong>[ja] ruhiges</strong> [ja] Wohnprojekt.</p>');
    expect(p.machine_translated?.name).toEqual(OTHERS.filter((x) => x !== 'fr'));
    // The snapshot is valid as the site reads it.
    expect(() => listingSchema.parse(l)).not.toThrow();
    expect(() => projectSchema.parse(p)).not.toThrow();
  });

  it('a second sync sends nothing; a changed description is the only text sent', async () => {
    const ws = workspace();
    await ws.run();
    const first = ws.listing();
    fake.resetStats();
    const again = await ws.run({ ...settings() }, { force: true });
    expect(fake.stats).toMatchObject({ requests: 0, characters: 0 });
    expect(again.translation).toMatchObject({ characters: 0, requests: 0, pending: 0 });
    expect(again.translation!.cache_hits).toBe(again.translation!.texts);
    expect(ws.listing().digest).toBe(first.digest);
    expect(again.changes?.changed).toBe(0);

    ws.writeFeed(['<p>Helle Wohnung.</p>', '<p>Helle, ruhige Wohnung.</p>']);
    fake.resetStats();
    await ws.run();
    const l = ws.listing();
    expect(l.objektbeschreibung).toContain('Helle, ruhige Wohnung.');
    // Once into each language but English, which the feed gives.
    expect(fake.stats.texts.map((t) => t.text)).toEqual(Array(OTHERS.length - 1).fill(l.objektbeschreibung));
    expect(fake.stats.texts.map((t) => t.target)).not.toContain('en');
    expect(l.objektbeschreibung_translations.fr).toContain('[fr] Helle, ruhige Wohnung.');
  });

  it('refuses an answer that loses a tag: the language keeps the German text, and it is not asked again', async () => {
    const ws = workspace();
    fake.mangle = (text, target) => (target === 'fr' ? text.replace(/<\/?strong>/g, '') : text);
    const report = await ws.run();
    expect(report.translation!.refused).toBeGreaterThan(0);
    const p = ws.project();
    expect(p.description_translations.fr).toBeUndefined();
    expect(machineTranslated(p, 'description', 'fr')).toBe(false);
    expect(p.description_translations.it).toContain('<strong>');
    fake.resetStats();
    const again = await ws.run();
    expect(fake.stats.requests).toBe(0);
    expect(again.translation!.pending).toBe(0);
  });

  it('an engine that hangs: the sync ends with its budget, texts wait; the backfill translates them', async () => {
    const ws = workspace();
    fake.mode = 'hang';
    const report = await ws.run(settings({ syncBudgetMs: 300 }));
    expect(report.snapshot?.written).toBe(true);
    expect(report.translation).toMatchObject({ stopped: 'budget', translated: 0 });
    expect(report.translation!.pending).toBe(report.translation!.texts);
    expect(ws.listing().objekttitel_translations).toEqual({ en: 'Attic flat with terrace' });
    expect(ws.listing().machine_translated).toBeUndefined();

    fake.release();
    const backfill = await runBackfill({ dataDir: ws.data, settings: settings(), log: () => {} });
    expect(backfill).toMatchObject({ pending: 0 });
    expect(backfill!.translated).toBe(report.translation!.pending);
    // It asked the running portal for a sync.
    expect(fs.existsSync(path.join(ws.data, 'state', 'sync-request'))).toBe(true);

    fake.resetStats();
    const next = await ws.run();
    expect(fake.stats.requests).toBe(0);
    expect(next.translation).toMatchObject({ pending: 0 });
    expect(ws.listing().objekttitel_translations.ja).toBe('[ja] Dachgeschoss mit Terrasse – Neubau');
    // New translations are no change of the listings.
    expect(next.changes?.changed).toBe(0);
  });

  it('an engine that fails: the sync is written with the feed translations; the backfill fails to be retried', async () => {
    const ws = workspace();
    fake.mode = 'fail';
    const report = await ws.run();
    expect(report.snapshot?.written).toBe(true);
    expect(report.translation).toMatchObject({ stopped: 'engine', translated: 0 });
    expect(report.translation!.pending).toBeGreaterThan(0);
    expect(report.translation!.error).toContain('500');
    await expect(runBackfill({ dataDir: ws.data, settings: settings(), log: () => {} })).rejects.toThrow(
      /no text translated/,
    );
    expect(fs.existsSync(path.join(ws.data, 'state', 'sync-request'))).toBe(false);
  });

  it('a dry run asks no engine but shows the translations already made', async () => {
    const ws = workspace();
    await ws.run();
    const digest = ws.listing().digest;
    fake.resetStats();
    const dry = await ws.run(settings(), { dryRun: true, force: true });
    expect(fake.stats.requests).toBe(0);
    expect(dry.snapshot?.digest).toBe(readSnapshot(ws.data).meta?.digest);
    expect(dry.changes?.changed).toBe(0);
    expect(ws.listing().digest).toBe(digest);
  });

  it('with translation off, listings have only the feed translations and no mark', async () => {
    const ws = workspace();
    const report = await ws.run(null);
    expect(report.translation).toBeUndefined();
    const l = ws.listing();
    expect(l.machine_translated).toBeUndefined();
    expect(Object.keys(l.objekttitel_translations)).toEqual(['en']);
  });

  it("DeepL's API: variants EN-GB, PT-PT, ZH-HANS, tag handling for HTML", async () => {
    const ws = workspace();
    const report = await ws.run(settings({ engine: 'deepl', apiKey: fake.deeplKey }));
    expect(report.translation).toMatchObject({ engine: 'deepl', pending: 0, refused: 0 });
    const l = ws.listing();
    expect(l.dreizeiler_translations.en).toBe(`[en-gb] ${l.dreizeiler}`);
    expect(l.dreizeiler_translations.pt).toBe(`[pt-pt] ${l.dreizeiler}`);
    expect(l.dreizeiler_translations.zh).toBe(`[zh-hans] ${l.dreizeiler}`);
    expect(l.lage_translations.fr).toMatch(/^<p>\[fr\] Zentral im <strong>\[fr\] 7\. Bezirk<\/strong>/);
  });
});

describe('entries taken a batch at a time', () => {
  it('counts each text once however its listings are spread, and puts the translations into all of them', async () => {
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-translate-batches-'));
    roots.push(data);
    // 1,201 listings: three batches. The same title in the first (its feed gives English) and in the third (it
    // does not): English is needed once, the other languages once.
    const listings = Array.from({ length: 1201 }, (_, i) => ({
      id: i + 1,
      objekttitel: i === 0 || i === 1100 ? 'Gemeinsam' : `Wohnung ${i % 7}`,
      objekttitel_translations: i === 0 ? { en: 'Together' } : {},
    })) as unknown as Listing[];
    const report = await translateEntries(listings, [], {
      dataDir: data,
      settings: settings(),
      mode: 'engine',
      budgetMs: 60_000,
      apply: true,
    });
    expect(report).toMatchObject({ texts: 8 * OTHERS.length, cache_hits: 0, translated: 8 * OTHERS.length });
    expect(report).toMatchObject({ pending: 0, refused: 0, failed: 0 });
    expect(fake.stats.texts.filter((t) => t.text === 'Gemeinsam').map((t) => t.target)).toHaveLength(OTHERS.length);
    expect(listings[0]!.objekttitel_translations).toMatchObject({ en: 'Together', fr: '[fr] Gemeinsam' });
    expect(machineTranslated(listings[0]!, 'objekttitel', 'en')).toBe(false);
    expect(listings[1100]!.objekttitel_translations).toMatchObject({ en: '[en] Gemeinsam', fr: '[fr] Gemeinsam' });
    expect(listings[1200]!.objekttitel_translations.ja).toBe(`[ja] ${listings[1200]!.objekttitel}`);
    expect(listings.every((l) => l.machine_translated?.objekttitel?.length)).toBe(true);

    // again: everything from the cache
    const again = await translateEntries(listings, [], {
      dataDir: data,
      settings: settings(),
      mode: 'cache',
      budgetMs: 60_000,
      apply: true,
    });
    expect(again).toMatchObject({ texts: 8 * OTHERS.length, cache_hits: 8 * OTHERS.length, pending: 0 });
    expect(listings[1100]!.objekttitel_translations.en).toBe('[en] Gemeinsam');
  });
});

describe('an old snapshot', () => {
  it('parses without machine_translated', () => {
    const ws = workspace();
    return ws.run(null).then(() => {
      const raw = JSON.parse(fs.readFileSync(path.join(ws.data, 'snapshot', 'properties.json'), 'utf8')) as Listing[];
      expect('machine_translated' in raw[0]!).toBe(false);
      expect(() => listingSchema.parse(raw[0])).not.toThrow();
      const projects = JSON.parse(
        fs.readFileSync(path.join(ws.data, 'snapshot', 'projects.json'), 'utf8'),
      ) as Project[];
      expect(() => projectSchema.parse(projects[0])).not.toThrow();
    });
  });
});

describe('checking an answer', () => {
  // The German text as the importer stores it: its sanitizer gives links rel and target.
  const source = sanitizeText('<p>Mit <a href="https://example.at/?a=1&b=2">Plan</a>.<br>Neu.</p>')!;
  it('accepts the same tags however they are written', () => {
    const answer =
      '<p>With <a target=_blank rel=\'nofollow noopener\' href="https://example.at/?a=1&b=2">plan</a>.<br/>New.</p>';
    expect(checkTranslation(source, answer, 'html')).toEqual({
      ok: true,
      text: '<p>With <a target="_blank" rel="nofollow noopener" href="https://example.at/?a=1&amp;b=2">plan</a>.<br>New.</p>',
    });
  });
  it('refuses lost, added or changed tags and attributes', () => {
    expect(checkTranslation(source, '<p>With plan. New.</p>', 'html')).toMatchObject({ ok: false });
    expect(checkTranslation(source, `${source.replace('</p>', '')}<script>x()</script></p>`, 'html')).toMatchObject({
      ok: false,
    });
    expect(checkTranslation(source, source.replace('example.at', 'evil.example'), 'html')).toMatchObject({
      ok: false,
    });
    // Text that became markup (an engine that unescapes "&lt;b&gt;") is an added tag.
    expect(checkTranslation('<p>a &lt;b&gt; c</p>', '<p>a <b> c</p>', 'html')).toMatchObject({ ok: false });
    expect(checkTranslation('Helle Wohnung', 'Bright <b>flat</b>', 'text')).toMatchObject({ ok: false });
  });
  it('refuses an empty answer, the German text handed back, and a rambling one', () => {
    const long = '<p>Eine helle Wohnung mit Blick auf den Park und Terrasse.</p>';
    expect(checkTranslation(long, '  ', 'html')).toMatchObject({ ok: false });
    expect(checkTranslation(long, long, 'html')).toMatchObject({ ok: false });
    expect(checkTranslation('Wohnung', `Flat. ${'Also '.repeat(100)}`, 'text')).toMatchObject({ ok: false });
    expect(checkTranslation('Penthouse', 'Penthouse', 'text')).toMatchObject({ ok: true });
  });
});

describe('settings', () => {
  it('off by default; an engine without what it needs is named, not silently off', () => {
    expect(translationSettings(loadEnv({}))).toEqual({ settings: null, problem: null });
    expect(translationSettings(loadEnv({ TRANSLATION_ENGINE: 'libretranslate' }))).toMatchObject({
      settings: null,
      problem: expect.stringContaining('TRANSLATION_URL'),
    });
    expect(
      translationSettings(loadEnv({ TRANSLATION_ENGINE: 'deepl', TRANSLATION_API_KEY: 'k:fx' })).settings,
    ).toMatchObject({ url: 'https://api-free.deepl.com' });
    expect(
      translationSettings(
        loadEnv({ TRANSLATION_ENGINE: 'openai', LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'qwen' }),
      ).settings,
    ).toMatchObject({ url: 'http://127.0.0.1:11434/v1', model: 'qwen' });
  });
});

describe('the OpenAI-compatible chat endpoint as an engine', () => {
  it('one text per request, told to answer with the translation only and keep the tags; a thinking prefix is cut', async () => {
    const sent: { url: string; body: any; auth: string | null }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      sent.push({ url, body, auth: new Headers(init.headers).get('authorization') });
      const text = body.messages[1].content as string;
      const content = `<think>German to French.</think>\n${text.replace('Helle', 'Clair')}`;
      return new Response(JSON.stringify({ choices: [{ message: { content }, finish_reason: 'stop' }] }));
    }) as typeof fetch;
    const engine = chatModelEngine({
      url: 'http://model.test/v1',
      model: 'qwen',
      apiKey: 'k',
      timeoutMs: 1000,
      fetch: fakeFetch,
    });
    expect(engine.id).toBe('openai:qwen');
    expect(engine.limits.texts).toBe(1);
    const out = await engine.translate(['<p>Helle Wohnung</p>', '<p>Helle Küche</p>'], {
      target: 'fr',
      format: 'html',
      signal: new AbortController().signal,
    });
    expect(out).toEqual(['<p>Clair Wohnung</p>', '<p>Clair Küche</p>']);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ url: 'http://model.test/v1/chat/completions', auth: 'Bearer k' });
    expect(sent[0]!.body).toMatchObject({ model: 'qwen', temperature: 0, stream: false });
    expect(sent[0]!.body.max_tokens).toBeGreaterThan(0);
    expect(sent[0]!.body.messages[0].content).toMatch(/into French/);
    expect(sent[0]!.body.messages[0].content).toMatch(/translation only/);
    expect(sent[0]!.body.messages[0].content).toMatch(/keep every tag/);
  });
});
