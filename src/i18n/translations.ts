/**
 * The one i18next set-up of the portal, shared by the pages and the server. Where the messages come from is the
 * caller's: the pages get locales/*.json bundled by Vite (`./t.ts`), the API and the worker read them from disk
 * (`platform/i18n.ts`), because they also run under plain tsx, where `import.meta.glob` does not exist.
 */
import i18next from 'i18next';
import { fastTranslate, type Translate } from './fast-t';
import { DEFAULT_LANG, getLanguage, LANG_CODES, type LangCode } from './languages';

export type { Translate };

/** One language's messages: the parsed contents of locales/<code>.json. */
export type Messages = Record<string, unknown>;

export interface Translations {
  /** The translation function for one language: i18next behind a fast view of that language, made once. */
  forLanguage(lang: LangCode): Translate;
  /** i18next's own function for a language, without the fast view: what the view must give the same as. */
  i18next(lang: LangCode): Translate;
}

// i18next chooses plural forms with Intl.PluralRules of the language it is given, so each language is registered
// under its full tag: "pt" alone is Brazilian Portuguese, where 0 is singular ("0 imóvel"); in pt-PT it is not.
const tagOf = (code: LangCode) => getLanguage(code).bcp47;

/**
 * An i18next instance over the messages `messagesOf` gives for a language (null when it has none). A language's
 * messages are asked for the first time it is translated, German's with them: a process that answers in two
 * languages reads two files.
 */
export function createTranslations(messagesOf: (lang: LangCode) => Messages | null | undefined): Translations {
  const instance = i18next.createInstance();
  void instance.init({
    resources: {},
    lng: tagOf(DEFAULT_LANG),
    fallbackLng: tagOf(DEFAULT_LANG), // a key missing in a language shows German, never a raw key
    supportedLngs: LANG_CODES.map(tagOf),
    load: 'currentOnly',
    interpolation: { escapeValue: false }, // Astro, React and the mail renderer escape on output
    // One namespace, so a colon in a key (keys are built from data too) is part of the key, not a namespace name.
    nsSeparator: false,
    returnNull: false,
    initAsync: false,
  });

  const loaded = new Set<LangCode>();
  const ensure = (lang: LangCode) => {
    for (const code of lang === DEFAULT_LANG ? [lang] : [DEFAULT_LANG, lang]) {
      if (loaded.has(code)) continue;
      loaded.add(code);
      const messages = messagesOf(code);
      if (messages) instance.addResourceBundle(tagOf(code), 'translation', messages, true, true);
    }
  };

  const views = new Map<LangCode, Translate>();
  return {
    forLanguage(lang) {
      let view = views.get(lang);
      if (!view) {
        ensure(lang);
        view = fastTranslate(instance.getFixedT(tagOf(lang)), tagOf(lang), tagOf(DEFAULT_LANG));
        views.set(lang, view);
      }
      return view;
    },
    i18next(lang) {
      ensure(lang);
      return instance.getFixedT(tagOf(lang));
    },
  };
}
