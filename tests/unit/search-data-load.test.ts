/**
 * The island's loading of the split index (src/islands/search/search-data.ts): a search in one Bundesland fetches
 * its part only; the search of all parts fetches the others, not that part again, and gives the whole index's
 * results; once every part is merged, later searches fetch nothing and keep the same table (the part files are no
 * longer held then).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildSearchIndex, buildTitles, decodeIndex, type SearchDataUrls } from '~/domain/search/index-format';
import { splitIndex } from '~/domain/search/index-parts';
import { hashKey } from '~/site/incremental/card-digest';
import { emptyQuery, type SearchQuery } from '~/domain/search/query';
import { runSearch } from '~/domain/search/filter';
import { loadGeo, loadSearchData, loadTitles } from '~/islands/search/search-data';
import { makeListings } from './search-fixtures';

const built = buildSearchIndex(makeListings(400, 11), 'g1');
const whole = decodeIndex(built.index);
const split = splitIndex(built, { hash: (content) => hashKey('search-part', content) });
const urls: SearchDataUrls = {
  parts: '/search/parts.json',
  index: '/search/index-{part}.json?v={v}',
  titles: '/search/titles-de-{part}.json?v={v}',
  geo: '/search/geo-{part}.json?v={v}',
};

const fetched: string[] = [];
vi.stubGlobal('fetch', (url: string) => {
  fetched.push(url);
  const path = url.split('?')[0]!;
  const key = /^\/search\/index-(.+)\.json$/.exec(path)?.[1];
  const titles = split.parts.get(/^\/search\/titles-de-(.+)\.json$/.exec(path)?.[1] ?? '');
  const geo = /^\/search\/geo-(.+)\.json$/.exec(path)?.[1];
  const body =
    path === urls.parts
      ? split.manifest
      : key
        ? split.parts.get(key)?.index
        : titles
          ? buildTitles(titles.rows, 'de', titles.titles)
          : geo
            ? split.parts.get(geo)?.geo
            : undefined;
  return Promise.resolve(
    body ? new Response(JSON.stringify(body), { status: 200 }) : new Response('not found', { status: 404 }),
  );
});
afterAll(() => void vi.unstubAllGlobals());

const q = (patch: Partial<SearchQuery>): SearchQuery => ({ ...emptyQuery(), ...patch });
const ids = (t: typeof whole, query: SearchQuery) => Array.from(runSearch(t, query).rows, (r) => t.id[r]);

describe('loading the split index in the browser', () => {
  it('fetches each part once, and nothing more once every part is merged', async () => {
    const one = split.manifest.parts.find((p) => p.region === 'steiermark' && p.deal === 'KAUF')!;
    const inStyria = q({ bundesland: 'steiermark', vermarktungsart: 'KAUF' });
    const first = await loadSearchData(urls, inStyria);
    expect(first.complete).toBe(false);
    expect(first.merged.keys).toEqual([one.key]);
    expect(ids(first.table, inStyria)).toEqual(ids(whole, inStyria));

    fetched.length = 0;
    const all = await loadSearchData(urls);
    expect(all.complete).toBe(true);
    expect(fetched.filter((u) => u.includes(`index-${one.key}.json`))).toEqual([]);
    expect(fetched.filter((u) => u.includes('/search/index-'))).toHaveLength(split.manifest.parts.length - 1);
    for (const query of [q({}), q({ sort: 'preis_aufsteigend' }), inStyria, q({ zimmerVon: 3 })])
      expect(ids(all.table, query)).toEqual(ids(whole, query));

    fetched.length = 0;
    expect(await loadSearchData(urls, q({ bundesland: 'tirol' }))).toBe(all);
    expect(await loadSearchData(urls)).toBe(all);
    expect(fetched.filter((u) => u.includes('/search/index-'))).toEqual([]);

    // Titles and coordinates at the versions the manifest names, in the merged rows' order.
    expect(await loadTitles(urls, all)).toEqual(buildTitles(built.rows, 'de', '').t);
    expect((await loadGeo(urls, all)).lat).toEqual(built.geo.lat);
    for (const p of split.manifest.parts) {
      expect(fetched).toContain(`/search/titles-de-${p.key}.json?v=${encodeURIComponent(p.t)}`);
      expect(fetched).toContain(`/search/geo-${p.key}.json?v=${encodeURIComponent(p.g)}`);
    }
  });
});
