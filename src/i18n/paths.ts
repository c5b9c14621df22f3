import { DEFAULT_LANG, LANG_CODES, isLangCode, type LangCode } from './languages';

/** German lives at the root, every other language under /<code>/. `path` is the German path ("/immobilien"). */
export function localizePath(lang: LangCode, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === DEFAULT_LANG) return clean;
  return clean === '/' ? `/${lang}/` : `/${lang}${clean}`;
}

/** Splits "/en/immobilien?x=1" into its language and the German path ("/immobilien?x=1"). */
export function splitLangFromPath(pathname: string): { lang: LangCode; path: string } {
  const m = /^\/([a-z]{2})(?=\/|$|\?|#)(.*)$/.exec(pathname);
  if (m && isLangCode(m[1]) && m[1] !== DEFAULT_LANG) {
    const rest = m[2] || '/';
    return { lang: m[1], path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { lang: DEFAULT_LANG, path: pathname || '/' };
}

/** getStaticPaths params for the `[...lang]` rest segment: undefined for German, the code otherwise. */
export function langParam(lang: LangCode): string | undefined {
  return lang === DEFAULT_LANG ? undefined : lang;
}

export function langFromParam(param: string | undefined): LangCode {
  return param && isLangCode(param) ? param : DEFAULT_LANG;
}

/**
 * The languages this build renders: all of them, unless BUILD_LANGUAGES (comma-separated codes, German always
 * kept) narrows a development or benchmark build. Links and hreflang still name all languages.
 */
export function builtLanguages(): readonly LangCode[] {
  const wanted = (typeof process !== 'undefined' ? process.env.BUILD_LANGUAGES : undefined)?.split(',').map((c) => c.trim()).filter(Boolean);
  if (!wanted?.length) return LANG_CODES;
  return LANG_CODES.filter((lang) => lang === DEFAULT_LANG || wanted.includes(lang));
}

/** One static path per language, for pages without further parameters. */
export function languagePaths() {
  return builtLanguages().map((lang) => ({ params: { lang: langParam(lang) }, props: { lang } }));
}
