/** The languages a build renders, and the static paths of pages that exist once per language. */
import { env } from '../config/env';
import { DEFAULT_LANG, LANG_CODES, type LangCode } from '../i18n/languages';
import { langParam } from '../i18n/paths';

/**
 * All languages, unless the configured BUILD_LANGUAGES narrows a development or benchmark build (German is always
 * kept). Links and hreflang still name all languages.
 */
export function builtLanguages(wanted: readonly string[] = env().BUILD_LANGUAGES): readonly LangCode[] {
  if (!wanted.length) return LANG_CODES;
  return LANG_CODES.filter((lang) => lang === DEFAULT_LANG || wanted.includes(lang));
}

/** One static path per language, for pages without further parameters. */
export function languagePaths(wanted?: readonly string[]) {
  return builtLanguages(wanted).map((lang) => ({ params: { lang: langParam(lang) }, props: { lang } }));
}
