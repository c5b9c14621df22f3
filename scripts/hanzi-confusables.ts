/**
 * `npx tsx scripts/hanzi-confusables.ts [UNIHAN_DIR]`: writes src/domain/nl-search/hanzi-confusables.json, for each
 * Chinese character of the Chinese and Japanese search terms (types, features, outdoor space) the common characters
 * a searcher types in its place by slip: those of the same reading, which the input method offers beside it
 * (Mandarin without tones for Chinese: 阳抬 for 阳台; on'yomi for Japanese: 駐車上 for 駐車場), and those written with the
 * same sound component, alike in shape (壁妒 for 壁炉, 地下窒 for 地下室, 駐車揚 for 駐車場). Read from the Unicode
 * Character Database's Unihan files (Debian's unicode-data package: /usr/share/unicode, the default UNIHAN_DIR):
 * kHanyuPinlu and kMandarin, kJapaneseOn, kPhonetic; common characters are those of GB 2312's first level (kGB0
 * rows 16–55) for Chinese and the jōyō kanji (kJoyoKanji) for Japanese. Commit the JSON after a term is added.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LEXICON } from '../src/domain/nl-search/lexicon';

const dir = process.argv[2] ?? '/usr/share/unicode';
const OUT = path.resolve(import.meta.dirname, '../src/domain/nl-search/hanzi-confusables.json');

/** field → character → value, of the Unihan files named. */
function unihan(files: string[], fields: ReadonlySet<string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>([...fields].map((f) => [f, new Map()]));
  for (const file of files) {
    const text = execFileSync('bzcat', [path.join(dir, file)], { encoding: 'utf8', maxBuffer: 1 << 30 });
    for (const line of text.split('\n')) {
      const [code, field, value] = line.split('\t');
      if (!code?.startsWith('U+') || !field || value === undefined || !fields.has(field)) continue;
      out.get(field)!.set(String.fromCodePoint(parseInt(code.slice(2), 16)), value);
    }
  }
  return out;
}

const data = unihan(
  ['Unihan_Readings.txt.bz2', 'Unihan_DictionaryLikeData.txt.bz2', 'Unihan_OtherMappings.txt.bz2'],
  new Set(['kHanyuPinlu', 'kMandarin', 'kJapaneseOn', 'kPhonetic', 'kGB0', 'kJoyoKanji']),
);
const field = (name: string, ch: string) => data.get(name)!.get(ch) ?? '';

const toneless = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ü/g, 'v');
/** A character's readings: Mandarin syllables without tones (kHanyuPinlu's "tái(530)", else kMandarin's), or on'yomi. */
function readings(ch: string, lang: 'zh' | 'ja'): string[] {
  if (lang === 'ja') return field('kJapaneseOn', ch).split(' ').filter(Boolean);
  const pinlu = [...field('kHanyuPinlu', ch).matchAll(/([^\s(]+)\(/g)].map((m) => m[1]!);
  return (pinlu.length ? pinlu : field('kMandarin', ch).split(' ')).filter(Boolean).map(toneless);
}
/** Its sound components (kPhonetic's classes, "80*" as 80). */
const phonetics = (ch: string) =>
  field('kPhonetic', ch)
    .split(' ')
    .map((v) => v.replace(/\D/g, ''))
    .filter(Boolean);

function common(lang: 'zh' | 'ja'): string[] {
  if (lang === 'ja') return [...data.get('kJoyoKanji')!.keys()];
  return [...data.get('kGB0')!].filter(([, v]) => Number(v.slice(0, 2)) <= 55).map(([ch]) => ch);
}

const out: Record<string, Record<string, string>> = {};
for (const lang of ['zh', 'ja'] as const) {
  const lex = LEXICON[lang];
  const patterns = [...lex.types.map(([t]) => t), ...lex.features.map(([t]) => t), ...lex.outdoor];
  const termChars = [...new Set(patterns.join('').match(/\p{Script=Han}/gu) ?? [])].sort();
  const byKey = new Map<string, Set<string>>();
  for (const ch of common(lang))
    for (const key of [...readings(ch, lang).map((r) => `r:${r}`), ...phonetics(ch).map((p) => `p:${p}`)])
      (byKey.get(key) ?? byKey.set(key, new Set()).get(key)!).add(ch);
  const table: Record<string, string> = {};
  for (const ch of termChars) {
    const near = new Set<string>();
    for (const key of [...readings(ch, lang).map((r) => `r:${r}`), ...phonetics(ch).map((p) => `p:${p}`)])
      for (const other of byKey.get(key) ?? []) if (other !== ch) near.add(other);
    if (near.size) table[ch] = [...near].sort().join('');
  }
  out[lang] = table;
}
fs.writeFileSync(OUT, `${JSON.stringify(out, null, 2)}\n`);
console.log(
  `${Object.keys(out.zh!).length} Chinese and ${Object.keys(out.ja!).length} Japanese characters written to ${OUT}`,
);
