/**
 * The inline scripts of a built page, as Content-Security-Policy hashes. The build checks them against the scripts
 * the portal and the framework write (./csp-hashes.ts); here only what a page holds.
 */
import crypto from 'node:crypto';

/** A script's hash; `encoding` is 'latin1' for text that holds the UTF-8 bytes, one character a byte. */
export function scriptHash(body: string, encoding: 'utf8' | 'latin1' = 'utf8'): string {
  return `sha256-${crypto.createHash('sha256').update(body, encoding).digest('base64')}`;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The hashes of the page's inline scripts that run, each once: data blocks and empty scripts do not run. The page
 * may be given as its bytes decoded as Latin-1 (`encoding` 'latin1'): the tags are ASCII, so the same scripts are
 * found, and their bytes hash the same.
 */
export function inlineScriptHashes(html: string, encoding: 'utf8' | 'latin1' = 'utf8'): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    if (/type="application\/(ld\+)?json"/.test(attrs) || body.length === 0) continue;
    hashes.add(scriptHash(body, encoding));
  }
  return [...hashes];
}
