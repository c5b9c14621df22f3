import { DEFAULT_LANG, isLangCode, type LangCode } from './languages';

export { localizePath } from '../domain/language-codes';

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
 * German lives at the root, so /de and /de/… name no page: they lead to the same address without the prefix
 * (null for every other path).
 */
export function withoutGermanPrefix(pathname: string): string | null {
  if (pathname !== '/de' && !pathname.startsWith('/de/')) return null;
  return pathname.slice(3) || '/';
}
