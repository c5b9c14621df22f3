/**
 * The detail page's parts that show other listings (src/domain/page-parts.ts): where their file lies,
 * how the parts are cut from their page and spliced into it, which pages an incremental build splices (src/build/splice-parts.ts),
 * and that the server does not answer the parts as a page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isPartPath,
  pageOfPartsFile,
  partBody,
  partEnd,
  partStart,
  partsOf,
  partsOfBytes,
  splicePart,
  spliceParts,
} from '~/domain/page-parts';
import { KEYS_DIR, outputFile, routeKeysFile, type RouteKeys } from '~/site/incremental/static-paths';
import { DETAIL_ROUTE, PARTS_ROUTE, cutParts, pagesToSplice } from '../../src/build/splice-parts';
import { inlineScriptHashes } from '../../src/build/page-scripts';
import { wantsTwin } from '../../src/build/twins';

const page = (id: number, lang?: string) => outputFile(DETAIL_ROUTE, { lang, id: String(id), slug: `wohnung-${id}` });
const parts = (id: number, lang?: string) => outputFile(PARTS_ROUTE, { lang, id: String(id), slug: `wohnung-${id}` });
const marked = (part: 'preis' | 'aehnliche', body: string) => `${partStart(part)}${body}${partEnd(part)}`;

describe('page parts', () => {
  it("lie in a file in their page's folder, which leads back to it and gets no twin", () => {
    expect(parts(7, 'en')).toBe('en/immobilien/7/wohnung-7/teile/index.html');
    expect(pageOfPartsFile(parts(7, 'en'))).toBe(page(7, 'en'));
    expect(pageOfPartsFile(parts(7))).toBe(page(7));
    expect(pageOfPartsFile(page(7))).toBeNull();
    expect(pageOfPartsFile('ratgeber/teile/index.html')).toBeNull();
    // a twin is for what is sent: the parts get none, their page does
    expect(wantsTwin(parts(7, 'en'), 5000)).toBe(false);
    expect(wantsTwin(`/srv/builds/x/client/${parts(7)}`, 5000)).toBe(false);
    expect(wantsTwin(page(7, 'en'), 5000)).toBe(true);
  });

  it('are spliced between their comments, the rest of the page as it was', () => {
    const html = `<main>a${marked('preis', '<p>alt</p>')}b${marked('aehnliche', '')}c</main>`;
    const once = splicePart(html, 'preis', '<p>neu</p>');
    expect(once).toBe(html.replace('<p>alt</p>', '<p>neu</p>'));
    // an empty part gets content, and content can go again
    const twice = splicePart(once, 'aehnliche', '<section>4</section>');
    expect(twice).toContain(`${marked('aehnliche', '<section>4</section>')}c</main>`);
    expect(splicePart(twice, 'preis', '')).toContain(`a${marked('preis', '')}b`);
    expect(() => splicePart('<main></main>', 'preis', 'x')).toThrow();
    // from a parts' file, both at once
    const file = `${marked('preis', '<p>3</p>')}${marked('aehnliche', '<ul></ul>')}`;
    expect(partBody(file, 'aehnliche')).toBe('<ul></ul>');
    expect(spliceParts(html, file)).toBe(
      `<main>a${marked('preis', '<p>3</p>')}b${marked('aehnliche', '<ul></ul>')}c</main>`,
    );
    expect(() => spliceParts(html, marked('preis', ''))).toThrow();
  });

  it("are cut from their page into the parts' file, which spliced back gives the page", () => {
    const html = `<main>a${marked('preis', '<p>3</p>')}b<aside>${marked('aehnliche', '<ul></ul>')}</aside></main>`;
    expect(partsOf(html)).toBe(`${marked('preis', '<p>3</p>')}${marked('aehnliche', '<ul></ul>')}`);
    expect(spliceParts(html, partsOf(html))).toBe(html);
    expect(() => partsOf('<main></main>')).toThrow();
  });

  it("are cut from a page's bytes as from its text, characters beyond ASCII around and inside them", () => {
    const html = `<main>Größe – ${marked('preis', '<p>3.000 € · Ø 2.800 €</p>')}ß<aside>${marked('aehnliche', '<li>Wohnung in Mödling 🏠</li>')}</aside>日本</main>`;
    const bytes = partsOfBytes(Buffer.from(html));
    expect(bytes.toString('utf8')).toBe(partsOf(html));
    expect(bytes.equals(Buffer.from(partsOf(html)))).toBe(true);
    expect(() => partsOfBytes(Buffer.from('<main>ä</main>'))).toThrow();
  });

  it('are spliced only into the pages taken over: a page rendered again holds its parts already', () => {
    const detail: RouteKeys = {
      route: DETAIL_ROUTE,
      pages: { [page(1)]: 'a', [page(2)]: 'b', [page(2, 'en')]: 'b' },
      rendered: [page(1)],
    };
    const keys: RouteKeys = {
      route: PARTS_ROUTE,
      pages: {},
      // page 1's parts with it; page 2's in two languages; page 3 is gone (no page to splice into)
      rendered: [parts(1), parts(2), parts(2, 'en'), parts(3)],
    };
    expect(pagesToSplice(detail, keys)).toEqual([
      { page: page(2), parts: parts(2) },
      { page: page(2, 'en'), parts: parts(2, 'en') },
    ]);
  });

  it("are cut into their files with the inline scripts' hashes the build's script check needs, not rendered again", async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cut-parts-'));
    try {
      const client = path.join(out, 'client');
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
        fs.writeFileSync(path.join(client, file), text);
      };
      write(
        page(1),
        `<main>ä${marked('preis', '<p>3 €</p>')}<aside>${marked('aehnliche', '<ul></ul>')}</aside></main>`,
      );
      write(page(2, 'en'), `<main>${marked('preis', '<script>x()</script>')}${marked('aehnliche', '')}</main>`);
      // page 3's parts' file Astro wrote itself: its notes hold its scripts, so it is left alone
      write(parts(3), 'rendered');
      const keys: RouteKeys = { route: PARTS_ROUTE, pages: {}, rendered: [parts(1), parts(2, 'en'), parts(3)] };
      fs.mkdirSync(path.join(out, KEYS_DIR), { recursive: true });
      fs.writeFileSync(path.join(out, KEYS_DIR, routeKeysFile(PARTS_ROUTE)), JSON.stringify(keys));
      const cut = await cutParts(out);
      expect([...cut.keys()].sort()).toEqual([parts(1), parts(2, 'en')].sort());
      expect(cut.get(parts(1))).toEqual([]);
      expect(cut.get(parts(2, 'en'))).toEqual(inlineScriptHashes('<script>x()</script>'));
      expect(fs.readFileSync(path.join(client, parts(1)), 'utf8')).toBe(
        `${marked('preis', '<p>3 €</p>')}${marked('aehnliche', '<ul></ul>')}`,
      );
      expect(fs.readFileSync(path.join(client, parts(3)), 'utf8')).toBe('rendered');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('are no page of the site: the server does not answer them', () => {
    for (const p of [
      '/immobilien/7/wohnung-7/teile',
      '/en/immobilien/7/wohnung-7/teile/',
      `/${parts(7)}`,
      `/${parts(7)}.br`,
    ])
      expect(isPartPath(p)).toBe(true);
    for (const p of ['/immobilien/7/wohnung-7', '/immobilien/7/wohnung-7/', '/en/immobilien/7/teile'])
      expect(isPartPath(p)).toBe(false);
  });
});
