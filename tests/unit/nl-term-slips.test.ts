/**
 * Search terms typed with one character or letter wrong in the scripts whose slips are not letters one edit away:
 * Chinese and Japanese (a character of the same reading or alike in shape) and Arabic and Persian (letters one dot
 * apart), read as the term; correct words beside a term are never such a slip.
 */
import { describe, expect, it } from 'vitest';
import confusables from '~/domain/nl-search/hanzi-confusables.json' with { type: 'json' };
import { parseSearchText } from '~/domain/nl-search';
import { termCorrections } from '~/domain/nl-search/suggest';

describe('Chinese and Japanese terms with one character typed wrong', () => {
  it('are read as the term when the character is one of the same reading or sound component', () => {
    expect(parseSearchText('格拉茨买房子，带壁妒和花园', 'zh').filters.ausstattung?.sort()).toEqual([
      'fireplace',
      'garden',
    ]);
    expect(parseSearchText('格拉茨买公寓，要有电递', 'zh').filters.ausstattung).toEqual(['lift']);
    expect(parseSearchText('ウィーンでマンションを借りたい、駐車上あり', 'ja').filters.ausstattung).toEqual([
      'parking',
    ]);
  });

  it('are read as the one term whose character the typed one can stand for, where two terms differ there only', () => {
    // 地下车库 and 地下车位 both match "地下车?": 裤 sounds and looks like 库, not like 位.
    expect(parseSearchText('因斯布鲁克公寓出售，有地下车裤', 'zh').filters.ausstattung).toEqual([
      'underground_parking',
    ]);
    // 車庫 and 倉庫 both match "?庫": 社 is read シャ as 車 is.
    expect(parseSearchText('リンツで一戸建てを買いたい、社庫付き', 'ja').filters.ausstattung).toEqual(['garage']);
  });

  it('leave correct words beside a term as they are', () => {
    // 卖家 (seller), 这家 (this), 离家 (from home) are not 农家 (a farmhouse); 楼里 (in the building) is not 楼房.
    for (const q of ['卖家急售，林茨房子', '这家公寓楼有电梯吗，维也纳', '找一个离家近的办公室，林茨'])
      expect(parseSearchText(q, 'zh').filters.untergruppe, q).toBeUndefined();
    expect(termCorrections(['楼', '里', '要', '安静'], 'zh', '格拉茨公寓，楼里要安静')).toEqual([]);
  });

  it('take the characters typed in a term character’s place from its reading and its sound component', () => {
    const zh: Record<string, string> = confusables.zh;
    expect(zh['台']).toContain('抬');
    expect(zh['炉']).toContain('妒');
    expect(zh['家']).not.toContain('在');
    expect((confusables.ja as Record<string, string>)['場']).toContain('揚');
  });
});

describe('Arabic and Persian terms with letters one dot apart', () => {
  it('are read as the term, a clitic written onto it kept', () => {
    expect(termCorrections(['مصعذ'], 'ar', 'شقة مع مصعذ')).toEqual([{ word: 'مصعذ', suggestion: 'مصعد' }]);
    expect(termCorrections(['وكراح'], 'ar', 'شقة وكراح')).toEqual([{ word: 'وكراح', suggestion: 'وكراج' }]);
    expect(parseSearchText('آپارتمان در وین با آسانسوز', 'fa').filters.ausstattung).toEqual(['lift']);
  });
});
