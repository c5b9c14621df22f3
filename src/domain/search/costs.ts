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
 * The commission the portal assumes where a listing states none ("Provision: 3,57 % inkl. USt."), a business
 * figure. A listing's own statement always decides its figure (see commissionTerms).
 */
export const COMMISSION_RATE_GROSS = 0.0357;
/** Residential rent in Austria carries 10 % VAT on Hauptmietzins and Betriebskosten. */
export const RENT_VAT_RATE = 0.1;

/**
 * The locale keys the price box and the costs table name a rent's parts with: whatever else names them (the
 * assistant's answers) takes the same words, so a visitor never reads "Cold rent" beside "Base rent".
 */
export const COST_LABEL_KEYS = {
  /** The cold rent (kaltmiete), the costs table's Hauptmietzins line. */
  hauptmietzins: 'search.costs.hauptmietzins',
  betriebskosten: 'search.costs.betriebskosten',
  heizkosten: 'search.costs.heizkosten',
  deposit: 'search.costs.deposit',
  /** The total monthly rent, the price box's headline label. */
  totalRent: 'search.detail.totalRent',
} as const;

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

/** What an agent's commission sentence says, as far as it can be read for certain. */
export type CommissionTerms =
  | { kind: 'free' }
  /** A share of the purchase price, VAT included. */
  | { kind: 'rate'; gross: number }
  /** A number of gross monthly rents. */
  | { kind: 'months'; months: number };

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const FREE =
  /provisionsfrei|keine\s+(?:makler)?provision|ohne\s+(?:makler)?provision|kein(?:e)?\s+vermittlungs|provision:?\s*0(?:[.,]0+)?\s*%|commission[- ]free|no commission/i;
const VAT_WORDS = String.raw`(?:ust\.?|mwst\.?|umsatzsteuer|mehrwertsteuer|vat)`;

// Built once: commissionTerms runs for every listing a page or the build shows. None has the g flag, so exec keeps no
// state between calls.
const MONTHS = new RegExp(`${NUMBER}\\s*(?:brutto-?|netto-?)?monats(?:mieten|miete)`, 'i');
const SHARE = new RegExp(`${NUMBER}\\s*%`);
/** After the share: "zzgl. 20 % USt.", "plus gesetzl. MwSt.", "+ USt." (the VAT rate, when stated, in group 1). */
const PLUS_VAT = new RegExp(
  `^[^%]*?(?:zzgl\\.?|zuzügl\\.?|zuzüglich|plus|\\+)\\s*(?:der\\s+)?(?:gesetzl(?:ichen|\\.)?\\s+)?(?:${NUMBER}\\s*%\\s*)?${VAT_WORDS}`,
  'i',
);

const readNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * Reads an Austrian commission statement: "3 % zzgl. 20 % USt." (3.6 % gross), "3,6 % inkl. USt.", "2
 * Bruttomonatsmieten", "provisionsfrei". A share that names no VAT is taken as written. Null where the sentence
 * states nothing that can be read for certain; the caller then falls back to the portal's own figure.
 */
export function commissionTerms(text: string | null | undefined): CommissionTerms | null {
  if (!text) return null;
  const t = text.replace(/\s+/g, ' ');
  if (FREE.test(t)) return { kind: 'free' };
  const months = MONTHS.exec(t);
  if (months) return { kind: 'months', months: readNumber(months[1]!) };
  const share = SHARE.exec(t);
  if (!share) return null;
  const rate = Math.round(readNumber(share[1]!) * 1e4) / 1e6;
  if (!(rate > 0 && rate < 0.2)) return null;
  const rest = t.slice(share.index + share[0].length);
  const plusVat = PLUS_VAT.exec(rest);
  if (plusVat) {
    const vat = plusVat[1] ? readNumber(plusVat[1]) / 100 : VAT_RATE;
    return { kind: 'rate', gross: Math.round(rate * (1 + vat) * 1e6) / 1e6 };
  }
  return { kind: 'rate', gross: rate };
}

/** Buyer's side costs on top of the purchase price. */
export function purchaseCosts(
  kaufpreis: number,
  feed: { provision_text?: string | null; provision_brutto?: number | null } = {},
): CostLine[] {
  const [lo, hi] = CONTRACT_RATE_RANGE;
  // The listing's own figure first, then its sentence, and the portal's assumption only where it states neither.
  const terms = commissionTerms(feed.provision_text);
  const commission =
    feed.provision_brutto != null && feed.provision_brutto > 0
      ? { amount: round(feed.provision_brutto), estimate: false }
      : terms?.kind === 'free'
        ? { amount: 0, estimate: false }
        : terms?.kind === 'rate'
          ? { amount: round(kaufpreis * terms.gross), rate: terms.gross, estimate: false }
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
  if (p.provision_text) {
    const terms = commissionTerms(p.provision_text);
    const amount =
      terms?.kind === 'free' ? 0 : terms?.kind === 'months' && monthly != null ? round(terms.months * monthly) : null;
    lines.push({ key: 'commission', amount, note: p.provision_text });
  }
  return lines;
}
