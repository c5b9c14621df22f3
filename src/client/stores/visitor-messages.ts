/**
 * Translated texts for the visitor scripts. Components render the strings they need, already in the page's
 * language, into <script type="application/json" data-visitor-messages> blocks (see
 * src/site/visitor/messages.ts); stores and scripts read them all here. No locale file travels to the
 * browser, and a store never needs to know the page's language.
 */
import { DEFAULT_LANG, getLanguage, isLangCode } from '~/i18n/languages';

let messages: Record<string, string> | null = null;

function load(): Record<string, string> {
  if (messages) return messages;
  const found: Record<string, string> = {};
  if (typeof document !== 'undefined') {
    document.querySelectorAll('script[data-visitor-messages]').forEach((el) => {
      try {
        const parsed: unknown = JSON.parse(el.textContent ?? '');
        if (parsed && typeof parsed === 'object') {
          for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') found[k] = v;
        }
      } catch (err) {
        console.error('visitor messages are not valid JSON', err);
      }
    });
  }
  messages = found;
  return found;
}

function interpolate(text: string, vars?: Record<string, unknown>): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Interpolates {{name}} placeholders as i18next does. A missing key shows the key (visible in tests). */
export function vt(key: string, vars?: Record<string, unknown>): string {
  return interpolate(load()[key] ?? key, vars);
}

let plurals: Intl.PluralRules | null = null;

/** Plural forms as i18next's JSON v4 names them (key_one, key_few, key_other, …), chosen by Intl.PluralRules. */
export function vtCount(key: string, count: number, vars?: Record<string, unknown>): string {
  // The language's full tag: "pt" alone would choose Brazilian forms (0 is singular there, not in pt-PT).
  const lang = typeof document === 'undefined' ? DEFAULT_LANG : document.documentElement.lang;
  plurals ??= new Intl.PluralRules(getLanguage(isLangCode(lang) ? lang : DEFAULT_LANG).bcp47);
  const all = load();
  const text = all[`${key}_${plurals.select(count)}`] ?? all[`${key}_other`] ?? all[key] ?? key;
  return interpolate(text, { count, ...vars });
}

/** For tests, and for pages that add strings after load. */
export function setVisitorMessages(next: Record<string, string>): void {
  messages = { ...load(), ...next };
}
