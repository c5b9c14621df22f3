import { describe, expect, it } from 'vitest';
import { parseSearchText } from '../../src/domain/nl-search/index';
import {
  arabicSkeleton,
  cyrillicSoundKey,
  germanArabicSkeleton,
  germanHanziSkeleton,
  germanSoundKey,
  hanziSkeleton,
} from '../../src/domain/nl-search/sound-place';
import { foldKey } from '../../src/domain/text/fold';

describe('a place written in Cyrillic by ear', () => {
  it('sounds like its German name', () => {
    for (const [ru, de] of [
      ['дорнбирн', 'Dornbirn'],
      ['куфштайн', 'Kufstein'],
      ['мёдлинг', 'Mödling'],
      ['брук ан дер мур', 'Bruck an der Mur'],
      ['кицбюэль', 'Kitzbühel'],
      ['целль ам зее', 'Zell am See'],
    ])
      expect(cyrillicSoundKey(ru)).toBe(germanSoundKey(foldKey(de)));
  });

  it('is read as the town, with a case ending too', () => {
    expect(parseSearchText('квартира в Дорнбирне', 'ru').filters.ort).toBe('Dornbirn');
    expect(parseSearchText('дом в Брук-ан-дер-Мур', 'ru').filters.ort).toBe('Bruck an der Mur');
    expect(parseSearchText('квартира рядом с метро, с балконом', 'ru').filters.ort).toBeUndefined();
  });
});

describe('a place written in katakana', () => {
  it('is the town whose consonants it has, when no other name has them', () => {
    expect(parseSearchText('ドルンビルンのマンション', 'ja').filters.ort).toBe('Dornbirn');
    expect(parseSearchText('クーフシュタイン 一戸建て', 'ja').filters.ort).toBe('Kufstein');
    // Mödling and Meidling have the same consonants: neither is guessed from them ("メードリング", Mödling's usual
    // Japanese name, is known as such).
    expect(parseSearchText('メイドリングのマンション', 'ja').filters.ort).toBeUndefined();
    expect(parseSearchText('ウィーン リノベーション済みマンション', 'ja').filters.ort).toBeUndefined();
  });

  it("with three consonants, is one of the portal's towns only where it stands alone as a name", () => {
    expect(parseSearchText('ゲッツィス周辺10km圏内 賃貸マンション', 'ja').filters.ort).toBe('Götzis');
    expect(parseSearchText('シュトッケラウ ルームシェアの部屋', 'ja').filters.ort).toBe('Stockerau');
    expect(parseSearchText('テルフスの賃貸アパート', 'ja').filters.ort).toBe('Telfs');
    // "ボーデン湖" is a lake's name, not Baden.
    expect(parseSearchText('ボーデン湖の別荘', 'ja').filters.ort).toBeUndefined();
  });
});

describe('a place written in Chinese characters by sound', () => {
  it('has the consonants of its German name', () => {
    for (const [zh, de] of [
      ['施瓦茨', 'Schwaz'],
      ['斯托克劳', 'Stockerau'],
      ['格蒙登', 'Gmunden'],
      ['克拉根福特', 'Klagenfurt'],
      ['艾森施塔特', 'Eisenstadt'],
      ['默德林', 'Mödling'],
      ['萨尔茨堡', 'Salzburg'],
      ['施韦夏特', 'Schwechat'],
    ])
      expect(hanziSkeleton(zh)).toBe(germanHanziSkeleton(foldKey(de)));
    expect(hanziSkeleton('公寓')).toBeNull();
  });

  it('is read as the town, a short one only next to a word of place', () => {
    expect(parseSearchText('施瓦茨周边15公里内餐馆出租', 'zh').filters.ort).toBe('Schwaz');
    expect(parseSearchText('在斯托克劳买公寓', 'zh').filters.ort).toBe('Stockerau');
    expect(parseSearchText('茨韦特尔附近的独立屋出售', 'zh').filters.ort).toBe('Zwettl');
    // The two parts of a district's name joined by a hyphen are one name.
    expect(parseSearchText('布鲁克-穆尔祖施拉格县出租公寓', 'zh').filters.bezirk).toEqual(['Bruck-Mürzzuschlag']);
  });
});

describe('a type glossed in German in brackets', () => {
  it('is the type the German word names, never a place of that name', () => {
    const house = parseSearchText('خانه (Haus) برای فروش در ایالت بورگنلند', 'fa').filters;
    expect(house.ort).toBeUndefined();
    expect(house.bundesland).toBe('burgenland');
    expect(house.objektart).toEqual(['HAUS']);
    expect(parseSearchText('شقة (Penthouse) للإيجار في غراتس', 'ar').filters.untergruppe).toEqual(['PENTHOUSE']);
    expect(parseSearchText('房子（Reihenhaus）出售', 'zh').filters.untergruppe).toEqual(['REIHENHAUS']);
  });
});

describe('a place written in Arabic or Persian script by ear', () => {
  it('has the consonants of its German name', () => {
    for (const [ar, de] of [
      ['شفاتس', 'Schwaz'],
      ['بيشوفسهوفن', 'Bischofshofen'],
      ['فوکلابروک', 'Vöcklabruck'],
      ['فولفسبرغ', 'Wolfsberg'],
      ['ميستلباخ', 'Mistelbach'],
      ['شبيتال', 'Spittal'],
    ])
      expect(arabicSkeleton(ar)).toBe(germanArabicSkeleton(foldKey(de)));
    expect(arabicSkeleton('Graz')).toBeNull();
  });

  it('is read as the town, a short one only after a word of place', () => {
    expect(parseSearchText('غرفة في شفاتس حتى ٤٠٠ يورو', 'ar').filters.ort).toBe('Schwaz');
    expect(parseSearchText('خانه برای فروش در گموندن با باغ', 'fa').filters.ort).toBe('Gmunden');
    expect(parseSearchText('مكتب للإيجار في فولفسبرغ', 'ar').filters.ort).toBe('Wolfsberg');
    // Ordinary words are no town: "منطقة" (area), "هادئة" (quiet).
    expect(parseSearchText('شقة للإيجار في منطقة هادئة', 'ar').filters.ort).toBeUndefined();
  });
});

describe('Polish locative of a place name', () => {
  it('reads the softened ending', () => {
    expect(parseSearchText('dom w Burgenlandzie', 'pl').filters.bundesland).toBe('burgenland');
    expect(parseSearchText('mieszkanie w Eisenstadzie', 'pl').filters.ort).toBe('Eisenstadt');
    expect(parseSearchText('dom w Steyrze', 'pl').filters.ort).toBe('Steyr');
  });
});

describe('a plain number after Vienna', () => {
  it('is the district when it ends the phrase, not when a unit follows', () => {
    expect(parseSearchText('Wohnung Wien 16 nähe U-Bahn', 'de').filters.bezirk).toEqual(['Ottakring']);
    const rooms = parseSearchText('Wohnung Wien 3 Zimmer', 'de').filters;
    expect(rooms.bezirk).toBeUndefined();
    expect(rooms.zimmerVon).toBe(3);
  });
});
