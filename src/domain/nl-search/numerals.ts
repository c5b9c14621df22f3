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
/**
 * 千 or 百 that opens a number with no numeral before it is one of it ("家賃千ユーロ", "千平米以上", "千五百", "百万以内");
 * only before a numeral, a unit, a currency or a bound word, so that 千万 ("by all means") and 百货 stay words.
 */
const CJK_BARE_PLACE =
  /(?<![\d〇零一二两兩三四五六七八九十百千万萬亿億])([千百])(?=[〇零一二两兩三四五六七八九\d]|[万萬]?(?:ユーロ|欧|€|円|元|平|㎡|m²|坪|以|まで|程度|くらい|ぐらい|前後|左右|\s|$))/gu;

/**
 * A decimal said before 万 or 亿 ("一点五亿", "两点五万", "1点2亿") and a half after one ("一亿半", "两万半": and a half
 * of it), in digits with a decimal point the amount reader takes ("1.5亿"). The unit before 点 or the place is one
 * numeral or digits.
 */
const CJK_DECIMAL =
  /(?<![\d.〇零一二两兩三四五六七八九十百千])([一二两兩三四五六七八九十]|\d+)点([〇零一二三四五六七八九\d]+)(?=[万萬亿億])/gu;
const CJK_HALF_AFTER = /(?<![\d.〇零一二两兩三四五六七八九十百千])([一二两兩三四五六七八九]|\d+)([万萬亿億])半/gu;
const cjkUnit = (u: string): number => (/^\d/.test(u) ? Number(u) : u === '十' ? 10 : CJK_SIGNS[u]!);

function cjkNumerals(s: string): string {
  s = s
    .replace(CJK_DECIMAL, (_, u: string, d: string) => `${cjkUnit(u)}.${[...d].map((x) => cjkUnit(x)).join('')}`)
    .replace(CJK_HALF_AFTER, (_, u: string, place: string) => `${cjkUnit(u) + 0.5}${place}`);
  return s.replace(CJK_BARE_PLACE, '一$1').replace(CJK_RUN, (run) => {
    if (CJK_PLAIN.test(run) || !/[百千万萬亿億]/u.test(run)) return run;
    const value = cjkValue(run);
    if (value === null) return run;
    const last = run[run.length - 1]!;
    const factor = CJK_LARGE_PLACE[last] ?? (last === '千' ? 1000 : 1);
    return factor === 1 ? String(value) : `${round(value / factor)}${last}`;
  });
}

type WordKind = 'unit' | 'hundred' | 'hundredWord' | 'scale' | 'dual' | 'half';

/** The number words of Arabic and Persian as normalizeText folds them: [word, value, kind]. */
const ARABIC_SCRIPT_WORDS: Record<'ar' | 'fa', Array<[string, number, WordKind]>> = {
  ar: [
    ...(
      [
        ['واحد|واحدة|احد|احدي', 1],
        ['اثنان|اثنين|اثنتان|اثنتين|اثنا|اثني|اتنين', 2],
        // The spoken forms with ت for ث and the ending typed ه for ة ("تلاتة", "تمنية", "خمسه").
        ['ثلاث|ثلاثة|تلات|تلاتة', 3],
        ['اربع|اربعة', 4],
        ['خمس|خمسة', 5],
        ['ست|ستة', 6],
        ['سبع|سبعة', 7],
        ['ثمان|ثماني|ثمانية|تمان|تمانية|تمنية', 8],
        ['تسع|تسعة', 9],
        ['عشر|عشرة', 10],
        ['عشرون|عشرين', 20],
        ['ثلاثون|ثلاثين|تلاتين', 30],
        ['اربعون|اربعين', 40],
        ['خمسون|خمسين', 50],
        ['ستون|ستين', 60],
        ['سبعون|سبعين', 70],
        ['ثمانون|ثمانين|تمانين', 80],
        ['تسعون|تسعين', 90],
      ] as Array<[string, number]>
    ).flatMap(([w, n]) =>
      w
        .split('|')
        .flatMap((x): Array<[string, number, WordKind]> => [
          [x, n, 'unit'],
          ...(x.endsWith('ة') ? [[`${x.slice(0, -1)}ه`, n, 'unit'] as [string, number, WordKind]] : []),
        ]),
    ),
    ['مائة', 100, 'hundredWord'],
    ['مئة', 100, 'hundredWord'],
    // The spoken hundred (مية, "خمسمية", "تلتمية", "ميتين") as dictation writes it; ميه alone is also water, so
    // only in a compound.
    ['مية', 100, 'hundredWord'],
    ['ميتين', 200, 'hundred'],
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
        ['تلت', 3],
        ['تلات', 3],
        ['ربع', 4],
        ['تمن', 8],
        ['تمان', 8],
      ] as Array<[string, number]>
    ).flatMap(([w, n]) =>
      ['مائة', 'مئة', 'مية', 'ميه'].map((h): [string, number, WordKind] => [`${w}${h}`, n * 100, 'hundred']),
    ),
    ['الف', 1e3, 'scale'],
    ['الاف', 1e3, 'scale'],
    ['مليون', 1e6, 'scale'],
    ['ملايين', 1e6, 'scale'],
    // The dual, also in the construct state before the currency ("ألفي يورو", "مليوني يورو"): two of it.
    ...['الفان', 'الفين', 'الفا', 'الفي'].map((w): [string, number, WordKind] => [w, 1e3, 'dual']),
    ...['مليونان', 'مليونين', 'مليونا', 'مليوني'].map((w): [string, number, WordKind] => [w, 1e6, 'dual']),
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
      total += (group || (kind === 'dual' ? 2 : 1)) * n;
      group = 0;
      lastScale = n;
      largest = Math.max(largest, n);
    }
  }
  return [round(total + group), largest];
}

/**
 * Writes each run of Arabic or Persian number words that names ten or more as digits, a thousand or a million
 * kept as its word for the amount reader ("مئتين وخمسين ألف" → "250 الف", "سیصد هزار" → "300 هزار", "صد و بیست" →
 * "120", "خمسة وعشرين" → "25", "شصت" → "60"), as the readers of areas and radii take digits. Units under ten are
 * left to the words for rooms, a thousand or million alone to the reader of bare amounts, and the tens of an ordinal
 * to the readers of districts and floors ("الثالث عشر", "بیست و دوم": see ORDINAL_TENS).
 */
function arabicScriptNumerals(s: string, lang: 'ar' | 'fa'): string {
  const g = grammarOf(lang);
  return s.replace(g.run, (run, at: number) => {
    const ordinal = ORDINAL_TENS[lang].test(
      s.slice(Math.max(0, at - 12), at) + '\uffff' + s.slice(at + run.length, at + run.length + 12),
    );
    const tokens = run.match(/\d+(?:[.,]\d+)?|\p{L}+/gu) ?? [];
    // A preposition written onto the first word ("بمئتي", "بسیصد"), "و" onto the next ones ("وخمسين").
    let prefix = '';
    const first = tokens[0] ?? '';
    if (!/^\d/.test(first) && !g.words.has(first)) {
      prefix = first[0]!;
      tokens[0] = first.slice(1);
    }
    // Each "and" stays a word of its own: splitNumbers reads a multiplier right after one as a number of its own.
    const words = tokens.flatMap((t, i) =>
      i > 0 && t !== AND && t.startsWith(AND) && !g.words.has(t) ? [AND, t.slice(1)] : [t],
    );
    if (!words.some((t) => t !== AND && !/^\d/.test(t) && g.words.get(t)?.[1] !== 'scale')) return run;
    const numbers: string[] = [];
    const parts = splitNumbers(words, g);
    for (const part of parts) {
      const v = arabicScriptValue(part, g);
      if (!v) return run;
      // A unit alone before a second number stays a word, as a unit alone does ("اتنين وتلات الاف": see suspendedUnit).
      if (v[0] < 10 && !v[1] && parts.length > 1 && part !== parts[parts.length - 1]) {
        numbers.push(part.join(' '));
        continue;
      }
      if ((v[0] < 10 || (ordinal && v[0] < 100)) && !v[1]) return run;
      const [value, largest] = v;
      numbers.push(largest ? `${round(value / largest)} ${SCALE_WORD[lang][largest]}` : String(value));
    }
    return `${prefix ? `${prefix} ` : ''}${numbers.join(' و ')}`;
  });
}

/** "And" between the words of one number, as normalizeText writes it in Arabic and Persian. */
const AND = 'و';

/**
 * Tens that belong to an ordinal: in Arabic after an ordinal unit with the article ("الحي الثالث عشر", the
 * thirteenth; "الحادي عشر", "الطابق الثاني عشر"), in Persian before "و" and an ordinal ("بیست و دوم", twenty-second;
 * "سی و یکم"). Tested on the text before the run and after it, joined by U+FFFF, a noncharacter no text holds.
 */
const ORDINAL_TENS: Record<'ar' | 'fa', RegExp> = {
  ar: /(?<!\p{L})(?:الحادي|الثاني|الثالث|الرابع|الخامس|السادس|السابع|الثامن|التاسع)[هة]?\s*\uffff/u,
  fa: /\uffff\s*و\s*\p{L}*(?:م|مین)(?!\p{L})/u,
};

/**
 * "بين أربعمئة وستمئة ألف": a hundred after another hundred since the last thousand starts a second number (between
 * four hundred and six hundred thousand), as no number says two hundreds in a row. So does a thousand or a million
 * after one as large or larger ("بين مئتين وخمسين ألف وثلاثمئة وخمسين ألف", "بين ألف وألفين", "دویست هزار و سیصد
 * هزار"): the words since the last one begin the second number, as a number names each multiplier once, the larger
 * first.
 */
function splitNumbers(words: string[], g: ArabicScriptGrammar): string[][] {
  const parts: string[][] = [[]];
  let group = 0;
  let lastScale = 0;
  let groupStart = 0;
  let lastUnit = 0;
  let afterAnd = false;
  const isTen = (n: number) => n >= 20 && n < 100 && n % 10 === 0;
  for (const w of words) {
    if (w === AND) {
      afterAnd = true;
      continue;
    }
    const joined = afterAnd;
    afterAnd = false;
    const [value = 0, kind] = g.words.get(w) ?? [];
    const multiplies = kind === 'hundredWord' && group > 0 && group < 10;
    // A unit after a unit ("اتنين وتلات الاف", two to three thousand): no number says two units in a row; nor two
    // tens ("بين ستين وثمانين متر", "شصت و نود"). A thousand or a million after "and" and a count before it ("بين
    // خمسمية وألف", "بین پانصد و هزار") is a number of its own too: a multiplier follows its count without "and".
    if (
      (kind === 'unit' && value < 10 && lastUnit > 0 && lastUnit < 10) ||
      (kind === 'unit' && isTen(value) && isTen(lastUnit)) ||
      ((kind === 'scale' || kind === 'dual') && joined && group > 0)
    ) {
      parts.push([]);
      group = 0;
      lastScale = 0;
      groupStart = 0;
    }
    lastUnit = kind === 'unit' ? value : 0;
    if ((kind === 'hundred' || (kind === 'hundredWord' && !multiplies)) && group >= 100) {
      parts.push([]);
      group = 0;
      lastScale = 0;
      groupStart = 0;
    }
    if ((kind === 'scale' || kind === 'dual') && lastScale && value >= lastScale) {
      parts.push(parts[parts.length - 1]!.splice(groupStart));
      lastScale = 0;
    }
    parts[parts.length - 1]!.push(w);
    if (kind === 'scale' || kind === 'dual') {
      group = 0;
      lastScale = value;
      groupStart = parts[parts.length - 1]!.length;
    } else if (kind === 'hundredWord') group = multiplies ? group * 100 : group + 100;
    else if (kind === 'unit' || kind === 'hundred') group += value;
  }
  return parts;
}

type LatinKind = 'unit' | 'hundred' | 'scale' | 'half' | 'article';

/**
 * The number words of the languages written in Latin letters and of Russian (whose words add up the same way), as
 * normalizeText lower-cases them: 'unit' words add up (units, teens, tens, and the hundreds Spanish and Portuguese say
 * in one word), 'hundred' multiplies the units before it, 'scale' (a thousand, a million) all since the last larger
 * scale, 'half' adds a half to the unit before it ("zweieinhalb"), 'article' is a one that always opens a number of
 * its own ("between five hundred and a thousand" says two numbers). `and`: the word that joins the parts of one
 * number ("two hundred and fifty", "trente et un", "treinta y cinco"); `compound`: the language writes a number as
 * one word ("dreihundertfünfzigtausend", "duecentocinquantamila"); `thousand`, `million`: the words the reader of
 * amounts knows (MULTIPLIERS).
 */
interface LatinNumerals {
  words: Array<[string, number, LatinKind]>;
  and: string;
  compound: boolean;
  thousand: string;
  million: string;
  /**
   * The word said for the decimal comma or point ("eins komma zwei Millionen", "one point two million") and the sign
   * the language writes for it.
   */
  decimal?: [word: string, sign: ',' | '.'];
}

/** [spellings separated by |, value] → unit words. */
const units = (list: Array<[string, number]>): Array<[string, number, LatinKind]> =>
  list.flatMap(([w, n]) => w.split('|').map((x): [string, number, LatinKind] => [x, n, 'unit']));

const DE_UNITS: Array<[string, number]> = [
  ['ein', 1],
  ['zwei|zwo', 2],
  ['drei', 3],
  ['vier', 4],
  ['fünf|fuenf', 5],
  ['sechs', 6],
  ['sieben', 7],
  ['acht', 8],
  ['neun', 9],
];
const DE_TENS: Array<[string, number]> = [
  ['zwanzig', 20],
  ['dreißig|dreissig', 30],
  ['vierzig', 40],
  ['fünfzig|fuenfzig', 50],
  ['sechzig', 60],
  ['siebzig', 70],
  ['achtzig', 80],
  ['neunzig', 90],
];

/** Each spelling also without its diacritics ("dwiescie", "dort yuz"), as people type them on a phone. */
function plain(list: Array<[string, number]>, letters: Record<string, string>): Array<[string, number]> {
  const strip = (w: string) => [...w].map((ch) => letters[ch] ?? ch).join('');
  return list.map(([w, n]) => [[...new Set(w.split('|').flatMap((x) => [x, strip(x)]))].join('|'), n]);
}

/** [spellings separated by |, value] → scale words (a thousand, a million). */
const scales = (list: Array<[string, number]>): Array<[string, number, LatinKind]> =>
  list.flatMap(([w, n]) => w.split('|').map((x): [string, number, LatinKind] => [x, n, 'scale']));

const NL_UNITS: Array<[string, number]> = [
  ['een|één', 1],
  ['twee', 2],
  ['drie', 3],
  ['vier', 4],
  ['vijf', 5],
  ['zes', 6],
  ['zeven', 7],
  ['acht', 8],
  ['negen', 9],
];
const NL_TENS: Array<[string, number]> = [
  ['twintig', 20],
  ['dertig', 30],
  ['veertig', 40],
  ['vijftig', 50],
  ['zestig', 60],
  ['zeventig', 70],
  ['tachtig', 80],
  ['negentig', 90],
];
const PL_PLAIN = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };
const TR_PLAIN = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };

const LATIN_NUMERALS: Record<
  'de' | 'en' | 'fr' | 'it' | 'es' | 'pt' | 'nl' | 'sv' | 'pl' | 'ru' | 'tr',
  LatinNumerals
> = {
  de: {
    words: [
      ...units([...DE_UNITS, ['eins|eine', 1]]),
      ...units([
        ['zehn', 10],
        ['elf', 11],
        ['zwölf|zwoelf', 12],
        ['dreizehn', 13],
        ['vierzehn', 14],
        ['fünfzehn|fuenfzehn', 15],
        ['sechzehn', 16],
        ['siebzehn', 17],
        ['achtzehn', 18],
        ['neunzehn', 19],
        ...DE_TENS,
        // The unit before its ten, joined by "und": "fünfundzwanzig".
        ...DE_UNITS.flatMap(([u, n]) =>
          DE_TENS.map(([t, m]): [string, number] => [
            u
              .split('|')
              .flatMap((a) => t.split('|').map((b) => `${a}und${b}`))
              .join('|'),
            n + m,
          ]),
        ),
        ['anderthalb', 1.5],
      ]),
      ['hundert', 100, 'hundred'],
      ['tausend', 1e3, 'scale'],
      ['million', 1e6, 'scale'],
      ['millionen', 1e6, 'scale'],
      ['einhalb', 0.5, 'half'],
    ],
    and: 'und',
    decimal: ['komma', ','],
    compound: true,
    thousand: 'tausend',
    million: 'millionen',
  },
  en: {
    words: [
      ...units([
        ['one', 1],
        ['two', 2],
        ['three', 3],
        ['four', 4],
        ['five', 5],
        ['six', 6],
        ['seven', 7],
        ['eight', 8],
        ['nine', 9],
        ['ten', 10],
        ['eleven', 11],
        ['twelve', 12],
        ['thirteen', 13],
        ['fourteen', 14],
        ['fifteen', 15],
        ['sixteen', 16],
        ['seventeen', 17],
        ['eighteen', 18],
        ['nineteen', 19],
        ['twenty', 20],
        ['thirty', 30],
        ['forty|fourty', 40],
        ['fifty', 50],
        ['sixty', 60],
        ['seventy', 70],
        ['eighty', 80],
        ['ninety', 90],
      ]),
      ['hundred', 100, 'hundred'],
      ['thousand', 1e3, 'scale'],
      ['million', 1e6, 'scale'],
      ['millions', 1e6, 'scale'],
      // "one and a half million", "a million and a half".
      ['a half', 0.5, 'half'],
      // "a hundred", "a thousand": the article counts one before a hundred or a scale.
      ['a', 1, 'article'],
    ],
    and: 'and',
    decimal: ['point', '.'],
    compound: false,
    thousand: 'thousand',
    million: 'million',
  },
  fr: {
    words: [
      ...units([
        ['un|une', 1],
        ['deux', 2],
        ['trois', 3],
        ['quatre', 4],
        ['cinq', 5],
        ['six', 6],
        ['sept', 7],
        ['huit', 8],
        ['neuf', 9],
        ['dix', 10],
        ['onze', 11],
        ['douze', 12],
        ['treize', 13],
        ['quatorze', 14],
        ['quinze', 15],
        ['seize', 16],
        ['vingt|vingts', 20],
        ['trente', 30],
        ['quarante', 40],
        ['cinquante', 50],
        ['soixante', 60],
        // Seventy and ninety are sixty-ten and eighty-ten, read by adding up ("soixante-dix", "quatre-vingt-dix").
        ['quatre-vingt|quatre-vingts|quatre vingt|quatre vingts', 80],
        ['septante', 70],
        ['huitante|octante', 80],
        ['nonante', 90],
      ]),
      ['cent', 100, 'hundred'],
      ['cents', 100, 'hundred'],
      ['mille', 1e3, 'scale'],
      ['million', 1e6, 'scale'],
      ['millions', 1e6, 'scale'],
      // "un million et demi", "deux millions et demi"; "un demi-million" is half of one, as "a half" is.
      ['demi', 0.5, 'half'],
      ['demie', 0.5, 'half'],
      ['un demi', 0.5, 'half'],
    ],
    and: 'et',
    decimal: ['virgule', ','],
    compound: false,
    thousand: 'mille',
    million: 'millions',
  },
  it: {
    words: [
      ...units([
        ['un|uno|una', 1],
        ['due', 2],
        ['tre|tré', 3],
        ['quattro', 4],
        ['cinque', 5],
        ['sei', 6],
        ['sette', 7],
        ['otto', 8],
        ['nove', 9],
        ['dieci', 10],
        ['undici', 11],
        ['dodici', 12],
        ['tredici', 13],
        ['quattordici', 14],
        ['quindici', 15],
        ['sedici', 16],
        ['diciassette', 17],
        ['diciotto', 18],
        ['diciannove', 19],
        // A ten loses its last vowel before "uno" and "otto" ("ventuno", "trentotto").
        ['venti|vent', 20],
        ['trenta|trent', 30],
        ['quaranta|quarant', 40],
        ['cinquanta|cinquant', 50],
        ['sessanta|sessant', 60],
        ['settanta|settant', 70],
        ['ottanta|ottant', 80],
        ['novanta|novant', 90],
      ]),
      ['cento', 100, 'hundred'],
      ['cent', 100, 'hundred'],
      ['mille', 1e3, 'scale'],
      ['mila', 1e3, 'scale'],
      ['milione', 1e6, 'scale'],
      ['milioni', 1e6, 'scale'],
      // "un milione e mezzo", "due milioni e mezzo".
      ['mezzo', 0.5, 'half'],
      ['mezza', 0.5, 'half'],
    ],
    and: 'e',
    decimal: ['virgola', ','],
    compound: true,
    thousand: 'mila',
    million: 'milioni',
  },
  es: {
    words: [
      ...units([
        ['un|uno|una', 1],
        ['dos', 2],
        ['tres', 3],
        ['cuatro', 4],
        ['cinco', 5],
        ['seis', 6],
        ['siete', 7],
        ['ocho', 8],
        ['nueve', 9],
        ['diez', 10],
        ['once', 11],
        ['doce', 12],
        ['trece', 13],
        ['catorce', 14],
        ['quince', 15],
        ['dieciséis|dieciseis', 16],
        ['diecisiete', 17],
        ['dieciocho', 18],
        ['diecinueve', 19],
        ['veinte', 20],
        ['veintiuno|veintiún|veintiun|veintiuna', 21],
        ['veintidós|veintidos', 22],
        ['veintitrés|veintitres', 23],
        ['veinticuatro', 24],
        ['veinticinco', 25],
        ['veintiséis|veintiseis', 26],
        ['veintisiete', 27],
        ['veintiocho', 28],
        ['veintinueve', 29],
        ['treinta', 30],
        ['cuarenta', 40],
        ['cincuenta', 50],
        ['sesenta', 60],
        ['setenta', 70],
        ['ochenta', 80],
        ['noventa', 90],
        ['cien|ciento', 100],
        ['doscientos|doscientas', 200],
        ['trescientos|trescientas', 300],
        ['cuatrocientos|cuatrocientas', 400],
        ['quinientos|quinientas', 500],
        ['seiscientos|seiscientas', 600],
        ['setecientos|setecientas', 700],
        ['ochocientos|ochocientas', 800],
        ['novecientos|novecientas', 900],
      ]),
      ['mil', 1e3, 'scale'],
      ['millón', 1e6, 'scale'],
      ['millon', 1e6, 'scale'],
      ['millones', 1e6, 'scale'],
      // "un millón y medio", "dos millones y medio".
      ['medio', 0.5, 'half'],
      ['media', 0.5, 'half'],
    ],
    and: 'y',
    decimal: ['coma', ','],
    compound: false,
    thousand: 'mil',
    million: 'millones',
  },
  pt: {
    words: [
      ...units([
        ['um|uma', 1],
        ['dois|duas', 2],
        ['três|tres', 3],
        ['quatro', 4],
        ['cinco', 5],
        ['seis', 6],
        ['sete', 7],
        ['oito', 8],
        ['nove', 9],
        ['dez', 10],
        ['onze', 11],
        ['doze', 12],
        ['treze', 13],
        ['catorze|quatorze', 14],
        ['quinze', 15],
        ['dezasseis|dezesseis', 16],
        ['dezassete|dezessete', 17],
        ['dezoito', 18],
        ['dezanove|dezenove', 19],
        ['vinte', 20],
        ['trinta', 30],
        ['quarenta', 40],
        ['cinquenta|cincoenta', 50],
        ['sessenta', 60],
        ['setenta', 70],
        ['oitenta', 80],
        ['noventa', 90],
        ['cem|cento', 100],
        ['duzentos|duzentas', 200],
        ['trezentos|trezentas', 300],
        ['quatrocentos|quatrocentas', 400],
        ['quinhentos|quinhentas', 500],
        ['seiscentos|seiscentas', 600],
        ['setecentos|setecentas', 700],
        ['oitocentos|oitocentas', 800],
        ['novecentos|novecentas', 900],
      ]),
      ['mil', 1e3, 'scale'],
      ['milhão', 1e6, 'scale'],
      ['milhao', 1e6, 'scale'],
      ['milhões', 1e6, 'scale'],
      ['milhoes', 1e6, 'scale'],
      // "um milhão e meio", "dois milhões e meio".
      ['meio', 0.5, 'half'],
      ['meia', 0.5, 'half'],
    ],
    and: 'e',
    decimal: ['vírgula|virgula', ','],
    compound: false,
    thousand: 'mil',
    million: 'milhões',
  },
  // Dutch writes a number as one word, the unit before its ten joined by "en" ("vijfentwintig", "tweeëntwintig").
  nl: {
    words: [
      ...units(
        plain(
          [
            ...NL_UNITS,
            ['tien', 10],
            ['elf', 11],
            ['twaalf', 12],
            ['dertien', 13],
            ['veertien', 14],
            ['vijftien', 15],
            ['zestien', 16],
            ['zeventien', 17],
            ['achttien', 18],
            ['negentien', 19],
            ...NL_TENS,
            ...NL_UNITS.flatMap(([u, n]) =>
              NL_TENS.map(([t, m]): [string, number] => [
                u
                  .split('|')
                  .map((a) => `${a}${a.endsWith('e') ? 'ën' : 'en'}${t}`)
                  .join('|'),
                n + m,
              ]),
            ),
            ['anderhalf', 1.5],
          ],
          { ë: 'e', é: 'e' },
        ),
      ),
      ['honderd', 100, 'hundred'],
      ['duizend', 1e3, 'scale'],
      ['miljoen', 1e6, 'scale'],
      // A "ton" is a hundred thousand euros in spoken Dutch ("drie ton", "een ton").
      ['ton', 1e5, 'scale'],
      // "twee en een half miljoen", "een miljoen en een half".
      ['een half', 0.5, 'half'],
      ['één half', 0.5, 'half'],
    ],
    and: 'en',
    decimal: ['komma', ','],
    compound: true,
    thousand: 'duizend',
    million: 'miljoen',
  },
  // Swedish writes a number as one word, the ten before its unit ("tvåhundraåttiotusen", "tjugofem").
  sv: {
    words: [
      ...units(
        plain(
          [
            ['en|ett', 1],
            ['två', 2],
            ['tre', 3],
            ['fyra', 4],
            ['fem', 5],
            ['sex', 6],
            ['sju', 7],
            ['åtta', 8],
            ['nio', 9],
            ['tio', 10],
            ['elva', 11],
            ['tolv', 12],
            ['tretton', 13],
            ['fjorton', 14],
            ['femton', 15],
            ['sexton', 16],
            ['sjutton', 17],
            ['arton', 18],
            ['nitton', 19],
            ['tjugo', 20],
            ['trettio', 30],
            ['fyrtio', 40],
            ['femtio', 50],
            ['sextio', 60],
            ['sjuttio', 70],
            ['åttio', 80],
            ['nittio', 90],
          ],
          { å: 'a', ä: 'a', ö: 'o' },
        ),
      ),
      ['hundra', 100, 'hundred'],
      ['tusen', 1e3, 'scale'],
      ['miljon', 1e6, 'scale'],
      ['miljoner', 1e6, 'scale'],
      // "en och en halv miljon", "två och en halv miljon".
      ['en halv', 0.5, 'half'],
      ['ett halvt', 0.5, 'half'],
    ],
    and: 'och',
    decimal: ['komma', ','],
    compound: true,
    thousand: 'tusen',
    million: 'miljoner',
  },
  // Polish declines its numerals ("do trzystu pięćdziesięciu tysięcy"): every case form people write, each also
  // without its diacritics; the hundreds are words of their own.
  pl: {
    words: [
      ...units(
        plain(
          [
            ['jeden|jedna|jedno|jednego|jednej', 1],
            ['dwa|dwie|dwóch|dwu|dwoma', 2],
            ['trzy|trzech|trzema', 3],
            ['cztery|czterech|czterema', 4],
            ['pięć|pięciu', 5],
            ['sześć|sześciu', 6],
            ['siedem|siedmiu', 7],
            ['osiem|ośmiu', 8],
            ['dziewięć|dziewięciu', 9],
            ['dziesięć|dziesięciu', 10],
            ['jedenaście|jedenastu', 11],
            ['dwanaście|dwunastu', 12],
            ['trzynaście|trzynastu', 13],
            ['czternaście|czternastu', 14],
            ['piętnaście|piętnastu', 15],
            ['szesnaście|szesnastu', 16],
            ['siedemnaście|siedemnastu', 17],
            ['osiemnaście|osiemnastu', 18],
            ['dziewiętnaście|dziewiętnastu', 19],
            ['dwadzieścia|dwudziestu', 20],
            ['trzydzieści|trzydziestu', 30],
            ['czterdzieści|czterdziestu', 40],
            ['pięćdziesiąt|pięćdziesięciu', 50],
            ['sześćdziesiąt|sześćdziesięciu', 60],
            ['siedemdziesiąt|siedemdziesięciu', 70],
            ['osiemdziesiąt|osiemdziesięciu', 80],
            ['dziewięćdziesiąt|dziewięćdziesięciu', 90],
            ['sto|stu', 100],
            ['dwieście|dwustu', 200],
            ['trzysta|trzystu', 300],
            ['czterysta|czterystu', 400],
            ['pięćset|pięciuset', 500],
            ['sześćset|sześciuset', 600],
            ['siedemset|siedmiuset', 700],
            ['osiemset|ośmiuset', 800],
            ['dziewięćset|dziewięciuset', 900],
            ['półtora|półtorej', 1.5],
          ],
          PL_PLAIN,
        ),
      ),
      ...scales(
        plain(
          [
            ['tysiąc|tysiące|tysięcy|tysiąca|tys', 1e3],
            ['milion|miliony|milionów|miliona|mln', 1e6],
          ],
          PL_PLAIN,
        ),
      ),
      // "dwa i pół miliona", "milion i pół".
      ['pół', 0.5, 'half'],
    ],
    and: 'i',
    decimal: ['przecinek', ','],
    compound: false,
    thousand: 'tysięcy',
    million: 'milionów',
  },
  // Russian declines its numerals ("до двухсот пятидесяти тысяч"): every case form people write; the hundreds are
  // words of their own.
  ru: {
    words: [
      ...units(
        plain(
          [
            // The instrumental after "между" and "с" ("между двумястами и тремястами тысячами") and the dative after
            // "к" and "по" ("к пятистам") as well; not "семью" (seven), which is also "a family".
            ['один|одна|одно|одного|одной|одну', 1],
            ['два|две|двух|двум|двумя', 2],
            ['три|трёх|трём|тремя', 3],
            ['четыре|четырёх|четырём|четырьмя', 4],
            ['пять|пяти|пятью', 5],
            ['шесть|шести|шестью', 6],
            ['семь|семи', 7],
            ['восемь|восьми|восемью', 8],
            ['девять|девяти|девятью', 9],
            ['десять|десяти|десятью', 10],
            ['одиннадцать|одиннадцати', 11],
            ['двенадцать|двенадцати', 12],
            ['тринадцать|тринадцати', 13],
            ['четырнадцать|четырнадцати', 14],
            ['пятнадцать|пятнадцати', 15],
            ['шестнадцать|шестнадцати', 16],
            ['семнадцать|семнадцати', 17],
            ['восемнадцать|восемнадцати', 18],
            ['девятнадцать|девятнадцати', 19],
            ['двадцать|двадцати|двадцатью', 20],
            ['тридцать|тридцати|тридцатью', 30],
            ['сорок|сорока', 40],
            ['пятьдесят|пятидесяти|пятьюдесятью', 50],
            ['шестьдесят|шестидесяти|шестьюдесятью', 60],
            ['семьдесят|семидесяти|семьюдесятью', 70],
            ['восемьдесят|восьмидесяти|восемьюдесятью', 80],
            ['девяносто|девяноста', 90],
            ['сто|ста', 100],
            ['двести|двухсот|двумстам|двумястами', 200],
            ['триста|трёхсот|трёмстам|тремястами', 300],
            ['четыреста|четырёхсот|четырёмстам|четырьмястами', 400],
            ['пятьсот|пятисот|пятистам|пятьюстами', 500],
            ['шестьсот|шестисот|шестистам|шестьюстами', 600],
            ['семьсот|семисот|семистам|семьюстами', 700],
            ['восемьсот|восьмисот|восьмистам|восемьюстами', 800],
            ['девятьсот|девятисот|девятистам|девятьюстами', 900],
            ['полтора|полторы|полутора', 1.5],
          ],
          { ё: 'е' },
        ),
      ),
      ...scales([
        // Spoken "тыща" (700 тыщ, две тыщи) and "штука" (a grand: две штуки) are the thousand as well.
        ['тысяча|тысячи|тысяч|тысячу|тысячей|тысячами|тысячам|тыс|тыща|тыщи|тыщ|тыщу|штука|штуки|штук|штуку', 1e3],
        ['миллион|миллиона|миллионов|миллионы|миллионом|миллионами|миллионам|млн', 1e6],
      ]),
      // "два с половиной миллиона", "трёх с половиной тысяч": the half added to the number before it.
      ['с половиной', 0.5, 'half'],
    ],
    and: 'и',
    compound: false,
    thousand: 'тысяч',
    million: 'миллионов',
  },
  // Turkish may write a number apart or as one word ("dört yüz bin", "dörtyüzbin"); "altı" (six) stands alone as
  // "under" ("300 bin altı"), so it counts only before a hundred.
  tr: {
    words: [
      ...units(
        plain(
          [
            ['bir', 1],
            ['iki', 2],
            ['üç', 3],
            ['dört', 4],
            ['beş', 5],
            ['altı yüz|altıyüz', 600],
            ['yedi', 7],
            ['sekiz', 8],
            ['dokuz', 9],
            ['on', 10],
            ['yirmi', 20],
            ['otuz', 30],
            ['kırk', 40],
            ['elli', 50],
            ['altmış', 60],
            ['yetmiş', 70],
            ['seksen', 80],
            ['doksan', 90],
          ],
          TR_PLAIN,
        ),
      ),
      ...plain([['yüz', 100]], TR_PLAIN).flatMap(([w, n]) =>
        w.split('|').map((x): [string, number, LatinKind] => [x, n, 'hundred']),
      ),
      ...scales(
        plain(
          [
            ['bin', 1e3],
            ['milyon', 1e6],
          ],
          TR_PLAIN,
        ),
      ),
      ...plain([['buçuk', 0.5]], TR_PLAIN).flatMap(([w, n]) =>
        w.split('|').map((x): [string, number, LatinKind] => [x, n, 'half']),
      ),
    ],
    and: 've',
    compound: true,
    thousand: 'bin',
    million: 'milyon',
  },
};

interface LatinGrammar {
  numerals: LatinNumerals;
  run: RegExp;
  words: Map<string, [number, LatinKind]>;
  /** The spellings, longest first, to cut a run into words. */
  spellings: string[];
  /** A number said with its decimal word before a thousand or a million ("eins komma zwei Millionen"), or null. */
  decimalRun: RegExp | null;
}
const latinGrammars = new Map<string, LatinGrammar>();

function latinGrammarOf(lang: keyof typeof LATIN_NUMERALS): LatinGrammar {
  let g = latinGrammars.get(lang);
  if (g) return g;
  const numerals = LATIN_NUMERALS[lang];
  const spellings = [...new Set(numerals.words.map(([w]) => w))].sort((a, b) => b.length - a.length);
  const tok = `(?:${spellings.join('|')})${numerals.compound ? '' : '(?![\\p{L}])'}`;
  // A dash with a space beside it ("восемьсот - тысяча двести", "sekiz yüz bin - bir milyon") stands between the two
  // bounds of a range, never between the words of one number, which a hyphen joins without spaces ("twenty-five").
  const between = `(?:\\s+${numerals.and}\\s+|\\s${numerals.compound ? '*' : '+'}|-)`;
  const words = `(?:${tok}(?:${between}${tok})*|\\d{1,3})`;
  const scaleWords = numerals.words.filter(([, n, k]) => k === 'scale' && n >= 1e3).map(([w]) => w);
  g = {
    numerals,
    // A whole word or words: not a part of an ordinal's compound ("twenty-first", "dix-neuvième").
    run: new RegExp(`(?<![\\p{L}\\p{N}]|\\p{L}-)${tok}(?:${between}${tok})*(?![\\p{L}\\p{N}]|-\\p{L})`, 'gu'),
    words: new Map(numerals.words.map(([w, n, k]) => [w, [n, k]])),
    spellings,
    decimalRun: numerals.decimal
      ? new RegExp(
          `(?<![\\p{L}\\p{N}])(${words})\\s+(?:${numerals.decimal[0]})\\s+(${words})(?=\\s+(?:${[...scaleWords, 'mio', 'mln'].join('|')})(?![\\p{L}]))`,
          'gu',
        )
      : null,
  };
  latinGrammars.set(lang, g);
  return g;
}

interface LatinPart {
  word: string;
  start: number;
  end: number;
  /** An "and" stood right before it. */
  joined: boolean;
}

/** A run cut into its number words (the first cut that uses the whole run), or null. */
function latinParts(run: string, g: LatinGrammar, from = 0, joined = false): LatinPart[] | null {
  if (from === run.length) return [];
  const and = new RegExp(`^\\s+${g.numerals.and}\\s+`, 'u').exec(run.slice(from));
  if (and) return latinParts(run, g, from + and[0].length, true);
  const sep = /^[\s-]+/u.exec(run.slice(from));
  if (sep) return latinParts(run, g, from + sep[0].length, joined);
  for (const w of g.spellings) {
    if (!run.startsWith(w, from)) continue;
    const end = from + w.length;
    if (!g.numerals.compound && end < run.length && /\p{L}/u.test(run[end]!)) continue;
    const rest = latinParts(run, g, end);
    if (rest) return [{ word: w, start: from, end, joined }, ...rest];
  }
  return null;
}

interface LatinNumber {
  start: number;
  end: number;
  value: number;
  /** The largest scale word in it (1e3, 1e6), or 0. */
  scale: number;
  /** It holds more than a scale word alone. */
  counted: boolean;
}

/**
 * The numbers a run of number words says, added up as they are spoken: units add up, each smaller than the one
 * before ("vingt-cinq", "soixante-dix", "doscientos cincuenta"), a hundred multiplies the units before it (none:
 * one), a thousand or a million all since the last larger one (none: one). A word that cannot go on the number
 * before it starts the next ("zwischen dreihundert und vierhunderttausend": 300 and 400,000), an "and" before it is
 * left between the two.
 */
function latinNumbers(parts: LatinPart[], g: LatinGrammar): LatinNumber[] {
  const out: LatinNumber[] = [];
  let cur: LatinNumber | null = null;
  let total = 0;
  let group = 0;
  let lastAdd = Infinity;
  let lastScale = Infinity;
  let hundred = false;
  const close = () => {
    if (cur) out.push({ ...cur, value: total + group });
    cur = null;
    total = group = 0;
    lastAdd = lastScale = Infinity;
    hundred = false;
  };
  /** The value of the first scale word after part i, or 0. */
  const nextScale = (i: number): number => {
    for (const q of parts.slice(i + 1)) {
      const [v, k] = g.words.get(q.word)!;
      if (k === 'scale') return v;
    }
    return 0;
  };
  parts.forEach((p, i) => {
    const [n, kind] = g.words.get(p.word)!;
    const next = parts[i + 1] && g.words.get(parts[i + 1]!.word)![1];
    const fits = (): boolean => {
      // "two hundred and three hundred": a unit after "and" that a hundred follows starts a number of its own; so
      // does one after a thousand or a million whose own words reach as large a scale ("zweihunderttausend und
      // dreihunderttausend", "doscientos mil y trescientos mil": no number says a thousand twice).
      // So does one after "and" and whole hundreds that a scale follows: "between five hundred and one thousand" says
      // two numbers, as "and fifty thousand" after hundreds goes on the one number.
      if (kind === 'unit')
        return (
          n < lastAdd &&
          !(
            p.joined &&
            (!cur ||
              (next === 'hundred' && group > 0) ||
              nextScale(i) >= lastScale ||
              (n === 1 && next === 'scale' && hundred && group % 100 === 0))
          )
        );
      if (kind === 'article') return false;
      // A half after a thousand or a million is half of it ("миллион с половиной", "bir milyon buçuk", "un millón y
      // medio", "a million and a half"); after a unit, half of one more ("one and a half million", "dwa i pół"). A
      // half that a larger scale follows is half of that scale, a number of its own ("trescientos mil y medio millón").
      if (kind === 'half')
        return (
          (nextScale(i) <= lastScale || next !== 'scale') &&
          ((group > 0 && group < 10 && lastAdd >= 1) || (group === 0 && total > 0 && lastAdd === lastScale))
        );
      if (kind === 'hundred') return !hundred && group < 100 && !p.joined;
      return n < lastScale && group < 1000 && !p.joined && (group > 0 || !cur || total === 0);
    };
    if (cur && !fits()) close();
    if (!cur) {
      // A thousand alone after "and" and a number is the second bound of a range ("entre sept cents et mille", "tra
      // seicento e mille"); a half never opens a number.
      if (
        kind === 'half' ||
        (p.joined && kind !== 'unit' && kind !== 'article' && !(kind === 'scale' && out.length > 0))
      )
        return;
      cur = { start: p.start, end: p.end, value: 0, scale: 0, counted: false };
    }
    const c: LatinNumber = cur;
    c.end = p.end;
    if (kind === 'unit' || kind === 'article') {
      group += n;
      lastAdd = n;
      // "a million" stays the scale alone, for the readers of bare amounts ("half a million").
      if (kind === 'unit') c.counted = true;
    } else if (kind === 'half') {
      // Half of the thousand or million before it is a figure of its own: the amount reader would take the scale alone.
      if (group === 0) {
        total += lastScale * n;
        c.counted = true;
      } else group += n;
      lastAdd = n;
    } else if (kind === 'hundred') {
      group = (group || 1) * 100;
      lastAdd = 100;
      hundred = true;
      c.counted = true;
    } else {
      total += (group || 1) * n;
      group = 0;
      lastAdd = lastScale = n;
      hundred = false;
      c.scale = Math.max(c.scale, n);
    }
  });
  close();
  return out;
}

/**
 * Writes each number said in words that is ten or more as digits, a thousand or a million kept as the language's
 * word for the reader of amounts ("dreihundertfünfzigtausend" → "350 tausend", "two hundred and fifty thousand" →
 * "250 thousand", "trois cent mille" → "300 mille", "achthundert" → "800"). Units under ten are left to the words
 * for rooms ("drei Zimmer") and articles ("ein", "un"); a million word (or a Dutch "ton") alone to the reader of bare
 * amounts ("a million", "eine halbe Million"), and a scale word right after digits ("300 tausend") to the reader of
 * amounts. A scale other than a thousand or a million ("drie ton") is written out in digits.
 */
function latinNumerals(s: string, lang: keyof typeof LATIN_NUMERALS): string {
  const g = latinGrammarOf(lang);
  if (g.decimalRun)
    s = s.replace(g.decimalRun, (all, whole: string, part: string) => decimalDigits(all, whole, part, g));
  g.run.lastIndex = 0;
  return s.replace(g.run, (run, at: number) => {
    const parts = latinParts(run, g);
    if (!parts) return run;
    let out = '';
    let pos = 0;
    for (const n of latinNumbers(parts, g)) {
      if (n.value < 10 && !n.scale) continue;
      if (!n.counted && (n.scale > 1e3 || /\d[\s.,]*$/u.test(s.slice(0, at + n.start)))) continue;
      if (!n.counted && thanks(s, at + n.start, at + n.end)) continue;
      const scaled = n.scale ? round(n.value / n.scale) : n.value;
      const digits =
        (n.scale === 1e3 || n.scale >= 1e6) && Number.isInteger(scaled * 100)
          ? `${scaled} ${n.scale >= 1e6 ? g.numerals.million : g.numerals.thousand}`
          : String(round(n.value));
      out += run.slice(pos, n.start) + digits;
      pos = n.end;
    }
    return out + run.slice(pos);
  });
}

/** A run of number words (or digits) as the one number it says, or null when it says none or more than one. */
function wordsValue(run: string, g: LatinGrammar): number | null {
  if (/^\d+$/u.test(run)) return Number(run);
  const parts = latinParts(run, g);
  const numbers = parts && latinNumbers(parts, g);
  return numbers?.length === 1 ? numbers[0]!.value : null;
}

/**
 * A decimal said in words before a thousand or a million, as dictation writes it ("eins komma zwei Millionen", "one
 * point five million", "uno virgola due milioni", "jeden przecinek dwa miliona"), in digits with the decimal sign the
 * reader of amounts takes ("1,2 Millionen", "1.5 million"): the whole part below a thousand, the part after the
 * decimal word its digits as said ("komma fünfundzwanzig" → ",25"). Anything else is left as it was.
 */
function decimalDigits(all: string, whole: string, part: string, g: LatinGrammar): string {
  const w = wordsValue(whole, g);
  const d = wordsValue(part, g);
  if (w == null || d == null || w >= 1000 || !Number.isInteger(w) || !Number.isInteger(d) || d < 0 || d > 99)
    return all;
  return `${w}${g.numerals.decimal![1]}${d}`;
}

/**
 * A thank-you said with a thousand ("grazie mille", "mil gracias", "merci mille fois", "tausend Dank"): the thousand
 * next to the word of thanks counts nothing, so it never becomes an amount.
 */
const THANKS_BEFORE = /(?<![\p{L}])(?:grazie|gracias|merci|obrigad[oa]s?|danke|dank|thanks|bedankt|tack)\s+$/iu;
const THANKS_AFTER = /^\s+(?:grazie|gracias|mercis?|obrigad[oa]s?|dank|thanks|tack)(?![\p{L}])/iu;
function thanks(s: string, start: number, end: number): boolean {
  return THANKS_BEFORE.test(s.slice(Math.max(0, start - 16), start)) || THANKS_AFTER.test(s.slice(end, end + 16));
}

const digitsHalfRuns = new Map<string, RegExp | null>();

/**
 * Digits with a half word and a thousand or a million, either order ("2 с половиной миллиона", "3 миллиона с
 * половиной", "2 buçuk milyon", "3 milyon buçuk"): the digits and a half of the multiplier, as a decimal the reader of
 * amounts takes ("2.5 миллиона"). The number words alone would read the half after the multiplier as half of one
 * multiplier, the digits before it being no word of theirs.
 */
function digitsAndHalf(s: string, lang: keyof typeof LATIN_NUMERALS): string {
  let re = digitsHalfRuns.get(lang);
  if (re === undefined) {
    const words = LATIN_NUMERALS[lang].words;
    const alt = (kind: LatinKind) =>
      words
        .filter(([, n, k]) => k === kind && (kind === 'half' ? n === 0.5 : n >= 1e3))
        .map(([w]) => w)
        .sort((x, y) => y.length - x.length)
        .join('|');
    const half = alt('half');
    const scale = `(?:${alt('scale')})(?![\\p{L}])`;
    const and = LATIN_NUMERALS[lang].and;
    re = half
      ? new RegExp(
          `(?<![\\p{L}\\p{N}.,])(\\d{1,3})\\s+(?:(?:${half})\\s+(${scale})|(${scale})(?:\\s+${and})?\\s+(?:${half})(?![\\p{L}]))`,
          'giu',
        )
      : null;
    digitsHalfRuns.set(lang, re);
  }
  return re ? s.replace(re, (_, d: string, before?: string, after?: string) => `${d}.5 ${before ?? after}`) : s;
}

/** Numbers written in words as digits, for the languages whose number words are read here. */
export function numeralsAsDigits(s: string, lang: string): string {
  if (lang === 'zh' || lang === 'ja') return suspendedUnit(cjkNumerals(s), lang);
  if (lang === 'ar' || lang === 'fa') return suspendedUnit(arabicScriptNumerals(s, lang), lang);
  if (lang in LATIN_NUMERALS) {
    const latin = lang as keyof typeof LATIN_NUMERALS;
    return suspendedUnit(latinNumerals(digitsAndHalf(s, latin), latin), lang);
  }
  return s;
}

/** The words that join the two bounds of a range said with one multiplier ("two to three thousand"). */
const RANGE_JOIN: Record<string, string> = {
  de: 'bis',
  en: 'to',
  fr: 'à|a',
  it: 'a',
  es: 'a',
  pt: 'a',
  nl: 'tot',
  sv: 'till',
  pl: 'do',
  ru: 'до',
  tr: 'ile',
  ar: 'و|الى',
  fa: 'تا|و',
  zh: '到|至|~|〜',
  ja: '〜|~|から',
};

const suspendedUnits = new Map<string, { re: RegExp; value: Map<string, number> } | null>();

/**
 * A range said with its multiplier once, after the second bound ("от двух до трёх тысяч", "iki ile üç bin", "دو تا
 * سه هزار", "两到三千", "two to three thousand"): the first bound is a unit word below ten, which the numerals leave
 * as a word (it is more often a count of rooms), so it is written as its digit where a range word and a larger
 * figure with a thousand or a million follow; the amount reader then reads "2 до 3 тысяч" as it reads digits.
 */
function suspendedUnit(s: string, lang: string): string {
  let entry = suspendedUnits.get(lang);
  if (entry === undefined) {
    const units: Array<[string, number]> =
      lang === 'zh' || lang === 'ja'
        ? Object.entries(CJK_SIGNS).filter(([, n]) => n > 0)
        : lang === 'ar' || lang === 'fa'
          ? ARABIC_SCRIPT_WORDS[lang].filter(([, n, k]) => k === 'unit' && n < 10).map(([w, n]) => [w, n])
          : lang in LATIN_NUMERALS
            ? LATIN_NUMERALS[lang as keyof typeof LATIN_NUMERALS].words
                .filter(([w, n, k]) => k === 'unit' && n < 10 && Number.isInteger(n) && !w.includes(' '))
                .map(([w, n]) => [w, n])
            : [];
    const join = RANGE_JOIN[lang];
    const scales =
      lang === 'zh' || lang === 'ja'
        ? '[千万萬]'
        : lang === 'ar' || lang === 'fa'
          ? `(?:${SCALE_WORD[lang][1000]}|${SCALE_WORD[lang][1000000]})(?![\\p{L}])`
          : lang in LATIN_NUMERALS
            ? `(?:${LATIN_NUMERALS[lang as keyof typeof LATIN_NUMERALS].words
                .filter(([, n, k]) => k === 'scale' && n >= 1e3)
                .map(([w]) => w)
                .sort((a, b) => b.length - a.length)
                .join('|')})(?![\\p{L}])`
            : '';
    const words = [...new Set(units.map(([w]) => w))].sort((a, b) => b.length - a.length);
    const bounded = lang !== 'zh' && lang !== 'ja';
    entry =
      join && words.length && scales
        ? {
            re: new RegExp(
              `${bounded ? '(?<![\\p{L}\\d])' : '(?<![\\d.])'}(${words.join('|')})(${bounded ? '\\s+' : '\\s*'}(?:${join})\\s*)(\\d+(?:[.,]\\d+)?)(?=\\s?${scales})`,
              'gu',
            ),
            value: new Map(units),
          }
        : null;
    suspendedUnits.set(lang, entry);
  }
  if (!entry) return s;
  const { value } = entry;
  return s.replace(entry.re, (all, word: string, join: string, next: string) => {
    const n = value.get(word);
    return n !== undefined && n < Number(next.replace(',', '.')) ? `${n}${join}${next}` : all;
  });
}
