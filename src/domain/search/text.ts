/** Filling strings handed to islands as raw templates (no i18next in the browser). */

/** Fills {{name}} placeholders. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => (k in vars ? String(vars[k]) : `{{${k}}}`));
}

/** i18next-style plural keys (key_one, key_other, …) chosen with the language's plural rules. */
export function plural(s: Record<string, string>, key: string, count: number, locale: string, vars: Record<string, string | number> = {}): string {
  const form = new Intl.PluralRules(locale).select(count);
  const template = s[`${key}_${form}`] ?? s[`${key}_other`] ?? key;
  return fill(template, { count: new Intl.NumberFormat(locale).format(count), ...vars });
}
