/**
 * Landing pages: one per property type × buy/rent × region (the nine Bundesländer and the largest towns),
 * e.g. /immobilien/wohnung-kaufen/wien. Each is a fixed search with its own address, heading and intro, so
 * searchers and crawlers land on a page that answers "apartments to buy in Vienna" directly.
 */
import type { Bundesland, Objektart, Vermarktungsart } from '../listing';
import { BUNDESLAENDER } from '../vocabulary';
import { emptyQuery, type SearchQuery } from './query';
import { median as medianOf } from '../prices/median';

export interface LandingType {
  slug: string;
  objektart: Objektart;
}
export const LANDING_TYPES: readonly LandingType[] = [
  { slug: 'wohnung', objektart: 'WOHNUNG' },
  { slug: 'haus', objektart: 'HAUS' },
  { slug: 'grundstueck', objektart: 'GRUNDSTUECK' },
  { slug: 'buero', objektart: 'BUERO_PRAXEN' },
  { slug: 'geschaeftslokal', objektart: 'EINZELHANDEL' },
  { slug: 'gastronomie', objektart: 'GASTGEWERBE' },
  { slug: 'halle-lager', objektart: 'HALLEN_LAGER_PROD' },
  { slug: 'zinshaus', objektart: 'ZINSHAUS_RENDITEOBJEKT' },
  { slug: 'stellplatz', objektart: 'PARKEN' },
];

export const LANDING_DEALS: readonly { slug: 'kaufen' | 'mieten'; vermarktungsart: Vermarktungsart }[] = [
  { slug: 'kaufen', vermarktungsart: 'KAUF' },
  { slug: 'mieten', vermarktungsart: 'MIETE_PACHT' },
];

export type LandingRegion =
  { kind: 'bundesland'; slug: string; bundesland: Bundesland } | { kind: 'ort'; slug: string; ort: string };

/**
 * The largest towns outside Vienna (Statistik Austria, population), by the name listings carry. A town whose
 * name equals its Bundesland's gets a "-stadt" slug (salzburg-stadt); Vienna is covered as a Bundesland.
 */
export const LANDING_TOWNS: readonly { slug: string; ort: string }[] = [
  { slug: 'graz', ort: 'Graz' },
  { slug: 'linz', ort: 'Linz' },
  { slug: 'salzburg-stadt', ort: 'Salzburg' },
  { slug: 'innsbruck', ort: 'Innsbruck' },
  { slug: 'klagenfurt', ort: 'Klagenfurt am Wörthersee' },
  { slug: 'villach', ort: 'Villach' },
  { slug: 'wels', ort: 'Wels' },
  { slug: 'st-poelten', ort: 'St. Pölten' },
  { slug: 'dornbirn', ort: 'Dornbirn' },
  { slug: 'wiener-neustadt', ort: 'Wiener Neustadt' },
  { slug: 'steyr', ort: 'Steyr' },
  { slug: 'feldkirch', ort: 'Feldkirch' },
  { slug: 'bregenz', ort: 'Bregenz' },
  { slug: 'leonding', ort: 'Leonding' },
  { slug: 'klosterneuburg', ort: 'Klosterneuburg' },
  { slug: 'baden', ort: 'Baden' },
  { slug: 'leoben', ort: 'Leoben' },
  { slug: 'krems', ort: 'Krems an der Donau' },
  { slug: 'eisenstadt', ort: 'Eisenstadt' },
];

export const LANDING_REGIONS: readonly LandingRegion[] = [
  ...BUNDESLAENDER.map((b) => ({ kind: 'bundesland' as const, slug: b, bundesland: b })),
  ...LANDING_TOWNS.map((t) => ({ kind: 'ort' as const, slug: t.slug, ort: t.ort })),
];

export interface Landing {
  type: LandingType;
  deal: (typeof LANDING_DEALS)[number];
  region: LandingRegion;
}

/** German path of a landing page: /immobilien/wohnung-kaufen/wien */
export function landingPath(l: Landing): string {
  return `/immobilien/${l.type.slug}-${l.deal.slug}/${l.region.slug}`;
}

export function landingQuery(l: Landing): SearchQuery {
  const q = emptyQuery();
  q.objektart = [l.type.objektart];
  q.vermarktungsart = l.deal.vermarktungsart;
  if (l.region.kind === 'bundesland') q.bundesland = l.region.bundesland;
  else q.ort = l.region.ort;
  return q;
}

export function allLandings(): Landing[] {
  const out: Landing[] = [];
  for (const type of LANDING_TYPES)
    for (const deal of LANDING_DEALS) for (const region of LANDING_REGIONS) out.push({ type, deal, region });
  return out;
}

/** Parses the two path segments back ('wohnung-kaufen', 'wien'); null for anything that is not a landing page. */
export function parseLanding(typeDeal: string, regionSlug: string): Landing | null {
  const m = /^(.+)-(kaufen|mieten)$/.exec(typeDeal);
  if (!m) return null;
  const type = LANDING_TYPES.find((t) => t.slug === m[1]);
  const deal = LANDING_DEALS.find((d) => d.slug === m[2]);
  const region = LANDING_REGIONS.find((r) => r.slug === regionSlug);
  return type && deal && region ? { type, deal, region } : null;
}

/** The landing page of a listing's type, deal and Bundesland (for breadcrumbs), or null. */
export function landingFor(
  objektart: Objektart,
  vermarktungsart: Vermarktungsart,
  bundesland: Bundesland | null,
): Landing | null {
  const type = LANDING_TYPES.find((t) => t.objektart === objektart);
  const deal = LANDING_DEALS.find((d) => d.vermarktungsart === vermarktungsart);
  const region = bundesland
    ? LANDING_REGIONS.find((r) => r.kind === 'bundesland' && r.bundesland === bundesland)
    : undefined;
  return type && deal && region ? { type, deal, region } : null;
}

/** Median of the positive values (null when none), for honest "typical price" lines in intros. */
export function median(values: Iterable<number>): number | null {
  return medianOf([...values].filter((x) => x > 0));
}
