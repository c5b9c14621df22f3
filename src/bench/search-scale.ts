/**
 * The search benchmark at a catalogue size no build on this machine renders in reasonable time (100,000 listings):
 * the live build's pages and scripts with the search data of a larger sample put in their place.
 *
 * 1. The sample with N listings in a scratch folder unless its snapshot is there already: generated and synced up
 *    to SAMPLE_MAX listings, the SAMPLE_MAX sample repeated beyond (./scaled-sample.ts).
 * 2. A copy of the live build (hard links, so nothing of the live build is written to) whose search files are
 *    written again from that snapshot by the same code the build's endpoints call: the split index's manifest and
 *    parts, coordinates and titles per part (src/site/search-parts.ts), and every listing's card JSON, each with
 *    its brotli twin. The pages are the live build's: their first results are the small sample's, replaced by the
 *    first search. Pagefind's index stays the live build's, so a free-text search's bytes are not those of N.
 * 3. `npm run serve` on that copy and the snapshot, on its own port, until the benchmark is done.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createListingReader } from '../snapshot/reader';
import { buildCatalog } from '../site/build-catalog';
import { searchParts } from '../site/search-parts';
import { buildTitles } from '../domain/search/index-format';
import { listingCardOf } from '../domain/listing-card';
import { compressTwins } from '../build/precompress';
import { childEnv, env } from '../config/env';
import { ensureSample, run, type SampleOptions } from './scaled-sample';

export interface ScaledSearchOptions extends SampleOptions {
  /** Scratch folder (`dir`): feeds, data and the build copy (default `$TMPDIR/immoz-bench-search-<N>`). */
  port: number;
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

/** Writes a file where the copy may hold a hard link to the live build's: the link goes, the live file stays. */
function writeFresh(file: string, data: string): void {
  fs.rmSync(file, { force: true });
  fs.rmSync(`${file}.br`, { force: true });
  fs.writeFileSync(file, data);
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
  const split = searchParts(catalog);
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
      put(path.join(searchDir, `titles-${lang}-${key}.json`), buildTitles(part.rows, lang, part.titles));
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
