/** The Ratgeber articles of one language from the `guide` content collection, in their reading order. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { isGuideSlug, type GuideSlug } from '~/domain/guide/articles';
import type { LangCode } from '~/i18n/languages';

export interface GuideEntry {
  slug: GuideSlug;
  entry: CollectionEntry<'guide'>;
}

export async function guideArticles(lang: LangCode): Promise<GuideEntry[]> {
  const all = await getCollection('guide');
  return all
    .map((entry) => {
      const [code, slug] = entry.id.split('/');
      return code === lang && slug && isGuideSlug(slug) ? { slug, entry } : null;
    })
    .filter((x): x is GuideEntry => x !== null)
    .sort((a, b) => a.entry.data.order - b.entry.data.order);
}
