import { describe, expect, it } from 'vitest';
import {
  commissionTerms,
  COMMISSION_RATE_GROSS,
  LAND_REGISTER_RATE,
  purchaseCosts,
  rentCosts,
  TRANSFER_TAX_RATE,
} from '~/domain/search/costs';

describe('buyer’s side costs (Austria)', () => {
  it('uses 3.5 % transfer tax, 1.1 % land register, 1–3 % contract plus VAT and 3.57 % commission', () => {
    expect([TRANSFER_TAX_RATE, LAND_REGISTER_RATE, COMMISSION_RATE_GROSS]).toEqual([0.035, 0.011, 0.0357]);
    const lines = Object.fromEntries(purchaseCosts(300_000).map((l) => [l.key, l]));
    expect(lines.transferTax!.amount).toBe(10_500);
    expect(lines.landRegister!.amount).toBe(3_300);
    expect([lines.contract!.amount, lines.contract!.max]).toEqual([3_600, 10_800]);
    expect(lines.commission).toMatchObject({ amount: 10_710, estimate: true });
    expect([lines.total!.amount, lines.total!.max]).toEqual([
      300_000 + 10_500 + 3_300 + 3_600 + 10_710,
      300_000 + 10_500 + 3_300 + 10_800 + 10_710,
    ]);
  });
  it('prefers the agent’s stated commission', () => {
    const c = purchaseCosts(200_000, { provision_brutto: 5_000, provision_text: '2,5 % inkl. USt.' }).find(
      (l) => l.key === 'commission',
    );
    expect(c).toMatchObject({ amount: 5_000, estimate: false, note: '2,5 % inkl. USt.' });
  });
  it('computes the commission from the listing’s own sentence, not the portal’s figure', () => {
    const c = purchaseCosts(715_000, { provision_text: '3 % des Kaufpreises zzgl. 20 % USt.' }).find(
      (l) => l.key === 'commission',
    );
    // 3 % plus 20 % VAT is 3.6 %: 25,740 €, not the portal's 3.57 % (25,526 €)
    expect(c).toMatchObject({ amount: 25_740, rate: 0.036, estimate: false });
    const free = purchaseCosts(400_000, { provision_text: 'Provisionsfrei für den Käufer' }).find(
      (l) => l.key === 'commission',
    );
    expect(free).toMatchObject({ amount: 0, estimate: false });
    const unreadable = purchaseCosts(100_000, { provision_text: 'lt. Vereinbarung' }).find(
      (l) => l.key === 'commission',
    );
    expect(unreadable).toMatchObject({ amount: 3_570, rate: COMMISSION_RATE_GROSS, estimate: true });
  });
  it.each([
    ['3 % zzgl. 20 % USt.', { kind: 'rate', gross: 0.036 }],
    ['3% zuzüglich der gesetzlichen USt', { kind: 'rate', gross: 0.036 }],
    ['3,6 % inkl. USt.', { kind: 'rate', gross: 0.036 }],
    ['2 % + 20 % MwSt.', { kind: 'rate', gross: 0.024 }],
    ['2,5 % vom Kaufpreis', { kind: 'rate', gross: 0.025 }],
    ['2 Bruttomonatsmieten', { kind: 'months', months: 2 }],
    ['provisionsfrei', { kind: 'free' }],
    ['Keine Provision', { kind: 'free' }],
    ['nach Vereinbarung', null],
    ['', null],
  ])('reads "%s"', (text, expected) => {
    expect(commissionTerms(text)).toEqual(expected);
  });
});

describe('rent parts', () => {
  it('states a commission of gross monthly rents as an amount', () => {
    const c = rentCosts({ kaltmiete: 900, gesamtmiete: 1_100, provision_text: '2 Bruttomonatsmieten' }).find(
      (l) => l.key === 'commission',
    );
    expect(c).toMatchObject({ amount: 2_200, note: '2 Bruttomonatsmieten' });
  });
  it('adds Hauptmietzins, Betriebskosten and VAT, deposit three gross rents when the feed has none', () => {
    const lines = Object.fromEntries(
      rentCosts({ kaltmiete: 800, betriebskosten: 150, hauptmietzins_ust: 80, betriebskosten_ust: 15 }).map((l) => [
        l.key,
        l,
      ]),
    );
    expect(lines.vat!.amount).toBe(95);
    expect(lines.monthly).toMatchObject({ amount: 1045, estimate: true });
    expect(lines.deposit).toMatchObject({ amount: 3135, estimate: true });
  });
  it('keeps the feed’s total, deposit and heating-included flag', () => {
    const lines = Object.fromEntries(
      rentCosts({
        kaltmiete: 700,
        betriebskosten: 120,
        heizkosten: 60,
        heizkosten_enthalten: true,
        gesamtmiete: 900,
        kaution: 2500,
        kaution_text: '3 BMM',
      }).map((l) => [l.key, l]),
    );
    expect(lines.monthly).toMatchObject({ amount: 900, estimate: false });
    expect(lines.deposit).toMatchObject({ amount: 2500, note: '3 BMM' });
    expect(lines.heizkosten).toMatchObject({ note: 'included' });
    expect(lines.vat!.amount).toBeNull();
  });
});
