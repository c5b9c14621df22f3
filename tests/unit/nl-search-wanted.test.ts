import { describe, expect, it } from 'vitest';
import { parseSearchText } from '~/domain/nl-search';

const p = (text: string, lang: Parameters<typeof parseSearchText>[1]) => parseSearchText(text, lang).filters;

describe('natural-language search: wanted ads, dictation and phone typing in ru tr ar fa zh ja', () => {
  it('reads the wanted-to-buy and wanted-to-rent headings as the deal', () => {
    expect(p('求购蒂罗尔州土地500到800平米', 'zh')).toMatchObject({
      vermarktungsart: 'KAUF',
      objektart: ['GRUNDSTUECK'],
    });
    expect(p('求租办公室 菲拉赫', 'zh').vermarktungsart).toBe('MIETE_PACHT');
    // 购 alone is shopping's as well: a shopping centre nearby is no purchase.
    expect(p('维也纳公寓 附近有购物中心', 'zh').vermarktungsart).toBeUndefined();
    expect(p('チロル州で土地購入希望', 'ja').vermarktungsart).toBe('KAUF');
    expect(p('賃貸希望 リンツ マンション', 'ja').vermarktungsart).toBe('MIETE_PACHT');
    expect(p('مطلوب للشراء شقة في فيينا', 'ar').vermarktungsart).toBe('KAUF');
    expect(p('kiralanacak dükkan aranıyor wels', 'tr').vermarktungsart).toBe('MIETE_PACHT');
  });

  it('reads a katakana word of the vocabulary written in hiragana, not the ending of a kanji word', () => {
    expect(p('ウィーンの賃貸マンション ばるこにー付き', 'ja').ausstattung).toEqual(['balcony']);
    expect(p('一軒家 ぷーるとさうな付き', 'ja').ausstattung?.sort()).toEqual(['pool', 'sauna']);
    expect(p('マンション えれべーたー付き', 'ja').ausstattung).toEqual(['lift']);
    // "照らす" (to light up) ends in the kana of テラス (terrace): a kanji before them makes them its ending.
    expect(p('ウィーンのマンション 日が照らす部屋', 'ja').ausstattung).toBeUndefined();
  });

  it('reads the spoken Arabic hundreds and a range of two thousands said one after the other', () => {
    expect(p('شقة للايجار في لينز لحد الف وخمسمية يورو بالشهر', 'ar').preisBis).toBe(1500);
    expect(p('بيت للبيع حتى تلتمية الف يورو', 'ar').preisBis).toBe(300000);
    expect(p('بيت للبيع حتى ثلاثمائة وخمسه وعشرين الف يورو', 'ar').preisBis).toBe(325000);
    expect(p('شقة للبيع بين مئتين وخمسين ألف وثلاثمئة وخمسين ألف يورو', 'ar')).toMatchObject({
      preisVon: 250000,
      preisBis: 350000,
    });
    expect(p('شقة للايجار بين الف والفين يورو بالشهر', 'ar')).toMatchObject({ preisVon: 1000, preisBis: 2000 });
    expect(p('خرید خانه بین دویست هزار و سیصد هزار یورو', 'fa')).toMatchObject({ preisVon: 200000, preisBis: 300000 });
    // A smaller multiplier after a larger one goes on with the same number.
    expect(p('شقة للبيع حتى مليون وثلاثمئة الف يورو', 'ar').preisBis).toBe(1300000);
    expect(p('خرید خانه تا یک میلیون و پانصد هزار یورو', 'fa').preisBis).toBe(1500000);
  });

  it('reads the Russian villa by its case endings, leaving Villach to the town', () => {
    expect(p('квартира купить в виллахе новостройка', 'ru')).toMatchObject({ ort: 'Villach', objektart: ['WOHNUNG'] });
    expect(p('квартира в Виллахе (Villach)', 'ru').untergruppe).toBeUndefined();
    expect(p('купить виллу в граце', 'ru')).toMatchObject({ objektart: ['HAUS'], untergruppe: ['VILLA'] });
    expect(p('вилла с бассейном', 'ru').untergruppe).toEqual(['VILLA']);
  });

  it('reads a half after a number or after its thousand or million', () => {
    expect(p('куплю дом за два с половиной миллиона евро максимум', 'ru').preisBis).toBe(2500000);
    expect(p('дом до двух миллионов с половиной евро', 'ru').preisBis).toBe(2500000);
    expect(p('дом за миллион с половиной евро', 'ru').preisBis).toBe(1500000);
    expect(p('сниму дом за тысячу с половиной евро в месяц', 'ru').preisBis).toBe(1500);
    expect(p('satılık ev bir milyon buçuk euroya kadar', 'tr').preisBis).toBe(1500000);
    // "с половиной дома" is half a house, no amount.
    expect(p('квартира с половиной дома', 'ru').preisBis).toBeUndefined();
  });

  it('reads the Russian listing shorthand: "кв" for the flat, "е" for the euro, "мебель" for furnished', () => {
    expect(p('снять 3к кв в инсбруке 80м2 до 1800е/мес', 'ru')).toMatchObject({
      objektart: ['WOHNUNG'],
      zimmerVon: 3,
      flaecheVon: 80,
      preisBis: 1800,
    });
    // After a figure or before the metre, кв is the square metre's.
    expect(p('участок 600 кв м', 'ru')).toEqual({ objektart: ['GRUNDSTUECK'], grundflaecheVon: 600 });
    expect(p('дом 80 кв в граце', 'ru').objektart).toEqual(['HAUS']);
    // "3-е" is an ordinal, no euro.
    expect(p('квартира на 3-е этаже', 'ru').preisBis).toBeUndefined();
    expect(p('сниму кв. в линце, мебель', 'ru').ausstattung).toEqual(['furnished']);
    expect(p('сниму однушку без мебели', 'ru').ausstattung).toBeUndefined();
  });

  it('reads the Chinese shorthand w for 万', () => {
    expect(p('格拉茨买房子（Haus）150w欧以内', 'zh').preisBis).toBe(1500000);
    expect(p('林茨买公寓 20w-30w欧', 'zh')).toMatchObject({ preisVon: 200000, preisBis: 300000 });
    expect(p('维也纳公寓 有wifi 30w以内', 'zh')).toMatchObject({ preisBis: 300000 });
  });

  it('reads two terms typed without the space between them, one cut only, a town left as it is', () => {
    expect(p('купитьдом в тироле до 900 тыс евро', 'ru')).toMatchObject({
      vermarktungsart: 'KAUF',
      objektart: ['HAUS'],
    });
    expect(p('снятьквартиру в граце', 'ru')).toMatchObject({ vermarktungsart: 'MIETE_PACHT', objektart: ['WOHNUNG'] });
    expect(p('wohnungmieten graz', 'de')).toMatchObject({ vermarktungsart: 'MIETE_PACHT', objektart: ['WOHNUNG'] });
    expect(p('Hausleiten wohnung', 'de')).toEqual({ ort: 'Hausleiten', objektart: ['WOHNUNG'] });
  });

  it('reads a range said with its multiplier once, after the second bound', () => {
    for (const [text, lang] of [
      ['сниму дом от двух до трёх тысяч евро в месяц', 'ru'],
      ['kiralık ev iki ile üç bin euro arası', 'tr'],
      ['اجاره خانه بین دو تا سه هزار یورو در ماه', 'fa'],
      ['مطلوب بيت للايجار بين اتنين وتلات الاف يورو بالشهر', 'ar'],
      ['租房子（Haus）每月两到三千欧', 'zh'],
      ['一軒家 賃貸 月二〜三千ユーロ', 'ja'],
      ['rent a house two to three thousand euros a month', 'en'],
    ] as const)
      expect(p(text, lang), text).toMatchObject({ preisVon: 2000, preisBis: 3000 });
    // A count of rooms before an amount is no bound of it; nor is a larger unit before a smaller figure.
    expect(p('квартира три комнаты до 3 тысяч евро', 'ru')).toMatchObject({ zimmerVon: 3, preisBis: 3000 });
    expect(p('квартира три комнаты до 3 тысяч евро', 'ru').preisVon).toBeUndefined();
    expect(p('сниму пять до 3 тысяч евро', 'ru').preisVon).toBeUndefined();
    // Tens and units still add up.
    expect(p('بيت للبيع حتى خمسة وعشرين الف يورو', 'ar').preisBis).toBe(25000);
  });

  it('reads Turkish "satılık"/"kiralık" typed onto the next word as two words, not onto its own ending', () => {
    expect(p('kiralikdaire viyana', 'tr')).toMatchObject({ vermarktungsart: 'MIETE_PACHT', objektart: ['WOHNUNG'] });
    expect(p('satilikev graz', 'tr')).toMatchObject({ vermarktungsart: 'KAUF', objektart: ['HAUS'] });
    expect(p('satılıkarsa tirol', 'tr')).toMatchObject({ vermarktungsart: 'KAUF', objektart: ['GRUNDSTUECK'] });
    expect(p('kiralıklar viyana', 'tr')).toEqual({ vermarktungsart: 'MIETE_PACHT', bundesland: 'wien' });
  });

  it('reads both bounds of a range said in words, with a dash, "and" or "between"', () => {
    for (const [text, lang] of [
      ['квартира от пятисот до тысячи евро', 'ru'],
      ['квартира между пятьюстами и тысячей евро', 'ru'],
      ['квартира за пятьсот - тысячу евро', 'ru'],
      ['kiralık daire beş yüz ile bin euro arası', 'tr'],
      ['شقة للايجار بين خمسمية وألف يورو', 'ar'],
      ['آپارتمان اجاره ای بین پانصد و هزار یورو', 'fa'],
      ['租公寓 在五百和一千欧之间', 'zh'],
      ['五百ユーロと千ユーロの間の賃貸', 'ja'],
    ] as const)
      expect(p(text, lang), text).toMatchObject({ preisVon: 500, preisBis: 1000 });
    expect(p('شقة بين ستين وثمانين متر مربع', 'ar')).toMatchObject({ flaecheVon: 60, flaecheBis: 80 });
    expect(p('六十到八十平米的公寓', 'zh')).toMatchObject({ flaecheVon: 60, flaecheBis: 80 });
    for (const [text, lang] of [
      ['квартира от двух до трёх комнат', 'ru'],
      ['iki ila üç odalı daire', 'tr'],
      ['آپارتمان از دو تا سه اتاق', 'fa'],
    ] as const)
      expect(p(text, lang), text).toMatchObject({ zimmerVon: 2, zimmerBis: 3 });
    // A number's own words still add up, and a hyphen without spaces still joins them.
    expect(p('بيت بمئتين وخمسين الف يورو', 'ar').preisBis).toBe(250000);
    expect(p('twenty-five thousand euros', 'en').preisBis).toBe(25000);
  });

  it('reads a deal or a type taken back for another, and leaves a type excluded with "not" out', () => {
    for (const [text, lang] of [
      ['ищу квартиру, нет, дом в Граце', 'ru'],
      ['kiralık daire, yok hayır, ev Graz', 'tr'],
      ['شقة، لا، بيت في غراتس', 'ar'],
      ['آپارتمان، نه، خانه در گراتس', 'fa'],
      ['公寓，不对，独栋房子 格拉茨', 'zh'],
      ['マンション、いや一戸建て グラーツ', 'ja'],
    ] as const)
      expect(p(text, lang).objektart, text).toEqual(['HAUS']);
    expect(p('хочу купить, нет, снять квартиру', 'ru').vermarktungsart).toBe('MIETE_PACHT');
    expect(p('グラーツで賃貸、いや購入のマンション', 'ja').vermarktungsart).toBe('KAUF');
    expect(p('要公寓，不是别墅 格拉茨', 'zh').objektart).toEqual(['WOHNUNG']);
  });
});
