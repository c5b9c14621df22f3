/**
 * The search benchmark at a catalogue size no build on this machine renders in reasonable time (100,000 listings):
 * the live build's pages and scripts with the search data of a larger sample put in their place.
 *
 * 1. The sample with N listings, generated and synced into a scratch folder unless its snapshot is there already
 *    (`npm run sample`, `npm run sync`: the same import as production data).
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

export async function prepareScaledSearch(o: ScaledSearchOptions): Promise<ScaledSite> {
  const dataDir = path.join(o.dir, 'data');
  const feeds = path.join(o.dir, 'feeds');
  const projects = path.join(o.dir, 'projects');
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
  const reader = createListingReader({ dataDir });
  const snap = reader.current();
  o.log(`snapshot: ${snap.listings.length} listings, ${snap.projects.length} projects (${dataDir})`);

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
  const catalog = buildCatalog([...snap.listings], [...snap.projects], {
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
  for (const l of snap.listings) put(path.join(cards, `${l.id}.json`), listingCardOf(l));
  o.log(`writing ${written.length} search files and their brotli twins …`);
  await compressTwins(client, null, written);

  // the server on the copy and the snapshot
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/serve.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
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
