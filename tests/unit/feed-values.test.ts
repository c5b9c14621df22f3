/**
 * The feed's fixed German words (floor, availability) in the page's language, and the German originals marked
 * lang="de" on other languages' pages.
 */
import { describe, expect, it } from 'vitest';
import { availableFromValue, floorValue, roleValue, termsValue, withoutListedFeatures } from '~/domain/feed-values';
import { listingSchema, type Listing } from '~/domain/listing';
import { detailFacts, feedWords, listingTexts, roleOn, termsOn } from '~/site/listing/detail-model';
import { makeListings } from './search-fixtures';
import { cardFromListing } from '~/domain/search/cards';

const en = feedWords('en');
const de = feedWords('de');

describe('floor words', () => {
  it('reads the importer labels EG, HP, UG, n. UG, n. OG, DG, Mezzanin into the language', () => {
    expect(floorValue('EG', 0, en.floor)).toEqual({ text: 'Ground floor', german: false });
    expect(floorValue('HP', 0, en.floor)?.text).toBe('Raised ground floor');
    expect(floorValue('UG', -1, en.floor)?.text).toBe('Basement');
    expect(floorValue('2. UG', -2, en.floor)?.text).toBe('Basement level 2');
    expect(floorValue('3. OG', 3, en.floor)?.text).toBe('Floor 3');
    expect(floorValue('DG', 4, en.floor)?.text).toBe('Attic floor');
    expect(floorValue('Mezzanin', 1, en.floor)?.text).toBe('Mezzanine');
    expect(floorValue('DG', 4, de.floor)?.text).toBe('Dachgeschoss');
    expect(floorValue('3. OG', 3, de.floor)?.text).toBe('3. Obergeschoss');
  });

  it('falls back to the number without a label, and keeps an unknown label as German', () => {
    expect(floorValue(null, 0, en.floor)?.text).toBe('Ground floor');
    expect(floorValue(null, 2, en.floor)?.text).toBe('Floor 2');
    expect(floorValue(null, null, en.floor)).toBeNull();
    expect(floorValue('Galerie', null, en.floor)).toEqual({ text: 'Galerie', german: true });
  });
});

describe('available from', () => {
  it('translates "sofort" and "nach Vereinbarung" and formats dates in the language', () => {
    expect(availableFromValue('sofort', en.available, en.formatDay)).toEqual({ text: 'immediately', german: false });
    expect(availableFromValue('ab sofort', en.available, en.formatDay)?.text).toBe('immediately');
    expect(availableFromValue('nach Vereinbarung', en.available, en.formatDay)?.text).toBe('by arrangement');
    expect(availableFromValue('2027-03-01', en.available, en.formatDay)?.text).toBe('1 Mar 2027');
    expect(availableFromValue('1.3.2027', de.available, de.formatDay)?.text).toBe('01.03.2027');
    expect(availableFromValue('Frühjahr 2027', en.available, en.formatDay)).toEqual({
      text: 'Frühjahr 2027',
      german: true,
    });
  });

  it('every language has its own word for "sofort" (not the German copied)', () => {
    for (const lang of ['en', 'fr', 'ar', 'ja'] as const)
      expect(availableFromValue('sofort', feedWords(lang).available, feedWords(lang).formatDay)?.text).not.toBe(
        'sofort',
      );
  });
});

describe('detail page of an English visitor', () => {
  const base = makeListings(1, 3)[0]!;
  const flat: Listing = listingSchema.parse({
    ...base,
    etage: 4,
    etage_label: 'DG',
    anzahl_etagen: 2,
    verfuegbar_ab: 'sofort',
    objekttitel: 'Helle Wohnung',
    objekttitel_translations: { en: 'Bright flat' },
    objektbeschreibung: '<p>Hell und ruhig.</p>',
    objektbeschreibung_translations: {},
  });

  it('shows "Attic floor of 2" and "immediately" instead of "DG von 2" and "sofort"', () => {
    const facts = detailFacts(flat, 'en');
    const fact = (key: string) => facts.building.find((f) => f.key === key);
    expect(fact('floor')).toMatchObject({ value: 'Attic floor of 2' });
    expect(fact('floor')!.lang).toBeUndefined();
    expect(fact('availableFrom')).toMatchObject({ value: 'immediately' });
  });

  it('marks the feed value it cannot translate as German', () => {
    const facts = detailFacts({ ...flat, verfuegbar_ab: 'Frühjahr 2027' }, 'en');
    expect(facts.building.find((f) => f.key === 'availableFrom')).toMatchObject({ value: 'Frühjahr 2027', lang: 'de' });
    expect(
      detailFacts({ ...flat, verfuegbar_ab: 'Frühjahr 2027' }, 'de').building.find((f) => f.key === 'availableFrom')!
        .lang,
    ).toBeUndefined();
  });

  it('marks a card title lang="de" where the page has no translation of it, and a translation with the page\'s language', () => {
    expect(cardFromListing(flat, 'en', Date.now())).toMatchObject({ title: 'Bright flat', titleLang: 'en' });
    expect(cardFromListing(flat, 'fr', Date.now())).toMatchObject({ title: 'Helle Wohnung', titleLang: 'de' });
    expect(cardFromListing(flat, 'de', Date.now()).titleLang).toBeUndefined();
  });

  it('gives lang="de" to texts only the German original exists of', () => {
    const texts = listingTexts(flat, 'en');
    expect(texts.title).toBe('Bright flat');
    expect(texts.lang.title).toBe('en');
    expect(texts.description).toBe('<p>Hell und ruhig.</p>');
    expect(texts.lang.description).toBe('de');
    expect(texts.dir.description).toBeUndefined();
    expect(listingTexts(flat, 'ar').dir.description).toBe('ltr');
    expect(listingTexts(flat, 'de').lang.description).toBeUndefined();
    expect(texts.original.title).toBeNull();
  });

  it('keeps the German original of a text an engine translated', () => {
    const machine = { ...flat, machine_translated: { objekttitel: ['en'] } };
    expect(listingTexts(machine, 'en').original.title).toBe(flat.objekttitel);
    expect(listingTexts(machine, 'en').lang.title).toBe('en');
    expect(listingTexts(machine, 'fr').original.title).toBeNull();
  });
});

describe('commission and deposit terms, contact roles', () => {
  const en = feedWords('en');
  it('reads the usual German terms into the language and keeps any other text German', () => {
    expect(termsValue('3 % des Kaufpreises zzgl. 20 % USt.', en.terms)).toEqual({
      text: '3% plus 20% VAT',
      german: false,
    });
    expect(termsValue('3,6 % inkl. USt.', en.terms)).toEqual({ text: '3.6% incl. VAT', german: false });
    expect(termsValue('3 Bruttomonatsmieten', en.terms)).toEqual({ text: '3 × gross monthly rent', german: false });
    expect(termsValue('provisionsfrei für Mieter', en.terms)).toEqual({ text: 'no commission', german: false });
    expect(termsValue('laut Vereinbarung mit dem Eigentümer', en.terms)).toEqual({
      text: 'laut Vereinbarung mit dem Eigentümer',
      german: true,
    });
    expect(termsOn('de', '3 Bruttomonatsmieten')).toEqual({ text: '3 Bruttomonatsmieten', german: false });
  });

  it('reads each term on its own, whatever was read before (the forms are made once and shared)', () => {
    const terms = [
      '3 Nettomonatsmieten zzgl. 20 % USt.',
      'provisionsfrei',
      '3 % inkl. MwSt.',
      'Provision nach Vereinbarung',
      '2 Monatsmieten',
      '3,6 % des Preises zuzüglich 20 % ust',
    ];
    const once = terms.map((t) => termsValue(t, en.terms));
    expect(once.map((v) => v?.german)).toEqual([false, false, false, true, false, false]);
    // Again, backwards and twice over: the same result for each.
    for (const i of [5, 4, 3, 2, 1, 0, 0, 5, 3, 3]) expect(termsValue(terms[i], en.terms)).toEqual(once[i]);
  });

  it('translates the usual roles, and keeps others German', () => {
    expect(roleValue('Immobilienberaterin', en.role)).toEqual({ text: 'Real estate consultant', german: false });
    expect(roleValue('Teamleitung Süd', en.role)).toEqual({ text: 'Teamleitung Süd', german: true });
    expect(roleOn('de', 'Immobilienberaterin')?.text).toBe('Immobilienberaterin');
  });
});

describe('features listed once', () => {
  const labels = ['Balkon', 'Aufzug', 'Einbauküche'];

  it('drops list items and "- " lines that only name a feature shown as a checkmark', () => {
    expect(withoutListedFeatures('<ul><li>Balkon</li><li>Aufzug</li></ul>', labels)).toBe('');
    expect(withoutListedFeatures('<ul><li>Balkon</li><li>Parkettböden</li></ul>', labels)).toBe(
      '<ul><li>Parkettböden</li></ul>',
    );
    expect(withoutListedFeatures('<p>- Balkon<br>- Einbauküche.<br>- Fenster dreifach verglast</p>', labels)).toBe(
      '<p>- Fenster dreifach verglast</p>',
    );
  });

  it('keeps prose that mentions a feature', () => {
    const prose = '<p>Der Balkon liegt nach Süden, der Aufzug fährt bis in die Garage.</p>';
    expect(withoutListedFeatures(prose, labels)).toBe(prose);
  });

  it("the detail page shows the feed's features list once (checkmarks), not again in the text", () => {
    const base = makeListings(1, 9)[0]!;
    const l = listingSchema.parse({
      ...base,
      features: ['balcony', 'lift'],
      ausstatt_beschr: '<ul><li>Balkon</li><li>Aufzug</li></ul>',
      ausstatt_beschr_translations: {},
    });
    expect(listingTexts(l, 'de').ausstattung).toBe('');
    expect(listingTexts(l, 'en').ausstattung).toBe('');
  });
});
