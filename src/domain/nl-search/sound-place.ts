/**
 * A place's name as it sounds, so that a name written in Cyrillic by ear ("Дорнбирн", "Брук-ан-дер-Мур",
 * "Куфштайн", "Мёдлинге") finds the German name of the gazetteer without a list of Russian exonyms: both
 * spellings are brought to one coarse sound key. German's letter groups become the sound Russian writes for them
 * (sch → ш, z/tz → ц, ei/ey → ай, ch → х), and the letters Russian has no single match for are dropped or merged
 * (h and х go, w/v/f are one, doubled letters one).
 */

const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'o',
  ж: 's',
  з: 's',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'v',
  х: '',
  ц: 'c',
  ч: 'c',
  ш: 's',
  щ: 's',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'u',
  я: 'ia',
};

/** The sound key of a German name already folded by foldKey (lower case, umlauts as ae/oe/ue, ß as ss). */
export function germanSoundKey(folded: string): string {
  return collapse(
    folded
      .replace(/oe/g, 'o')
      .replace(/ue/g, 'u')
      .replace(/ae/g, 'e')
      .replace(/tsch/g, 'c')
      .replace(/sch/g, 's')
      .replace(/ch/g, 'h')
      .replace(/ck/g, 'k')
      .replace(/tz|z/g, 'c')
      .replace(/e[iy]|a[iy]/g, 'ai')
      .replace(/eu/g, 'oi')
      .replace(/ph/g, 'f')
      .replace(/th/g, 't')
      .replace(/dt/g, 't')
      .replace(/qu/g, 'kv')
      .replace(/x/g, 'ks')
      .replace(/[wf]/g, 'v')
      .replace(/[jy]/g, 'i')
      .replace(/h/g, ''),
  );
}

/**
 * The keys a German name may be heard by: its sound key, and where it writes "ie" the key with a long i, which
 * Russian writes и (Liesing: Лизинг, Wieselburg: Визельбург), while some names say both letters (Lienz: Лиенц).
 */
export function germanSoundKeys(folded: string): string[] {
  const key = germanSoundKey(folded);
  return key.includes('ie') ? [key, key.replace(/ie/g, 'i')] : [key];
}

/** The sound key of a word or words in Cyrillic (lower case); null when it holds other letters. */
export function cyrillicSoundKey(text: string): string | null {
  let out = '';
  for (const ch of text) {
    if (ch === ' ') out += ' ';
    else if (ch in CYRILLIC) out += CYRILLIC[ch];
    else return null;
  }
  return collapse(out);
}

function collapse(s: string): string {
  return s.replace(/(\p{L})\1+/gu, '$1').trim();
}

/** Each sign of a table's rows to its row's consonant: the rows as written, one lookup as read. */
function consonantOf(rows: readonly (readonly [string, string])[]): ReadonlyMap<string, string> {
  return new Map(rows.flatMap(([signs, c]) => [...signs].map((s): [string, string] => [s, c])));
}

/**
 * Katakana by the consonant each sign begins with; vowels, the long-vowel mark, the small tsu and the h-row give
 * none (Japanese adds a vowel after every consonant and drops German h and ch).
 */
const KATAKANA_ROWS: Array<[string, string]> = [
  ['カキクケコ', 'k'],
  ['ガギグゲゴ', 'g'],
  ['サスセソシザズゼゾジヂヅ', 's'],
  ['タテト', 't'],
  ['ダデド', 'd'],
  ['チツ', 'c'],
  ['ナニヌネノン', 'n'],
  ['フヴワ', 'v'],
  ['バビブベボ', 'b'],
  ['パピプペポ', 'p'],
  ['マミムメモ', 'm'],
];
const KATAKANA = consonantOf(KATAKANA_ROWS);

/**
 * The consonants of a name the way Japanese can write them: Japanese adds vowels and writes German l and r alike
 * or leaves r out ("シュタイアー", "ムーア"), so the key keeps the consonants other than l and r, in order, once each
 * where doubled. Null when the text holds a sign that is not katakana.
 */
export function katakanaSkeleton(text: string): string | null {
  let out = '';
  for (const ch of text) {
    if (/[ァ-ヺー・]/u.test(ch)) out += KATAKANA.get(ch) ?? '';
    else return null;
  }
  return devoiceLast(out.replace(/(\p{L})\1+/gu, '$1'));
}

/**
 * German says a name's last consonant voiceless (-burg as "burk", -furt, -rad as "rat") and katakana writes it
 * either way (ザルツブルグ, クラーゲンフルド): the last consonant of a key without its voice.
 */
function devoiceLast(key: string): string {
  const last = { d: 't', g: 'k', b: 'p' }[key.slice(-1)];
  return last ? key.slice(0, -1) + last : key;
}

/** The same key for a German name already folded by foldKey. */
export function germanSkeleton(folded: string): string {
  return consonants(germanSoundKey(folded), /[aeiou lr]/g);
}

/** The consonants of a sound key other than those `drop` matches, once each where doubled, the last voiceless. */
function consonants(key: string, drop: RegExp): string {
  return devoiceLast(key.replace(drop, '').replace(/(\p{L})\1+/gu, '$1'));
}

/**
 * Arabic and Persian letters by the German consonant they write. The long vowels (ا و ي ی ى), the hamza forms and
 * ة give none, nor do ه ح خ ع (German drops h, and Arabic writes German ch as خ), nor the short-vowel and doubling
 * signs. German f, v and w are all ف (Arabic has no v or w consonant for a German name: Wels is فيلس), sch is ش,
 * ck is ك or ک, g is غ, ج or گ.
 */
const ARABIC_ROWS: Array<[string, string]> = [
  ['بپ', 'b'],
  ['تطث', 't'],
  ['دضذ', 'd'],
  ['سصشژزظ', 's'],
  ['چ', 'c'],
  ['ف', 'v'],
  ['كکقک', 'k'],
  ['غجگ', 'g'],
  ['ل', 'l'],
  ['ر', 'r'],
  ['م', 'm'],
  ['ن', 'n'],
];
const ARABIC = consonantOf(ARABIC_ROWS);

/** Letters and signs of Arabic script that write no consonant: vowels, hamza, ه ح خ ع, marks, tatweel, ZWNJ. */
const ARABIC_SILENT = /^(?:[\u0621-\u064A\u0640\u06C0\u06CC\u06D5\u200C]|\p{Mn})$/u;

/**
 * The consonants of a word in Arabic or Persian script written by ear ("شفاتس" Schwaz, "فوکلابروک" Vöcklabruck,
 * "بيشوفسهوفن" Bischofshofen): Arabic writes a German name's consonants and its long vowels, and the vowels are
 * left out of both keys, as German's short vowels are not written. German z is تس or تز. Unlike katakana, Arabic
 * keeps l and r apart, so they stay. Null when the word holds a letter of another script.
 */
export function arabicSkeleton(word: string): string | null {
  let out = '';
  for (const ch of word.replace(/ت[سز]/gu, 'c')) {
    // The words of a name of several ("فينر نويشتات") are read as one, as German's are.
    if (ch === ' ') continue;
    if (ch === 'c') out += 'c';
    else if (ARABIC.has(ch)) out += ARABIC.get(ch);
    else if (!ARABIC_SILENT.test(ch)) return null;
  }
  return consonants(out, /[^a-z]/g);
}

/** The same key for a German name already folded by foldKey: its consonants with l and r. */
export function germanArabicSkeleton(folded: string): string {
  // Arabic has no p and writes it ب (Spittal: شبيتال).
  return consonants(germanSoundKey(folded).replace(/p/g, 'b'), /[aeiou ]/g);
}

/**
 * Chinese characters that write German names by sound (the Xinhua transliteration: 施瓦茨 Schwaz, 斯托克劳
 * Stockerau, 格蒙登 Gmunden) by the consonants they write. Chinese tells voiced from voiceless consonants by
 * aspiration and writes German d and t, b and p, g and k with either, so each pair is one; l, r and h, which it
 * writes or leaves out at will (施泰尔 Steyr, 菲拉赫 Villach), and the vowels give none; a syllable's -n or -ng is n
 * (German -ing is written 林 lin); 堡 is -burg. A character not in the table ends a name.
 */
const HANZI_ROWS: Array<[string, string]> = [
  ['阿埃艾伊依奥欧奧歐乌烏厄耶也雅亚亞约約尤哈海赫霍胡豪黑希夏拉莱萊勒利里罗羅洛路鲁魯卢盧雷尔爾劳勞', ''],
  ['巴贝貝比布博伯拜鲍鮑彼帕佩皮普珀波', 'b'],
  ['本宾賓彭蓬邦', 'bn'],
  ['堡', 'bk'],
  ['达達德迪多杜戴道蒂塔特托图圖泰陶', 't'],
  ['登丹顿頓滕腾騰坦汀廷', 'tn'],
  ['格戈古盖蓋高哥卡克科库庫凯凱考基吉', 'k'],
  ['根冈岡贡貢肯坎', 'kn'],
  ['法菲费費弗夫福富瓦韦韋维維沃魏威', 'v'],
  ['芬丰豐冯馮温溫文旺', 'vn'],
  ['斯萨薩塞赛賽索苏蘇西施什舍舒绍紹沙', 's'],
  ['森桑松申辛', 'sn'],
  ['茨采採齐齊蔡泽澤策察措祖佐兹茲', 'c'],
  ['曾赞贊', 'cn'],
  ['马馬迈邁梅玛瑪米莫姆穆默', 'm'],
  ['门門曼蒙明', 'mn'],
  ['纳納内內尼诺諾努', 'n'],
  ['因恩安英昂林伦倫兰蘭朗隆汉漢亨洪', 'n'],
];
const HANZI = consonantOf(HANZI_ROWS);
const HANZI_SIGNS = `[${[...HANZI.keys()].join('')}]`;
/**
 * Runs of two or more characters of the table, where a name written by sound may stand; a hyphen or a middle dot
 * joins the parts of one name ("哈特贝格-菲尔斯滕费尔德", Hartberg-Fürstenfeld).
 */
export const HANZI_NAME_RUN = new RegExp(`${HANZI_SIGNS}{2,}(?:[-－·・]${HANZI_SIGNS}{2,})*`, 'gu');

/** The consonants of a run of the table's characters, once each where doubled; null for another character. */
export function hanziSkeleton(text: string): string | null {
  let out = '';
  for (const ch of text.replace(/[-－·・]/gu, '')) {
    const c = HANZI.get(ch);
    if (c === undefined) return null;
    out += c;
  }
  return out.replace(/(\p{L})\1+/gu, '$1');
}

/** The same key for a German name already folded by foldKey: d/t, b/p, g/k one, l, r, h and vowels gone, ng as n. */
export function germanHanziSkeleton(folded: string): string {
  return germanSoundKey(folded)
    .replace(/ng/g, 'n')
    .replace(/d/g, 't')
    .replace(/p/g, 'b')
    .replace(/g/g, 'k')
    .replace(/[aeiou lr]/g, '')
    .replace(/(\p{L})\1+/gu, '$1');
}
