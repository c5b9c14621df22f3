/**
 * The rows of the comparison page (/vergleich): the chosen listings side by side by section (overview, building,
 * energy, features, costs), each row marked when its values differ. Pure: the page passes the card objects
 * (null for a listing whose data is gone) and the translated labels; prices stay numbers in EUR for the shell
 * to show in the visitor's currency.
 */
import { cardPrice, type ListingCard } from './listing-card';
import { floorValue, type FloorWords } from './feed-values';
import { rentSuffix } from './format/rent';

export type CompareCell =
  | { kind: 'none' }
  /** lang: 'de' for the feed's German on another language's page. */
  | { kind: 'text'; text: string; lang?: string }
  /** perMonth: the words after the amount ("/ Monat"), or null. */
  | { kind: 'price'; eur: number; perMonth: string | null }
  | { kind: 'check'; on: boolean };

export type CompareSection = 'overview' | 'building' | 'energy' | 'features' | 'costs';

export interface CompareRow {
  key: string;
  section: CompareSection;
  label: string;
  cells: CompareCell[];
  /** At least two listings with data, and their values are not all the same. */
  differs: boolean;
}

export interface CompareLabels {
  locale: string;
  row: Record<string, string>;
  /** "{{floor}} von {{total}}" */
  floorOf: string;
  groundFloor: string;
  /** The floor words of the page's language: the feed's "EG", "3. OG", "DG" are shown in them when given. */
  floor?: FloorWords;
  energyMissing: string;
  /** 'de' on another language's page: the feed's German names (the town) are marked as German. */
  germanLang?: string;
  /** After a monthly amount: "/ Monat" (listing.unit.perMonthShort), as the cards write a rent. */
  perMonth: string;
  /** The area unit as the language writes it (m², Arabic م²); m² when not given. */
  m2?: string;
  /** The HWB unit as the language writes it; kWh/m²a when not given. */
  hwbUnit?: string;
  objektart: Record<string, string>;
  /** key `OBJEKTART:UNTERGRUPPE` */
  subtype: Record<string, string>;
  vermarktungsart: Record<string, string>;
  status: Record<string, string>;
  feature: Record<string, string>;
  condition: Record<string, string>;
  /** Order of feature rows (the vocabulary's order). */
  featureOrder: readonly string[];
}

const NONE: CompareCell = { kind: 'none' };

function numberText(locale: string, n: number | null | undefined, digits: number, unit = ''): CompareCell {
  if (n == null || !Number.isFinite(n)) return NONE;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  return { kind: 'text', text: unit ? `${text} ${unit}` : text };
}

function text(value: string | null | undefined): CompareCell {
  return value && value.trim() ? { kind: 'text', text: value.trim() } : NONE;
}

function price(eur: number | null | undefined, perMonth: string | null = null): CompareCell {
  return eur != null && Number.isFinite(eur) && eur > 0 ? { kind: 'price', eur, perMonth } : NONE;
}

/** Price per m²: the feed's, else price / area (to the cent; shown like every price, 2 decimals when fractional). */
export function pricePerSqm(card: ListingCard): number | null {
  if (card.preis_pro_qm != null && card.preis_pro_qm > 0) return card.preis_pro_qm;
  const p = cardPrice(card);
  return p > 0 && card.flaeche != null && card.flaeche > 0 ? Math.round((p / card.flaeche) * 100) / 100 : null;
}

function floorText(card: ListingCard, l: CompareLabels): CompareCell {
  const value = l.floor ? floorValue(card.etage_label, card.etage, l.floor) : null;
  const own = l.floor
    ? (value?.text ?? '')
    : card.etage_label?.trim() || (card.etage === 0 ? l.groundFloor : card.etage != null ? String(card.etage) : '');
  if (!own) return NONE;
  return {
    kind: 'text',
    // A floor label the words do not know stays the feed's German, marked as such on another language's page.
    ...(value?.german && l.germanLang ? { lang: l.germanLang } : {}),
    text:
      card.anzahl_etagen != null
        ? l.floorOf.replace('{{floor}}', own).replace('{{total}}', String(card.anzahl_etagen))
        : own,
  };
}

function energyText(
  value: number | null,
  klasse: string | null,
  locale: string,
  digits: number,
  unit: string,
): CompareCell {
  if (value == null && !klasse) return NONE;
  const parts: string[] = [];
  if (value != null)
    parts.push(
      `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)}${unit ? ` ${unit}` : ''}`,
    );
  if (klasse) parts.push(value != null ? `(${klasse})` : klasse);
  return { kind: 'text', text: parts.join(' ') };
}

function cellKey(cell: CompareCell): string {
  switch (cell.kind) {
    case 'none':
      return '∅';
    case 'text':
      return `t:${cell.text}`;
    case 'price':
      return `p:${cell.eur}:${cell.perMonth}`;
    case 'check':
      return `c:${cell.on}`;
  }
}

function row(
  key: string,
  section: CompareSection,
  label: string,
  cards: readonly (ListingCard | null)[],
  cell: (c: ListingCard) => CompareCell,
): CompareRow {
  const cells = cards.map((c) => (c ? cell(c) : NONE));
  const withData = cards.map((c, i) => (c ? cellKey(cells[i]!) : null)).filter((k): k is string => k !== null);
  return { key, section, label, cells, differs: withData.length >= 2 && new Set(withData).size > 1 };
}

/**
 * All rows for the given columns. Rows where no listing has a value are left out (a purchase has no deposit),
 * except the price, which always shows (0 reads "Preis auf Anfrage").
 */
export function buildCompareRows(cards: readonly (ListingCard | null)[], l: CompareLabels): CompareRow[] {
  const loc = l.locale;
  const R = (k: string) => l.row[k] ?? k;
  // A rent's amount and its price per m² say "/ Monat" as the cards do (rentSuffix); the monthly costs always do.
  const rows: CompareRow[] = [
    row('price', 'overview', R('price'), cards, (c) => ({
      kind: 'price',
      eur: cardPrice(c),
      perMonth: rentSuffix(c.vermarktungsart, cardPrice(c), l.perMonth),
    })),
    row('pricePerSqm', 'overview', R('pricePerSqm'), cards, (c) =>
      price(pricePerSqm(c), rentSuffix(c.vermarktungsart, pricePerSqm(c), l.perMonth)),
    ),
    row('area', 'overview', R('area'), cards, (c) => numberText(loc, c.flaeche, 1, l.m2 ?? 'm²')),
    row('plotArea', 'overview', R('plotArea'), cards, (c) => numberText(loc, c.grundstuecksflaeche, 0, l.m2 ?? 'm²')),
    row('rooms', 'overview', R('rooms'), cards, (c) => numberText(loc, c.zimmer, 1)),
    row('bedrooms', 'overview', R('bedrooms'), cards, (c) => numberText(loc, c.schlafzimmer, 0)),
    row('bathrooms', 'overview', R('bathrooms'), cards, (c) => numberText(loc, c.badezimmer, 0)),
    row('location', 'overview', R('location'), cards, (c) => {
      const place = text([c.location.plz, c.location.ort].filter(Boolean).join(' '));
      return place.kind === 'text' && l.germanLang ? { ...place, lang: l.germanLang } : place;
    }),
    row('type', 'overview', R('type'), cards, (c) =>
      text(
        (c.objektart_untergruppe && l.subtype[`${c.objektart}:${c.objektart_untergruppe}`]) ||
          l.objektart[c.objektart] ||
          c.objektart,
      ),
    ),
    row('marketing', 'overview', R('marketing'), cards, (c) =>
      text(l.vermarktungsart[c.vermarktungsart] ?? c.vermarktungsart),
    ),
    row('status', 'overview', R('status'), cards, (c) => text(l.status[c.status] ?? c.status)),
    row('year', 'building', R('year'), cards, (c) =>
      c.baujahr != null ? { kind: 'text', text: String(c.baujahr) } : NONE,
    ),
    row('floor', 'building', R('floor'), cards, (c) => floorText(c, l)),
    row('condition', 'building', R('condition'), cards, (c) =>
      text(c.zustand ? (l.condition[c.zustand] ?? c.zustand) : null),
    ),
    row('hwb', 'energy', R('hwb'), cards, (c) =>
      c.energie.missing && c.energie.hwb == null && !c.energie.hwb_klasse
        ? text(l.energyMissing)
        : energyText(c.energie.hwb, c.energie.hwb_klasse, loc, 1, l.hwbUnit ?? 'kWh/m²a'),
    ),
    row('fgee', 'energy', R('fgee'), cards, (c) => energyText(c.energie.fgee, c.energie.fgee_klasse, loc, 2, '')),
  ];
  const present = new Set(cards.flatMap((c) => c?.features ?? []));
  const order = [
    ...l.featureOrder.filter((f) => present.has(f)),
    ...[...present].filter((f) => !l.featureOrder.includes(f)),
  ];
  for (const f of order) {
    rows.push(
      row(`feature:${f}`, 'features', l.feature[f] ?? f, cards, (c) => ({ kind: 'check', on: c.features.includes(f) })),
    );
  }
  rows.push(
    row('operatingCosts', 'costs', R('operatingCosts'), cards, (c) => price(c.kosten.betriebskosten, l.perMonth)),
    row('heatingCosts', 'costs', R('heatingCosts'), cards, (c) => price(c.kosten.heizkosten, l.perMonth)),
    row('totalRent', 'costs', R('totalRent'), cards, (c) => price(c.monatsmiete ?? c.kosten.gesamtmiete, l.perMonth)),
    row('deposit', 'costs', R('deposit'), cards, (c) => price(c.kosten.kaution)),
    row('commission', 'costs', R('commission'), cards, (c) => text(c.kosten.provision_text)),
  );
  return rows.filter((r) => r.key === 'price' || r.cells.some((c) => c.kind !== 'none'));
}

export const COMPARE_SECTIONS: readonly CompareSection[] = ['overview', 'building', 'energy', 'features', 'costs'];
