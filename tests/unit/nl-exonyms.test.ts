/**
 * The places people search by, in each of the 15 languages: Vienna, the other Bundesländer, the large towns and
 * the lakes and regions by the name the visitor's language gives them (Vienna/Wien/Vienne/Wiedeń/Вена/فيينا/维也纳/
 * ウィーン …), each read as the one place it names, alone and in a sentence.
 */
import { describe, expect, it } from 'vitest';
import { parseSearchText } from '~/domain/nl-search';
import type { LangCode } from '~/i18n/languages';

/** What the name must be read as ("bundesland=wien"), and its name in each language. */
const EXONYMS: Array<[string, Partial<Record<LangCode, string>>]> = [
  [
    'bundesland=wien',
    {
      de: 'Wien',
      en: 'Vienna',
      fr: 'Vienne',
      it: 'Vienna',
      es: 'Viena',
      pt: 'Viena',
      nl: 'Wenen',
      sv: 'Wien',
      pl: 'Wiedeń',
      ru: 'Вена',
      tr: 'Viyana',
      ar: 'فيينا',
      fa: 'وین',
      zh: '维也纳',
      ja: 'ウィーン',
    },
  ],
  [
    'bundesland=salzburg',
    {
      de: 'Salzburg',
      en: 'Salzburg',
      fr: 'Salzbourg',
      it: 'Salisburgo',
      es: 'Salzburgo',
      pt: 'Salzburgo',
      nl: 'Salzburg',
      sv: 'Salzburg',
      pl: 'Salzburg',
      ru: 'Зальцбург',
      tr: 'Salzburg',
      ar: 'سالزبورغ',
      fa: 'سالزبورگ',
      zh: '萨尔茨堡',
      ja: 'ザルツブルク',
    },
  ],
  [
    'ort=Innsbruck',
    {
      de: 'Innsbruck',
      en: 'Innsbruck',
      fr: 'Innsbruck',
      it: 'Innsbruck',
      es: 'Innsbruck',
      pt: 'Innsbruck',
      nl: 'Innsbruck',
      sv: 'Innsbruck',
      pl: 'Innsbruck',
      ru: 'Инсбрук',
      tr: 'Innsbruck',
      ar: 'إنسبروك',
      fa: 'اینسبروک',
      zh: '因斯布鲁克',
      ja: 'インスブルック',
    },
  ],
  [
    'ort=Graz',
    {
      de: 'Graz',
      en: 'Graz',
      fr: 'Graz',
      it: 'Graz',
      es: 'Graz',
      pt: 'Graz',
      nl: 'Graz',
      sv: 'Graz',
      pl: 'Graz',
      ru: 'Грац',
      tr: 'Graz',
      ar: 'غراتس',
      fa: 'گراتس',
      zh: '格拉茨',
      ja: 'グラーツ',
    },
  ],
  [
    'ort=Linz',
    {
      de: 'Linz',
      en: 'Linz',
      fr: 'Linz',
      it: 'Linz',
      es: 'Linz',
      pt: 'Linz',
      nl: 'Linz',
      sv: 'Linz',
      pl: 'Linz',
      ru: 'Линц',
      tr: 'Linz',
      ar: 'لينتس',
      fa: 'لینتس',
      zh: '林茨',
      ja: 'リンツ',
    },
  ],
  [
    'ort=Klagenfurt am Wörthersee',
    {
      de: 'Klagenfurt',
      en: 'Klagenfurt',
      fr: 'Klagenfurt',
      it: 'Klagenfurt',
      es: 'Klagenfurt',
      pt: 'Klagenfurt',
      nl: 'Klagenfurt',
      sv: 'Klagenfurt',
      pl: 'Klagenfurt',
      ru: 'Клагенфурт',
      tr: 'Klagenfurt',
      ar: 'كلاغنفورت',
      fa: 'کلاگنفورت',
      zh: '克拉根福',
      ja: 'クラーゲンフルト',
    },
  ],
  [
    'bundesland=tirol',
    {
      de: 'Tirol',
      en: 'Tyrol',
      fr: 'Tyrol',
      it: 'Tirolo',
      es: 'Tirol',
      pt: 'Tirol',
      nl: 'Tirol',
      sv: 'Tyrolen',
      pl: 'Tyrol',
      ru: 'Тироль',
      tr: 'Tirol',
      ar: 'تيرول',
      fa: 'تیرول',
      zh: '蒂罗尔',
      ja: 'チロル',
    },
  ],
  [
    'bundesland=kaernten',
    {
      de: 'Kärnten',
      en: 'Carinthia',
      fr: 'Carinthie',
      it: 'Carinzia',
      es: 'Carintia',
      pt: 'Caríntia',
      nl: 'Karinthië',
      sv: 'Kärnten',
      pl: 'Karyntia',
      ru: 'Каринтия',
      tr: 'Karintiya',
      ar: 'كارينثيا',
      fa: 'کارینتیا',
      zh: '克恩顿',
      ja: 'ケルンテン',
    },
  ],
  [
    'bundesland=steiermark',
    {
      de: 'Steiermark',
      en: 'Styria',
      fr: 'Styrie',
      it: 'Stiria',
      es: 'Estiria',
      pt: 'Estíria',
      nl: 'Stiermarken',
      sv: 'Steiermark',
      pl: 'Styria',
      ru: 'Штирия',
      tr: 'Steiermark',
      ar: 'ستيريا',
      fa: 'اشتایرمارک',
      zh: '施蒂利亚',
      ja: 'シュタイアーマルク',
    },
  ],
  [
    'bundesland=oberoesterreich',
    {
      de: 'Oberösterreich',
      en: 'Upper Austria',
      fr: 'Haute-Autriche',
      it: 'Alta Austria',
      es: 'Alta Austria',
      pt: 'Alta Áustria',
      nl: 'Opper-Oostenrijk',
      sv: 'Övre Österrike',
      pl: 'Górna Austria',
      ru: 'Верхняя Австрия',
      tr: 'Yukarı Avusturya',
      ar: 'النمسا العليا',
      fa: 'اتریش علیا',
      zh: '上奥地利',
      ja: 'オーバーエスターライヒ',
    },
  ],
  [
    'bundesland=niederoesterreich',
    {
      de: 'Niederösterreich',
      en: 'Lower Austria',
      fr: 'Basse-Autriche',
      it: 'Bassa Austria',
      es: 'Baja Austria',
      pt: 'Baixa Áustria',
      nl: 'Neder-Oostenrijk',
      sv: 'Nedre Österrike',
      pl: 'Dolna Austria',
      ru: 'Нижняя Австрия',
      tr: 'Aşağı Avusturya',
      ar: 'النمسا السفلى',
      fa: 'اتریش سفلی',
      zh: '下奥地利',
      ja: 'ニーダーエスターライヒ',
    },
  ],
  [
    'bundesland=vorarlberg',
    {
      de: 'Vorarlberg',
      en: 'Vorarlberg',
      fr: 'Vorarlberg',
      it: 'Vorarlberg',
      es: 'Vorarlberg',
      pt: 'Vorarlberg',
      nl: 'Vorarlberg',
      sv: 'Vorarlberg',
      pl: 'Vorarlberg',
      ru: 'Форарльберг',
      tr: 'Vorarlberg',
      ar: 'فورارلبرغ',
      fa: 'فورارلبرگ',
      zh: '福拉尔贝格',
      ja: 'フォアアールベルク',
    },
  ],
  [
    'bundesland=burgenland',
    {
      de: 'Burgenland',
      en: 'Burgenland',
      fr: 'Burgenland',
      it: 'Burgenland',
      es: 'Burgenland',
      pt: 'Burgenland',
      nl: 'Burgenland',
      sv: 'Burgenland',
      pl: 'Burgenland',
      ru: 'Бургенланд',
      tr: 'Burgenland',
      ar: 'بورغنلاند',
      fa: 'بورگنلند',
      zh: '布尔根兰',
      ja: 'ブルゲンラント',
    },
  ],
  [
    'region=woerthersee',
    {
      de: 'Wörthersee',
      en: 'Lake Wörth',
      fr: 'lac Wörth',
      it: 'lago Wörther',
      es: 'lago Wörth',
      pt: 'lago Wörth',
      nl: 'Wörthersee',
      sv: 'Wörthersee',
      pl: 'jezioro Wörthersee',
      ru: 'Вёртерзее',
      tr: 'Wörthersee Gölü',
      ar: 'بحيرة فورتر',
      fa: 'دریاچه ورتر',
      zh: '沃尔特湖',
      ja: 'ヴェルター湖',
    },
  ],
  [
    'region=neusiedler-see',
    {
      de: 'Neusiedler See',
      en: 'Lake Neusiedl',
      fr: 'lac de Neusiedl',
      it: 'lago di Neusiedl',
      es: 'lago Neusiedl',
      pt: 'lago Neusiedl',
      nl: 'Neusiedlermeer',
      sv: 'Neusiedlersjön',
      pl: 'Jezioro Nezyderskie',
      ru: 'Нойзидлер-Зе',
      tr: 'Neusiedl Gölü',
      ar: 'بحيرة نويزيدل',
      fa: 'دریاچه نویزیدل',
      zh: '新锡德尔湖',
      ja: 'ノイジードル湖',
    },
  ],
  [
    'region=salzkammergut',
    {
      de: 'Salzkammergut',
      en: 'Salzkammergut',
      fr: 'Salzkammergut',
      it: 'Salzkammergut',
      es: 'Salzkammergut',
      pt: 'Salzkammergut',
      nl: 'Salzkammergut',
      sv: 'Salzkammergut',
      pl: 'Salzkammergut',
      ru: 'Зальцкаммергут',
      tr: 'Salzkammergut',
      ar: 'سالزكامرغوت',
      fa: 'سالتسکامرگوت',
      zh: '萨尔茨卡默古特',
      ja: 'ザルツカンマーグート',
    },
  ],
  [
    'region=attersee',
    {
      de: 'Attersee',
      en: 'Lake Atter',
      fr: "lac d'Atter",
      it: 'lago Attersee',
      es: 'lago Attersee',
      pt: 'lago Attersee',
      nl: 'Attersee',
      sv: 'Attersee',
      pl: 'jezioro Attersee',
      ru: 'Аттерзе',
      tr: 'Attersee Gölü',
      ar: 'بحيرة أتر',
      fa: 'دریاچه آتر',
      zh: '阿特湖',
      ja: 'アッター湖',
    },
  ],
  [
    'region=zillertal',
    {
      de: 'Zillertal',
      en: 'Ziller Valley',
      fr: 'vallée de la Ziller',
      it: 'Valle Zillertal',
      es: 'valle de Ziller',
      pt: 'vale do Ziller',
      nl: 'Zillertal',
      sv: 'Zillertal',
      pl: 'Dolina Zillertal',
      ru: 'Циллерталь',
      tr: 'Zillertal',
      ar: 'تسيلرتال',
      fa: 'زیلرتال',
      zh: '齐勒河谷',
      ja: 'ツィラータール',
    },
  ],
];

describe('exonyms of Austrian places in the 15 languages', () => {
  for (const [want, names] of EXONYMS)
    it(want, () => {
      const [key, value] = want.split('=') as [string, string];
      for (const [lang, name] of Object.entries(names) as Array<[LangCode, string]>)
        expect((parseSearchText(name, lang).filters as Record<string, unknown>)[key], `${lang}: ${name}`).toBe(value);
    });

  it('knows the common variant spellings (Japanese グ/ク, Taiwanese characters, Egyptian ج, Russian нн)', () => {
    const variants: Array<[string, LangCode, Record<string, string>]> = [
      ['ザルツブルグ', 'ja', { bundesland: 'salzburg' }],
      ['下オーストリアの家', 'ja', { bundesland: 'niederoesterreich' }],
      ['上オーストリア州', 'ja', { bundesland: 'oberoesterreich' }],
      ['ティロル', 'ja', { bundesland: 'tirol' }],
      ['シュタイヤーマルク', 'ja', { bundesland: 'steiermark' }],
      ['薩爾斯堡', 'zh', { bundesland: 'salzburg' }],
      ['茵斯布魯克', 'zh', { ort: 'Innsbruck' }],
      ['格拉茲', 'zh', { ort: 'Graz' }],
      ['克拉根福特', 'zh', { ort: 'Klagenfurt am Wörthersee' }],
      ['в Иннсбруке', 'ru', { ort: 'Innsbruck' }],
      ['سالزبورج', 'ar', { bundesland: 'salzburg' }],
      ['جراز', 'ar', { ort: 'Graz' }],
      ['زالتسبورگ', 'fa', { bundesland: 'salzburg' }],
    ];
    for (const [text, lang, want] of variants) {
      const r = parseSearchText(text, lang);
      expect(r.filters, text).toMatchObject(want);
      expect(r.unmatched, text).toEqual([]);
    }
  });

  it("reads Vienna's districts by their Russian names, with case endings", () => {
    expect(parseSearchText('квартира в Фаворитене', 'ru').filters.bezirk).toEqual(['Favoriten']);
    expect(parseSearchText('квартира в Дёблинге', 'ru').filters.bezirk).toEqual(['Döbling']);
    expect(parseSearchText('квартира в районе Леопольдштадт', 'ru').filters.bezirk).toEqual(['Leopoldstadt']);
  });

  it('reads a French or Italian name after an elided article', () => {
    expect(parseSearchText("appartement près d'Innsbruck", 'fr').filters.ort).toBe('Innsbruck');
    expect(parseSearchText("casa vicino all'Attersee", 'it').filters.region).toBe('attersee');
  });

  it('tells the city of Salzburg from the Bundesland in every script', () => {
    const city: Array<[string, LangCode]> = [
      ['Stadt Salzburg', 'de'],
      ['ville de Salzbourg', 'fr'],
      ['квартира в городе Зальцбург', 'ru'],
      ['ザルツブルク市', 'ja'],
      ['萨尔茨堡市', 'zh'],
      ['Salzburg şehrinde daire', 'tr'],
    ];
    for (const [text, lang] of city)
      expect(parseSearchText(text, lang).filters, text).toMatchObject({ ort: 'Salzburg' });
    expect(parseSearchText('ザルツブルク州', 'ja').filters).toMatchObject({ bundesland: 'salzburg' });
  });
});
