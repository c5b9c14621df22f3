/**
 * Warning signs for editors: a price per m² far below its district's median, pictures under another agency, a
 * contact that is not the agency's, texts asking for money before a viewing; none where there is no reason.
 */
import { describe, expect, it } from 'vitest';
import {
  contactMismatch,
  findWarningSigns,
  moneyFirstPhrase,
  WARNING_SIGNS,
  type SignFacts,
} from '~/domain/warning-signs';

let next = 1;
function listing(over: Partial<SignFacts> = {}): SignFacts {
  return {
    id: next++,
    agency: { id: 'A', email: 'office@berger.at', website: 'https://www.berger.at' },
    contact: { email: 'k.huber@berger.at' },
    vermarktungsart: 'MIETE_PACHT',
    objektart: 'WOHNUNG',
    kaufpreis: null,
    kaltmiete: 1000,
    flaeche: 70,
    price_on_request: false,
    preise: {} as SignFacts['preise'],
    location: { bundesland: 'wien', bezirk: null, wien_bezirk: 7 },
    images: [],
    objektbeschreibung: '<p>Schöne Wohnung, Kaution 3 Bruttomonatsmieten.</p>',
    ...over,
  };
}

const kinds = (m: Map<number, { kind: string }[]>, id: number) => (m.get(id) ?? []).map((s) => s.kind);

describe('warning signs', () => {
  it('a price per m² below half the district median, only where enough listings back the median', () => {
    const peers = Array.from({ length: WARNING_SIGNS.minComparable }, () => listing());
    const cheap = listing({ kaltmiete: 300 });
    const signs = findWarningSigns([...peers, cheap]);
    expect(kinds(signs, cheap.id)).toEqual(['cheap']);
    expect(signs.get(cheap.id)![0]!.detail).toMatchObject({ comparable: WARNING_SIGNS.minComparable });
    expect(peers.every((p) => !signs.has(p.id))).toBe(true);
    // one comparable fewer: no median, no sign
    expect(findWarningSigns([...peers.slice(1), cheap]).has(cheap.id)).toBe(false);
    // another district's or deal's prices are no comparison
    const elsewhere = listing({ kaltmiete: 300, location: { bundesland: 'wien', bezirk: null, wien_bezirk: 10 } });
    expect(findWarningSigns([...peers, elsewhere]).has(elsewhere.id)).toBe(false);
    const bought = listing({ vermarktungsart: 'KAUF', kaufpreis: 300, kaltmiete: null });
    expect(findWarningSigns([...peers, bought]).has(bought.id)).toBe(false);
    // a 140 m² flat is compared with large flats only (the size band), as the detail page's price box compares it
    const large = listing({ kaltmiete: 600, flaeche: 140 });
    expect(findWarningSigns([...peers, large]).has(large.id)).toBe(false);
    // the shown price: a rental's total monthly rent, not its base rent
    const total = listing({ kaltmiete: 300, preise: { gesamtmiete: 1000 } as SignFacts['preise'] });
    expect(findWarningSigns([...peers, total]).has(total.id)).toBe(false);
  });

  it('pictures under another agency, not when both offer one home or one agency has them twice', () => {
    const pic = [{ url: '/media/o/aa/aa11.jpg' }, { url: '/media/o/bb/bb22.jpg' }];
    const a = listing({ images: pic });
    const b = listing({ images: pic, agency: { id: 'B', email: null, website: null } });
    const sameAgency = listing({ images: pic });
    const signs = findWarningSigns([a, b, sameAgency]);
    expect(kinds(signs, a.id)).toEqual(['pictures_elsewhere']);
    expect(
      signs
        .get(b.id)!
        .map((s) => s.detail.listing)
        .sort(),
    ).toEqual([a.id, sameAgency.id].sort());
    expect(findWarningSigns([a, b], [{ survivor: a.id, merged: [b.id] }]).size).toBe(0);
    // one picture alike is a stock interior or a plan drawn alike, not a copied listing
    const one = listing({ images: [pic[0]!], agency: { id: 'C', email: null, website: null } });
    expect(findWarningSigns([a, one]).size).toBe(0);
    // re-encoded: hashes 2 bits apart; 10 bits apart is another picture
    const h = (...ids: string[]) => ids.map((id) => ({ url: `/x/${id}-${Math.random()}.jpg`, dhash: id }));
    const c = listing({ images: h('f0f0f0f0f0f0f0f0', '123456789abcdef0') });
    const d = listing({
      images: h('f0f0f0f0f0f0f0f3', '123456789abcdef1'),
      agency: { id: 'B', email: null, website: null },
    });
    const e = listing({
      images: h('f0f0ffff0f0f0f0f', '12345678ffffdef0'),
      agency: { id: 'C', email: null, website: null },
    });
    const hashed = findWarningSigns([c, d, e]);
    expect(kinds(hashed, c.id)).toEqual(['pictures_elsewhere']);
    expect(hashed.has(e.id)).toBe(false);
    // a picture under many listings is a placeholder
    const many = Array.from({ length: WARNING_SIGNS.maxSharing + 1 }, (_, i) =>
      listing({ images: pic, agency: { id: `P${i}`, email: null, website: null } }),
    );
    expect(findWarningSigns(many).size).toBe(0);
  });

  it("a contact at a free-mail address or another domain than the agency's", () => {
    expect(contactMismatch(listing())).toBeNull();
    expect(contactMismatch(listing({ contact: { email: 'a@mail.berger.at' } }))).toBeNull();
    expect(contactMismatch(listing({ contact: { email: 'vermieter1977@gmail.com' } }))).toBe('gmail.com');
    expect(contactMismatch(listing({ contact: { email: 'x@schnell-wohnen.example' } }))).toBe('schnell-wohnen.example');
    // nothing to compare with
    expect(
      contactMismatch(listing({ agency: { id: 'Z', email: null, website: null }, contact: { email: 'x@y.at' } })),
    ).toBeNull();
  });

  it('texts asking for money before a viewing, in German and English; a plain deposit is none', () => {
    expect(moneyFirstPhrase(listing())).toBeNull();
    expect(moneyFirstPhrase(listing({ objektbeschreibung: '<p>Bitte die <b>Kaution vorab</b> senden.</p>' }))).toBe(
      'kaution vorab',
    );
    expect(moneyFirstPhrase(listing({ sonstige_angaben: 'Zahlung per Western Union, Schlüssel per Post.' }))).toBe(
      'western union',
    );
    expect(moneyFirstPhrase(listing({ dreizeiler: 'I will send you the keys by post after the deposit.' }))).toBe(
      'keys by post',
    );
    const signs = findWarningSigns([listing({ objektbeschreibung: 'Kaution vorab', contact: { email: 'a@gmx.at' } })]);
    expect([...signs.values()][0]!.map((s) => s.kind)).toEqual(['contact_mismatch', 'money_first']);
  });
});
