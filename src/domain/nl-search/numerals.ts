/**
 * Numbers written in words, read as digits before the parser looks for amounts: the Chinese and Japanese numerals
 * with their place words ("二千五百万", "2万5千", "3千万円", "一百二十万") and the Arabic and Persian number words
 * ("مئتين وخمسين ألف", "ثلاثمائة ألف", "سیصد هزار", "دویست و پنجاه هزار", "یک میلیون و دویست هزار"). The text
 * comes normalised (normalizeText: ASCII digits, Arabic script folded, lower case).
 */

/** [value, kind]: a digit, a place word below ten thousand, a place word of myriads. */
const CJK_SIGNS: Record<string, number> = {
  〇: 0,
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const CJK_SMALL_PLACE: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const CJK_LARGE_PLACE: Record<string, number> = { 万: 1e4, 萬: 1e4, 亿: 1e8, 億: 1e8 };

/**
 * A run of numerals that starts with a digit (Arabic or Chinese) or 十 and holds a place word of a hundred or
 * more. Runs a reader of digits and one multiplier already reads ("150万", "3千", "1.5万") are left as they are.
 */
const CJK_RUN =
  /(?:\d+(?:\.\d+)?|[〇零一二两兩三四五六七八九十])(?:\d+(?:\.\d+)?|[〇零一二两兩三四五六七八九十百千万萬亿億])*/gu;
const CJK_PLAIN = /^\d+(?:\.\d+)?[千万萬亿億]?$/u;

const round = (n: number) => Number(n.toPrecision(12));

/**
 * The value of a run of Chinese or Japanese numerals: place words multiply the number before them (none: one),
 * 万 and 億 the whole group before them; a single digit after a place word of a hundred or more, with no 零
 * between, is one place lower ("三千五" 3,500, "两万五" 25,000, "2万5" 25,000). Null when the run is no number
 * (two numbers in a row).
 */
function cjkValue(run: string): number | null {
  let total = 0;
  let group = 0;
  let pending: number | null = null;
  let lastPlace = 0;
  let zero = false;
  for (const tok of run.match(/\d+(?:\.\d+)?|./gu) ?? []) {
    if (/^\d/.test(tok) || tok in CJK_SIGNS) {
      const n = /^\d/.test(tok) ? Number(tok) : CJK_SIGNS[tok]!;
      if (n === 0 && !/^\d/.test(tok)) {
        zero = true;
        continue;
      }
      if (pending !== null) return null;
      pending = n;
    } else if (tok in CJK_SMALL_PLACE) {
      group += (pending ?? 1) * CJK_SMALL_PLACE[tok]!;
      pending = null;
      lastPlace = CJK_SMALL_PLACE[tok]!;
      zero = false;
    } else {
      const place = CJK_LARGE_PLACE[tok]!;
      total += (group + (pending ?? 0) || 1) * place;
      group = 0;
      pending = null;
      lastPlace = place;
      zero = false;
    }
  }
  if (pending !== null)
    group +=
      lastPlace >= 100 && !zero && pending < 10 && Number.isInteger(pending) ? (pending * lastPlace) / 10 : pending;
  return round(total + group);
}

/**
 * Writes each run of Chinese or Japanese numerals as digits, with its last place word of a thousand or more kept as
 * the multiplier the amount reader knows ("二千五百万" → "2500万", "2万5千" → "25千", "一千二百" → "1200").
 */
function cjkNumerals(s: string): string {
  return s.replace(CJK_RUN, (run) => {
    if (CJK_PLAIN.test(run) || !/[百千万萬亿億]/u.test(run)) return run;
    const value = cjkValue(run);
    if (value === null) return run;
    const last = run[run.length - 1]!;
    const factor = CJK_LARGE_PLACE[last] ?? (last === '千' ? 1000 : 1);
    return factor === 1 ? String(value) : `${round(value / factor)}${last}`;
  });
}

type WordKind = 'unit' | 'hundred' | 'hundredWord' | 'scale' | 'half';

/** The number words of Arabic and Persian as normalizeText folds them: [word, value, kind]. */
const ARABIC_SCRIPT_WORDS: Record<'ar' | 'fa', Array<[string, number, WordKind]>> = {
  ar: [
    ...(
      [
        ['واحد|واحدة|احد|احدي', 1],
        ['اثنان|اثنين|اثنتان|اثنتين|اثنا|اثني', 2],
        ['ثلاث|ثلاثة', 3],
        ['اربع|اربعة', 4],
        ['خمس|خمسة', 5],
        ['ست|ستة', 6],
        ['سبع|سبعة', 7],
        ['ثمان|ثماني|ثمانية', 8],
        ['تسع|تسعة', 9],
        ['عشر|عشرة', 10],
        ['عشرون|عشرين', 20],
        ['ثلاثون|ثلاثين', 30],
        ['اربعون|اربعين', 40],
        ['خمسون|خمسين', 50],
        ['ستون|ستين', 60],
        ['سبعون|سبعين', 70],
        ['ثمانون|ثمانين', 80],
        ['تسعون|تسعين', 90],
      ] as Array<[string, number]>
    ).flatMap(([w, n]) => w.split('|').map((x): [string, number, WordKind] => [x, n, 'unit'])),
    ['مائة', 100, 'hundredWord'],
    ['مئة', 100, 'hundredWord'],
    ['مائتان', 200, 'hundred'],
    ['مائتين', 200, 'hundred'],
    ['مائتي', 200, 'hundred'],
    ['مئتان', 200, 'hundred'],
    ['مئتين', 200, 'hundred'],
    ['مئتي', 200, 'hundred'],
    ...(
      [
        ['ثلاث', 3],
        ['اربع', 4],
        ['خمس', 5],
        ['ست', 6],
        ['سبع', 7],
        ['ثمان', 8],
        ['ثماني', 8],
        ['تسع', 9],
      ] as Array<[string, number]>
    ).flatMap(([w, n]) => ['مائة', 'مئة'].map((h): [string, number, WordKind] => [`${w}${h}`, n * 100, 'hundred'])),
    ['الف', 1e3, 'scale'],
    ['الاف', 1e3, 'scale'],
    ['مليون', 1e6, 'scale'],
    ['ملايين', 1e6, 'scale'],
    ['نصف', 0.5, 'half'],
  ],
  fa: [
    ...(
      [
        ['یک|یه', 1],
        ['دو', 2],
        ['سه', 3],
        ['چهار', 4],
        ['پنج', 5],
        ['شش|شیش', 6],
        ['هفت', 7],
        ['هشت', 8],
        ['نه', 9],
        ['ده', 10],
        ['یازده', 11],
        ['دوازده', 12],
        ['سیزده', 13],
        ['چهارده', 14],
        ['پانزده|پونزده', 15],
        ['شانزده', 16],
        ['هفده|هیفده', 17],
        ['هجده|هیجده|هژده', 18],
        ['نوزده', 19],
        ['بیست', 20],
        ['سی', 30],
        ['چهل', 40],
        ['پنجاه', 50],
        ['شصت', 60],
        ['هفتاد', 70],
        ['هشتاد', 80],
        ['نود', 90],
      ] as Array<[string, number]>
    ).flatMap(([w, n]) => w.split('|').map((x): [string, number, WordKind] => [x, n, 'unit'])),
    ['صد', 100, 'hundredWord'],
    ...(
      [
        ['یکصد', 100],
        ['دویست', 200],
        ['سیصد', 300],
        ['چهارصد', 400],
        ['پانصد|پونصد', 500],
        ['ششصد|شیشصد', 600],
        ['هفتصد', 700],
        ['هشتصد', 800],
        ['نهصد', 900],
      ] as Array<[string, number]>
    ).flatMap(([w, n]) => w.split('|').map((x): [string, number, WordKind] => [x, n, 'hundred'])),
    ['هزار', 1e3, 'scale'],
    ['میلیون', 1e6, 'scale'],
    ['نیم', 0.5, 'half'],
  ],
};

/** The multiplier word an amount keeps: the reader of amounts knows these. */
const SCALE_WORD: Record<'ar' | 'fa', Record<number, string>> = {
  ar: { 1000: 'الف', 1000000: 'مليون' },
  fa: { 1000: 'هزار', 1000000: 'میلیون' },
};

interface ArabicScriptGrammar {
  run: RegExp;
  words: Map<string, [number, WordKind]>;
}
const grammars = new Map<'ar' | 'fa', ArabicScriptGrammar>();

/**
 * A run of number words: an optional preposition written onto the first ("بمئتي", "به"), words joined by a space,
 * "و" ("and") standing alone or written onto the next word; it may start with digits ("2 مليون ونصف").
 */
function grammarOf(lang: 'ar' | 'fa'): ArabicScriptGrammar {
  let g = grammars.get(lang);
  if (g) return g;
  const list = ARABIC_SCRIPT_WORDS[lang];
  const alt = [...list.map(([w]) => w)].sort((a, b) => b.length - a.length).join('|');
  const word = `(?:${alt})(?!\\p{L})`;
  const pre = lang === 'ar' ? '(?:ب|ل|و)?' : '(?:ب|و)?';
  g = {
    run: new RegExp(`(?<!\\p{L})${pre}(?:\\d+(?:[.,]\\d+)?\\s*)?${word}(?:\\s*(?:و\\s*)?${word})*`, 'gu'),
    words: new Map(list.map(([w, n, k]) => [w, [n, k]])),
  };
  grammars.set(lang, g);
  return g;
}

/**
 * The value of a run of Arabic or Persian number words, added up as they are spoken: units and tens add up ("خمسة
 * وعشرين", "بیست و پنج"), a hundred after a unit multiplies it ("ثلاث مائة"), a thousand or a million multiplies
 * what came since the last one (none: one), a half after a thousand or a million is half of it ("مليون ونصف", "یک
 * میلیون و نیم"), before it a half of one ("یک و نیم میلیون"). [value, largest multiplier].
 */
function arabicScriptValue(tokens: string[], g: ArabicScriptGrammar): [number, number] | null {
  let total = 0;
  let group = 0;
  let lastScale = 0;
  let largest = 0;
  for (const tok of tokens) {
    if (/^\d/.test(tok)) {
      group += Number(tok.replace(',', '.'));
      continue;
    }
    const [n, kind] = g.words.get(tok) ?? [];
    if (n === undefined) return null;
    if (kind === 'unit' || kind === 'hundred') group += n;
    else if (kind === 'hundredWord') group = group > 0 && group < 10 ? group * 100 : group + 100;
    else if (kind === 'half') {
      if (lastScale && !group) total += lastScale / 2;
      else group += 0.5;
    } else {
      total += (group || 1) * n;
      group = 0;
      lastScale = n;
      largest = Math.max(largest, n);
    }
  }
  return [round(total + group), largest];
}

/**
 * Writes each run of Arabic or Persian number words that names a hundred or more as digits, a thousand or a million
 * kept as its word for the amount reader ("مئتين وخمسين ألف" → "250 الف", "سیصد هزار" → "300 هزار", "صد و بیست" →
 * "120"). Runs of units and tens alone are left to the words for rooms; a thousand or million alone to the reader of
 * bare amounts.
 */
function arabicScriptNumerals(s: string, lang: 'ar' | 'fa'): string {
  const g = grammarOf(lang);
  return s.replace(g.run, (run) => {
    const tokens = run.match(/\d+(?:[.,]\d+)?|\p{L}+/gu) ?? [];
    // A preposition written onto the first word ("بمئتي", "بسیصد"), "و" onto the next ones ("وخمسين").
    let prefix = '';
    const first = tokens[0] ?? '';
    if (!/^\d/.test(first) && !g.words.has(first)) {
      prefix = first[0]!;
      tokens[0] = first.slice(1);
    }
    const words = tokens
      .map((t, i) => (i > 0 && t !== 'و' && t.startsWith('و') && !g.words.has(t) ? t.slice(1) : t))
      .filter((t) => t !== 'و');
    if (!words.some((t) => !/^\d/.test(t) && g.words.get(t)?.[1] !== 'scale')) return run;
    const v = arabicScriptValue(words, g);
    if (!v || v[0] < 100) return run;
    const [value, largest] = v;
    const digits = largest ? `${round(value / largest)} ${SCALE_WORD[lang][largest]}` : String(value);
    return `${prefix ? `${prefix} ` : ''}${digits}`;
  });
}

/** Numbers written in words as digits, for the languages whose number words are read here. */
export function numeralsAsDigits(s: string, lang: string): string {
  if (lang === 'zh' || lang === 'ja') return cjkNumerals(s);
  if (lang === 'ar' || lang === 'fa') return arabicScriptNumerals(s, lang);
  return s;
}
