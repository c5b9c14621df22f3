/**
 * Understood filters in words: the removable chips ("ab 3 Zimmer", "Wien", "bis 1.200 €", "Balkon") and the one
 * sentence the API answers with. Pure; the texts come in as `NlStrings` (built from the locales by the server and
 * handed to the island), so the module carries no translations itself.
 */
import { NEAR_FILTER_KEYS, type NearFilter } from '../places';
import { DEFAULT_FORMAT_LOCALE, formatMoney, numberFormat } from '../format';
import { SORT_KEYS } from '../search/query';
import { BUNDESLAENDER, FEATURE_KEYS, OBJEKTARTEN, OBJEKTART_SUBTYPES, type ObjektartHauptgruppe } from '../vocabulary';
import { LEXICON } from './lexicon';
import type { NlFilters, RefusedCriterion } from './types';
import type { ChipField, NlChip } from './chips';
import { regionByKey } from './regions';

export { removeChip, type ChipField, type NlChip } from './chips';

/** Chip templates (`{{n}}`, `{{from}}`, `{{to}}`, `{{amount}}`, `{{cls}}`, `{{plz}}`, `{{place}}` are filled in). */
export const CHIP_KEYS = [
  'buy',
  'rent',
  'roomsFrom',
  'roomsTo',
  'roomsRange',
  'roomsExact',
  'priceFrom',
  'priceTo',
  'priceRange',
  'areaFrom',
  'areaTo',
  'areaRange',
  'plotFrom',
  'plotTo',
  'plotRange',
  'plz',
  'radius',
  'outdoor',
  'energy',
  'firstOcc',
  'noCommission',
] as const;
export type ChipTemplate = (typeof CHIP_KEYS)[number];

export interface NlStrings {
  chip: Record<ChipTemplate, string>;
  /** The list's near filters by name ("Supermarkt ≤ 500 m"); absent where a caller has not loaded them. */
  near?: Record<NearFilter, string>;
  objektart: Record<string, string>;
  /** Subtype labels keyed by the subtype value (the ones the parser can produce). */
  subtype: Record<string, string>;
  feature: Record<string, string>;
  bundesland: Record<string, string>;
  sort: Record<string, string>;
  /** "Gesucht: {{criteria}}." and its variants without criteria and with refused people criteria. */
  summary: string;
  summaryEmpty: string;
  summaryRefused: string;
  summaryEmptyRefused: string;
  /** The language's BCP 47 tag the figures are written in (German when not given). */
  locale?: string;
  /**
   * A postcode's postal place ("5020" → "Salzburg"; ./austria-places' placeByPostcode), given where the gazetteer
   * is loaded anyway (the server): this module is also in the browser's first bundles, which go without it.
   */
  postalPlace?: (plz: string) => string | undefined;
}

/** The subtype values the parser can write, with their main group (labels live under the group). */
export function parserSubtypes(): Array<{ group: ObjektartHauptgruppe; value: string }> {
  const seen = new Map<string, ObjektartHauptgruppe>();
  for (const lex of Object.values(LEXICON))
    for (const [, o, sub] of lex.types) if (sub) seen.set(sub, o.toLowerCase() as ObjektartHauptgruppe);
  seen.set('EINZELGARAGE', 'parken');
  seen.set('DOPPELGARAGE', 'parken');
  seen.set('TIEFGARAGENSTELLPLATZ', 'parken');
  seen.set('CARPORT', 'parken');
  return [...seen].filter(([v, g]) => OBJEKTART_SUBTYPES[g]?.includes(v)).map(([value, group]) => ({ group, value }));
}

function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}

function range(
  s: NlStrings,
  from: number | undefined,
  to: number | undefined,
  keys: [ChipTemplate, ChipTemplate, ChipTemplate],
  fmt: (n: number) => string,
): string | null {
  if (from != null && to != null) return fill(s.chip[keys[2]], { from: fmt(from), to: fmt(to), n: fmt(from) });
  if (from != null) return fill(s.chip[keys[0]], { n: fmt(from), amount: fmt(from) });
  if (to != null) return fill(s.chip[keys[1]], { n: fmt(to), amount: fmt(to) });
  return null;
}

/** The chips for understood filters, in reading order. */
export function describeFilters(f: NlFilters, s: NlStrings): NlChip[] {
  // Figures as the portal writes them in the visitor's language (src/domain/format).
  const locale = s.locale ?? DEFAULT_FORMAT_LOCALE;
  const eur = (n: number) => formatMoney(n, 'EUR', locale) ?? String(n);
  const num = (n: number) => numberFormat(locale, 1).format(n);
  const chips: NlChip[] = [];
  const push = (field: ChipField, label: string | null | undefined, value?: string) => {
    if (label) chips.push(value === undefined ? { field, label } : { field, value, label });
  };
  if (f.vermarktungsart) push('vermarktungsart', f.vermarktungsart === 'KAUF' ? s.chip.buy : s.chip.rent);
  const withSub = new Set<string>();
  for (const sub of f.untergruppe ?? []) {
    push('untergruppe', s.subtype[sub] ?? sub, sub);
    withSub.add(sub);
  }
  // A subtype names its group already ("Penthouse" says flat): the group chip would only repeat it.
  for (const o of f.objektart ?? []) {
    const group = o.toLowerCase() as ObjektartHauptgruppe;
    if ([...withSub].some((sub) => OBJEKTART_SUBTYPES[group]?.includes(sub))) continue;
    push('objektart', s.objektart[o] ?? o, o);
  }
  if (f.zimmerVon != null && f.zimmerVon === f.zimmerBis)
    push('zimmer', fill(s.chip.roomsExact, { n: num(f.zimmerVon) }));
  else push('zimmer', range(s, f.zimmerVon, f.zimmerBis, ['roomsFrom', 'roomsTo', 'roomsRange'], num));
  push('preis', range(s, f.preisVon, f.preisBis, ['priceFrom', 'priceTo', 'priceRange'], eur));
  push('flaeche', range(s, f.flaecheVon, f.flaecheBis, ['areaFrom', 'areaTo', 'areaRange'], num));
  push('grundflaeche', range(s, f.grundflaecheVon, f.grundflaecheBis, ['plotFrom', 'plotTo', 'plotRange'], num));
  if (f.bundesland) push('bundesland', s.bundesland[f.bundesland] ?? f.bundesland);
  for (const b of f.bezirk ?? []) push('bezirk', b, b);
  // A region is a proper name, shown as the Austrians write it ("Mühlviertel").
  if (f.region) push('region', regionByKey(f.region)?.name ?? f.region);
  if (f.ort && f.radiusKm != null) push('ort', fill(s.chip.radius, { n: num(f.radiusKm), place: f.ort }));
  else if (f.ort) push('ort', f.ort);
  if (f.plz) {
    // A postcode is shown with its postal place ("PLZ 5020 Salzburg") unless a town is named beside it; the German
    // name is isolated (FSI … PDI) so a right-to-left label keeps number and name in order.
    const postal = f.ort ? undefined : s.postalPlace?.(f.plz);
    const rtl = /^(?:ar|fa)\b/.test(locale);
    const plz = postal ? (rtl ? `\u2068${f.plz} ${postal}\u2069` : `${f.plz} ${postal}`) : f.plz;
    push('plz', fill(s.chip.plz, { plz }));
  }
  for (const k of f.ausstattung ?? []) push('ausstattung', s.feature[k] ?? k, k);
  if (f.aussenflaeche) push('aussenflaeche', s.chip.outdoor);
  if (f.energieklasse) push('energieklasse', fill(s.chip.energy, { cls: f.energieklasse }));
  if (f.erstbezug) push('erstbezug', s.chip.firstOcc);
  if (f.provisionsfrei) push('provisionsfrei', s.chip.noCommission);
  for (const what of f.nahe ?? []) push('nahe', s.near?.[what] ?? what, what);
  if (f.sort) push('sort', s.sort[f.sort] ?? f.sort);
  return chips;
}

/** One sentence in the visitor's language: what is searched, and politely what the portal never filters by. */
export function summarize(f: NlFilters, refused: readonly RefusedCriterion[], s: NlStrings): string {
  const criteria = describeFilters(f, s)
    .map((c) => c.label)
    .join(', ');
  if (refused.length) return fill(criteria ? s.summaryRefused : s.summaryEmptyRefused, { criteria });
  return criteria ? fill(s.summary, { criteria }) : s.summaryEmpty;
}

/** Every locale key the chips and the summary read (an island is handed exactly these). */
export function nlStringKeys(): string[] {
  return [
    ...CHIP_KEYS.map((k) => `nlSearch.chip.${k}`),
    'nlSearch.chip.relevance',
    'nlSearch.summary',
    'nlSearch.summaryEmpty',
    'nlSearch.summaryRefused',
    'nlSearch.summaryEmptyRefused',
    ...OBJEKTARTEN.map((o) => `listing.objektart.${o}`),
    ...parserSubtypes().map(({ group, value }) => `listing.subtype.${group}.${value}`),
    ...FEATURE_KEYS.map((k) => `listing.feature.${k}`),
    ...BUNDESLAENDER.map((b) => `listing.bundesland.${b}`),
    ...SORT_KEYS.map((k) => `search.sort.${k}`),
    ...NEAR_FILTER_KEYS.map((k) => `search.form.near.${k}`),
  ];
}

/** The texts for one language from a translate function (the server's or the pages'). */
export function buildNlStrings(t: (key: string) => string, locale?: string): NlStrings {
  const chip = Object.fromEntries(CHIP_KEYS.map((k) => [k, t(`nlSearch.chip.${k}`)])) as Record<ChipTemplate, string>;
  return {
    chip,
    near: Object.fromEntries(NEAR_FILTER_KEYS.map((k) => [k, t(`search.form.near.${k}`)])) as Record<
      NearFilter,
      string
    >,
    objektart: Object.fromEntries(OBJEKTARTEN.map((o) => [o, t(`listing.objektart.${o}`)])),
    subtype: Object.fromEntries(
      parserSubtypes().map(({ group, value }) => [value, t(`listing.subtype.${group}.${value}`)]),
    ),
    feature: Object.fromEntries(FEATURE_KEYS.map((k) => [k, t(`listing.feature.${k}`)])),
    bundesland: Object.fromEntries(BUNDESLAENDER.map((b) => [b, t(`listing.bundesland.${b}`)])),
    sort: {
      ...Object.fromEntries(SORT_KEYS.map((k) => [k, t(`search.sort.${k}`)])),
      relevanz: t('nlSearch.chip.relevance'),
    },
    summary: t('nlSearch.summary'),
    summaryEmpty: t('nlSearch.summaryEmpty'),
    summaryRefused: t('nlSearch.summaryRefused'),
    summaryEmptyRefused: t('nlSearch.summaryEmptyRefused'),
    locale,
  };
}
