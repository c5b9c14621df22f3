#!/usr/bin/env node
// Prints, per language, the German keys that are missing or still identical to German, as a JSON fragment of
// the German source values to translate. Usage: node scripts/i18n-missing.mjs <lang> [> /tmp/todo.json]
import fs from 'node:fs';

const lang = process.argv[2];
if (!lang) {
  console.error('usage: node scripts/i18n-missing.mjs <lang>');
  process.exit(2);
}
const read = (c) =>
  fs.existsSync(`locales/${c}.json`) ? JSON.parse(fs.readFileSync(`locales/${c}.json`, 'utf8')) : {};
const same = JSON.parse(fs.readFileSync('locales/_same-as-german.json', 'utf8'));
const allowed = new Set([...(same['*'] ?? []), ...(same[lang] ?? [])]);
const de = read('de');
const other = read(lang);

// Plural groups need the language's own categories (pl: one/few/many/other; ja: other): list each
// required form with German's "other" text as the source.
const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
function expand(src) {
  const out = {};
  for (const [k, v] of Object.entries(src)) {
    if (typeof v !== 'string') {
      out[k] = expand(v);
      continue;
    }
    const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(k);
    if (!m) {
      out[k] = v;
      continue;
    }
    for (const cat of categories) out[`${m[1]}_${cat}`] ??= src[`${m[1]}_${cat}`] ?? src[`${m[1]}_other`] ?? v;
  }
  return out;
}

function walk(src, tr, prefix, out) {
  for (const [k, v] of Object.entries(src)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') {
      const t = tr && typeof tr === 'object' ? tr[k] : undefined;
      const neutral = !/\p{L}{2,}/u.test(v.replace(/\{\{\s*\w+\s*\}\}/g, ''));
      if (typeof t !== 'string' || t.trim() === '' || (t === v && !neutral && !allowed.has(key))) out[k] = v;
    } else {
      const sub = walk(v, tr && typeof tr === 'object' ? tr[k] : undefined, key, {});
      if (Object.keys(sub).length) out[k] = sub;
    }
  }
  return out;
}
console.log(JSON.stringify(walk(expand(de), other, '', {}), null, 2));
