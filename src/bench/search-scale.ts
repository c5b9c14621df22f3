/**
 * The search benchmark at a catalogue size no build on this machine renders in reasonable time (100,000 listings):
 * the live build's pages and scripts with the search data of a larger sample put in their place.
 *
 * 1. The sample with N listings, generated and synced into a scratch folder unless its snapshot is there already
 *    (`npm run sample`, `npm run sync`: the same import as production data). Beyond SAMPLE_MAX listings the
 *    generator does not finish in reasonable time on this machine: the snapshot is then the SAMPLE_MAX sample
 *    repeated up to N with new ids, prices and areas varied by up to ±20 % and creation dates spread over 90 days
 *    (scaledListings), written as a sync writes it.
 * 2. A copy of the live build (hard links, so nothing of the live build is written to) whose search files are
 *    written again from that snapshot by the same code the build's endpoints call: the split index's manifest and
 *    parts, coordinates and titles per part (src/site/search-parts.ts), and every listing's card JSON, each with
 *    its brotli twin. The pages are the live build's: their first results are the small sample's, replaced by the
 *    first search. Pagefind's index stays the live build's, so a free-text search's bytes are not those of N.
 * 3. `npm run serve` on that copy and the snapshot, on its own port, until the benchmark is done.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createListingReader } from '../snapshot/reader';
import { snapshotFiles } from '../snapshot/paths';
import { buildCatalog } from '../site/build-catalog';
import { splitIndex } from '../domain/search/index-parts';
import { buildTitles } from '../domain/search/index-format';
import { listingCardOf } from '../domain/listing-card';
import { compressTwins } from '../build/precompress';
import { childEnv, env } from '../config/env';
import { writeSnapshot } from '../snapshot/write';
import type { Listing } from '../domain/listing';

/** The largest sample generated for the benchmark; larger catalogues repeat it (see scaledListings). */
export const SAMPLE_MAX = 10_000;

export interface ScaledSearchOptions {
  listings: number;
  /** Scratch folder: feeds, data and the build copy (default `$TMPDIR/immoz-bench-search-<N>`). */
  dir: string;
  port: number;
  log: (...line: unknown[]) => void;
}

export interface ScaledSite {
  base: string;
  /** The server's process id (for its memory), and how to stop it. */
  pid: number;
  stop(): Promise<void>;
  /** Listings in the snapshot and bytes of the search files written. */
  listings: number;
  parts: { key: string; n: number }[];
}

function run(cmd: string, args: string[], extraEnv: Record<string, string>, log: ScaledSearchOptions['log']): void {
  log(`$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: childEnv(extraEnv) });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status})`);
}

/** The snapshot's listing count from its meta.json, 0 when there is none. */
function snapshotCount(dataDir: string): number {
  const files = snapshotFiles(dataDir);
  if (!fs.existsSync(files.meta) || !fs.existsSync(files.properties)) return 0;
  const meta = JSON.parse(fs.readFileSync(files.meta, 'utf8')) as { counts?: { properties?: number } };
  return meta.counts?.properties ?? -1;
}

/** Writes a file where the copy may hold a hard link to the live build's: the link goes, the live file stays. */
function writeFresh(file: string, data: string): void {
  fs.rmSync(file, { force: true });
  fs.rmSync(`${file}.br`, { force: true });
  fs.writeFileSync(file, data);
}

/** A number in [0, 1) from a listing id and a copy number, the same on every run. */
function unit(id: number, copy: number, salt: number): number {
  let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(copy + 1, 0xc2b2ae35) ^ salt;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

/**
 * `n` listings from `base`, repeated: copy 0 is the base as it is; every later copy of a listing gets a new id
 * (above all base ids) and external id, its price and areas times a factor in [0.8, 1.2] and its creation date up
 * to 90 days earlier. The agency stays, so copies of one listing are never taken for one home by several agencies.
 */
export function scaledListings(base: readonly Listing[], n: number): Listing[] {
  if (!base.length) throw new Error('no listings to repeat');
  const stride = 10 ** Math.ceil(Math.log10(Math.max(...base.map((l) => l.id)) + 1));
  // Rounded as agencies round: purchase prices to thousands, rents to 5 €, areas to 0.1 m² (as the sample has them;
  // unrounded prices would make the index larger than a real one of that size).
  const scale = (v: number | null, f: number, step: number) => (v == null ? v : Math.round((v * f) / step) * step);
  const price = (v: number | null, f: number) => scale(v, f, v != null && v >= 100_000 ? 1000 : 5);
  const tenth = (v: number | null, f: number) => (v == null ? v : Math.round(v * f * 10) / 10);
  const out: Listing[] = [];
  for (let copy = 0; out.length < n; copy++) {
    for (const l of base) {
      if (out.length >= n) break;
      if (copy === 0) {
        out.push(l);
        continue;
      }
      const c = structuredClone(l);
      const p = 0.8 + 0.4 * unit(l.id, copy, 1);
      const a = 0.8 + 0.4 * unit(l.id, copy, 2);
      c.id = l.id + copy * stride;
      c.external_id = `${l.external_id}-${copy}`;
      c.kaufpreis = price(l.kaufpreis, p);
      c.kaltmiete = price(l.kaltmiete, p);
      c.preise.kaufpreis = price(l.preise.kaufpreis, p);
      c.preise.kaltmiete = price(l.preise.kaltmiete, p);
      c.preise.gesamtmiete = price(l.preise.gesamtmiete, p);
      c.flaeche = tenth(l.flaeche, a);
      c.flaechen.wohnflaeche = tenth(l.flaechen.wohnflaeche, a);
      c.flaechen.nutzflaeche = tenth(l.flaechen.nutzflaeche, a);
      const perArea =
        (c.kaufpreis ?? c.kaltmiete) != null && c.flaeche ? (c.kaufpreis ?? c.kaltmiete)! / c.flaeche : null;
      if (l.preise.preis_pro_qm != null && perArea != null) c.preise.preis_pro_qm = Math.round(perArea * 100) / 100;
      const days = Math.floor(90 * unit(l.id, copy, 3));
      c.created_at = new Date(Date.parse(l.created_at) - days * 86_400_000).toISOString().replace('.000Z', 'Z');
      out.push(c);
    }
  }
  return out;
}

/** The snapshot of `n` listings in `dataDir`: the SAMPLE_MAX sample (prepared in its own folder) repeated. */
function writeScaledSnapshot(o: ScaledSearchOptions, dataDir: string): void {
  const baseDir = path.join(path.dirname(o.dir), `immoz-bench-search-${SAMPLE_MAX}`);
  const baseData = ensureSample({ ...o, listings: SAMPLE_MAX, dir: baseDir });
  const snap = createListingReader({ dataDir: baseData }).current();
  const listings = scaledListings([...snap.full()], o.listings);
  o.log(`repeating the ${snap.listings.length}-listing sample (${baseData}) up to ${listings.length} listings`);
  const meta = JSON.parse(fs.readFileSync(snapshotFiles(baseData).meta, 'utf8')) as Parameters<
    typeof writeSnapshot
  >[1]['meta'];
  writeSnapshot(dataDir, {
    properties: listings,
    projects: [...snap.projects],
    meta: {
      ...meta,
      generatedAt: new Date().toISOString(),
      digest: `${meta.digest}x${listings.length}`,
      counts: { ...meta.counts, properties: listings.length },
    },
  });
  // The copies show their originals' pictures.
  const media = path.join(dataDir, 'media');
  if (!fs.existsSync(media)) fs.symlinkSync(path.join(baseData, 'media'), media);
}

/** The snapshot of the N-listing sample in `o.dir/data`, generated and synced unless there; its data folder. */
function ensureSample(o: ScaledSearchOptions): string {
  const dataDir = path.join(o.dir, 'data');
  const feeds = path.join(o.dir, 'feeds');
  const projects = path.join(o.dir, 'projects');
  if (snapshotCount(dataDir) !== 0) return dataDir;
  if (o.listings > SAMPLE_MAX) {
    writeScaledSnapshot(o, dataDir);
    return dataDir;
  }
  // The sample writes its feeds' README last: there, the feeds are complete.
  if (snapshotCount(dataDir) === 0 && !fs.existsSync(path.join(feeds, 'sample', 'README.md'))) {
    fs.mkdirSync(o.dir, { recursive: true });
    run(
      'npx',
      [
        'tsx',
        'scripts/sample.ts',
        '--listings',
        String(o.listings),
        '--projects',
        String(Math.max(40, Math.round(o.listings / 250))),
        '--out',
        o.dir,
      ],
      {},
      o.log,
    );
  }
  if (snapshotCount(dataDir) === 0)
    run('npx', ['tsx', 'scripts/sync.ts'], { FEEDS_DIR: feeds, PROJECTS_DIR: projects, DATA_DIR: dataDir }, o.log);
  return dataDir;
}

export async function prepareScaledSearch(o: ScaledSearchOptions): Promise<ScaledSite> {
  const dataDir = ensureSample(o);
  const reader = createListingReader({ dataDir });
  const snap = reader.current();
  // The build's code takes listings in full (this process renders the search files, the server reads the snapshot).
  const all = [...snap.full()];
  o.log(`snapshot: ${all.length} listings, ${snap.projects.length} projects (${dataDir})`);

  // the live build, copied as hard links
  const live = fs.realpathSync(path.join(env().BUILDS_DIR, 'current'));
  const builds = path.join(o.dir, 'builds');
  const copy = path.join(builds, `scaled-${path.basename(live)}`);
  fs.rmSync(builds, { recursive: true, force: true });
  fs.mkdirSync(builds, { recursive: true });
  run('cp', ['-al', live, copy], {}, o.log);
  fs.symlinkSync(path.basename(copy), path.join(builds, 'current'));
  // The build's server code imports its packages from the nearest node_modules above it.
  const modules = path.join(o.dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.resolve('node_modules'), modules);
  const client = path.join(copy, 'client');
  const info = JSON.parse(fs.readFileSync(path.join(copy, 'build-info.json'), 'utf8')) as { languages?: string[] };
  const languages = info.languages?.length ? info.languages : ['de'];

  // the search files of the larger snapshot, from the code the build's endpoints call
  const catalog = buildCatalog(all, [...snap.projects], {
    now: Date.now(),
    staleAfterDays: env().STALE_AFTER_DAYS,
  });
  const split = splitIndex(catalog.built);
  const searchDir = path.join(client, 'search');
  for (const name of fs.readdirSync(searchDir))
    if (/^(parts|index-.*|geo-.*|titles-.*)\.json(\.br)?$/.test(name)) fs.rmSync(path.join(searchDir, name));
  const written: string[] = [];
  const put = (file: string, value: unknown) => {
    writeFresh(file, JSON.stringify(value));
    written.push(file);
  };
  put(path.join(searchDir, 'parts.json'), split.manifest);
  for (const [key, part] of split.parts) {
    put(path.join(searchDir, `index-${key}.json`), part.index);
    put(path.join(searchDir, `geo-${key}.json`), part.geo);
    for (const lang of languages)
      put(path.join(searchDir, `titles-${lang}-${key}.json`), buildTitles(part.rows, lang, catalog.gen));
  }
  const cards = path.join(client, 'listing-cards');
  fs.rmSync(cards, { recursive: true, force: true });
  fs.mkdirSync(cards);
  for (const l of all) put(path.join(cards, `${l.id}.json`), listingCardOf(l, catalog.freshness.now));
  o.log(`writing ${written.length} search files and their brotli twins …`);
  await compressTwins(client, null, written);

  // the server on the copy and the snapshot
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/serve.ts'], {
    // Its output is not read here: a pipe nobody reads would stop the server once full (writes to a pipe block).
    stdio: ['ignore', 'ignore', 'inherit'],
    env: childEnv({ BUILDS_DIR: builds, DATA_DIR: dataDir, PORT: String(o.port), HOST: '127.0.0.1' }),
    detached: true,
  });
  const base = `http://127.0.0.1:${o.port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/search/parts.json`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode != null) throw new Error('the server stopped');
    if (i > 600) throw new Error('the server did not answer within 5 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    pid: child.pid!,
    listings: snap.listings.length,
    parts: split.manifest.parts,
    stop: async () => {
      if (child.exitCode != null) return;
      const done = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await done;
    },
  };
}

/** Resident memory of a process and its descendants, the largest one first (MB), from /proc. */
export function processTreeRss(pid: number): { pid: number; mb: number; cmd: string }[] {
  const out: { pid: number; mb: number; cmd: string }[] = [];
  const visit = (p: number) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      const cmd = fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').replace(/\0/g, ' ').trim().slice(0, 80);
      out.push({ pid: p, mb: Math.round(rss), cmd });
      const children = fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
      for (const c of children) visit(Number(c));
    } catch {
      // gone meanwhile
    }
  };
  visit(pid);
  return out.sort((a, b) => b.mb - a.mb);
}
