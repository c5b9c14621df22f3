/** Filling strings handed to islands as raw templates (no i18next in the browser). */

/** Fills {{name}} placeholders. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => (k in vars ? String(vars[k]) : `{{${k}}}`));
}

// One set of formatters per locale: the count is written on every filter change.
const formatters = new Map<string, { rules: Intl.PluralRules; number: Intl.NumberFormat }>();
function formattersOf(locale: string) {
  let f = formatters.get(locale);
  if (!f) {
    f = { rules: new Intl.PluralRules(locale), number: new Intl.NumberFormat(locale) };
    formatters.set(locale, f);
  }
  return f;
}

/** i18next-style plural keys (key_one, key_other, …) chosen with the language's plural rules. */
export function plural(s: Record<string, string>, key: string, count: number, locale: string, vars: Record<string, string | number> = {}): string {
  const { rules, number } = formattersOf(locale);
  const template = s[`${key}_${rules.select(count)}`] ?? s[`${key}_other`] ?? key;
  return fill(template, { count: number.format(count), ...vars });
}
