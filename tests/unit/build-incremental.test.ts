/**
 * The incremental build end to end, on a sample of a few listings in two languages: a full build, a sync that
 * changes, withdraws and adds listings, an incremental build (checked against a full build of the same data in one
 * render process where the others used two, byte for byte but for the search index, which it keeps as base plus
 * delta), a text search in a real browser served by
 * the portal's server over base and delta, and a failing build. Real `npm run build` processes in a scratch folder;
 * takes a few minutes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv } from '~/config/env';
import { readSnapshot, writeSnapshot } from '~/snapshot';
import { applySyncChanges, withDigest, type SyncChanges } from '../../src/sample/sync-changes';
import { BASE_DIR, DELTA_DIR, DELTA_MANIFEST } from '../../src/build/search-index';
import { INDEXED_ROUTES } from '../../src/build/search-record';
import { routeKeysFile } from '~/site/incremental/static-paths';
import { PAGE_PARTS, partBody, partEnd, partStart } from '~/domain/page-parts';
import { PARTS_ROUTE, pagesToSplice } from '../../src/build/splice-parts';
import { brotliOptions, wantsTwin } from '../../src/build/twins';
import { resolveChromium } from '~/features/expose/engine';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'incremental-build-'));
const dataDir = path.join(dir, 'data');
const vars = {
  DATA_DIR: dataDir,
  BUILDS_DIR: path.join(dir, 'builds'),
  FEEDS_DIR: path.join(dir, 'sample', 'feeds'),
  PROJECTS_DIR: path.join(dir, 'sample', 'projects'),
  BUILD_LANGUAGES: 'en',
  // A sync of 20 % of 12 listings puts a quarter of the listing pages into the search index's delta.
  SEARCH_DELTA_MAX_PERCENT: '50',
  // as `npm run build` runs (vitest sets test)
  NODE_ENV: 'production',
  // Two Astro processes share the rendering; the reference build below renders with one.
  BUILD_PROCESSES: '2',
};

function run(args: string[], extra: Record<string, string> = {}): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), args, {
      env: childEnv({ ...vars, ...extra }, { prependPath: path.resolve('node_modules/.bin') }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

interface BuildJson {
  dir: string;
  mode: string;
  lateTwins: number;
  pagesTotal: number;
  pagesRendered: number;
  pagesReused: number;
}

/** A build's result, with what it printed. */
async function build(extra: Record<string, string> = {}): Promise<BuildJson & { log: string }> {
  const { code, out } = await run(['scripts/build.ts', '--json'], extra);
  if (code !== 0) throw new Error(`build failed:\n${out.slice(-3000)}`);
  return { ...(JSON.parse(out.trim().split('\n').at(-1)!) as BuildJson), log: out };
}

/** How many parts' files the build says it cut from their pages. */
const cutCount = (log: string) => Number(/Parts cut from their pages \([\d.]+ s\) – (\d+) files/.exec(log)?.[1]);

/** Every file of a build's client folder with its content hash. */
function tree(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (p: string) => {
    for (const e of fs.readdirSync(p, { withFileTypes: true })) {
      const full = path.join(p, e.name);
      if (e.isDirectory()) walk(full);
      else out.set(path.relative(root, full), crypto.createHash('sha1').update(fs.readFileSync(full)).digest('hex'));
    }
  };
  walk(root);
  return out;
}

/** Files whose brotli twin does not decompress to exactly the file, and how many twins were checked. */
function twinMismatches(root: string): { checked: number; wrong: string[] } {
  const wrong: string[] = [];
  let checked = 0;
  for (const rel of tree(root).keys()) {
    if (!rel.endsWith('.br')) continue;
    checked++;
    const page = path.join(root, rel.slice(0, -3));
    if (
      !fs.existsSync(page) ||
      !zlib.brotliDecompressSync(fs.readFileSync(path.join(root, rel))).equals(fs.readFileSync(page))
    )
      wrong.push(rel);
  }
  return { checked, wrong };
}

const NEW_WORD = 'Zwetschkenröster';
const live = () => fs.realpathSync(path.join(vars.BUILDS_DIR, 'current'));
const detailFiles = (client: string, id: number) =>
  ['immobilien', 'en/immobilien'].flatMap((p) => {
    const d = path.join(client, p, String(id));
    return fs.existsSync(d)
      ? fs
          .readdirSync(d, { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => path.join(p, String(id), e.name, 'index.html'))
      : [];
  });

describe('incremental build', () => {
  let first: BuildJson;
  let firstTree: Map<string, string>;
  let second: BuildJson;
  let changes: SyncChanges;

  beforeAll(async () => {
    const sample = await run([
      'scripts/sample.ts',
      '--listings',
      '12',
      '--projects',
      '1',
      '--out',
      path.join(dir, 'sample'),
      '--sync',
    ]);
    if (sample.code !== 0) throw new Error(sample.out);
    first = await build();
    firstTree = tree(path.join(first.dir, 'client'));
    // Of 12 listings, 20 % changes two (a price, a text), withdraws one and adds one.
    changes = applySyncChanges(dataDir, 20);
    // A word no page had before, in the German text of the listing whose text changed.
    const synced = readSnapshot(dataDir);
    writeSnapshot(dataDir, {
      ...synced,
      properties: synced.properties.map((l) =>
        l.id === changes.changed[1]
          ? withDigest({ ...l, objektbeschreibung: `${l.objektbeschreibung ?? ''}<p>${NEW_WORD}</p>` })
          : l,
      ),
      meta: { ...synced.meta!, digest: `${synced.meta!.digest}-${NEW_WORD}` },
    });
  }, 240_000);

  // Several builds' pages: removing them takes longer than the default hook bound on a busy machine.
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }), 120_000);

  it('renders only what changed, takes the rest over unchanged, and switches atomically', async () => {
    expect(first.mode).toBe('full');
    expect(first.pagesRendered).toBe(first.pagesTotal);
    // every page got its twin as Astro wrote it; the render processes' notes are used up, and their folders gone
    expect(first.lateTwins).toBe(0);
    expect(fs.existsSync(path.join(first.dir, 'rendered'))).toBe(false);
    expect(fs.readdirSync(vars.BUILDS_DIR).filter((f) => f.includes('.render'))).toEqual([]);
    // The live link always names a complete build while the next one is made.
    const seen = new Set<string>();
    let broken = 0;
    const poll = setInterval(() => {
      try {
        const target = live();
        seen.add(target);
        if (!fs.existsSync(path.join(target, 'build-info.json'))) broken++;
      } catch {
        broken++;
      }
    }, 25);
    try {
      second = await build();
    } finally {
      clearInterval(poll);
    }
    expect(broken).toBe(0);
    expect([...seen].every((d) => d === first.dir || d === second.dir)).toBe(true);
    expect(live()).toBe(second.dir);

    expect(second.mode).toBe('incremental');
    expect(second.lateTwins).toBe(0);
    expect(second.pagesRendered).toBeGreaterThan(0);
    expect(second.pagesReused).toBeGreaterThan(second.pagesRendered);
    expect(second.pagesRendered + second.pagesReused).toBe(second.pagesTotal);

    const oldClient = path.join(first.dir, 'client');
    const newClient = path.join(second.dir, 'client');
    const rendered = new Set<string>();
    for (const f of fs.readdirSync(path.join(second.dir, 'page-keys'))) {
      const keys = JSON.parse(fs.readFileSync(path.join(second.dir, 'page-keys', f), 'utf8'));
      for (const r of keys.rendered) rendered.add(r);
    }
    // the changed listing's pages in both languages are rendered again and differ
    const changedPages = detailFiles(newClient, changes.changed[0]!);
    expect(changedPages).toHaveLength(2);
    for (const p of changedPages) {
      expect(rendered.has(p)).toBe(true);
      expect(fs.readFileSync(path.join(newClient, p))).not.toEqual(fs.readFileSync(path.join(oldClient, p)));
    }
    // the new listing has its pages, the withdrawn one has none
    expect(detailFiles(newClient, changes.added[0]!)).toHaveLength(2);
    expect(detailFiles(newClient, changes.withdrawn[0]!)).toHaveLength(0);
    expect(fs.existsSync(path.join(newClient, 'listing-cards', `${changes.withdrawn[0]}.json`))).toBe(false);
    // the pages taken over are the live build's files themselves (hard links), with their brotli twins
    let linked = 0;
    for (const [file] of firstTree) {
      const target = path.join(newClient, file);
      if (!file.endsWith('.html') || rendered.has(file) || !fs.existsSync(target)) continue;
      if (fs.statSync(target).ino === fs.statSync(path.join(oldClient, file)).ino) linked++;
    }
    expect(linked).toBeGreaterThan(second.pagesReused / 2);
    // the search index: the live build's as the base (hard links), the re-rendered listing pages as the delta
    const baseFiles = [...firstTree.keys()].filter((f) => f.startsWith(`${BASE_DIR}/`));
    expect(baseFiles.length).toBeGreaterThan(0);
    for (const f of baseFiles) {
      expect(fs.statSync(path.join(newClient, f)).ino).toBe(fs.statSync(path.join(oldClient, f)).ino);
    }
    // The delta holds the pages whose indexed part changed: the changed and the new listings', in both languages
    // (not those re-rendered only because a similar listing changed).
    const detailKeys = JSON.parse(
      fs.readFileSync(path.join(second.dir, 'page-keys', routeKeysFile(INDEXED_ROUTES[0]!)), 'utf8'),
    );
    const manifest = JSON.parse(fs.readFileSync(path.join(newClient, DELTA_MANIFEST), 'utf8'));
    // (one part at this size: every region's listings in p0, whose delta has both languages)
    expect(manifest.parts.map((p: { key: string }) => p.key)).toEqual(['p0']);
    expect(manifest.delta).toEqual({ p0: ['de', 'en'] });
    expect(manifest.base).toEqual({ p0: ['de', 'en'] });
    // (a price change shows in a language's page only where the price is written out there)
    expect(manifest.pages).toBeGreaterThanOrEqual((changes.changed.length - 1 + changes.added.length) * 2);
    expect(manifest.pages).toBeLessThanOrEqual((changes.changed.length + changes.added.length) * 2);
    expect(manifest.pages).toBeLessThanOrEqual(detailKeys.rendered.length);
    expect(fs.existsSync(path.join(newClient, DELTA_DIR, 'p0', 'pagefind.js'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(oldClient, DELTA_MANIFEST), 'utf8'))).toMatchObject({
      base: { p0: ['de', 'en'] },
      delta: {},
      pages: 0,
    });
    // A page whose neighbours alone changed (a similar listing's card, the price in context) is not rendered
    // again: its parts' file is, and its parts are spliced into the page taken over, which is then a file of its
    // own with its twin.
    const partKeys = JSON.parse(
      fs.readFileSync(path.join(second.dir, 'page-keys', routeKeysFile(PARTS_ROUTE)), 'utf8'),
    );
    const spliced = pagesToSplice(detailKeys, partKeys);
    expect(spliced.length).toBeGreaterThan(0);
    for (const { page, parts } of spliced) {
      expect(rendered.has(page)).toBe(false);
      const html = fs.readFileSync(path.join(newClient, page), 'utf8');
      expect(fs.statSync(path.join(newClient, page)).ino).not.toBe(fs.statSync(path.join(oldClient, page)).ino);
      expect(html).not.toBe(fs.readFileSync(path.join(oldClient, page), 'utf8'));
      const partsHtml = fs.readFileSync(path.join(newClient, parts), 'utf8');
      for (const part of PAGE_PARTS)
        expect(html).toContain(`${partStart(part)}${partBody(partsHtml, part)}${partEnd(part)}`);
    }
    // and the live build was not written to
    expect(tree(oldClient)).toEqual(firstTree);
  }, 300_000);

  it.skipIf(!resolveChromium(process.env.CHROMIUM_PATH || undefined))(
    'finds a changed text through the delta and an unchanged one through the base, in a real browser',
    async () => {
      const port = 4900 + (process.pid % 90);
      const server = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/serve.ts'], {
        env: childEnv({ ...vars, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', SYNC_CRON: 'off' }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      // Ready once it says so, however long a busy machine takes: the test's time limit bounds the wait.
      const listening = new Promise<void>((resolve, reject) => {
        server.stdout.on('data', (d) => {
          log += d;
          if (log.includes('Portal läuft auf')) resolve();
        });
        server.once('exit', () => reject(new Error(`server did not start:\n${log}`)));
      });
      listening.catch(() => {}); // awaited below, once the browser is up
      server.stderr.on('data', (d) => (log += d));
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({
        executablePath: resolveChromium(process.env.CHROMIUM_PATH || undefined)!,
      });
      try {
        await listening;
        const page = await browser.newPage();
        /** The listing ids the search shows for a text, once they satisfy `done` (or after 20 s, as they are). */
        const hits = async (q: string, done: (ids: number[]) => boolean) => {
          await page.goto(`http://127.0.0.1:${port}/immobilien?q=${encodeURIComponent(q)}`);
          const deadline = Date.now() + 20_000;
          for (;;) {
            const links = await page
              .locator('[data-results] .listing-card h3 a')
              .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
            const ids = links.map((href) => Number(/\/immobilien\/(\d+)\//.exec(href)?.[1]));
            if (done(ids) || Date.now() > deadline) return ids;
            await page.waitForTimeout(200);
          }
        };
        // The text added by the sync is only in the delta.
        const only = [changes.changed[1]];
        expect(await hits(NEW_WORD, (ids) => ids.join() === only.join())).toEqual(only);
        // The new listing's title word is only in the delta too; an unchanged listing's is only in the base.
        const snapshot = readSnapshot(dataDir);
        const word = (id: number) =>
          snapshot.properties
            .find((l) => l.id === id)!
            .objekttitel.split(/[^\p{L}]+/u)
            .sort((a, b) => b.length - a.length)[0]!;
        const unchanged = snapshot.properties.find((l) => ![...changes.changed, ...changes.added].includes(l.id))!.id;
        // Until the search has answered, the page lists every listing.
        const all = snapshot.properties.length;
        const added = changes.added[0]!;
        const withAdded = await hits(word(added), (ids) => ids.includes(added) && ids.length < all);
        expect(withAdded).toContain(added);
        expect(withAdded.length).toBeLessThan(all);
        const withUnchanged = await hits(word(unchanged), (ids) => ids.includes(unchanged) && ids.length < all);
        expect(withUnchanged).toContain(unchanged);
        expect(withUnchanged.length).toBeLessThan(all);
      } finally {
        await browser.close();
        server.kill();
      }
    },
    120_000,
  );

  it('every brotli twin, compressed here or taken over from the live build, is its file compressed', () => {
    for (const b of [first, second]) {
      const { checked, wrong } = twinMismatches(path.join(b.dir, 'client'));
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(100);
    }
  });

  it('gives every file that wants a twin the twin a fresh compression gives, and a changed page new twins', () => {
    for (const b of [first, second]) {
      const client = path.join(b.dir, 'client');
      const missing: string[] = [];
      const differ: string[] = [];
      for (const rel of tree(client).keys()) {
        const data = rel.endsWith('.br') ? null : fs.readFileSync(path.join(client, rel));
        if (!data || !wantsTwin(rel, data.length)) continue;
        const twin = path.join(client, `${rel}.br`);
        if (!fs.existsSync(twin)) missing.push(rel);
        else if (!fs.readFileSync(twin).equals(zlib.brotliCompressSync(data, brotliOptions(rel, data.length))))
          differ.push(rel);
      }
      expect(missing).toEqual([]);
      expect(differ).toEqual([]);
    }
    // The incremental build walked the folders outside the keyed pages' alone, the full build every folder.
    const walked = (log: string) => Number(/(\d+) folders walked/.exec(log)?.[1]);
    const { log: firstLog } = first as BuildJson & { log: string };
    const { log: secondLog } = second as BuildJson & { log: string };
    expect(walked(secondLog)).toBeGreaterThan(0);
    expect(walked(secondLog) * 4).toBeLessThan(walked(firstLog));
    // A page rendered again, and a page whose parts were spliced in, has a twin of its own, not the live build's.
    const oldClient = path.join(first.dir, 'client');
    const newClient = path.join(second.dir, 'client');
    const detailKeys = JSON.parse(
      fs.readFileSync(path.join(second.dir, 'page-keys', routeKeysFile(INDEXED_ROUTES[0]!)), 'utf8'),
    );
    const partKeys = JSON.parse(
      fs.readFileSync(path.join(second.dir, 'page-keys', routeKeysFile(PARTS_ROUTE)), 'utf8'),
    );
    const changedPages = [
      ...detailFiles(newClient, changes.changed[0]!),
      ...pagesToSplice(detailKeys, partKeys).map((s) => s.page),
    ];
    expect(changedPages.length).toBeGreaterThan(2);
    for (const p of changedPages) {
      const twin = fs.readFileSync(path.join(newClient, `${p}.br`));
      expect(twin.equals(fs.readFileSync(path.join(oldClient, `${p}.br`))), p).toBe(false);
      expect(fs.statSync(path.join(newClient, `${p}.br`)).ino).not.toBe(
        fs.statSync(path.join(oldClient, `${p}.br`)).ino,
      );
      expect(zlib.brotliDecompressSync(twin).equals(fs.readFileSync(path.join(newClient, p)))).toBe(true);
    }
  });

  it('gives the same site as a full build of the same data in one render process', async () => {
    const reference = await build({ BUILDS_DIR: path.join(dir, 'reference'), BUILD_PROCESSES: '1' });
    expect(reference.mode).toBe('full');
    const a = tree(path.join(second.dir, 'client'));
    const b = tree(path.join(reference.dir, 'client'));
    // The search index differs by construction (base and delta against one index of all pages).
    const index = (f: string) =>
      f.startsWith(`${BASE_DIR}/`) || f.startsWith(`${DELTA_DIR}/`) || f.startsWith(DELTA_MANIFEST);
    const differ = [...new Set([...a.keys(), ...b.keys()])].filter((f) => !index(f) && a.get(f) !== b.get(f));
    expect(differ).toEqual([]);
    // More batches than processes (BUILD_BATCHES as a plan gives them where a process would not fit): two processes
    // render three batches, the third after one of the first two has ended, and the site is the same.
    const batched = await build({ BUILDS_DIR: path.join(dir, 'batched'), BUILD_BATCHES: '3' });
    expect(batched.mode).toBe('full');
    const c = tree(path.join(batched.dir, 'client'));
    const differBatched = [...new Set([...c.keys(), ...b.keys()])].filter((f) => !index(f) && c.get(f) !== b.get(f));
    expect(differBatched).toEqual([]);
  }, 600_000);

  it("cuts a full build's parts' files from its pages, the bytes the parts' route renders", async () => {
    const out = path.join(dir, 'cut');
    const full = await build({ BUILDS_DIR: out });
    expect(full.mode).toBe('full');
    const keysFile = path.join(full.dir, 'page-keys', routeKeysFile(PARTS_ROUTE));
    const partKeys = JSON.parse(fs.readFileSync(keysFile, 'utf8')) as { pages: object; rendered: string[] };
    // every parts' file is the build's own, recorded with its key, and cut: Astro rendered none of them
    expect(partKeys.rendered.length).toBeGreaterThan(20);
    expect(partKeys.rendered).toEqual(Object.keys(partKeys.pages));
    expect(cutCount(full.log)).toBe(partKeys.rendered.length);
    const cut = tree(path.join(full.dir, 'client'));
    // A build from it that lacks the parts' keys renders every parts' file through the route and splices them
    // into the pages it takes over: the same files, the same pages.
    fs.rmSync(keysFile);
    const rendered = await build({ BUILDS_DIR: out });
    expect(rendered.mode).toBe('incremental');
    expect(cutCount(rendered.log)).toBe(0);
    const again = JSON.parse(
      fs.readFileSync(path.join(rendered.dir, 'page-keys', routeKeysFile(PARTS_ROUTE)), 'utf8'),
    ) as { rendered: string[] };
    expect(again.rendered).toEqual(partKeys.rendered);
    const b = tree(path.join(rendered.dir, 'client'));
    const index = (f: string) =>
      f.startsWith(`${BASE_DIR}/`) || f.startsWith(`${DELTA_DIR}/`) || f.startsWith(DELTA_MANIFEST);
    for (const file of partKeys.rendered) expect(b.get(file), file).toBe(cut.get(file));
    const differ = [...new Set([...cut.keys(), ...b.keys()])].filter((f) => !index(f) && cut.get(f) !== b.get(f));
    expect(differ).toEqual([]);
  }, 600_000);

  it('keeps the live build when an incremental build fails', async () => {
    const before = tree(path.join(second.dir, 'client'));
    const folders = fs.readdirSync(vars.BUILDS_DIR).sort();
    // A snapshot whose listing does not pass the schema: the build stops when a page of that listing reads it in full.
    const snapshot = readSnapshot(dataDir);
    const [bad, ...rest] = snapshot.properties;
    writeSnapshot(dataDir, {
      ...snapshot,
      properties: [{ ...bad!, kaufpreis: 'teuer' as never, digest: 'kaputt-0001' }, ...rest],
      meta: { ...snapshot.meta!, digest: 'kaputt' },
    });
    const { code, out } = await run(['scripts/build.ts']);
    expect(code).not.toBe(0);
    expect(out).toContain('die bisherige Seite bleibt online');
    expect(live()).toBe(second.dir);
    expect(fs.readdirSync(vars.BUILDS_DIR).sort()).toEqual(folders);
    expect(tree(path.join(second.dir, 'client'))).toEqual(before);
  }, 300_000);
});
