/**
 * A full build's search index begun while Astro renders (src/build/index-while-rendering.ts): a language is indexed
 * once every one of its listing pages has its record noted, and the index is the same, file for file, as one
 * made after the render. Real Pagefind processes on a build folder laid out as a render leaves it: the page keys
 * and the notes written as the pages are (src/build/rendered-pages.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildSearchIndex } from '../../src/build/search-index';
import { indexWhileRendering } from '../../src/build/index-while-rendering';
import { nextLanguage } from '../../src/build/language-indexer';
import { INDEXED_ROUTES } from '../../src/build/search-record';
import { noteRenderedFile, RecordsFollower } from '~/build/rendered-pages';
import { KEYS_DIR, routeKeysFile, type RouteKeys } from '~/site/incremental/static-paths';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'index-while-rendering-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const WORDS = ['Altbau', 'Dachterrasse', 'Gartenblick', 'Fernwärme', 'Tiefgarage', 'Loggia', 'Parkett'];
const LANGS = { de: '', en: 'en/' } as const;
const IDS = Array.from({ length: 12 }, (_, i) => i + 1);

const file = (lang: keyof typeof LANGS, id: number) => `${LANGS[lang]}immobilien/${id}/wohnung-${id}/index.html`;
const page = (lang: keyof typeof LANGS, id: number) =>
  Buffer.from(
    `<!doctype html><html lang="${lang}"><head><title>x</title></head><body><header>Menü</header>` +
      `<main data-pagefind-body><h1 data-pagefind-meta="title">${lang === 'de' ? 'Wohnung' : 'Flat'} ${id}</h1>` +
      `<span data-pagefind-filter="lid:${id}"></span><p>${WORDS[id % WORDS.length]} ${WORDS[(id * 3) % WORDS.length]}, ` +
      `${40 + id} m²</p><aside data-pagefind-ignore><form>Anfrage</form></aside></main></body></html>`,
  );

/** A build folder as Astro starts one: the listing route's page keys, every page to be rendered. */
function startBuild(name: string): string {
  const dir = path.join(root, name);
  const files = (Object.keys(LANGS) as Array<keyof typeof LANGS>).flatMap((l) => IDS.map((id) => file(l, id)));
  const keys: RouteKeys = {
    route: INDEXED_ROUTES[0]!,
    pages: Object.fromEntries(files.map((f) => [f, `key-${f}`])),
    rendered: files,
  };
  fs.mkdirSync(path.join(dir, KEYS_DIR), { recursive: true });
  fs.writeFileSync(path.join(dir, KEYS_DIR, routeKeysFile(INDEXED_ROUTES[0]!)), JSON.stringify(keys));
  return dir;
}

/** Renders (writes and notes) some pages, as Astro and its handover thread do. */
function render(dir: string, lang: keyof typeof LANGS, ids: number[]) {
  for (const id of ids) {
    const bytes = page(lang, id);
    fs.mkdirSync(path.dirname(path.join(dir, 'client', file(lang, id))), { recursive: true });
    fs.writeFileSync(path.join(dir, 'client', file(lang, id)), bytes);
    noteRenderedFile({ outDir: dir, shard: undefined, file: file(lang, id), bytes });
  }
}

function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (p: string) => {
    for (const e of fs.readdirSync(p, { withFileTypes: true })) {
      const full = path.join(p, e.name);
      if (e.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = crypto.createHash('sha1').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** Polls `check` every 100 ms for at most `ms`: a bound on a wait, within the test's own time limit. */
async function until(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
    if (check()) return true;
  return check();
}

describe('search index begun while Astro renders', () => {
  it('follows the noted records, a line counted only once it is whole', () => {
    const dir = startBuild('follow');
    const follower = new RecordsFollower(dir);
    render(dir, 'de', [1, 2]);
    follower.poll();
    expect(follower.hasAll('de', [file('de', 1), file('de', 2)])).toBe(true);
    expect(follower.hasAll('de', [file('de', 1), file('de', 3)])).toBe(false);
    expect(follower.hasAll('en', [file('en', 1)])).toBe(false);
    // Half a line, as a reader may catch one: counted when the rest has come.
    const notes = path.join(dir, 'rendered', 'records-de-0.ndjson');
    const line = `${JSON.stringify({ file: file('de', 3), hash: 'h', html: '<main>Wohnung 3 – Süd</main>' })}\n`;
    const bytes = Buffer.from(line);
    const cut = bytes.indexOf('ü') + 1; // inside the two bytes of a UTF-8 character
    fs.appendFileSync(notes, bytes.subarray(0, cut));
    follower.poll();
    expect(follower.hasAll('de', [file('de', 3)])).toBe(false);
    fs.appendFileSync(notes, bytes.subarray(cut));
    follower.poll();
    expect(follower.hasAll('de', [file('de', 1), file('de', 2), file('de', 3)])).toBe(true);
  });

  it('indexes a language once all its listing pages are rendered, and gives the index made after the render', async () => {
    const during = startBuild('during');
    const started = indexWhileRendering(during);
    try {
      render(during, 'de', IDS);
      render(during, 'en', IDS.slice(0, 6));
      // German is complete: its process starts while "Astro" is still rendering English.
      expect(await until(() => started.indexer.languages.has('de'), 60_000)).toBe(true);
      expect(started.indexer.languages.has('en')).toBe(false);
      render(during, 'en', IDS.slice(6));
      started.rendered();
      const result = await buildSearchIndex(during, null, started);
      expect(result.base).toBe('built');
      expect(result.timings.map((t) => [t.lang, t.pages])).toEqual([
        ['de', 12],
        ['en', 12],
      ]);
      expect(result.timings.find((t) => t.lang === 'de')!.background).toBe(true);
    } finally {
      await started.stop();
    }

    const after = startBuild('after');
    render(after, 'de', IDS);
    render(after, 'en', IDS);
    const reference = await buildSearchIndex(after);
    expect(reference.timings.every((t) => !t.background)).toBe(true);

    const a = tree(path.join(during, 'client', 'pagefind'));
    const b = tree(path.join(after, 'client', 'pagefind'));
    expect(Object.keys(a).length).toBeGreaterThan(5);
    expect(a).toEqual(b);
    expect(fs.readFileSync(path.join(during, 'pagefind-pages.json'), 'utf8')).toBe(
      fs.readFileSync(path.join(after, 'pagefind-pages.json'), 'utf8'),
    );
    // No work folder left behind.
    expect(fs.existsSync(path.join(during, '.pagefind-work'))).toBe(false);
    // Minutes, not seconds: the process started during the "render" runs at the lowest priority, and other test
    // files may keep both cores busy meanwhile.
  }, 240_000);

  it('leaves an incremental build alone: its pages are not all rendered', async () => {
    const dir = startBuild('incremental');
    const keysFile = path.join(dir, KEYS_DIR, routeKeysFile(INDEXED_ROUTES[0]!));
    const keys = JSON.parse(fs.readFileSync(keysFile, 'utf8')) as RouteKeys;
    fs.writeFileSync(keysFile, JSON.stringify({ ...keys, rendered: [file('de', 1)] }));
    // The looks at the notes are driven by a fake interval: five of them, however busy the machine.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const started = indexWhileRendering(dir);
      render(dir, 'de', [1]);
      vi.advanceTimersByTime(5_000);
      expect(started.indexer.languages.size).toBe(0);
      // It stopped looking: even with every German page noted, nothing starts.
      render(dir, 'de', IDS);
      vi.advanceTimersByTime(5_000);
      expect(started.indexer.languages.size).toBe(0);
      await started.stop();
    } finally {
      vi.useRealTimers();
    }
    expect(fs.existsSync(path.join(dir, '.pagefind-work'))).toBe(false);
  });

  it('stops its processes when the build fails', async () => {
    const dir = startBuild('failed');
    const started = indexWhileRendering(dir);
    render(dir, 'de', IDS);
    expect(await until(() => started.indexer.languages.has('de'), 60_000)).toBe(true);
    await started.stop();
    expect(fs.existsSync(path.join(dir, '.pagefind-work'))).toBe(false);
    // No part's index was completed (the 12 listings are one part).
    expect(fs.existsSync(path.join(dir, 'client', 'pagefind', 'p0', 'pagefind-entry.json'))).toBe(false);
  }, 90_000);
});

describe('the order of the languages indexed side by side', () => {
  it('starts a wide-index language (Japanese, Chinese) first, so that it gets a lighter partner', () => {
    expect(nextLanguage(['pl', 'ru', 'zh', 'ja'], [])).toBe(2);
    expect(nextLanguage(['pl', 'ru'], [])).toBe(0);
  });

  it('never runs two wide-index languages at once', () => {
    expect(nextLanguage(['ja', 'tr', 'ar'], ['zh'])).toBe(1);
    expect(nextLanguage(['ja'], ['zh'])).toBe(-1);
    expect(nextLanguage(['ja'], ['ru'])).toBe(0);
  });

  it('has nothing to start when nothing is queued', () => {
    expect(nextLanguage([], [])).toBe(-1);
  });
});
