/**
 * The static paths of a listing's pages that exist once per listing and built language (its detail page, its
 * parts' file: src/domain/page-parts.ts), each keyed by `keyOf`. The key is worked out once per listing and shared
 * by its pages in every language; the entries are made one by one as keyedPaths asks
 * (src/site/incremental/static-paths.ts), which keeps only this process's share: listed first, 1.5 million pages at
 * 100,000 listings in 15 languages.
 */
import { keyedPaths } from '~/site/incremental/static-paths';
import { getCatalog } from '~/site/catalog';
import type { Catalog } from '~/site/build-catalog';
import type { ListingSummary } from '~/snapshot/summary';
import { langParam } from '~/i18n/paths';
import { builtLanguages } from '~/site/languages';

export async function listingPaths(routePattern: string, keyOf: (c: Catalog, l: ListingSummary) => string) {
  const catalog = await getCatalog();
  const keys = new Map(catalog.listings.map((l) => [l.id, keyOf(catalog, l)]));
  function* pages() {
    for (const lang of builtLanguages())
      for (const l of catalog.listings)
        yield {
          params: { lang: langParam(lang), id: String(l.id), slug: l.title_slug },
          props: { lang, id: l.id },
          key: keys.get(l.id)!,
        };
  }
  return keyedPaths(routePattern, pages());
}
