/** Text normalisation for the natural-language search: digits, case, spacing (place names fold by ../text/fold). */

const ARABIC_INDIC = 0x0660;
const PERSIAN = 0x06f0;

/**
 * Arabic-Indic (٠–٩) and Persian (۰–۹) digits become ASCII digits, the Arabic decimal and thousands separators
 * become ',' and '.', the full-width comma a comma and a space, full-width forms become ASCII (NFKC), and the text
 * is lower-cased (Turkish dotted/dotless i kept apart when the language is Turkish).
 */
export function normalizeText(text: string, lang: string): string {
  // The full-width comma of Chinese and Japanese separates phrases, never the digits of one number:
  // "邮编8940，50到90平米" is a postcode, then 50 to 90 m², not 8940.5 (NFKC alone would make it an ASCII comma).
  let s = text.replace(/\uff0c/g, ', ').normalize('NFKC');
  s = s.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const c = d.charCodeAt(0);
    return String(c >= PERSIAN ? c - PERSIAN : c - ARABIC_INDIC);
  });
  s = s
    .replace(/\u066b/g, ',')
    .replace(/\u066c/g, '.')
    .replace(/\u060c/g, ',')
    .replace(/\u061f/g, '?');
  s = s.replace(/[\u2012-\u2015\u2212]/g, '-').replace(/[\u2018\u2019\u00b4`]/g, "'");
  s = s.replace(/[\u064b-\u065f\u0640]/g, ''); // Arabic vowel marks and tatweel
  s = foldArabicScript(s, lang);
  if (lang === 'ja') s = kanjiForKana(katakanaLookalikes(s));
  s = lang === 'tr' ? s.toLocaleLowerCase('tr') : s.toLowerCase();
  return s.replace(/[\u00a0\u202f\u2009]/g, ' ');
}

/**
 * The common words of a search that Japanese writes in kanji, typed in hiragana as the input method left them
 * ("ちゅうしゃじょう" 駐車場, "えきちか" 駅近, "しんちく" 新築, "ちんたい" 賃貸): the kanji the lexicon reads. A reading of
 * two or three kana has no kana before it but a particle, and none after it but a particle, "から", "まで", "つき",
 * "あり", "なし" or "ちか", so that it is no part of a longer word ("にわとり" is a chicken); longer readings stand
 * anywhere.
 */
const KANJI_BY_READING: Record<string, string> = {
  ちかちゅうしゃじょう: '地下駐車場',
  ちゅうしゃじょう: '駐車場',
  えきちか: '駅近',
  えき: '駅',
  しんちく: '新築',
  ちゅうこ: '中古',
  ちんたい: '賃貸',
  やちん: '家賃',
  こうにゅう: '購入',
  かいたい: '買いたい',
  かりたい: '借りたい',
  いっこだて: '一戸建て',
  こだて: '戸建て',
  いっけんや: '一軒家',
  にわつき: '庭付き',
  にわ: '庭',
  かぐつき: '家具付き',
  かぐ: '家具',
  とち: '土地',
  じむしょ: '事務所',
  てんぽ: '店舗',
  そうこ: '倉庫',
  べっそう: '別荘',
  ゆかだんぼう: '床暖房',
  ちかしつ: '地下室',
  ものおき: '物置',
};
const KANA_READING = new RegExp(
  Object.keys(KANJI_BY_READING)
    .sort((x, y) => y.length - x.length)
    .map((r) =>
      r.length >= 4
        ? r
        : `(?:(?<![\\u3041-\\u309f])|(?<=[のでにをがはともや]))(?:${r}(?![\\u3041-\\u309f])|${r}(?=[のでにをがはも]|から|まで|つき|あり|なし|ちか))`,
    )
    .join('|'),
  'gu',
);

function kanjiForKana(s: string): string {
  return /[\u3041-\u309f]/u.test(s) ? s.replace(KANA_READING, (r) => KANJI_BY_READING[r] ?? r) : s;
}

/**
 * Kanji that look like a katakana (一 ー, 二 ニ, 口 ロ, 力 カ, 工 エ, 夕 タ, 卜 ト), by the katakana; and the hyphen
 * (a full-width one once NFKC made it ASCII) typed for the long-vowel mark it looks like ("プ－ル" for プール).
 */
const KATAKANA_LOOKALIKE: Record<string, string> = {
  '-': 'ー',
  一: 'ー',
  二: 'ニ',
  口: 'ロ',
  力: 'カ',
  工: 'エ',
  夕: 'タ',
  卜: 'ト',
};
const LOOKALIKE_IN_KATAKANA = /(?<=[\u30a1-\u30fa\u30fc])[-一二口力工夕卜](?=[\u30a1-\u30fa\u30fc])/gu;

/**
 * A kanji that looks like a katakana, typed inside a katakana word ("プ一ル" for プール, "バルコ二ー" for バルコニー), is
 * that katakana: a kanji between two katakana is no word of its own, a slip of the input method is.
 */
function katakanaLookalikes(s: string): string {
  return s.replace(LOOKALIKE_IN_KATAKANA, (ch) => KATAKANA_LOOKALIKE[ch] ?? ch);
}

/**
 * Arabic script spelled the way people type it: alef with hamza or madda as plain alef, alef maqsura and Persian yeh
 * as yeh and Persian kaf as kaf in Arabic (a name spelt the Persian way is the same name); Arabic kaf and yeh as their Persian forms in Persian, the zero-width non-joiner as a space. Applied to
 * the text and to the vocabulary alike.
 */
export function foldArabicScript(s: string, lang: string): string {
  if (lang === 'fa')
    return s
      .replace(/\u0643/g, '\u06a9')
      .replace(/[\u064a\u0649]/g, '\u06cc')
      .replace(/\u200c/g, ' ')
      .replace(/[\u0623\u0625]/g, '\u0627');
  return s
    .replace(/[\u0623\u0625\u0622]/g, '\u0627')
    .replace(/[\u0649\u06cc]/g, '\u064a')
    .replace(/\u06a9/g, '\u0643');
}

/** Damerau-Levenshtein distance with an early exit once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2: number[] = [];
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[n]!;
}
