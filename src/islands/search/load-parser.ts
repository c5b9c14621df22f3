/**
 * The natural-language parser for the list page's text box, loaded on the first search with text. The
 * Han-character slip table is fetched beside it only for a text that can use it (Han characters typed, or a
 * Chinese or Japanese page), and the parser is handed over only once the table is set, so every parse equals the
 * server's.
 */
import { loadHanziConfusables, needsHanziConfusables } from '~/domain/nl-search/hanzi-table';

export type FreeTextParser = typeof import('~/domain/nl-search/free-text');

export async function loadFreeTextParser(text: string, lang: string): Promise<FreeTextParser> {
  const [parser] = await Promise.all([
    import('~/domain/nl-search/free-text'),
    needsHanziConfusables(text, lang) ? loadHanziConfusables() : undefined,
  ]);
  return parser;
}
