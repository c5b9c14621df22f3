/** A search agent's proposed name: the search in words, from the locales, within the name's length limit. */
import { describe, expect, it } from 'vitest';
import { buildAgentNameStrings, nameForSearch } from '~/domain/search-agents/name';
import { agentNameKeys } from '~/domain/search-agents/name-keys';
import { AGENT_NAME_MAX, agentCreateSchema } from '~/domain/search-agents/rules';
import { serverTranslator } from '~/platform/i18n';
import { LANG_CODES, type LangCode } from '~/i18n/languages';

/** The strings as the page hands them to the island: the name's keys, translated. */
const stringsFor = (lang: LangCode) => {
  const t = serverTranslator(lang);
  return buildAgentNameStrings(Object.fromEntries(agentNameKeys().map((k) => [k, t(k)])));
};
const de = stringsFor('de');
const en = stringsFor('en');
/** The amounts' spaces (thousands, before "€") are no-break spaces. */
const name = (search: string, strings = de) => nameForSearch(search, strings).replace(/[\u00a0\u202f]/g, ' ');

describe('search agent name', () => {
  it('says type, deal and place as the landing pages do, then the other criteria', () => {
    expect(name('?vermarktungsart=KAUF&objektart=WOHNUNG&bundesland=wien&preis_bis=350000')).toBe(
      'Wohnungen kaufen in Wien, bis 350 000 €',
    );
    expect(name('vermarktungsart=MIETE_PACHT&objektart=HAUS&ort=Graz&zimmer_von=3&aussenflaeche=1')).toBe(
      'Häuser mieten in Graz, ab 3 Zimmer, Balkon, Terrasse, Loggia oder Garten',
    );
    expect(name('?vermarktungsart=KAUF&objektart=WOHNUNG&bundesland=wien&preis_bis=350000', en)).toBe(
      'Apartments for sale in Vienna, up to 350 000 €',
    );
  });

  it('names Bundesland, town and districts in words, never as the address has them', () => {
    expect(name('bundesland=wien')).toBe('Immobilien in Wien');
    expect(name('bundesland=niederoesterreich&vermarktungsart=KAUF')).toBe('Immobilien kaufen in Niederösterreich');
    expect(name('bezirk=7&bezirk=6&vermarktungsart=MIETE_PACHT&objektart=WOHNUNG')).toBe(
      'Wohnungen mieten in Neubau, Mariahilf',
    );
    expect(name('plz=1070&objektart=WOHNUNG')).toBe('Wohnungen, PLZ 1070');
  });

  it('without a place or a type: what there is, and "Meine Suche" for a search without criteria', () => {
    expect(name('vermarktungsart=KAUF')).toBe('Immobilien kaufen');
    expect(name('objektart=WOHNUNG&untergruppe=PENTHOUSE&vermarktungsart=KAUF')).toBe('Penthouse kaufen');
    expect(name('zimmer_von=2&zimmer_bis=3')).toBe('2–3 Zimmer');
    expect(name('q=Dachterrasse&provisionsfrei=1')).toBe('provisionsfrei, „Dachterrasse“');
    expect(name('')).toBe('Meine Suche');
    expect(name('?sortierung=preis_aufsteigend&seite=3')).toBe('Meine Suche');
  });

  it('stays a valid name: within the length limit, criteria left off whole', () => {
    const long =
      'vermarktungsart=KAUF&objektart=WOHNUNG&bundesland=niederoesterreich&preis_von=100000&preis_bis=900000' +
      '&flaeche_von=50&flaeche_bis=200&zimmer_von=2&ausstattung=lift,balkon&energieklasse=B&erstbezug=1';
    for (const lang of LANG_CODES) {
      const n = nameForSearch(long, stringsFor(lang));
      expect(n.length, lang).toBeLessThanOrEqual(AGENT_NAME_MAX);
      expect(n, lang).not.toMatch(/\{\{|, $/);
      expect(agentCreateSchema.safeParse({ name: n, email: 'a@b.at' }).success, lang).toBe(true);
    }
    expect(name(long).startsWith('Wohnungen kaufen in Niederösterreich, ab 2 Zimmer, 100 000 € bis 900 000 €')).toBe(
      true,
    );
    // a name that alone is longer than the limit is shortened at a word
    const words = 'Altbauwohnung mit hohen Räumen, Flügeltüren und Blick über die Dächer der Inneren Stadt';
    const clipped = name(`q=${encodeURIComponent(words)}`);
    expect(clipped.length).toBeLessThanOrEqual(AGENT_NAME_MAX);
    expect(clipped).toMatch(/^„Altbauwohnung mit hohen Räumen, Flügeltüren .*[^\s,]…$/);
  });

  it('reads only keys every locale has', () => {
    const t = serverTranslator('fr');
    for (const key of agentNameKeys()) expect(t(key), key).not.toBe(key);
  });
});
