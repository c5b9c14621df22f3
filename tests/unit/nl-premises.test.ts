import { describe, expect, it } from 'vitest';
import { parseSearchText } from '~/domain/nl-search';

const p = (text: string, lang: Parameters<typeof parseSearchText>[1] = 'de') => parseSearchText(text, lang).filters;

describe('natural-language search: commercial premises by their kind', () => {
  it('reads a workshop in every language as a hall of the subtype Werkstatt', () => {
    const workshop = { objektart: ['HALLEN_LAGER_PROD'], untergruppe: ['WERKSTATT'] };
    expect(p('Werkstätte zu mieten in Wels')).toMatchObject(workshop);
    expect(p('workshop to rent in Linz', 'en')).toMatchObject(workshop);
    expect(p('officina in affitto a Linz', 'it')).toMatchObject(workshop);
    expect(p('taller en alquiler en Linz', 'es')).toMatchObject(workshop);
    expect(p('oficina para alugar em Linz', 'pt')).toMatchObject(workshop);
    expect(p('werkplaats te huur in Linz', 'nl')).toMatchObject(workshop);
    expect(p('warsztat do wynajęcia w Linzu', 'pl')).toMatchObject(workshop);
    expect(p('мастерская в аренду в Линце', 'ru')).toMatchObject(workshop);
    expect(p('ورشة للإيجار في لينز (Linz)', 'ar')).toMatchObject(workshop);
    expect(p('林茨出租车间', 'zh')).toMatchObject(workshop);
    expect(p('リンツで作業場を借りたい', 'ja')).toMatchObject(workshop);
    // Spanish "oficina" is an office, Portuguese "escritório" too.
    expect(p('oficina en alquiler en Linz', 'es').objektart).toEqual(['BUERO_PRAXEN']);
  });

  it('reads a production hall as a hall with no subtype', () => {
    for (const [q, lang] of [
      ['Fertigungshalle zu mieten in Steyr', 'de'],
      ['производственное помещение в аренду в Линце', 'ru'],
      ['سالن تولید برای اجاره در لینتس (Linz)', 'fa'],
    ] as const) {
      expect(p(q, lang).objektart).toEqual(['HALLEN_LAGER_PROD']);
      expect(p(q, lang).untergruppe).toBeUndefined();
    }
  });
});
