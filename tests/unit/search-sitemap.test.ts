import { describe, expect, it } from 'vitest';
import { robotsTxt, SITEMAP_CHUNK, sitemapIndexXml, sitemapNames, sitemapXml } from '~/domain/search/sitemap';
import { loadEnv } from '~/config/env';
import { LANG_CODES } from '~/i18n/languages';
import { builtSitemapNames } from '~/site/sitemap-entries';

describe('sitemaps', () => {
  const localize = (l: string, p: string) => (l === 'de' ? p : p === '/' ? `/${l}/` : `/${l}${p}`);
  it('splits each language into files of at most 5,000 URLs and lists them in the index', () => {
    expect(sitemapNames(['de', 'en'], 1)).toEqual(['de-1', 'en-1']);
    expect(sitemapNames(['de'], SITEMAP_CHUNK * 2 + 1)).toEqual(['de-1', 'de-2', 'de-3']);
    const xml = sitemapIndexXml('https://x.at', ['de-1', 'en-1'], '2026-11-01');
    expect(xml).toContain('<loc>https://x.at/sitemaps/de-1.xml</loc>');
    expect(xml).toContain('<sitemapindex');
  });
  it("renders and lists only the built languages' sitemaps, all fifteen in a full build", () => {
    const wanted = (value: string) => loadEnv({ BUILD_LANGUAGES: value }).BUILD_LANGUAGES;
    expect(builtSitemapNames(SITEMAP_CHUNK + 1, wanted('de,en'))).toEqual(['de-1', 'de-2', 'en-1', 'en-2']);
    expect(builtSitemapNames(1, wanted('en'))).toEqual(['de-1', 'en-1']);
    expect(builtSitemapNames(1, wanted(''))).toEqual(sitemapNames(LANG_CODES, 1));
    expect(builtSitemapNames(1, wanted(''))).toHaveLength(15);
  });
  it("lists every URL in the sitemap's language with its last change, escaped, and leaves the alternates to the pages", () => {
    const xml = sitemapXml(
      'https://x.at',
      'en',
      [{ path: '/immobilien/1/a&b', lastmod: '2026-10-01T10:00:00Z' }],
      localize,
    );
    expect(xml).toContain('<url><loc>https://x.at/en/immobilien/1/a&amp;b</loc><lastmod>2026-10-01</lastmod></url>');
    expect(xml).not.toContain('xhtml:link');
  });
  it('writes robots.txt with the sitemap', () => {
    const txt = robotsTxt('https://x.at', ['/api/']);
    expect(txt).toContain('Disallow: /api/');
    expect(txt).toContain('Sitemap: https://x.at/sitemap.xml');
  });
});
