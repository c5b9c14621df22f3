import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { buildsRoot, pruneBuilds, resolveLiveBuild, switchLiveBuild } from '../../src/server/http/build-dir';
import { readSnapshotDigest } from '../../src/snapshot';
import { quietPageLines, run, step } from './run';
import { env } from '../../src/config/env';
import { scanInlineScripts } from './csp-hashes';

const INPUTS = ['src', 'locales', 'public', 'content/projects', 'astro.config.mjs', 'package-lock.json'];
const DATA_DIR = path.resolve(env().DATA_DIR);

function walk(p: string, out: string[]) {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(p);
  } catch {
    return;
  }
  if (stat.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e), out);
  else out.push(`${p}:${stat.size}:${Math.floor(stat.mtimeMs)}`);
}

/** A fingerprint of everything a build reads: code, strings, assets and the listing snapshot's digest. */
export function inputFingerprint(): string {
  const files: string[] = [];
  for (const input of INPUTS) walk(input, files);
  // no snapshot yet: the site builds without listings
  const snapshot = readSnapshotDigest(DATA_DIR) ?? 'none';
  // Settings that change what the pages say: the public address, the company data, the map, the languages.
  const settings = Object.entries(env()).filter(
    ([k]) => k.startsWith('SITE_') || k.startsWith('PUBLIC_') || k === 'BUILD_LANGUAGES',
  );
  return crypto
    .createHash('sha256')
    .update(files.sort().join('\n'))
    .update(snapshot)
    .update(JSON.stringify(settings))
    .digest('hex');
}

export function isBuildStale(): boolean {
  const live = resolveLiveBuild();
  if (!live) return true;
  try {
    const info = JSON.parse(fs.readFileSync(path.join(live, 'build-info.json'), 'utf8'));
    return info.fingerprint !== inputFingerprint();
  } catch {
    return true;
  }
}

const brotli = promisify(zlib.brotliCompress);
// Pagefind's own files are gzip already; compressing them again only costs build time.
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt)$/;
// Bundles are few and cached for a year: squeeze them. Pages are many and change each build: a fast level.
const brotliQuality = (file: string) => (/\.(js|mjs|css)$/.test(file) ? 11 : 5);

/**
 * Writes a brotli twin of each text file so the server never compresses for current browsers; the rare client
 * without brotli gets gzip made on the fly (cheap at level 6).
 */
async function precompress(dir: string): Promise<number> {
  const files: string[] = [];
  const collect = (p: string) => {
    for (const e of fs.readdirSync(p, { withFileTypes: true })) {
      const full = path.join(p, e.name);
      if (e.isDirectory()) collect(full);
      else if (COMPRESSIBLE.test(e.name) && fs.statSync(full).size > 512) files.push(full);
    }
  };
  collect(dir);
  let i = 0;
  const worker = async () => {
    while (i < files.length) {
      const file = files[i++]!;
      const data = await fs.promises.readFile(file);
      const br = await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file) } });
      await fs.promises.writeFile(file + '.br', br);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}

function stamp(): string {
  return new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
}

function countPages(dir: string): number {
  let n = 0;
  const walkHtml = (p: string) => {
    for (const e of fs.readdirSync(p, { withFileTypes: true })) {
      if (e.isDirectory()) walkHtml(path.join(p, e.name));
      else if (e.name.endsWith('.html')) n++;
    }
  };
  walkHtml(dir);
  return n;
}

/**
 * The built server code imports its packages at run time (Astro leaves them external), and Node looks for them
 * in node_modules folders above the build. A builds folder outside the project (BUILDS_DIR=/srv/builds) gets a
 * link to the project's packages so that the build and the server find them.
 */
function linkPackages(root: string) {
  const own = path.resolve('node_modules');
  for (let dir = root; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'node_modules'))) return;
    if (path.dirname(dir) === dir) break;
  }
  fs.symlinkSync(own, path.join(root, 'node_modules'), 'dir');
}

/**
 * Builds the site into a new folder, indexes it with Pagefind, precompresses it and only then switches the live
 * link. A failure leaves the live site untouched and removes the half-built folder.
 */
export async function buildSite(
  options: { startedBy?: string } = {},
): Promise<{ dir: string; pages: number; seconds: number }> {
  const started = performance.now();
  const root = buildsRoot();
  fs.mkdirSync(root, { recursive: true });
  linkPackages(root);
  const fingerprint = inputFingerprint();
  let out = path.join(root, stamp());
  while (fs.existsSync(out)) out += 'b';
  try {
    const wanted = env().BUILD_LANGUAGES;
    const langs = wanted.length ? `languages ${wanted.join(',')}` : '15 languages';
    let done = step(`Astro build (${langs})`);
    // A build is a production build also when a test server (NODE_ENV=test) asks for it.
    await run(
      'astro',
      ['build'],
      { PORTAL_OUT_DIR: out, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      quietPageLines(),
    );
    const pages = countPages(path.join(out, 'client'));
    done(`${pages} pages`);

    done = step('Pagefind index');
    await run('pagefind', ['--site', path.join(out, 'client'), '--output-subdir', 'pagefind', '--quiet']);
    done();

    done = step('Precompressing (brotli)');
    const n = await precompress(path.join(out, 'client'));
    done(`${n} files`);

    const { hashes: scriptHashes, foreign } = await scanInlineScripts(path.join(out, 'client'));
    if (foreign.length) {
      const where = [...new Set(foreign.map((f) => f.file))];
      console.warn(
        `⚠ ${foreign.length} inline script(s) not written by the portal will not run (CSP): ${where.slice(0, 5).join(', ')}${where.length > 5 ? ', …' : ''}`,
      );
    }
    const seconds = (performance.now() - started) / 1000;
    fs.writeFileSync(
      path.join(out, 'build-info.json'),
      JSON.stringify(
        {
          fingerprint,
          builtAt: new Date().toISOString(),
          pages,
          seconds,
          // Who started it, for the build history: an editor's address, or schedule, start, manual, …
          startedBy: options.startedBy ?? 'manual',
          languages: wanted,
          scriptHashes,
        },
        null,
        2,
      ),
    );
    switchLiveBuild(out);
    pruneBuilds();
    return { dir: out, pages, seconds };
  } catch (err) {
    fs.rmSync(out, { recursive: true, force: true });
    throw err;
  }
}
