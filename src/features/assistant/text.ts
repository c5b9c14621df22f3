/**
 * Text normalisation and tokens for the assistant's matching, in all 15 languages: Unicode NFKC, lower case,
 * Arabic and Persian letter variants unified and diacritics dropped, Arabic-Indic and Persian digits as ASCII.
 * Words become character 4-grams (so "Nebenkosten" finds "Kaufnebenkosten" and Arabic or Slavic endings do not
 * hide a stem); Chinese and Japanese, written without spaces, become character bigrams.
 */
/** A Chinese or Japanese character (kana, Han). */
export const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;

export function normalizeText(input: string): string {
  return (
    input
      .normalize('NFKC')
      .toLowerCase()
      // Arabic's indefinite accusative ending "ـاً" ("تأميناً", "شهرياً") is the case's tanween on a silent alef, no
      // letter of the word: it goes with its mark, so the word is found as the guide writes it ("التأمين").
      .replace(/\u064bا|ا\u064b/g, '')
      .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ى/g, 'ي')
      .replace(/ي/g, 'ی')
      .replace(/ك/g, 'ک')
      .replace(/ة/g, 'ه')
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
      .replace(/ß/g, 'ss')
  );
}

/** Words of a normalized text: runs of letters and digits (CJK runs stay whole here). */
export function words(normalized: string): string[] {
  // A Latin term written into a Chinese or Japanese sentence ("fGEE是什么意思") is a word of its own.
  return (
    normalized.match(
      /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+|(?:(?![\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff])[\p{L}\p{N}])+/gu,
    ) ?? []
  );
}

/**
 * Question words that say nothing about the topic ("what does … mean", "was bedeutet …"): left out of a question's
 * tokens, so they do not pull it towards a heading like "What does it mean for you?".
 */
const QUESTION_WORDS = new Set(
  [
    'was',
    'ist',
    'sind',
    'der',
    'die',
    'das',
    'wie',
    'wer',
    'ein',
    'eine',
    'bedeutet',
    'heißt',
    'heisst',
    'für',
    'sie',
    'ich',
    'what',
    'is',
    'are',
    'the',
    'a',
    'an',
    'how',
    'who',
    'does',
    'do',
    'mean',
    'means',
    'meaning',
    'for',
    'you',
    'it',
    'que',
    'qué',
    'quoi',
    'est',
    'le',
    'la',
    'les',
    'signifie',
    'el',
    'es',
    'significa',
    'cosa',
    'il',
    'o',
    'wat',
    'betekent',
    'de',
    'het',
    'co',
    'to',
    'jest',
    'oznacza',
    'что',
    'такое',
    'означает',
    'vad',
    'betyder',
    'är',
    'nedir',
    'ne',
    'anlama',
    'geliyor',
    'ماذا',
    'ما',
    'هو',
    'هي',
    'يعني',
    'تعني',
    'معنى',
    'یعنی',
    'چه',
    'چیست',
    'است',
    'معنی',
    // When: a question's time ("wann", "quand", "cuándo", "wanneer") or a clause's ("quando vado a vedere", "quando
    // vou visitar"), never its subject; as a topic it pulls towards the one passage that says "only when" ("firmatela
    // solo quando").
    'wann',
    'when',
    'quand',
    'quando',
    'cuándo',
    'cuando',
    'wanneer',
    // Usually, typically: how often, not what about ("di solito" is also what the fixed rate's passage says of its price).
    'usually',
    'typically',
    'typical',
    'normally',
    'normalerweise',
    'généralement',
    'habituellement',
    'solito',
    'solitamente',
    'normalmente',
    'habitualmente',
    'geralmente',
    'meestal',
    'doorgaans',
    'vanligtvis',
    'brukar',
    'zwykle',
    'zazwyczaj',
    'обычно',
    'genellikle',
    'عادة',
    'معمولا',
  ].map(normalizeText),
);

/**
 * How a question asks, not what about: which, should, must, can, there is. Left out when measuring how much of a
 * question the guide's vocabulary knows (knowledge.ts's vocabularyShare): a guide that never writes "vilka" or
 * "powinienem" still answers "Vilka energiklasser finns det för HWB?". They still count in matching, where they are
 * weak anyway.
 */
/**
 * How much, how many: the amount asked for, in every language. The word after it is the thing counted ("how many
 * years", "quanti anni", "combien d'années", "сколько лет": the loan's term), see countedWords.
 */
const AMOUNT_WORDS = [
  'many',
  'much',
  'combien',
  'quanti',
  'quante',
  'quanto',
  'quanta',
  'cuántos',
  'cuántas',
  'cuánto',
  'cuánta',
  'quantos',
  'quantas',
  'hoeveel',
  'många',
  'mycket',
  'ile',
  'сколько',
  'kaç',
  'چند',
];
const AMOUNT = new Set(AMOUNT_WORDS.map(normalizeText));

/**
 * Words of the past after a counted word: Persian "چند سال گذشته" is "the past few years", a span of time the
 * question names, not a count it asks for.
 */
const PAST = new Set(['گذشته', 'اخیر'].map(normalizeText));

/**
 * The words a question counts: each word after a word of amount (AMOUNT_WORDS), past an elided article or preposition
 * of up to two letters ("combien d'années"): "years" in "how many years does a loan run". Not one a word of the past
 * follows (PAST).
 */
export function countedWords(normalized: string): Set<string> {
  const list = words(normalized);
  const out = new Set<string>();
  list.forEach((w, i) => {
    if (!AMOUNT.has(w)) return;
    const at = [...(list[i + 1] ?? '')].length <= 2 ? i + 2 : i + 1;
    const next = list[at];
    if (next && !PAST.has(list[at + 1] ?? '')) out.add(next);
  });
  return out;
}

/**
 * Words of speech that say nothing of a question's subject: particles ("eigentlich", "irgendwo", "actually", "вообще")
 * and the asker's own pronouns ("mich", "meine", "unser"), which a guide written to its reader ("Sie") never uses. A
 * question in everyday speech is full of them; the guide not writing them says nothing of whether it answers it, so
 * they count as words of asking do.
 */
const SPOKEN_FILLERS = [
  'mich',
  'meine',
  'meiner',
  'meinen',
  'meinem',
  'unser',
  'unsere',
  'unserer',
  'unseren',
  'unserem',
  'eigentlich',
  'irgendwo',
  'irgendwie',
  'irgendwann',
  'irgendwas',
  'überhaupt',
  'wirklich',
  'halt',
  'denn',
  'schon',
  // The asker's own time ("ich zieh nächsten Monat um", "wir ziehen bald um"), which a guide written for any time
  // never names, and the asking whether a thing is worth it ("lohnt sich ein fixer Zinssatz?").
  'nächste',
  'nächsten',
  'nächstes',
  'bald',
  'demnächst',
  'lohnt',
  'really',
  'actually',
  'basically',
  'anyway',
  'somewhere',
  'somehow',
  'kinda',
  'like',
  'vraiment',
  'genre',
  'davvero',
  'tipo',
  'insomma',
  'magari',
  'realmente',
  'pues',
  'bueno',
  'mesmo',
  'então',
  'eigenlijk',
  'ergens',
  'gewoon',
  'echt',
  'egentligen',
  'liksom',
  'någonstans',
  'verkligen',
  'właściwie',
  'gdzieś',
  'jakoś',
  'naprawdę',
  'вообще',
  'просто',
  'кстати',
  'короче',
  'реально',
  'acaba',
  'aslında',
  'yani',
  'gerçekten',
  // The words a follow-up message opens with ("and another thing:", "ok but", "o en nog iets:", "bi de şunu
  // sorayım", "راستی یه چیز دیگه", "وكمان سؤال"): they lead into the question and say nothing of its subject.
  'thing',
  'okay',
  'besides',
  'außerdem',
  'übrigens',
  'nochwas',
  'autre',
  'chose',
  'sinon',
  'altra',
  'allora',
  'inoltre',
  'comunque',
  'otra',
  'entonces',
  'outra',
  'coisa',
  'trouwens',
  'förresten',
  'więc',
  'еще',
  'вопрос',
  'şunu',
  'sorayım',
  'sorayim',
  'peki',
  'وكمان',
  'كمان',
  'سؤال',
  'طيب',
  'راستی',
  'دیگه',
  'سوال',
  // The frame of a question asked for someone else ("my mother wants to know …", "meine Mutter fragt, ob …", "min
  // pappa undrar om …", "مامانم میپرسه …"): the asker's family and the verbs of wanting to know are no subject.
  // So are the asker's partner, relatives and friends ("my husband asks …", "جوزي بيسأل …"); not a child, who is often
  // the subject itself (a child's school).
  'mann',
  'frau',
  'freundin',
  'freund',
  'tante',
  'onkel',
  'kollege',
  'kollegin',
  'husband',
  'wife',
  'partner',
  'girlfriend',
  'boyfriend',
  'aunt',
  'uncle',
  'friend',
  'colleague',
  'mari',
  'femme',
  'copine',
  'copain',
  'oncle',
  'amie',
  'marito',
  'moglie',
  'fidanzata',
  'fidanzato',
  'amica',
  'amico',
  'marido',
  'esposa',
  'mujer',
  'novia',
  'novio',
  'tía',
  'tío',
  'amiga',
  'amigo',
  'mulher',
  'namorada',
  'namorado',
  'vrouw',
  'vriendin',
  'vriend',
  'flickvän',
  'pojkvän',
  'moster',
  'faster',
  'kompis',
  'żona',
  'dziewczyna',
  'chłopak',
  'ciocia',
  'wujek',
  'przyjaciółka',
  'kolega',
  'муж',
  'жена',
  'подруга',
  'друг',
  'тётя',
  'дядя',
  'коллега',
  'karım',
  'eşim',
  'teyzem',
  'halam',
  'arkadaşım',
  'جوزي',
  'زوجي',
  'مرتي',
  'زوجتي',
  'صاحبي',
  'صاحبتي',
  'شوهرم',
  'همسرم',
  'خانمم',
  'دوستم',
  'mutter',
  'vater',
  'mama',
  'papa',
  'eltern',
  'schwester',
  'bruder',
  'fragt',
  'mother',
  'father',
  'dad',
  'mom',
  'mum',
  'parents',
  'sister',
  'brother',
  'wants',
  'know',
  'asks',
  'wondering',
  'mère',
  'père',
  'maman',
  'sœur',
  'soeur',
  'frère',
  'demande',
  'savoir',
  'madre',
  'padre',
  'mamma',
  'papà',
  'sorella',
  'fratello',
  'genitori',
  'chiede',
  'vuole',
  'sapere',
  'mamá',
  'papá',
  'hermana',
  'hermano',
  'padres',
  'quiere',
  'saber',
  'mãe',
  'irmã',
  'irmão',
  'pergunta',
  'moeder',
  'vader',
  'ouders',
  'vraagt',
  'weten',
  'mamma',
  'pappa',
  'syster',
  'undrar',
  'frågar',
  'mamy',
  'taty',
  'siostra',
  'rodzice',
  'pyta',
  'wiedzieć',
  'мама',
  'папа',
  'сестра',
  'родители',
  'спрашивает',
  'хочет',
  'знать',
  'annem',
  'babam',
  'kardeşim',
  'ablam',
  'soruyor',
  'أبوي',
  'أمي',
  'امي',
  'ماما',
  'بابا',
  'أختي',
  'بتسأل',
  'بيسأل',
  'يسأل',
  'تسأل',
  'بدو',
  'يعرف',
  'تعرف',
  'بدها',
  'مامانم',
  'بابام',
  'مادرم',
  'پدرم',
  'خواهرم',
  'میپرسه',
  'می‌پرسه',
  'میپرسد',
  'می‌پرسد',
  'میخواد',
  'بدونه',
];

const ASKING_WORDS = new Set(
  [
    'welche',
    'welcher',
    'welches',
    'soll',
    'sollte',
    'muss',
    'kann',
    'gibt',
    'which',
    'should',
    'must',
    'can',
    'there',
    'quel',
    'quelle',
    'quels',
    'quelles',
    'dois',
    'doit',
    'peux',
    'peut',
    'faut',
    'quale',
    'quali',
    'devo',
    'deve',
    'posso',
    'può',
    'cuál',
    'cuáles',
    'debo',
    'debe',
    'puedo',
    'puede',
    'hay',
    'qual',
    'quais',
    'pode',
    'welke',
    'moet',
    'moeten',
    'kun',
    'vilka',
    'vilken',
    'vilket',
    'ska',
    'bör',
    'måste',
    'finns',
    // Need: "hur mycket … behöver man", as "нужно" and "gerekir".
    'behöver',
    'behövs',
    'jakie',
    'jakich',
    'jaki',
    'jaka',
    'który',
    'które',
    'powinienem',
    'powinnam',
    'powinno',
    'muszę',
    'mogę',
    'czy',
    'какой',
    'какие',
    'каких',
    'какая',
    'нужно',
    'надо',
    'должен',
    'можно',
    'hangi',
    // "what things", the plural of "ne": "yanıma neler almalıyım".
    'neler',
    // What to look at or pay attention to ("nelere dikkat etmeliyim", "nelere bakmalıyım"): how a viewing question asks.
    'nelere',
    'neye',
    'dikkat',
    'etmeliyim',
    'etmeliyiz',
    'bakmalıyım',
    'bakmalıyız',
    'gerekir',
    'gerekiyor',
    'mı',
    'mi',
    // The question particle with its person ending ("bakmalı mıyım", "olur muyuz", "gerekli midir") and the bare
    // "must" ("bakmalı", "etmeli"): they ask, as "mı" does, and say nothing of the subject.
    'mıyım',
    'miyim',
    'muyum',
    'müyüm',
    'mısın',
    'misin',
    'musun',
    'müsün',
    'mıyız',
    'miyiz',
    'muyuz',
    'müyüz',
    'mıdır',
    'midir',
    'mudur',
    'müdür',
    'bakmalı',
    'etmeli',
    'أي',
    'هل',
    // Spoken Arabic asks how much and when in words of its own ("قديش بتطلع", "بكام", "إيمتى"): asking words.
    'قديش',
    'قداش',
    'بقديش',
    'بكام',
    'إيمتى',
    'ايمتى',
    'امتى',
    'بتطلع',
    'بيطلع',
    'يجب',
    'ينبغي',
    'يمكن',
    'کدام',
    'آیا',
    'باید',
    // How much, how many (AMOUNT_WORDS).
    ...AMOUNT_WORDS,
    // How much, can: asked in written and spoken Persian ("چقدره", "میتونه").
    'چقدر',
    'چقدره',
    'تواند',
    'میتواند',
    'میتونه',
    'میتونم',
    'میشه',
    ...SPOKEN_FILLERS,
  ].map(normalizeText),
);

/**
 * Words that ask what a term means ("was heißt HWB", "cosa vuol dire fGEE", "fGEE是什么意思"): not the figure a listing
 * states for it ("what is the HWB of this flat?"), but the guide's explanation.
 */
const MEANING = [
  'bedeutet',
  'heißt',
  'versteht man unter',
  'steht für',
  'mean',
  'stand for',
  'stands for',
  'signifie',
  'veut dire',
  "qu'est-ce que",
  'qu’est-ce que',
  // Spoken French asks "c'est quoi, le HWB ?", the apostrophe also left out.
  "c'est quoi",
  'c’est quoi',
  'cest quoi',
  'significa',
  'vuol dire',
  'vuole dire',
  'quiere decir',
  'quer dizer',
  'betekent',
  'betyder',
  'innebär',
  'oznacza',
  'znaczy',
  // "What is" asked of a term: "co to jest HWB", "czym jest fGEE".
  'co to jest',
  'czym jest',
  'означает',
  'значит',
  'что такое',
  'ne demek',
  'anlamı',
  'anlama gel',
  'يعني',
  'تعني',
  'معنى',
  'یعنی',
  'معنی',
  '什么意思',
  '意思',
  '指什么',
  '意味',
  'とは',
  // The unit a term is given in is part of what it means ("в каких единицах указывается HWB", "HWB hangi birimle"):
  // asked with the word of asking, as "unit", "unidad" or "وحدة" alone also name a dwelling or an employer.
  'welcher einheit',
  'welchen einheiten',
  'what unit',
  'which unit',
  'quelle unité',
  'quelles unités',
  'quale unità',
  'che unità',
  'unità di misura',
  'qué unidad',
  'que unidad',
  'unidad de medida',
  'que unidade',
  'qual unidade',
  'unidade de medida',
  'welke eenheid',
  'welke eenheden',
  'vilken enhet',
  'vilka enheter',
  'jakiej jednost',
  'jakich jednost',
  'jednostka miary',
  'единицах',
  'единице измерения',
  'единица измерения',
  'hangi birim',
  'birimi ne',
  'بأي وحدة',
  'وحدة القياس',
  'وحدة قياس',
  'چه واحدی',
  'واحد اندازه',
  'واحد سنجش',
  '什么单位',
  '单位是',
  '単位',
].map(normalizeText);

/** True when a normalized message asks what a term means (MEANING). */
export function asksMeaning(normalized: string): boolean {
  return MEANING.some((k) => normalized.includes(k));
}

/** True for a bare question word or a word of asking (ASKING_WORDS): it says nothing about the topic. */
export function isAskingWord(word: string): boolean {
  return QUESTION_WORDS.has(word) || ASKING_WORDS.has(word);
}

/** Chinese and Japanese characters of question words and particles. */
const CJK_FUNCTION = new Set([
  ...'是什么意思多少久吗呢的一般有怎样哪为何请问対这个那些はですかのにをがとでもどういう何いくら应该些',
]);

/** A pair of function characters ("什么", "ですか"'s "です"): it says nothing about a question's topic. */
export function isFunctionPair(pair: string): boolean {
  const [a, b] = [...pair];
  return CJK_FUNCTION.has(a!) && CJK_FUNCTION.has(b!);
}

/** Characters of degree and of modal verbs ("最短", "至少", "要签", "能收"): they ask how much or must, as the question words do. */
const CJK_DEGREE = new Set([...'最至要能']);

/**
 * A pair with a function character or one of degree or a modal verb ("多久", "最短", "的押"): part of a way of asking,
 * or a straddle beside one.
 */
export function hasFunctionChar(pair: string): boolean {
  return [...pair].some((c) => CJK_FUNCTION.has(c) || CJK_DEGREE.has(c));
}

/** The matching tokens of a text (see the module comment); `question` drops the bare question words. */
export function tokens(text: string, question = false): string[] {
  const out: string[] = [];
  for (const w of words(normalizeText(text))) {
    if (question && QUESTION_WORDS.has(w)) continue;
    if (CJK.test(w)) {
      const chars = [...w];
      if (chars.length === 1) out.push(chars[0]!);
      for (let i = 0; i + 1 < chars.length; i++) {
        // In a question, a pair of function characters ("什么", "是什", "多少") says nothing about the topic.
        if (question && isFunctionPair(chars[i]! + chars[i + 1]!)) continue;
        out.push(chars[i]! + chars[i + 1]!);
      }
      continue;
    }
    const chars = [...w];
    if (chars.length <= 4) {
      out.push(w);
      continue;
    }
    for (let i = 0; i + 4 <= chars.length; i++) out.push(chars.slice(i, i + 4).join(''));
  }
  return out;
}

/**
 * The inflected endings of the languages whose words change most at their end (cut longest first): Polish and Russian
 * case endings of up to three letters ("бессрочного", "бессрочный", "listami"), Turkish plural, case and possessive
 * suffixes in their vowel-harmony forms ("evlerden", "kirada", "aidatlarımızdan"), the Arabic plural and feminine
 * endings and attached pronouns (as normalizeText writes them: "ة" as "ه", "ي" as "ی") and the Persian plural and its
 * "ی". The other languages keep wordStem's default of two letters.
 */
const ENDINGS: Partial<Record<string, string>> = {
  pl: 'ami ach ego emu ych ymi imi owi ów om ym im ej ie ia ią ię y i a e o u ę ą',
  ru: 'ого его ому ему ыми ими ами ями ией иям иях ах ях ой ей ый ий ая яя ое ее ые ие ую юю ом ем ам ям ов ев ых их ым им ия ию ии а я ы и у ю е о ь й',
  tr: 'ların lerin ları leri lar ler ından inden undan ünden ndan nden dan den tan ten ında inde unda ünde nda nde da de ta te yla yle nın nin nun nün ın in un ün ya ye yı yi yu yü sı si su sü ımız imiz umuz ümüz ınız iniz unuz ünüz ım im um üm ı i u ü a e',
  ar: 'ات ها هم ون ین یه ه ی',
  fa: 'هایی های ها ای ی',
};
// Each ending also as typed without its accents ("й" as "и", "ą" as "a", "ü" as "u"), as knowledge.ts matches words.
const SORTED_ENDINGS = new Map(
  Object.entries(ENDINGS).map(([lang, line]) => [
    lang,
    [
      ...new Set([
        ...line!.split(' '),
        ...line!.split(' ').map((e) => e.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC')),
      ]),
    ].sort((a, b) => b.length - a.length),
  ]),
);

/** Endings cut from a word leave this many letters at least (Arabic and Persian roots have three). */
const MIN_STEM: Partial<Record<string, number>> = { ar: 3, fa: 3 };
/** Turkish stacks its suffixes ("aidat-lar-ımız-dan"): up to this many are cut. */
const ROUNDS: Partial<Record<string, number>> = { tr: 3 };

/** An Arabic word without its attached article or preposition ("بالكفالة" → "كفالة"), three letters left at least. */
function withoutArticle(word: string, lang: string): string {
  return lang === 'ar' ? word.replace(/^(?:وال|بال|فال|کال|لل|ال)(?=\p{L}{3})/u, '') : word;
}

/**
 * A word of a language of ENDINGS without its listed endings (up to ROUNDS of them, leaving the language's minimum
 * stem) and, in Arabic, its attached article or preposition; the word itself in the other languages or when no
 * ending fits.
 */
export function stripEndings(word: string, lang?: string): string {
  const endings = lang ? SORTED_ENDINGS.get(lang) : undefined;
  if (!endings) return word;
  const min = MIN_STEM[lang!] ?? 4;
  let stem = withoutArticle(word, lang!);
  for (let round = 0; round < (ROUNDS[lang!] ?? 1); round++) {
    // A suffix stacked on another is a syllable at least: "dairede" is "daire", not "dair".
    const ending = endings.find(
      (e) => stem.endsWith(e) && (round === 0 || [...e].length >= 2) && [...stem].length - [...e].length >= min,
    );
    if (!ending) break;
    stem = stem.slice(0, stem.length - ending.length);
  }
  return stem;
}

/**
 * A word's stem for matching its inflected forms: in a language of ENDINGS its ending cut (the longest that leaves
 * four letters, three in Arabic and Persian), so that "бессрочного" and "бессрочный" share "бессрочн" and "listy" is
 * "list", not "lis"; an Arabic word also without its attached article. In the other languages the last two letters
 * of a word longer than four ("Deposition" is in "depositionen").
 */
export function wordStem(word: string, lang?: string): string {
  const endings = lang ? SORTED_ENDINGS.get(lang) : undefined;
  if (!endings) {
    const chars = [...(/^ال\p{Script=Arabic}{4,}$/u.test(word) ? word.slice(2) : word)];
    return chars.slice(0, Math.max(chars.length <= 4 ? chars.length : chars.length - 2, 2)).join('');
  }
  const stem = stripEndings(word, lang);
  const chars = [...stem];
  // A word with no ending of the list loses its last two letters, as in the other languages, but keeps the minimum
  // stem: the spoken Persian "ساختمون" still meets the written "ساختمان".
  if (stem !== withoutArticle(word, lang!) || chars.length <= 4) return stem;
  return chars.slice(0, Math.max(chars.length - 2, MIN_STEM[lang!] ?? 4)).join('');
}

const plainForms = new Map<string, string>();

/**
 * A text without the accents of its Latin letters ("opłaty" → "oplaty", "görmek" → "gormek", "condomínio" →
 * "condominio"): people type without them. Only marks on Latin letters go, so a Japanese "ガ" or a Russian "й" stays.
 */
export function plainLatin(text: string): string {
  let plain = plainForms.get(text);
  if (plain === undefined) {
    plain = text
      .normalize('NFD')
      .replace(/(?<=[a-z])[\u0300-\u036f]+/g, '')
      .normalize('NFC')
      .replace(/ł/g, 'l')
      .replace(/ı/g, 'i')
      .replace(/ø/g, 'o');
    if (plainForms.size < 10_000) plainForms.set(text, plain);
  }
  return plain;
}

/**
 * Languages that write a compound as one word ("Kaltmiete", "Betriebskostenabrechnung", "slaapkamer", "sovrum"): there
 * a key is found inside a word too, where it names the compound's part.
 */
const COMPOUNDING: ReadonlySet<string> = new Set(['de', 'nl', 'sv']);

/**
 * Arabic's article and prepositions written onto a word ("وال", "بال", "كال", "لل", "و", ...): "للكفالة" is "الكفالة" is
 * "كفالة". A pattern over normalized text, so spelt as normalizeText writes them (its "ك" as "ک"), or "كال" would
 * never match.
 */
export const ARABIC_ATTACHED = `(?:${['وال', 'بال', 'فال', 'كال', 'ال', 'لل', 'و', 'ب', 'ل', 'ف'].map(normalizeText).join('|')})`;

/** An Arabic or Persian word's attached article or preposition ("المصعد", "بالإيجار"): a key may follow it. */
const ATTACHED = `${ARABIC_ATTACHED}?`;

const starts = new Map<string, RegExp>();

/**
 * True when `text` holds `key` at a word's start (any ending may follow). Digits may come before ("80m2"), and Chinese or
 * Japanese characters, beside which a Latin term is a word of its own ("的HWB").
 */
function atWordStart(text: string, key: string): boolean {
  return wordStarts(key, false).test(text);
}

/** The pattern of atWordStart, global (every place) or not. */
function wordStarts(key: string, global = true): RegExp {
  const id = `${global ? 'g' : ''}${key}`;
  let re = starts.get(id);
  if (!re) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A key that starts with a space (" oggi", " uhr") carries its own word break.
    const start = /^[\p{L}\p{N}]/u.test(key) ? '(?<![^\\P{L}\\u3040-\\u30ff\\u3400-\\u9fff\\uf900-\\ufaff])' : '';
    re = new RegExp(`${start}${/[\u0600-\u06ff]/.test(key) ? ATTACHED : ''}${escaped}`, global ? 'gu' : 'u');
    starts.set(id, re);
  }
  return re;
}

/** Whether a language knows a word (the guide's vocabulary, knowledge.ts's `knows`). */
export type KnownWord = (word: string) => boolean;

// A Latin term beside Chinese or Japanese characters is a word of its own ("HWBはいくつ").
const LETTERS = /^(?:(?![\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff])[\p{L}\p{M}])*/u;
const LETTERS_BEFORE = /[\p{L}\p{M}]*$/u;

/**
 * Whether a key found at `end` (where it ends in `text`) names the word it stands in: what follows it in the word is
 * an ending (three letters at most: "комнаты", "kaucji"), or a word the language knows, also after a compound's
 * linking letter ("Stockwerk", "Mietshaus"), or the whole word is known. Otherwise the key only begins a name or a
 * word the language does not know: "stock" (the floor) is no part of "Stockholm" or "Stockerau".
 */
function namesWord(text: string, start: number, end: number, known: KnownWord | undefined): boolean {
  const rest = LETTERS.exec(text.slice(end))![0];
  if (!known || [...rest].length <= 3) return true;
  const word = LETTERS_BEFORE.exec(text.slice(0, start))![0] + text.slice(start, end) + rest;
  return known(word) || known(rest) || (/^[sen]/u.test(rest) && known(rest.slice(1)));
}

/** Every place `re` (global) matches in `text`, as start and end. */
function* matches(text: string, re: RegExp): Generator<[number, number]> {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    yield [m.index, m.index + m[0].length];
    if (!m[0].length) re.lastIndex++;
  }
}

const insides = new Map<string, RegExp>();

function insideWords(key: string): RegExp {
  let re = insides.get(key);
  if (!re) {
    re = new RegExp(key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gu');
    insides.set(key, re);
  }
  return re;
}

/**
 * True when `normalized` contains any of the keys (each already normalized), also typed without the accents of its
 * Latin letters (plainLatin). The one rule for the assistant's word lists: a key matches at a word's start, with any
 * ending after it (an inflected "комнаты", "kaucji", "odası"), so "andar" (floor) is not found in "mandar" (to send),
 * "cão" (dog) not in "caução", "كم" (how much) not in "المحكمة" (the court). In the languages that compound (COMPOUNDING)
 * a key is found anywhere in a word ("Kaltmiete", "sovrum"), without its accents only from five letters ("när" is no
 * part of "Narbe"); Chinese and Japanese keys, written without spaces, match anywhere. Given the words the language
 * knows (`known`), a key followed in its word by more than an ending counts only where the rest is a word too
 * (namesWord): "stock" is not found in "Stockholm".
 */
export function containsAny(normalized: string, keys: readonly string[], lang: string, known?: KnownWord): boolean {
  const inside = COMPOUNDING.has(lang);
  const plain = plainLatin(normalized);
  const found = (text: string, key: string, re: RegExp) => {
    for (const [start, end] of matches(text, re)) if (namesWord(text, start, end, known)) return true;
    return false;
  };
  return keys.some((k) => {
    if (CJK.test(k)) return normalized.includes(k);
    // A key of three letters or fewer is found only at a word's start, compounding or not: inside a word it is
    // mostly a piece of another ("ile", how much in Polish, in the Dutch "mailen").
    if (inside && [...k].length > 3) {
      if (normalized.includes(k) && found(normalized, k, insideWords(k))) return true;
      const key = plainLatin(k);
      return key !== k && [...key].length >= 5 && plain.includes(key) && found(plain, key, insideWords(key));
    }
    if (atWordStart(normalized, k) && found(normalized, k, wordStarts(k))) return true;
    if (lang === 'ar' && ARABIC_VERB.test(k) && found(normalized, k, imperfectStarts(k))) return true;
    const key = plainLatin(k);
    return key !== k && atWordStart(plain, key) && found(plain, key, wordStarts(key));
  });
}

/** An Arabic key of four letters or more: long enough that a person prefix before it does not make another word. */
const ARABIC_VERB = /^[\u0600-\u06ff]{4,}$/u;
const imperfects = new Map<string, RegExp>();

/**
 * An Arabic key after the prefix of a verb's present tense ("أ", "ن", "ي", "ت": "أتواصل", "نتواصل", "يتواصل" of
 * "تواصل"), also behind the spoken "ب" ("بتواصل" is "بـ" + "تواصل" already) or an attached "و", "ف", "ل": people write
 * the verb as they do it, the word lists hold its stem or noun.
 */
function imperfectStarts(key: string): RegExp {
  let re = imperfects.get(key);
  if (!re) {
    const prefix = `(?:${['و', 'ف', 'ل', 'ب'].map(normalizeText).join('|')})?(?:${['أ', 'ن', 'ي', 'ت'].map(normalizeText).join('|')})`;
    re = new RegExp(`(?<![\\p{L}\\p{N}])${prefix}${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'gu');
    imperfects.set(key, re);
  }
  return re;
}

const boundaries = new Map<string, RegExp>();

/**
 * True when `normalized` contains any of the keys as whole words: "ola" is a greeting, not the start of the Turkish
 * "olacak". CJK keys match anywhere (the scripts have no word breaks).
 */
export function containsWord(normalized: string, keys: readonly string[]): boolean {
  return keys.some((k) => {
    if (CJK.test(k)) return normalized.includes(k);
    let re = boundaries.get(k);
    if (!re) {
      re = new RegExp(`(?<![\\p{L}\\p{N}])${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
      boundaries.set(k, re);
    }
    return re.test(normalized);
  });
}

const stems = new Map<string, RegExp>();

/**
 * True when `normalized` contains one of the keys at a word's start, followed by at most four more letters (an
 * inflected ending: "pogod" finds "pogoda", "weather" not "weatherproof"); an Arabic key also after an attached
 * article or preposition ("بالطقس"). CJK keys match anywhere.
 */
export function containsStem(normalized: string, keys: readonly string[]): boolean {
  return keys.some((k) => {
    if (CJK.test(k)) return normalized.includes(k);
    let re = stems.get(k);
    if (!re) {
      const escaped = k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const attached = /[\u0600-\u06ff]/.test(k) ? ATTACHED : '';
      re = new RegExp(`(?<![\\p{L}\\p{N}])${attached}${escaped}\\p{L}{0,4}(?![\\p{L}\\p{N}])`, 'u');
      stems.set(k, re);
    }
    return re.test(normalized);
  });
}

/**
 * Spoken Austrian German written as it is said ("mia gebn de oide wohnung zruck, wos kummt ins übergabeprotokoll?"),
 * word by word in its written form: the guide, the word lists and the search are written German, and a question in
 * dialect names their words in other letters. Only words whose written form is plain: "a" (ein, auch) and "ma" (man,
 * wir) stay as they are.
 */
const SPOKEN_GERMAN: Readonly<Record<string, string>> = {
  i: 'ich',
  mi: 'mich',
  di: 'dich',
  mia: 'wir',
  des: 'das',
  de: 'die',
  is: 'ist',
  wos: 'was',
  wia: 'wie',
  vü: 'viel',
  vui: 'viel',
  nu: 'noch',
  scho: 'schon',
  ned: 'nicht',
  net: 'nicht',
  do: 'da',
  woa: 'war',
  ham: 'haben',
  hom: 'haben',
  hob: 'habe',
  hot: 'hat',
  san: 'sind',
  muas: 'muss',
  muass: 'muss',
  derf: 'darf',
  derfn: 'dürfen',
  wü: 'will',
  wiad: 'wird',
  werd: 'werde',
  kummt: 'kommt',
  kumma: 'kommen',
  gengan: 'gehen',
  oid: 'alt',
  oide: 'alte',
  oidn: 'alten',
  oids: 'altes',
  oita: 'alter',
  ois: 'alles',
  amoi: 'mal',
  nomoi: 'nochmal',
  oiso: 'also',
  zoit: 'zahlt',
  zoin: 'zahlen',
  zwa: 'zwei',
  klane: 'kleine',
  kloane: 'kleine',
  fia: 'für',
  nochm: 'nach dem',
  joa: 'jahre',
  johr: 'jahr',
  summa: 'sommer',
  winta: 'winter',
  tog: 'tag',
  obend: 'abend',
  schaun: 'schauen',
  hinschaun: 'hinschauen',
  anschaun: 'anschauen',
  oschaun: 'anschauen',
  angschaut: 'angeschaut',
  suachn: 'suchen',
  suach: 'suche',
  mitnehma: 'mitnehmen',
  valangen: 'verlangen',
  umziagn: 'umziehen',
  ziagn: 'ziehen',
  einziagn: 'einziehen',
  eiziagn: 'einziehen',
  ausziagn: 'ausziehen',
  ummöldn: 'ummelden',
  ummödn: 'ummelden',
  möldn: 'melden',
  anmöldn: 'anmelden',
  kindagoatn: 'kindergarten',
  kinda: 'kinder',
};

/** Spoken beginnings of compounds and verbs ("zruckgebn", "schlüsslanzahl"): their written form. */
const SPOKEN_GERMAN_STARTS: readonly (readonly [string, string])[] = [
  ['zruck', 'zurück'],
  ['schlüssl', 'schlüssel'],
];

/**
 * German as written, for a message in spoken Austrian German (SPOKEN_GERMAN, SPOKEN_GERMAN_STARTS); a spoken
 * infinitive or plural that drops the "e" of "-en" after a consonant ("gebn", "kündign", "eintragn", "nebenkostn",
 * "kaufn") gets it back, as no written word ends so. Other languages' messages are returned as they are.
 */
export function writtenForm(text: string, lang: string): string {
  if (lang !== 'de') return text;
  return text.replace(/[\p{L}\p{M}]+/gu, (word) => {
    const lower = word.toLowerCase();
    const whole = SPOKEN_GERMAN[lower];
    if (whole !== undefined) return whole;
    let out = lower;
    for (const [spoken, written] of SPOKEN_GERMAN_STARTS)
      if (out.startsWith(spoken)) out = written + out.slice(spoken.length);
    if ([...out].length >= 4 && /(?:[bdgkptfsßz]|ch)n$/u.test(out)) out = `${out.slice(0, -1)}en`;
    return out === lower ? word : out;
  });
}
