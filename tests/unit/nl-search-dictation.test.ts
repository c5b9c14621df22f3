import { describe, expect, it } from 'vitest';
import { parseSearchText } from '~/domain/nl-search';

const parse = (text: string, lang: Parameters<typeof parseSearchText>[1]) => parseSearchText(text, lang);
const p = (text: string, lang: Parameters<typeof parseSearchText>[1]) => parse(text, lang).filters;

describe('natural-language search: dictation and phone typing in de en fr it es pt nl sv pl', () => {
  it('reads a decimal said in words before a million or a thousand', () => {
    expect(p('haus kaufen linz bis eins komma zwei millionen', 'de').preisBis).toBe(1_200_000);
    expect(p('haus kaufen bis zwei komma fünfundzwanzig millionen', 'de').preisBis).toBe(2_250_000);
    expect(p('house to buy in linz up to one point two million euros', 'en').preisBis).toBe(1_200_000);
    expect(p('flat to rent in graz two point five thousand a month', 'en').preisBis).toBe(2500);
    expect(p("maison à acheter jusqu'à un virgule deux million d'euros", 'fr').preisBis).toBe(1_200_000);
    expect(p('casa in vendita fino a uno virgola due milioni', 'it').preisBis).toBe(1_200_000);
    expect(p('casa en venta hasta uno coma dos millones', 'es').preisBis).toBe(1_200_000);
    expect(p('moradia à venda até um vírgula dois milhões', 'pt').preisBis).toBe(1_200_000);
    expect(p('huis te koop tot één komma twee miljoen euro', 'nl').preisBis).toBe(1_200_000);
    expect(p('hus till salu högst en komma två miljoner euro', 'sv').preisBis).toBe(1_200_000);
    expect(p('dom na sprzedaż do jeden przecinek dwa miliona euro', 'pl').preisBis).toBe(1_200_000);
  });

  it('reads a currency code in letters only as a word of its own', () => {
    // "mtl" (monthly) ends in the letters of the lira's "tl": the rent is 800 euros.
    expect(p('whg mieten linz mtl 800', 'de').preisBis).toBe(800);
    expect(p('wohnung bis eur800', 'de').preisBis).toBe(800);
    expect(p('daire kiralık TL 30000', 'tr').preisBis).toBeLessThan(2000);
  });

  it("refuses a wish for the landlord's sex said with the feminine word, and for the landlord's age", () => {
    const refused = (text: string, lang: Parameters<typeof parseSearchText>[1]) => parse(text, lang).refused;
    expect(refused('Mietwohnung Lochau bis 950 €, wenn möglich nur von einer Vermieterin', 'de')).toEqual(['gender']);
    expect(refused('mietwohnung graz, bitte nur bei einer eigentümerin', 'de')).toEqual(['gender']);
    expect(refused('flat to rent in wolfsberg max 850 a month, landlady preferred', 'en')).toEqual(['gender']);
    expect(refused('appart à louer à wolfsberg, de préférence une propriétaire', 'fr')).toEqual(['gender']);
    expect(refused('appartamento in affitto, preferibilmente con una proprietaria', 'it')).toEqual(['gender']);
    expect(refused('piso alquiler graz preferiblemente propietaria', 'es')).toEqual(['gender']);
    expect(refused('apartamento para alugar, de preferência com senhoria', 'pt')).toEqual(['gender']);
    expect(refused('huurappartement in Villach, liefst een verhuurster', 'nl')).toEqual(['gender']);
    expect(refused('lägenhet att hyra i wolfsberg, helst en hyresvärdinna', 'sv')).toEqual(['gender']);
    expect(refused('mieszkanie do wynajęcia graz, najlepiej właścicielka', 'pl')).toEqual(['gender']);
    expect(refused('wohnung mieten in feldkirch, am liebsten bei einem jungen vermieter', 'de')).toEqual(['age']);
    expect(refused('flat to rent in feldkirch, ideally a young landlord', 'en')).toEqual(['age']);
    expect(refused('appartement te huur, liefst een jonge verhuurder', 'nl')).toEqual(['age']);
    expect(refused('lägenhet att hyra graz, helst en ung hyresvärd', 'sv')).toEqual(['age']);
    expect(refused('mieszkanie do wynajęcia, najlepiej młody właściciel', 'pl')).toEqual(['age']);
    // The feminine word alone names who decides; the criterion is what she wants.
    expect(refused('Wohnung in Graz, Vermieterin möchte keine Flüchtlinge', 'de')).toEqual(['origin']);
    expect(refused('mieszkanie w Linzu na wynajem, właścicielka ma być Austriaczką', 'pl')).toEqual(['origin']);
  });

  it('reads the French "vue" seen at a time or in a place where ads are seen as the participle, no view', () => {
    const f = (text: string) => p(text, 'fr').ausstattung ?? [];
    expect(f('annonce vue hier déjà louée, appartement à louer à villach avec terrasse')).toEqual(['terrace']);
    expect(f("maison vue ce matin dans une vitrine d'agence, je cherche pareil à acheter à Wels")).toEqual([]);
    expect(f('annonce vue la semaine dernière sur un site allemand, maison à louer avec garage')).toEqual(['garage']);
    expect(f('appartement avec vue sur le lac à acheter à Bregenz')).toEqual(['view']);
    expect(f('maison vue lac à acheter')).toEqual(['view']);
  });

  it("reads the listings' shorthand for balcony, lift, commission-free and rooms", () => {
    expect(p('whg mieten kufstein 2 zi blk lift mtl 900', 'de')).toMatchObject({
      ausstattung: ['balcony', 'lift'],
      zimmerVon: 2,
      preisBis: 900,
    });
    expect(p('whg mieten villach prov.frei', 'de').provisionsfrei).toBe(true);
    expect(p('EG-Whg mieten Amstetten provfrei', 'de').provisionsfrei).toBe(true);
    expect(p('appart à louer kufstein avec asc et balc', 'fr').ausstattung?.sort()).toEqual(['balcony', 'lift']);
    expect(p('appart a louer a graz sans frais d agence', 'fr').provisionsfrei).toBe(true);
    expect(p('piso alquiler kufstein c/ terraza y asc. 900€/mes', 'es').ausstattung?.sort()).toEqual([
      'lift',
      'terrace',
    ]);
    expect(p('apartamento para alquilar en wels con terasa', 'es').ausstattung).toEqual(['terrace']);
    expect(p('lgh hyra kufstein m balk o hiss', 'sv').ausstattung?.sort()).toEqual(['balcony', 'lift']);
    expect(p('trilo affitto kufstein', 'it')).toMatchObject({ objektart: ['WOHNUNG'], zimmerVon: 3 });
  });

  it('leaves the word for the month after a count of rooms or a size to the amount that follows', () => {
    expect(p('3 zimmer garten monatlich 1500', 'de')).toMatchObject({ zimmerVon: 3, preisBis: 1500 });
    expect(p('ab 60 m2 monatlich 900', 'de')).toMatchObject({ flaecheVon: 60, preisBis: 900 });
  });

  it('reads a ground lease as the land under a home that is bought, not a rental', () => {
    expect(p('ground lease flat in kufstein max 190k', 'en').vermarktungsart).toBe('KAUF');
    expect(p('office to lease in graz', 'en').vermarktungsart).toBe('MIETE_PACHT');
    expect(p('Baurechtswohnung in Steyr kaufen bis 200.000', 'de').vermarktungsart).toBe('KAUF');
  });

  it('splits the word for "with" typed onto a feature', () => {
    expect(p('mietwhg in bludenz mitbalkon bis 950 mtl', 'de').ausstattung).toEqual(['balcony']);
    expect(p('flat to rent in bludenz withbalcony', 'en').ausstattung).toEqual(['balcony']);
    expect(p('appart à louer à bludenz avecterrasse', 'fr').ausstattung).toEqual(['terrace']);
    expect(p('appartamento in affitto conbalcone', 'it').ausstattung).toEqual(['balcony']);
    expect(p('piso de alquiler conterraza', 'es').ausstattung).toEqual(['terrace']);
    expect(p('apartamento para alugar comvaranda', 'pt').ausstattung).toEqual(['balcony']);
    expect(p('appartement te huur metbalkon', 'nl').ausstattung).toEqual(['balcony']);
    expect(p('lägenhet att hyra medbalkong', 'sv').ausstattung).toEqual(['balcony']);
    expect(p('mieszkanie do wynajęcia zbalkonem', 'pl').ausstattung).toEqual(['balcony']);
  });

  it('reads a quarter and three quarters of a million, and three quarters of a million never as three rooms', () => {
    expect(p('haus kaufen bis dreiviertel million', 'de').preisBis).toBe(750_000);
    expect(p('haus kaufen bis eine viertel million', 'de').preisBis).toBe(250_000);
    expect(p('house for sale up to a quarter of a million', 'en').preisBis).toBe(250_000);
    expect(p('house for sale three quarters of a million', 'en').preisBis).toBe(750_000);
    expect(p("maison jusqu'à trois quarts de million", 'fr').preisBis).toBe(750_000);
    expect(p('casa fino a tre quarti di milione', 'it').preisBis).toBe(750_000);
    expect(p('casa en venta hasta tres cuartos de millón', 'es')).toEqual({
      vermarktungsart: 'KAUF',
      objektart: ['HAUS'],
      preisBis: 750_000,
    });
    expect(p('casa con tres cuartos en venta', 'es').zimmerVon).toBe(3);
    expect(p('moradia à venda até três quartos de milhão', 'pt').preisBis).toBe(750_000);
    expect(p('huis te koop tot driekwart miljoen', 'nl').preisBis).toBe(750_000);
    expect(p('hus till salu högst tre kvarts miljon', 'sv').preisBis).toBe(750_000);
    expect(p('dom do ćwierć miliona', 'pl').preisBis).toBe(250_000);
    expect(p('haus kaufen bis eine halbe million', 'de').preisBis).toBe(500_000);
  });

  it("reads the English 'balc' and 'prkg' and the French 'ss' for sans", () => {
    expect(p('apartment to rent bludenz balc + prkg max 900 pm', 'en').ausstattung?.sort()).toEqual([
      'balcony',
      'parking',
    ]);
    expect(p("appart à louer bludenz ss frais d'agence", 'fr').provisionsfrei).toBe(true);
  });

  it('reads the Dutch "ton" (a hundred thousand) and the Polish half a "bańka" (a million)', () => {
    expect(p('vrijstaand huis te koop tot drie ton', 'nl').preisBis).toBe(300_000);
    expect(p('huis te koop tot een ton', 'nl').preisBis).toBe(100_000);
    expect(p('appartement te koop maximaal 2,5 ton', 'nl').preisBis).toBe(250_000);
    expect(p('kantoor te huur tot duizend euro', 'nl').preisBis).toBe(1000);
    expect(p('dom na sprzedaż do pół bańki', 'pl').preisBis).toBe(500_000);
  });

  it('joins a compound term dictated as two words in de nl sv', () => {
    expect(p('wohnung mit fußboden heizung und einbau küche', 'de').ausstattung?.sort()).toEqual([
      'fitted_kitchen',
      'floor_heating',
    ]);
    expect(p('dach geschoss wohnung mieten provisions frei', 'de')).toMatchObject({
      untergruppe: ['DACHGESCHOSS'],
      provisionsfrei: true,
    });
    expect(p('erst bezug wohnung mit tief garage', 'de')).toMatchObject({
      erstbezug: true,
      ausstattung: ['underground_parking'],
    });
    expect(p('appartement met vloer verwarming', 'nl').ausstattung).toEqual(['floor_heating']);
    expect(p('lägenhet med golv värme', 'sv').ausstattung).toEqual(['floor_heating']);
    // Two words that are no term together stay apart.
    expect(p('wohnung mit garage', 'de').ausstattung).toEqual(['garage']);
  });
});

describe('natural-language search: spoken ranges and halves of a thousand or a million', () => {
  it('reads a range whose two bounds each say their thousand, and a thousand alone as the upper bound', () => {
    const range = (text: string, lang: Parameters<typeof parseSearchText>[1]) => {
      const f = p(text, lang);
      return [f.preisVon, f.preisBis];
    };
    expect(range('haus kaufen zwischen dreihunderttausend und vierhunderttausend euro', 'de')).toEqual([3e5, 4e5]);
    expect(range('casa en venta entre doscientos mil y trescientos mil euros', 'es')).toEqual([2e5, 3e5]);
    expect(range('köpa hus mellan sexhundratusen och niohundratusen euro', 'sv')).toEqual([6e5, 9e5]);
    expect(range('house for sale between two hundred thousand and three hundred thousand', 'en')).toEqual([2e5, 3e5]);
    // A million and the thousands after it stay one number.
    expect(p('house for sale up to one million and two hundred thousand', 'en').preisBis).toBe(1_200_000);
    expect(range('appartamento in affitto tra seicento e mille euro', 'it')).toEqual([600, 1000]);
    expect(range('piso en alquiler entre quinientos y mil euros', 'es')).toEqual([500, 1000]);
    expect(p('terrain entre sept cents et mille mètres carrés', 'fr')).toMatchObject({
      grundflaecheVon: 700,
      grundflaecheBis: 1000,
    });
  });

  it('reads a half after a million or after the unit before it', () => {
    expect(p('casa en venta hasta un millón y medio', 'es').preisBis).toBe(1_500_000);
    expect(p('villa fino a due milioni e mezzo', 'it').preisBis).toBe(2_500_000);
    expect(p('casa até um milhão e meio', 'pt').preisBis).toBe(1_500_000);
    expect(p("maison jusqu'à un million et demi", 'fr').preisBis).toBe(1_500_000);
    expect(p('house up to one and a half million', 'en').preisBis).toBe(1_500_000);
    expect(p('house up to a million and a half', 'en').preisBis).toBe(1_500_000);
    expect(p('huis tot twee en een half miljoen', 'nl').preisBis).toBe(2_500_000);
    expect(p('hus upp till en och en halv miljon', 'sv').preisBis).toBe(1_500_000);
    expect(p('dom do dwóch i pół miliona', 'pl').preisBis).toBe(2_500_000);
    // A half with no thousand or million keeps its words.
    expect(p('flat with one and a half bathrooms', 'en').preisBis).toBeUndefined();
  });
});

describe('natural-language search: words as dictation and quick typing write them', () => {
  it('reads the kilometres of a radius written with their French accent', () => {
    expect(p('maison dans un rayon de trente kilomètres autour de Melk', 'fr').radiusKm).toBe(30);
  });

  it('reads the homophones and split compounds of English feature words', () => {
    expect(p('house to rent with pets aloud', 'en').ausstattung).toEqual(['pets_allowed']);
    expect(p('flat with a fire place and a car port', 'en').ausstattung).toEqual(['carport', 'fireplace']);
  });

  it('reads Dutch "app" as the flat and a fitted kitchen by its adjectives', () => {
    expect(p('app huren met ingerichte keuken', 'nl')).toMatchObject({
      objektart: ['WOHNUNG'],
      ausstattung: ['fitted_kitchen'],
    });
  });

  it('reads the German "Riese" as a thousand euros', () => {
    expect(p('Haus kaufen bis 400 Riesen', 'de').preisBis).toBe(400_000);
  });

  it('refuses neighbours in a wheelchair wished away by "no" and a verb', () => {
    expect(parse('piso en Imst que no vivan personas en silla de ruedas', 'es').refused).toEqual(['disability']);
    // The home's access stays a feature.
    expect(parse('piso accesible en silla de ruedas', 'es').refused).toEqual([]);
  });

  it('splits a deal of two words typed onto the type ("flattorent", "houseforsale")', () => {
    expect(p('flattorent in Bregenz', 'en')).toMatchObject({ objektart: ['WOHNUNG'], vermarktungsart: 'MIETE_PACHT' });
    expect(p('houseforsale Stockerau', 'en')).toMatchObject({ objektart: ['HAUS'], vermarktungsart: 'KAUF' });
  });

  it('reads the place said last when the first is taken back ("in Graz, nein sorry, in Leoben")', () => {
    expect(p('Wohnung mieten in Graz, nein sorry, in Leoben bis 900 Euro', 'de').ort).toBe('Leoben');
    expect(p('house to buy in Villach no sorry I mean in Spittal an der Drau', 'en').ort).toBe('Spittal an der Drau');
    expect(p('piso de alquiler en Traun no perdón en Ansfelden', 'es').ort).toBe('Ansfelden');
    expect(p('appartement à louer à Steyr pardon à Enns', 'fr')).toMatchObject({
      ort: 'Enns',
      vermarktungsart: 'MIETE_PACHT',
    });
    expect(p('bilocale in affitto a Bregenz anzi a Feldkirch', 'it').ort).toBe('Feldkirch');
    // A place excluded is no correction: the first stays.
    expect(p('piso en Graz, no en Linz', 'es').ort).toBe('Graz');
    expect(p('Haus in Graz, nicht in Linz', 'de').ort).toBe('Graz');
  });
});
