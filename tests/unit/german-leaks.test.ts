/** The German-word detector of the built-page scan (tests/support/german-scan.ts). */
import { describe, expect, it } from 'vitest';
import { germanWordsIn, unmarkedText } from '../support/german-scan';

describe('the German-word detector', () => {
  it('finds German words and parts of street names, and none in English, Arabic, Persian or Chinese', () => {
    expect(germanWordsIn('94,7 m² Wohnfläche · Baujahr 2018 · 3 Zimmer')).toEqual(['Wohnfläche', 'Baujahr', 'Zimmer']);
    expect(germanWordsIn('Neubaugasse 12, nach Vereinbarung')).toEqual(['Neubaugasse', 'nach', 'Vereinbarung']);
    expect(germanWordsIn('Bright flat with a terrace and a lift, available from May')).toEqual([]);
    expect(germanWordsIn('شقة مشرقة مع شرفة · 94٫7 م²')).toEqual([]);
    expect(germanWordsIn('آپارتمان روشن با تراس')).toEqual([]);
    expect(germanWordsIn('明亮的三居室公寓，带露台')).toEqual([]);
  });

  it('skips text inside lang="de", scripts and hidden elements', () => {
    const html =
      '<html lang="en"><body><p>Flat <span lang="de">Neubaugasse 12</span> in <b>Wien und</b></p>' +
      '<script>var s = "Zimmer"</script><div hidden>Baujahr</div><p lang="de">Sonstige <i>Angaben</i></p><br>und</body></html>';
    expect(unmarkedText(html).map((t) => t.text)).toEqual(['Flat', 'in', 'Wien und', 'und']);
    const translated = unmarkedText('<html lang="en"><body><h1 lang="en">Flat near Mühlgasse</h1></body></html>');
    expect(translated).toEqual([{ text: 'Flat near Mühlgasse', translation: true }]);
    expect(germanWordsIn('Flat near Mühlgasse', { names: false })).toEqual([]);
    expect(germanWordsIn('تكاليف التشغيل (Betriebskosten)')).toEqual([]);
    expect(germanWordsIn('物业运营费（Betriebskosten）')).toEqual([]);
    expect(germanWordsIn('新建筑（Neubau）')).toEqual([]);
    // a glossary names one term: a German phrase in parentheses is still German
    expect(germanWordsIn('物业运营费（Betriebskosten und Heizung）')).toEqual(['Betriebskosten', 'und', 'Heizung']);
  });
});
