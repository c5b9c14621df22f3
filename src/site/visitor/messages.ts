/**
 * Build side of the visitor scripts' strings: picks keys (and their plural forms) for a page's language, to be
 * rendered as <script type="application/json" data-visitor-messages set:html={messagesJson(...)} />.
 */
import { useTranslations } from '~/i18n/t';
import type { LangCode } from '~/i18n/languages';
import { safeJson } from '~/site/json';

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

export function pickMessages(
  lang: LangCode,
  keys: readonly string[],
  pluralKeys: readonly string[] = [],
): Record<string, string> {
  const t = useTranslations(lang);
  const out: Record<string, string> = {};
  // Raw strings: placeholders stay for the client to fill (skipInterpolation keeps {{count}} as is).
  const raw = (key: string) => t(key, { skipInterpolation: true, defaultValue: '' }) as string;
  for (const key of keys) {
    const value = raw(key);
    if (value) out[key] = value;
  }
  for (const key of pluralKeys) {
    for (const suffix of PLURAL_SUFFIXES) {
      const value = raw(`${key}_${suffix}`);
      if (value) out[`${key}_${suffix}`] = value;
    }
  }
  return out;
}

export function messagesJson(lang: LangCode, keys: readonly string[], pluralKeys: readonly string[] = []): string {
  return safeJson(pickMessages(lang, keys, pluralKeys));
}
