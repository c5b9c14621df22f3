/**
 * The inline scripts of a built page, as Content-Security-Policy hashes. The build checks them against the scripts
 * the portal and the framework write (scripts/lib/csp-hashes.ts); here only what a page holds.
 */
import crypto from 'node:crypto';

export function scriptHash(body: string): string {
  return `sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The hashes of the page's inline scripts that run, each once: data blocks and empty scripts do not run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    if (/type="application\/(ld\+)?json"/.test(attrs) || body.length === 0) continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes];
}
