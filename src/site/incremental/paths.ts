/**
 * getStaticPaths for the routes rendered once per language, with their page keys: content pages (key changes
 * only with the code) and catalog pages (key changes with any listing or project).
 */
import type { GetStaticPathsOptions } from 'astro';
import { LANG_CODES } from '~/i18n/languages';
import { getCatalog } from '~/site/catalog';
import { languagePaths } from '~/site/languages';
import { CONTENT_KEY, catalogKey } from './page-keys';
import { keyedPaths } from './static-paths';

// Every language, as these routes have always been built (they are few pages each).
const everyLanguage = () => languagePaths(LANG_CODES);

export function contentPaths({ routePattern }: Pick<GetStaticPathsOptions, 'routePattern'>) {
  return keyedPaths(
    routePattern,
    everyLanguage().map((p) => ({ ...p, key: CONTENT_KEY })),
  );
}

export async function catalogPaths({ routePattern }: Pick<GetStaticPathsOptions, 'routePattern'>) {
  const key = catalogKey(await getCatalog());
  return keyedPaths(
    routePattern,
    everyLanguage().map((p) => ({ ...p, key })),
  );
}
