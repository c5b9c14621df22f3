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

const placeholders = (s: string) =>
  [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

export interface LocaleProblems {
  missing: string[];
  extra: string[];
  untranslated: string[];
  placeholderMismatch: string[];
  empty: string[];
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have: German's keys, except that a plural group (`x_one`, `x_other`) needs the
 * language's own plural categories (Polish adds `x_few`, `x_many`; Japanese needs only `x_other`).
 */
export function expectedKeys(
  german: Map<string, string>,
  lang: string,
): { required: Map<string, string>; optional: Set<string> } {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  const required = new Map<string, string>();
  const optional = new Set<string>();
  for (const [key, value] of german) {
    const m = PLURAL.exec(key);
    if (!m) {
      required.set(key, value);
      continue;
    }
    optional.add(key); // a German plural form the language does not need is tolerated
    const base = m[1];
    const other = german.get(`${base}_other`) ?? value;
    for (const cat of categories) required.set(`${base}_${cat}`, german.get(`${base}_${cat}`) ?? other);
  }
  for (const key of required.keys()) optional.delete(key);
  return { required, optional };
}

export function checkLocale(
  german: LocaleTree,
  other: LocaleTree,
  sameAsGermanAllowed: readonly string[],
  lang = 'en',
): LocaleProblems {
  const { required, optional } = expectedKeys(flatten(german), lang);
  const tr = flatten(other);
  const allowed = new Set(sameAsGermanAllowed);
  const problems: LocaleProblems = { missing: [], extra: [], untranslated: [], placeholderMismatch: [], empty: [] };
  for (const [key, value] of required) {
    const t = tr.get(key);
    if (t === undefined) {
      problems.missing.push(key);
      continue;
    }
    if (t.trim() === '') problems.empty.push(key);
    if (placeholders(t) !== placeholders(value)) problems.placeholderMismatch.push(key);
    if (t === value && /\p{L}{2,}/u.test(value.replace(/\{\{\s*\w+\s*\}\}/g, '')) && !allowed.has(key))
      problems.untranslated.push(key);
  }
  for (const key of tr.keys()) if (!required.has(key) && !optional.has(key)) problems.extra.push(key);
  return problems;
}
