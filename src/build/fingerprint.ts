/**
 * What a build is made from, as fingerprints: the code fingerprint covers everything but the listings (code,
 * strings, assets, settings), the input fingerprint adds the listing snapshot's digest. A build records both
 * (./build-info.ts): the first decides whether a later build may take pages over, the second whether the live
 * build is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { readSnapshotDigest } from '../snapshot/read';
import { env } from '../config/env';

const INPUTS = ['src', 'locales', 'public', 'content/projects', 'astro.config.mjs', 'package-lock.json'];
const DATA_DIR = path.resolve(env().DATA_DIR);

/** Every file under `p` as `path:size:mtime`. */
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

/**
 * A fingerprint of everything but the listings a build reads: code, strings, assets, settings. Builds with the
 * same one differ only in their data, so an incremental build may take pages over from the live one; any other
 * change renders everything.
 */
export function codeFingerprint(): string {
  return crypto.createHash('sha256').update(sourceFingerprint()).update(pageSettings()).digest('hex');
}

/**
 * The code fingerprint without the settings: what the sync and the build share when the one hands the other work
 * made by its code (the card digests, src/site/incremental/card-digest.ts), whatever settings each runs with.
 */
export function sourceFingerprint(): string {
  const files: string[] = [];
  for (const input of INPUTS) walk(input, files);
  return crypto.createHash('sha256').update(files.sort().join('\n')).digest('hex');
}

/**
 * The settings that change what the pages say: the public address, the company data, the map, the languages. A
 * render worker renders a build's batch only with the same ones as the build (./render-batch.ts).
 */
export function pageSettings(): string {
  const settings = Object.entries(env()).filter(
    ([k]) => k.startsWith('SITE_') || k.startsWith('PUBLIC_') || k === 'BUILD_LANGUAGES',
  );
  return JSON.stringify(settings);
}

/** A fingerprint of everything a build reads: the code fingerprint and the listing snapshot's digest. */
export function inputFingerprint(code = codeFingerprint()): string {
  // no snapshot yet: the site builds without listings
  const snapshot = readSnapshotDigest(DATA_DIR) ?? 'none';
  return crypto.createHash('sha256').update(code).update(snapshot).digest('hex');
}
