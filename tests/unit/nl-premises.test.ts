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
  it('reads a storage room as a storage room, not a cellar, and a bicycle storeroom as a bicycle room only', () => {
    expect(p('apartamento em Linz com arrecadação', 'pt').ausstattung).toEqual(['storage_room']);
    expect(p('appartement in Graz met berging', 'nl').ausstattung).toEqual(['storage_room']);
    expect(p('квартира в Линце с кладовкой', 'ru').ausstattung).toEqual(['storage_room']);
    expect(p("Graz'da kiralık daire, kilerli", 'tr').ausstattung).toEqual(['storage_room']);
    expect(p('リンツのマンション 物置付き', 'ja').ausstattung).toEqual(['storage_room']);
    expect(p('appartement in Graz met kelder', 'nl').ausstattung).toEqual(['cellar']);
    expect(p('appartement in Graz met fietsenberging', 'nl').ausstattung).toEqual(['bicycle_room']);
    expect(p('apartamento em Linz com arrecadação para bicicletas', 'pt').ausstattung).toEqual(['bicycle_room']);
    expect(p('квартира в Линце с велосипедной кладовой', 'ru').ausstattung).toEqual(['bicycle_room']);
  });
  it('reads a fully equipped kitchen as a fitted kitchen in sv, pl and zh', () => {
    expect(p('lägenhet i Graz med fullt utrustat kök', 'sv').ausstattung).toEqual(['fitted_kitchen']);
    expect(p('mieszkanie w Linzu, w pełni wyposażona kuchnia', 'pl').ausstattung).toEqual(['fitted_kitchen']);
    expect(p('mieszkanie w Linzu, kuchnia wyposażona', 'pl').ausstattung).toEqual(['fitted_kitchen']);
    expect(p('林茨出租公寓，带厨房设备', 'zh').ausstattung).toEqual(['fitted_kitchen']);
  });
  it('reads the word Pension in pt, tr and fa as a guesthouse of the subtype PENSIONEN', () => {
    const guesthouse = { objektart: ['GASTGEWERBE'], untergruppe: ['PENSIONEN'] };
    expect(p('pensão à venda em Linz', 'pt')).toMatchObject(guesthouse);
    expect(p("Linz'de satılık pansiyon", 'tr')).toMatchObject(guesthouse);
    expect(p('پانسیون برای فروش در لینتس (Linz)', 'fa')).toMatchObject(guesthouse);
  });
});
