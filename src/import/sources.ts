/**
 * Where listings come from: each folder (or loose file) under content/feeds is one source, each feed URL one, and
 * the paths given to `npm run import` one each (a path inside content/feeds reads its whole source). A source's
 * inputs are fingerprinted so that an unchanged source is not read again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { slugify } from '../domain/slug';
import { downloadPublic } from '../platform/net/outbound';
import { env } from '../config/env';

/** Bump when the mapping changes so that unchanged feeds are read again. */
export const IMPORTER_VERSION = 1;

export interface SourceSpec {
  key: string;
  origin: 'feeds' | 'url' | 'import';
  label: string;
  /** Local files in application order; for URLs filled in after download. */
  files: Array<{ file: string; label: string }>;
  /** Folder that relative attachment paths may not leave. */
  root: string;
  url?: string;
}

const FEED_FILE = /\.(xml|zip)$/i;

function listFeedFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.name.startsWith('.')) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && FEED_FILE.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/**
 * Sources under content/feeds: each folder is one source (its files applied in name order), each loose file one.
 * Keys come from the names, and names that differ can give the same key (`feed.xml` and `feed.zip`, a folder
 * `Agentur Süd` and a file `agentur-sued.xml`); sources sharing a key would overwrite each other's state and one
 * would silently be dropped, so the keys are made distinct (distinctKeys).
 */
export function discoverFeedSources(feedsDir: string): SourceSpec[] {
  if (!fs.existsSync(feedsDir)) return [];
  const entries: Array<{ spec: SourceSpec; file: string | null }> = [];
  for (const e of fs.readdirSync(feedsDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.name.startsWith('.')) continue;
    const p = path.join(feedsDir, e.name);
    if (e.isDirectory()) {
      const files = listFeedFiles(p);
      if (files.length === 0) continue;
      entries.push({
        spec: {
          key: slugify(e.name, 'feed'),
          origin: 'feeds',
          // labels are shown to editors: relative to the feeds folder, never where it lies on the server
          label: e.name,
          files: files.map((f) => ({ file: f, label: path.relative(feedsDir, f) })),
          root: p,
        },
        file: null,
      });
    } else if (e.isFile() && FEED_FILE.test(e.name)) {
      entries.push({
        spec: {
          key: slugify(e.name.replace(FEED_FILE, ''), 'feed'),
          origin: 'feeds',
          label: e.name,
          files: [{ file: p, label: e.name }],
          root: feedsDir,
        },
        file: p,
      });
    }
  }
  return distinctKeys(entries);
}

/**
 * Makes the keys of sources that share one distinct. A source whose key is not shared keeps it, so no existing
 * source's listings change their ids. Among those sharing a key, a single feed file gets its extension appended
 * (`feed-xml`, `feed-zip`), a folder (the documented way to add a source) keeps the key, and what still clashes is
 * numbered in name order (`-2`, `-3`). `file` is the feed file of a single-file source, null for a folder.
 */
function distinctKeys(entries: Array<{ spec: SourceSpec; file: string | null }>): SourceSpec[] {
  const count = new Map<string, number>();
  for (const { spec } of entries) count.set(spec.key, (count.get(spec.key) ?? 0) + 1);
  const taken = new Set(entries.filter((e) => count.get(e.spec.key) === 1).map((e) => e.spec.key));
  return entries.map(({ spec, file }) => {
    if (count.get(spec.key) === 1) return spec;
    const ext = file ? path.extname(file).slice(1).toLowerCase() : '';
    const base = ext ? `${spec.key}-${ext}` : spec.key;
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
    taken.add(key);
    return { ...spec, key };
  });
}

/** One source per feed URL, keyed by host and path (or a hash of a URL that does not parse). */
export function urlSources(urls: string[]): SourceSpec[] {
  return urls.map((url) => {
    let key: string;
    try {
      const u = new URL(url);
      key = `url-${slugify(`${u.host}${u.pathname}`, 'feed').slice(0, 60)}`;
    } catch {
      key = `url-${createHash('sha1').update(url).digest('hex').slice(0, 10)}`;
    }
    return { key, origin: 'url' as const, label: url, files: [], root: '', url };
  });
}

/** The sources of `npm run import PATH…`: a path inside the feeds folder stands for its whole source. */
export function pathSources(paths: string[], feedsDir: string): SourceSpec[] {
  const feedsAbs = path.resolve(feedsDir);
  // in the order given: a source of the feeds folder, or the absolute path of one outside it
  const sequence: Array<SourceSpec | string> = [];
  // paths outside the feeds folder, by absolute path: two different files with the same name get distinct keys
  const outside = new Map<string, { spec: SourceSpec; file: string | null }>();
  const all = discoverFeedSources(feedsDir);
  for (const raw of paths) {
    const abs = path.resolve(raw);
    if (abs.startsWith(feedsAbs + path.sep)) {
      // a feed inside content/feeds belongs to its source: read the whole source so VOLL/TEIL stay consistent
      const top = path.relative(feedsAbs, abs).split(path.sep)[0]!;
      const spec = all.find(
        (s) =>
          path.resolve(s.root) === path.join(feedsAbs, top) ||
          s.files.some((f) => path.resolve(f.file) === path.join(feedsAbs, top)),
      );
      if (spec && !sequence.includes(spec)) sequence.push(spec);
      continue;
    }
    if (outside.has(abs)) continue;
    sequence.push(abs);
    const st = fs.existsSync(abs) ? fs.statSync(abs) : null;
    const name = path.basename(abs).replace(FEED_FILE, '');
    const key = `import-${slugify(name, 'feed')}`;
    if (st?.isDirectory()) {
      outside.set(abs, {
        spec: {
          key,
          origin: 'import',
          label: raw,
          files: listFeedFiles(abs).map((f) => ({ file: f, label: path.relative(path.dirname(abs), f) })),
          root: abs,
        },
        file: null,
      });
    } else {
      outside.set(abs, {
        spec: { key, origin: 'import', label: raw, files: [{ file: abs, label: raw }], root: path.dirname(abs) },
        file: abs,
      });
    }
  }
  const keyed = distinctKeys([...outside.values()]);
  const outsideSpecs = new Map([...outside.keys()].map((abs, i) => [abs, keyed[i]!]));
  return sequence.map((s) => (typeof s === 'string' ? outsideSpecs.get(s)! : s));
}

/** Local inputs' fingerprint: names, sizes and modification times (cheap; a touched file is read again). */
export function fingerprintFiles(files: Array<{ file: string }>): string {
  const h = createHash('sha1').update(`v${IMPORTER_VERSION}`);
  for (const { file } of files) {
    const st = fs.statSync(file, { throwIfNoEntry: false });
    h.update(`${file}\0${st?.size ?? -1}\0${st?.mtimeMs ?? -1}\n`);
  }
  return h.digest('hex');
}

export interface DownloadLimits {
  maxBytes: number;
  timeoutMs: number;
  /** Hosts in the operator's own network that a feed URL may name. */
  allowHosts: readonly string[];
}

function configuredLimits(): DownloadLimits {
  const e = env();
  return { maxBytes: e.FEED_MAX_BYTES, timeoutMs: e.FEED_TIMEOUT_MS, allowHosts: e.OUTBOUND_ALLOW_HOSTS };
}

/**
 * Downloads a feed to `dest` (temp file + rename, so a broken download never replaces the last good one and leaves
 * nothing behind): public addresses only, a few redirects each checked again, within a size and time limit.
 */
export async function download(url: string, dest: string, limits: DownloadLimits = configuredLimits()): Promise<void> {
  await downloadPublic(url, dest, { ...limits, maxRedirects: 3 });
}

/** A downloaded feed's fingerprint: its bytes (it is downloaded anew on every run, so its file time says nothing). */
export function fileHash(file: string): string {
  return createHash('sha1').update(`v${IMPORTER_VERSION}`).update(fs.readFileSync(file)).digest('hex');
}
