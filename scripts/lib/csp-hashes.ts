/**
 * The Content-Security-Policy hashes of the inline scripts a build may run: the ones the portal's templates write
 * (src/site/inline-scripts.ts) and the framework's island loader and hydration directives, taken from the framework's
 * own package. The built pages are only checked against that list, never trusted: an inline script found in a page
 * that is not on it (one that came in with listing text, say) gets no hash, so browsers refuse to run it, and the
 * build names it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import mediaDirective from 'astro/runtime/client/media.prebuilt.js';
import onlyDirective from 'astro/runtime/client/only.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import { portalInlineScripts } from '../../src/site/inline-scripts';

export function scriptHash(body: string): string {
  return `sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

/** The hashes of every inline script the portal and the framework write. */
export function knownInlineScriptHashes(): Set<string> {
  const bodies = [
    ...portalInlineScripts(),
    islandScript,
    idleDirective,
    loadDirective,
    mediaDirective,
    onlyDirective,
    visibleDirective,
  ];
  return new Set(bodies.map(scriptHash));
}

export interface InlineScriptScan {
  /**
   * What the policy allows: every known script, whether or not a static page uses it (a page rendered on request
   * may, and the list does not depend on what the pages contain).
   */
  hashes: string[];
  /** Inline scripts in the pages that are not known, by page and hash: not allowed. */
  foreign: Array<{ file: string; hash: string }>;
}

/**
 * Reads the built pages under `dir` and sorts their inline scripts into known and foreign. With `scannedIn`, a
 * page that is the same file (a hard link) as that folder's page at the same place is skipped: it was scanned
 * when that build was made, and an incremental build takes over most of its pages this way.
 */
export async function scanInlineScripts(
  dir: string,
  known: Set<string> = knownInlineScriptHashes(),
  scannedIn: string | null = null,
): Promise<InlineScriptScan> {
  const files: string[] = [];
  const scannedBefore = (full: string) => {
    if (!scannedIn) return false;
    const there = fs.statSync(path.join(scannedIn, path.relative(dir, full)), { throwIfNoEntry: false });
    if (!there) return false;
    const here = fs.statSync(full);
    return there.ino === here.ino && there.dev === here.dev;
  };
  const collect = (p: string) => {
    for (const e of fs.readdirSync(p, { withFileTypes: true })) {
      const full = path.join(p, e.name);
      if (e.isDirectory()) collect(full);
      else if (e.name.endsWith('.html') && !scannedBefore(full)) files.push(full);
    }
  };
  collect(dir);
  const foreign: InlineScriptScan['foreign'] = [];
  const re = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
  for (const file of files) {
    const html = await fs.promises.readFile(file, 'utf8');
    for (const m of html.matchAll(re)) {
      const attrs = m[1] ?? '';
      const body = m[2] ?? '';
      // Data blocks are not run; an empty script does nothing.
      if (/type="application\/(ld\+)?json"/.test(attrs) || body.length === 0) continue;
      const hash = scriptHash(body);
      if (!known.has(hash)) foreign.push({ file: path.relative(dir, file), hash });
    }
  }
  return { hashes: [...known].sort(), foreign };
}
