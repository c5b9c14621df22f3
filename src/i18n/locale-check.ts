/**
 * Completeness rules for locales/: every language has exactly German's keys, keeps its {{placeholders}}, and
 * translates for real — a value identical to German counts as untranslated unless it is language-neutral
 * (no letters, or listed in locales/_same-as-german.json: brand names, units, codes).
 */
export type LocaleTree = { [key: string]: string | LocaleTree };

export function flatten(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');

export interface LocaleProblems {
  missing: string[];
  extra: string[];
  untranslated: string[];
  placeholderMismatch: string[];
  empty: string[];
}

export function checkLocale(german: LocaleTree, other: LocaleTree, sameAsGermanAllowed: readonly string[]): LocaleProblems {
  const de = flatten(german);
  const tr = flatten(other);
  const allowed = new Set(sameAsGermanAllowed);
  const problems: LocaleProblems = { missing: [], extra: [], untranslated: [], placeholderMismatch: [], empty: [] };
  for (const [key, value] of de) {
    const t = tr.get(key);
    if (t === undefined) { problems.missing.push(key); continue; }
    if (t.trim() === '') problems.empty.push(key);
    if (placeholders(t) !== placeholders(value)) problems.placeholderMismatch.push(key);
    if (t === value && /\p{L}{2,}/u.test(value.replace(/\{\{\s*\w+\s*\}\}/g, '')) && !allowed.has(key)) problems.untranslated.push(key);
  }
  for (const key of tr.keys()) if (!de.has(key)) problems.extra.push(key);
  return problems;
}
