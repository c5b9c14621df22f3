/**
 * A memoizing view of useTranslations for build-time pages: a string without options is looked up once per
 * language and key (i18next's lookup is a few microseconds, and a detail page asks for ~150 strings, 150,000
 * times). Calls with options (interpolation, plurals) go to i18next as before.
 */
import { useTranslations } from '~/i18n/t';
import type { LangCode } from '~/i18n/languages';

export type T = (key: string, options?: Record<string, unknown>) => string;

const views = new Map<LangCode, T>();

export function cachedT(lang: LangCode): T {
  let view = views.get(lang);
  if (!view) {
    const t = useTranslations(lang);
    const memo = new Map<string, string>();
    view = (key, options) => {
      if (options) return t(key, options) as string;
      let v = memo.get(key);
      if (v === undefined) {
        v = t(key) as string;
        memo.set(key, v);
      }
      return v;
    };
    views.set(lang, view);
  }
  return view;
}
