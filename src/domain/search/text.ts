/** Filling strings handed to islands as raw templates (no i18next in the browser). */
import { numberFormat } from '../format';

/** Fills {{name}} placeholders. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => (k in vars ? String(vars[k]) : `{{${k}}}`));
}

// Built once per locale: the count is written on every filter change.
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRulesOf(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

/** i18next-style plural keys (key_one, key_other, …) chosen with the language's plural rules. */
export function plural(
  s: Record<string, string>,
  key: string,
  count: number,
  locale: string,
  vars: Record<string, string | number> = {},
): string {
  const template = s[`${key}_${pluralRulesOf(locale).select(count)}`] ?? s[`${key}_other`] ?? key;
  return fill(template, { count: numberFormat(locale, 3).format(count), ...vars });
}
