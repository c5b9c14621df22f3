/** The formatters of a language for pages and build-time models: src/domain/format with the language's own words. */
import { formatsFor, unitWordsFrom, type Formats } from '~/domain/format';
import { getLanguage, type LangCode } from './languages';
import { useTranslations } from './t';

const cache = new Map<LangCode, Formats>();

export function formatsForLang(lang: LangCode): Formats {
  let f = cache.get(lang);
  if (!f) {
    const t = useTranslations(lang);
    f = formatsFor(
      getLanguage(lang).bcp47,
      unitWordsFrom((key, options) => String(t(key as never, options as never))),
    );
    cache.set(lang, f);
  }
  return f;
}
