import { describe, expect, it } from 'vitest';
import {
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
});

describe('rent parts', () => {
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
