/**
 * getStaticPaths for the routes rendered once per language, with their page keys: content pages (key changes
 * only with the code), the first list page, the home page and the project list (keys of what each shows).
 */
import type { GetStaticPathsOptions } from 'astro';
import { LANG_CODES } from '~/i18n/languages';
import { getCatalog } from '~/site/catalog';
import { languagePaths } from '~/site/languages';
import { CONTENT_KEY, homeKey, listPageKey, projectListKey } from './page-keys';
import { keyedPaths } from './static-paths';

// Every language, as these routes have always been built (they are few pages each).
const everyLanguage = () => languagePaths(LANG_CODES);

export function contentPaths({ routePattern }: Pick<GetStaticPathsOptions, 'routePattern'>) {
  return keyedPaths(
    routePattern,
    everyLanguage().map((p) => ({ ...p, key: CONTENT_KEY })),
  );
}

type Route = Pick<GetStaticPathsOptions, 'routePattern'>;

/** Every language's page of a route with one key (these pages show the same data in each language). */
function sameKeyPaths(routePattern: string, key: string) {
  return keyedPaths(
    routePattern,
    everyLanguage().map((p) => ({ ...p, key })),
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
