/**
 * The languages of the routes rendered once per language (src/site/incremental/paths.ts): the pages that show the
 * catalogue follow the build's languages (BUILD_LANGUAGES), the content pages stay in every language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCatalog } from '~/site/build-catalog';
import { LANG_CODES } from '~/i18n/languages';
import { makeListings, makeProjects } from './search-fixtures';

vi.mock('~/site/catalog', () => {
  const listings = makeListings(30, 5);
  const catalog = buildCatalog(listings, makeProjects(listings, 2));
  return { getCatalog: () => Promise.resolve(catalog) };
});

/** The paths module with BUILD_LANGUAGES set to `languages` (the settings are read once per module instance). */
async function pathsWith(languages: string) {
  vi.resetModules();
  vi.stubEnv('BUILD_LANGUAGES', languages);
  return import('~/site/incremental/paths');
}

const langs = (paths: Array<{ params: Record<string, string | undefined> }>) => paths.map((p) => p.params.lang);

describe('routes rendered once per language', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('a German-only build renders the home page, /immobilien and /projekte in German alone', async () => {
    const paths = await pathsWith('de');
    expect(langs(await paths.homePaths({ routePattern: '/[...lang]' }))).toEqual([undefined]);
    expect(langs(await paths.listPaths({ routePattern: '/[...lang]/immobilien' }))).toEqual([undefined]);
    expect(langs(await paths.projectListPaths({ routePattern: '/[...lang]/projekte' }))).toEqual([undefined]);
  });

  it('a build of some languages renders them, German first', async () => {
    const paths = await pathsWith('en,ar');
    expect(langs(await paths.homePaths({ routePattern: '/[...lang]' }))).toEqual([undefined, 'en', 'ar']);
  });

  it('a build of every language renders all fifteen; the content pages are in every language whatever the build', async () => {
    const all = await pathsWith('');
    expect(await all.homePaths({ routePattern: '/[...lang]' })).toHaveLength(LANG_CODES.length);
    const german = await pathsWith('de');
    expect(german.contentPaths({ routePattern: '/[...lang]/kontakt' })).toHaveLength(LANG_CODES.length);
  });
});
