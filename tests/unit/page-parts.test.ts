/**
 * The detail page's parts that show other listings (src/site/incremental/page-parts.ts): where their files lie,
 * how a part is spliced into its page, which pages an incremental build splices (src/build/splice-parts.ts), and
 * that the server does not answer a part as a page.
 */
import { describe, expect, it } from 'vitest';
import { isPartPath, pageOfPartFile, partEnd, partSegment, partStart, splicePart } from '~/site/incremental/page-parts';
import { outputFile, type RouteKeys } from '~/site/incremental/static-paths';
import { DETAIL_ROUTE, PART_ROUTE, pagesToSplice } from '../../src/build/splice-parts';
import { wantsTwin } from '../../src/build/twins';

const page = (id: number, lang?: string) => outputFile(DETAIL_ROUTE, { lang, id: String(id), slug: `wohnung-${id}` });
const part = (id: number, name: 'aehnliche' | 'preis', lang?: string) =>
  outputFile(PART_ROUTE, { lang, id: String(id), slug: `wohnung-${id}`, part: partSegment(name) });

describe('page parts', () => {
  it("lie in their page's folder, and lead back to it", () => {
    expect(part(7, 'preis', 'en')).toBe('en/immobilien/7/wohnung-7/teil-preis/index.html');
    expect(pageOfPartFile(part(7, 'preis', 'en'))).toEqual({ page: page(7, 'en'), part: 'preis' });
    expect(pageOfPartFile(part(7, 'aehnliche'))).toEqual({ page: page(7), part: 'aehnliche' });
    expect(pageOfPartFile(page(7))).toBeNull();
    expect(pageOfPartFile('immobilien/7/wohnung-7/teil-sonst/index.html')).toBeNull();
    expect(pageOfPartFile('ratgeber/teil-preis/index.html')).toBeNull();
    // a twin is for what is sent: a part gets none, its page does
    expect(wantsTwin(part(7, 'preis', 'en'), 5000)).toBe(false);
    expect(wantsTwin(`/srv/builds/x/client/${part(7, 'aehnliche')}`, 5000)).toBe(false);
    expect(wantsTwin(page(7, 'en'), 5000)).toBe(true);
  });

  it('are spliced between their comments, the rest of the page as it was', () => {
    const html = `<main>a${partStart('preis')}<p>alt</p>${partEnd('preis')}b${partStart('aehnliche')}${partEnd('aehnliche')}c</main>`;
    const once = splicePart(html, 'preis', '<p>neu</p>');
    expect(once).toBe(html.replace('<p>alt</p>', '<p>neu</p>'));
    // an empty part gets content, and content can go again
    const twice = splicePart(once, 'aehnliche', '<section>4</section>');
    expect(twice).toContain(`${partStart('aehnliche')}<section>4</section>${partEnd('aehnliche')}c</main>`);
    expect(splicePart(twice, 'preis', '')).toContain(`a${partStart('preis')}${partEnd('preis')}b`);
    expect(() => splicePart('<main></main>', 'preis', 'x')).toThrow();
  });

  it('are spliced only into the pages taken over: a page rendered again holds its parts already', () => {
    const detail: RouteKeys = {
      route: DETAIL_ROUTE,
      pages: { [page(1)]: 'a', [page(2)]: 'b', [page(2, 'en')]: 'b' },
      rendered: [page(1)],
    };
    const parts: RouteKeys = {
      route: PART_ROUTE,
      pages: {},
      // page 1's parts with it; page 2's in two languages; page 3 is gone (no page to splice into)
      rendered: [part(1, 'preis'), part(2, 'preis'), part(2, 'aehnliche'), part(2, 'preis', 'en'), part(3, 'preis')],
    };
    expect([...pagesToSplice(detail, parts)]).toEqual([
      [page(2), ['preis', 'aehnliche']],
      [page(2, 'en'), ['preis']],
    ]);
  });

  it('are no pages of the site: the server does not answer them', () => {
    for (const p of [
      '/immobilien/7/wohnung-7/teil-preis',
      '/en/immobilien/7/wohnung-7/teil-aehnliche/',
      `/${part(7, 'preis')}`,
      `/${part(7, 'preis')}.br`,
    ])
      expect(isPartPath(p)).toBe(true);
    for (const p of ['/immobilien/7/wohnung-7', '/immobilien/7/wohnung-7/', '/en/immobilien/7/teil-preis'])
      expect(isPartPath(p)).toBe(false);
  });
});
