/**
 * getStaticPaths for the routes rendered once per language, with their page keys: content pages (key changes
 * only with the code), the first list page, the home page and the project list (keys of what each shows).
 *
 * The pages that show the catalogue (home, list, project list) are rendered in the build's languages
 * (builtLanguages, as the listing and landing pages): a German-only build renders them in German alone, and a sync
 * re-renders each once, not fifteen times. The content pages show nothing of the catalogue, so only a change of
 * code renders them, and they stay in every language: a build of a few languages still answers the sign-in,
 * contact and error pages in each.
 */
import type { GetStaticPathsOptions } from 'astro';
import { LANG_CODES } from '~/i18n/languages';
import { getCatalog } from '~/site/catalog';
import { languagePaths } from '~/site/languages';
import { CONTENT_KEY, homeKey, listPageKey, projectListKey } from './page-keys';
import { keyedPaths } from './static-paths';

// The content pages' languages: every one (see above).
const everyLanguage = () => languagePaths(LANG_CODES);

export function contentPaths({ routePattern }: Pick<GetStaticPathsOptions, 'routePattern'>) {
  return keyedPaths(
    routePattern,
    everyLanguage().map((p) => ({ ...p, key: CONTENT_KEY })),
  );
}

type Route = Pick<GetStaticPathsOptions, 'routePattern'>;

/** The built languages' pages of a route with one key (these pages show the same data in each language). */
function sameKeyPaths(routePattern: string, key: string) {
  return keyedPaths(
    routePattern,
    languagePaths().map((p) => ({ ...p, key })),
  );
}

/** /immobilien: the first page of the unfiltered list. */
export async function listPaths({ routePattern }: Route) {
  return sameKeyPaths(routePattern, listPageKey(await getCatalog(), 1));
}

export async function homePaths({ routePattern }: Route) {
  return sameKeyPaths(routePattern, homeKey(await getCatalog()));
}

export async function projectListPaths({ routePattern }: Route) {
  return sameKeyPaths(routePattern, projectListKey(await getCatalog()));
}
