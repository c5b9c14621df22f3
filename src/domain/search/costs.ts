/**
 * What a property costs beyond its price, as Austrian listings state it: the buyer's side costs of a purchase
 * and the parts of a rent. Pure; amounts in EUR.
 */
import { monthlyRent } from './index-format';

/** Grunderwerbsteuer (GrEStG § 7: 3.5 % for a purchase between unrelated parties). */
export const TRANSFER_TAX_RATE = 0.035;
/** Grundbucheintragungsgebühr (GGG TP 9 b: 1.1 % of the value). */
export const LAND_REGISTER_RATE = 0.011;
/** Contract and escrow (Vertragserrichtung, Treuhand): commonly 1–3 % of the price plus 20 % VAT. */
export const CONTRACT_RATE_RANGE: readonly [number, number] = [0.01, 0.03];
export const VAT_RATE = 0.2;
/**
 * The commission the site states ("Provision: 3,57 % inkl. USt."), a fixed business figure. Note that 3 % plus
 * Austria's 20 % VAT would be 3.6 %; 3.57 % is 3 % plus 19 % VAT.
 */
export const COMMISSION_RATE_GROSS = 0.0357;
/** Residential rent in Austria carries 10 % VAT on Hauptmietzins and Betriebskosten. */
export const RENT_VAT_RATE = 0.1;

export interface CostLine {
  key:
    | 'price'
    | 'transferTax'
    | 'landRegister'
    | 'contract'
    | 'commission'
    | 'total'
    | 'hauptmietzins'
    | 'betriebskosten'
    | 'heizkosten'
    | 'vat'
    | 'monthly'
    | 'deposit';
  /** A single amount, or a range where only a range can be honest (contract costs). */
  amount: number | null;
  max?: number;
  /** The rate shown beside the line (0.035 → "3,5 %"). */
  rate?: number;
  /** True when the figure is our estimate, not the agent's. */
  estimate?: boolean;
  /** Free text from the feed (commission, deposit) shown instead of or beside the amount. */
  note?: string | null;
}

const round = (n: number) => Math.round(n);

/** Buyer's side costs on top of the purchase price. */
export function purchaseCosts(
  kaufpreis: number,
  feed: { provision_text?: string | null; provision_brutto?: number | null } = {},
): CostLine[] {
  const [lo, hi] = CONTRACT_RATE_RANGE;
  const commission =
    feed.provision_brutto != null && feed.provision_brutto > 0
      ? { amount: round(feed.provision_brutto), estimate: false }
      : { amount: round(kaufpreis * COMMISSION_RATE_GROSS), rate: COMMISSION_RATE_GROSS, estimate: true };
  const lines: CostLine[] = [
    { key: 'price', amount: kaufpreis },
    { key: 'transferTax', amount: round(kaufpreis * TRANSFER_TAX_RATE), rate: TRANSFER_TAX_RATE },
    { key: 'landRegister', amount: round(kaufpreis * LAND_REGISTER_RATE), rate: LAND_REGISTER_RATE },
    {
      key: 'contract',
      amount: round(kaufpreis * lo * (1 + VAT_RATE)),
      max: round(kaufpreis * hi * (1 + VAT_RATE)),
      estimate: true,
    },
    { key: 'commission', ...commission, note: feed.provision_text ?? null },
  ];
  const sum = lines.reduce((acc, l) => acc + (l.amount ?? 0), 0);
  const sumMax = lines.reduce((acc, l) => acc + (l.max ?? l.amount ?? 0), 0);
  lines.push({ key: 'total', amount: sum, max: sumMax, estimate: true });
  return lines;
}

export interface RentInput {
  kaltmiete: number | null;
  hauptmietzins_ust?: number | null;
  betriebskosten?: number | null;
  betriebskosten_ust?: number | null;
  heizkosten?: number | null;
  heizkosten_enthalten?: boolean | null;
  gesamtmiete?: number | null;
  kaution?: number | null;
  kaution_text?: string | null;
  provision_text?: string | null;
}

/**
 * The parts of a monthly rent. VAT is the feed's where given; otherwise it is not invented (commercial rents
 * may be VAT-free or 20 %): the line then says "not stated". The deposit is the feed's, else the usual three
 * gross monthly rents, marked as an estimate.
 */
export function rentCosts(p: RentInput): CostLine[] {
  const lines: CostLine[] = [];
  const hmz = p.kaltmiete ?? null;
  lines.push({ key: 'hauptmietzins', amount: hmz });
  lines.push({ key: 'betriebskosten', amount: p.betriebskosten ?? null });
  if (p.heizkosten != null || p.heizkosten_enthalten)
    lines.push({ key: 'heizkosten', amount: p.heizkosten ?? null, note: p.heizkosten_enthalten ? 'included' : null });
  const vat = (p.hauptmietzins_ust ?? 0) + (p.betriebskosten_ust ?? 0);
  lines.push({ key: 'vat', amount: vat > 0 ? vat : null, rate: vat > 0 ? undefined : undefined });
  // The same total the list and the headline show (monthlyRent), so the costs tab never disagrees with them.
  const monthly = monthlyRent({ ...p, kaltmiete: hmz });
  lines.push({ key: 'monthly', amount: monthly, estimate: p.gesamtmiete == null && monthly != null });
  if (p.kaution != null && p.kaution > 0)
    lines.push({ key: 'deposit', amount: p.kaution, note: p.kaution_text ?? null });
  else if (monthly != null)
    lines.push({ key: 'deposit', amount: round(monthly * 3), estimate: true, note: p.kaution_text ?? null });
  else if (p.kaution_text) lines.push({ key: 'deposit', amount: null, note: p.kaution_text });
  if (p.provision_text) lines.push({ key: 'commission', amount: null, note: p.provision_text });
  return lines;
}
