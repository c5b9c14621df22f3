/**
 * The words a listing card and the search form show, resolved once per language into plain strings, so that
 * Astro pages and the search island (which gets them as props) render the same text without shipping i18next.
 *
 * Vocabulary labels (objektart, subtype, feature, Bundesland, status) belong to the listing namespace; where a
 * key is missing there the search namespace's own label applies, and as a last resort the value itself in a
 * readable form (never a raw key on a page).
 */
import {
  BUNDESLAENDER,
  ENERGY_CLASSES,
  FEATURE_KEYS,
  LISTING_STATUSES,
  OBJEKTARTEN,
  OBJEKTART_SUBTYPES,
  PROJECT_STATUSES,
  VERMARKTUNGSARTEN,
  type ObjektartHauptgruppe,
} from '~/domain/listing';
import { SORT_KEYS } from '~/domain/search/query';
import { pickPlural, useTranslations, type Translate } from '~/i18n/t';
import type { LangCode } from '~/i18n/languages';

function humanize(value: string): string {
  const s = value.replace(/[_-]+/g, ' ').toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function labelPicker(t: Translate | ((key: string, options?: Record<string, unknown>) => string)) {
  return (keys: string[], fallback: string): string => {
    for (const key of keys) {
      const v = t(key, { defaultValue: '' }) as string;
      if (v) return v;
    }
    return fallback;
  };
}

const GERMAN_BUNDESLAND: Record<string, string> = {
  burgenland: 'Burgenland',
  kaernten: 'Kärnten',
  niederoesterreich: 'Niederösterreich',
  oberoesterreich: 'Oberösterreich',
  salzburg: 'Salzburg',
  steiermark: 'Steiermark',
  tirol: 'Tirol',
  vorarlberg: 'Vorarlberg',
  wien: 'Wien',
};

/** Vocabularies: value → label, for one language. */
export interface Vocab {
  objektart: Record<string, string>;
  vermarktungsart: Record<string, string>;
  status: Record<string, string>;
  projectStatus: Record<string, string>;
  bundesland: Record<string, string>;
  feature: Record<string, string>;
  /** key `OBJEKTART:UNTERGRUPPE` */
  subtype: Record<string, string>;
  sort: Record<string, string>;
  /** MIETE_PACHT of a home: "Miete" (see dealLabel). */
  rentHome: string;
}

const cache = new Map<LangCode, Vocab>();

export function vocab(lang: LangCode): Vocab {
  const hit = cache.get(lang);
  if (hit) return hit;
  const t = useTranslations(lang);
  const pick = labelPicker(t);
  const map = <T extends string>(values: readonly T[], keys: (v: T) => string[], fallback: (v: T) => string) =>
    Object.fromEntries(values.map((v) => [v, pick(keys(v), fallback(v))])) as Record<string, string>;
  const subtype: Record<string, string> = {};
  for (const [haupt, subs] of Object.entries(OBJEKTART_SUBTYPES) as [ObjektartHauptgruppe, readonly string[]][]) {
    for (const s of subs) subtype[`${haupt.toUpperCase()}:${s}`] = pick([`listing.subtype.${haupt}.${s}`], humanize(s));
  }
  const v: Vocab = {
    objektart: map(OBJEKTARTEN, (o) => [`listing.objektart.${o}`], humanize),
    vermarktungsart: map(
      VERMARKTUNGSARTEN,
      (o) => [`listing.vermarktungsartNoun.${o}`, `listing.vermarktungsart.${o}`],
      humanize,
    ),
    status: map(LISTING_STATUSES, (s) => [`listing.status.${s}`], humanize),
    projectStatus: map(PROJECT_STATUSES, (s) => [`listing.projectStatus.${s}`], humanize),
    bundesland: map(
      BUNDESLAENDER,
      (b) => [`listing.bundesland.${b}`],
      (b) => GERMAN_BUNDESLAND[b] ?? humanize(b),
    ),
    feature: map(FEATURE_KEYS, (f) => [`listing.feature.${f}`], humanize),
    subtype,
    sort: map(SORT_KEYS, (s) => [`search.sort.${s}`], humanize),
    rentHome: t('listing.rentHome'),
  };
  cache.set(lang, v);
  return v;
}

/** Strings of a listing card (static pages and the island alike). */
export interface CardText {
  lang: LangCode;
  onRequest: string;
  /** After a rent's amount: "/ Monat" (rentSuffix decides where). */
  perMonth: string;
  /** Plural group: rooms_one, rooms_other, … (the language's own forms; 2,5 rooms takes "other" in most). */
  rooms: Record<string, string>;
  area: string;
  plot: string;
  hwb: string;
  /** The HWB unit as the language writes it (kWh/m²a; Arabic with م²). */
  hwbUnit: string;
  fgee: string;
  energyMissing: string;
  energyClass: string;
  favorite: string;
  compare: string;
  compareShort: string;
  noImage: string;
  status: Record<string, string>;
  objektart: Record<string, string>;
  subtype: Record<string, string>;
  vermarktungsart: Record<string, string>;
  rentHome: string;
  badge: { reduced: string; new: string };
  /** The stop names of a card's transit line ("U-/S-Bahn 350 m"), and the language's metre and kilometre signs. */
  transit: { US_BAHN: string; TRAM: string; BUS: string };
  distanceUnits: { m: string; km: string };
}

const cardTextCache = new Map<LangCode, CardText>();

export function cardText(lang: LangCode): CardText {
  const hit = cardTextCache.get(lang);
  if (hit) return hit;
  const t0 = useTranslations(lang);
  // Raw templates: {{value}} is filled per card.
  const t = (key: string) => t0(key, { skipInterpolation: true }) as string;
  const v = vocab(lang);
  const text: CardText = {
    lang,
    onRequest: t('price.onRequest'),
    perMonth: t('listing.unit.perMonthShort'),
    rooms: pickPlural(lang, 'search.card.rooms', 'rooms'),
    area: t('search.card.area'),
    plot: t('search.card.plot'),
    hwb: t('search.card.hwb'),
    hwbUnit: t('listing.unit.kwh'),
    fgee: t('search.card.fgee'),
    energyMissing: t('search.card.energyMissing'),
    energyClass: t('search.card.energyClass'),
    favorite: t('visitor.favorites.toggle'),
    compare: t('visitor.compare.toggle'),
    compareShort: t('visitor.compare.short'),
    noImage: t('search.card.noImage'),
    status: v.status,
    objektart: v.objektart,
    subtype: v.subtype,
    vermarktungsart: v.vermarktungsart,
    rentHome: v.rentHome,
    badge: { reduced: t('priceHistory.badge.reduced'), new: t('priceHistory.badge.new') },
    transit: {
      US_BAHN: t('search.infrastructure.distances.kind.US_BAHN'),
      TRAM: t('search.infrastructure.places.kind.tram'),
      BUS: t('search.infrastructure.distances.kind.BUS'),
    },
    distanceUnits: { m: t('search.infrastructure.unit.m'), km: t('search.infrastructure.unit.km') },
  };
  cardTextCache.set(lang, text);
  return text;
}

export const ENERGY_SCALE = ENERGY_CLASSES;
