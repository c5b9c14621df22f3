/**
 * What the search index reads of a listing page (src/build/search-record.ts): the element marked
 * data-pagefind-body without the parts Pagefind ignores, its class attributes and scripts. Pagefind itself
 * (its real binary) must build the same index from the reduced page as from the whole one.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as pagefind from 'pagefind';
import { dropIgnored, indexedHtml, pagefindBody, recordHash } from '~/build/search-record';

const page = (body: string) =>
  `<!doctype html><html lang="de" dir="ltr"><head><meta charset="utf-8"><title>x</title></head><body>` +
  `<header class="site-header"><nav>Menü</nav></header>${body}<footer>Impressum</footer></body></html>`;

const listing = `<main id="main" class="mx-auto max-w-7xl" data-pagefind-body>
  <h1 class="text-3xl font-bold" data-pagefind-meta="title">Dachgeschoßwohnung – Wien-Döbling</h1>
  <div class="grid gap-2" data-pagefind-ignore>
    <a href="/media/o/1/title.jpg"><img src="/media/o/1/title.jpg" alt="Außenansicht" class="h-full w-full object-cover"></a>
    <button class="rounded" type="button">Weiter</button>
  </div>
  <span data-pagefind-filter="lid:17" class="sr-only"></span>
  <p class="text-slate-700">Helle Wohnung mit Terrasse und Blick über Wien.</p>
  <section id="ausstattung" class="mt-4"><h2 class="text-xl">Ausstattung</h2><ul><li class="flex">Lift</li><li>Balkon</li></ul></section>
  <aside class="rounded-xl" data-pagefind-ignore>
    <form method="post" action="/anfrage" class="mt-4"><label class="block" for="m">Nachricht</label>
      <textarea id="m" class="w-full">Ich interessiere mich für Ihr Objekt</textarea>
      <div data-pagefind-ignore><p>Datenschutz</p></div>
      <button class="btn" type="submit">Senden</button></form>
  </aside>
  <div data-pagefind-ignore class="x"><span data-pagefind-filter="typ:wohnung">Wohnung</span> ignoriert</div>
  <script type="application/json" class="data">{"a":"Skript"}</script>
  <dialog id="expose-17" class="rounded"><p>Exposé</p></dialog>
  <p>Anzahl: 3 Zimmer, 74 m²</p>
</main>`;

describe('what the search index reads of a page', () => {
  afterAll(() => pagefind.close());

  it('takes the element marked data-pagefind-body, whole, nested tags of its kind included', () => {
    const html = page(`<div>vor</div><div data-pagefind-body><div><div>a</div></div>b</div><div>nach</div>`);
    expect(pagefindBody(html)).toBe('<div data-pagefind-body><div><div>a</div></div>b</div>');
    expect(pagefindBody(page('<main>ohne</main>'))).toBeNull();
    expect(indexedHtml(page('<main>ohne</main>'))).toBeNull();
  });

  it('drops ignored parts but their pictures, and keeps one that holds a filter', () => {
    const out = dropIgnored(listing);
    expect(out).not.toContain('Nachricht');
    expect(out).not.toContain('Datenschutz');
    expect(out).not.toContain('Weiter');
    // the first picture stays where it was: Pagefind takes it as the result's image
    expect(out).toContain(
      '</h1>\n  <img src="/media/o/1/title.jpg" alt="Außenansicht" class="h-full w-full object-cover">\n',
    );
    expect(out).toContain('<span data-pagefind-filter="typ:wohnung">Wohnung</span> ignoriert');
    expect(out).toContain('Helle Wohnung mit Terrasse');
  });

  it('leaves out class attributes and scripts, and keeps ids, language, texts and Pagefind attributes', () => {
    const out = indexedHtml(page(listing))!;
    expect(out).toMatch(/^<!doctype html><html lang="de"><head><meta charset="utf-8"><\/head><body><main /);
    expect(out).not.toContain('class=');
    expect(out).not.toContain('Skript');
    expect(out).toContain('id="ausstattung"');
    expect(out).toContain('data-pagefind-meta="title"');
    expect(out).toContain('alt="Außenansicht"');
    expect(out).not.toContain('Menü');
    expect(out.length).toBeLessThan(listing.length / 2);
  });

  it('hashes records: equal records equal hashes, a changed text another', () => {
    const a = indexedHtml(page(listing));
    expect(recordHash(a)).toBe(recordHash(indexedHtml(page(listing.replace('class="mt-4"', 'class="mt-8"')))));
    expect(recordHash(a)).not.toBe(recordHash(indexedHtml(page(listing.replace('Lift', 'Aufzug')))));
    expect(recordHash(null)).toBe(recordHash(''));
  });

  it('gives Pagefind the same index as the whole page', async () => {
    const files = async (content: (html: string) => string) => {
      const { index } = await pagefind.createIndex({});
      const pages = [listing, listing.replace('Döbling', 'Währing').replace('lid:17', 'lid:18')];
      for (const [i, body] of pages.entries()) {
        const res = await index!.addHTMLFile({ url: `/immobilien/${i}/x/`, content: content(page(body)) });
        expect(res.errors).toEqual([]);
      }
      const { files } = await index!.getFiles();
      await index!.deleteIndex();
      return files
        .filter((f) => !/\.(js|css)$/.test(f.path))
        .map((f) => [f.path, Buffer.from(f.content).toString('base64')])
        .sort();
    };
    const whole = await files((html) => html);
    const reduced = await files((html) => indexedHtml(html)!);
    expect(whole.length).toBeGreaterThan(3);
    expect(reduced).toEqual(whole);
  }, 30_000);
});
