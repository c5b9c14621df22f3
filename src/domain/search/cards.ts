/**
 * The result cards: everything a card shows, built from a row of the search index (the island), completed
 * with the listing's card JSON, or straight from a listing (pre-rendered pages). Pure module, used at build
 * time and in the browser alike.
 *
 * A card's badge ("Neu", "Preis gesenkt") holds until a moment, so whoever makes a card says which moment it is:
 * the build passes its own (the catalogue's `freshness.now`, one for every render process and worker), so that
 * two processes on either side of a badge's end cannot render the same card differently and a page's key
 * (src/site/incremental/page-keys.ts) tells the badge the page shows; the browser takes its clock.
 */
import type { Bundesland, EnergyClass, Listing, ListingStatus, Objektart, Vermarktungsart } from '../listing';
import { BUNDESLAENDER, ENERGY_CLASSES, LISTING_STATUSES, OBJEKTARTEN, VERMARKTUNGSARTEN } from '../vocabulary';
import { kindOf, round2, searchPrice, type IndexedListing, type SearchTable } from './index-format';
import { badgeStillTrue, cardBadge, type CardBadge } from '../price-history';
import { nearestTransit, type Transit } from '../infrastructure';

/** A card's picture: the primary image's thumbnail, else its full size, else the first image's thumbnail, else its full size. */
function cardImageOf(l: Pick<IndexedListing, 'primary_image' | 'images'>): string | null {
  const first = l.images[0];
  return l.primary_image?.thumbnail_url || l.primary_image?.url || first?.thumbnail_url || first?.url || null;
}

/**
 * Everything a card shows. From the index alone a card is `partial`: title, slug, image and the energy values
 * come from the listing's card JSON (completeCard); until then the card shows its type and place as title.
 */
export interface CardData {
  id: number;
  partial?: boolean;
  /** '' while partial */
  slug: string;
  /** '' while partial */
  title: string;
  /**
   * The title's language on another language's page: 'de' for the German original, the page's language for a
   * translation (the feed's own or a machine translation, which keeps the feed's German names: "near Mühlgasse").
   * Undefined on German pages and while partial.
   */
  titleLang?: string;
  vermarktungsart: Vermarktungsart;
  objektart: Objektart;
  untergruppe: string | null;
  status: ListingStatus;
  /** 0 = price on request */
  price: number;
  area: number | null;
  rooms: number | null;
  plot: number | null;
  plz: string | null;
  ort: string;
  bezirk: string | null;
  bundesland: Bundesland | null;
  hwb: number | null;
  hwbKlasse: EnergyClass | null;
  fgee: number | null;
  fgeeKlasse: EnergyClass | null;
  energyMissing: boolean;
  image: string | null;
  /** "Preis gesenkt" or "Neu", with the instant it stops being true; absent while partial or when neither holds. */
  badge?: CardBadge | null;
  /** The nearest U-/S-Bahn, tram or bus stop the agency or OpenStreetMap names; absent while partial or when none does. */
  transit?: Transit | null;
}

export function cardFromRow(t: SearchTable, r: number): CardData {
  const k = t.kind[r]!;
  const sub = t.sub[r]! ? (t.dict.sub[t.sub[r]! - 1] ?? null) : null;
  const hk = kindOf.hwbKlasse(k);
  const fk = kindOf.fgeeKlasse(k);
  const bl = kindOf.bundesland(k);
  return {
    id: t.id[r]!,
    partial: true,
    slug: '',
    title: '',
    vermarktungsart: VERMARKTUNGSARTEN[kindOf.vermarktungsart(k)]!,
    objektart: OBJEKTARTEN[kindOf.objektart(k)]!,
    untergruppe: sub ? sub.slice(sub.indexOf(':') + 1) : null,
    status: LISTING_STATUSES[kindOf.status(k)]!,
    price: t.price[r]!,
    area: t.area[r]! || null,
    rooms: t.rooms[r]! || null,
    plot: t.plot[r]! || null,
    plz: t.plz[r]! ? String(t.plz[r]) : null,
    ort: t.ort[r]! ? (t.dict.ort[t.ort[r]! - 1] ?? '') : '',
    bezirk: t.bezirk[r]! ? (t.dict.bezirk[t.bezirk[r]! - 1] ?? null) : null,
    bundesland: bl ? BUNDESLAENDER[bl - 1]! : null,
    hwb: null,
    hwbKlasse: hk ? ENERGY_CLASSES[hk - 1]! : null,
    fgee: null,
    fgeeKlasse: fk ? ENERGY_CLASSES[fk - 1]! : null,
    energyMissing: kindOf.energyMissing(k) === 1,
    image: null,
  };
}

/** The fields of a listing's card JSON (/listing-cards/<id>.json) a search card needs. */
export interface CardJson {
  id: number;
  title_slug: string;
  objekttitel: string;
  objekttitel_translations: Record<string, string>;
  image: string | null;
  energie: { hwb: number | null; fgee: number | null };
  badge?: CardBadge | null;
  transit?: Transit | null;
}

/** The language of the title a page in another language shows: its translation's, or 'de' without one. */
function titleLangOf(translations: Record<string, string>, lang: string): string | undefined {
  if (lang === 'de') return undefined;
  return translations[lang] ? lang : 'de';
}

/** A partial card completed with its card JSON, in the page's language (in the browser, at its clock). */
export function completeCard(card: CardData, json: CardJson, lang: string, now: number = Date.now()): CardData {
  return {
    ...card,
    partial: false,
    slug: json.title_slug,
    title: (lang !== 'de' && json.objekttitel_translations[lang]) || json.objekttitel,
    titleLang: titleLangOf(json.objekttitel_translations, lang),
    image: json.image,
    hwb: json.energie.hwb != null ? Math.round(json.energie.hwb) : null,
    fgee: json.energie.fgee != null ? Math.round(json.energie.fgee * 100) / 100 : null,
    // the card JSON was written at build time: a badge whose time has passed since is left out
    badge: parseBadge(json.badge, now),
    transit: parseTransit(json.transit),
  };
}

function parseTransit(raw: unknown): Transit | null {
  if (!raw || typeof raw !== 'object') return null;
  const t = raw as Record<string, unknown>;
  return (t.kind === 'US_BAHN' || t.kind === 'TRAM' || t.kind === 'BUS') &&
    typeof t.km === 'number' &&
    Number.isFinite(t.km) &&
    t.km >= 0
    ? { kind: t.kind, km: t.km }
    : null;
}

function parseBadge(raw: unknown, now: number): CardBadge | null {
  if (!raw || typeof raw !== 'object') return null;
  const b = raw as Record<string, unknown>;
  return (b.kind === 'reduced' || b.kind === 'new') && typeof b.until === 'string' && badgeStillTrue(b.until, now)
    ? { kind: b.kind, until: b.until }
    : null;
}

/** Checks a fetched card JSON (a stale cache or an HTML error page must not become a card). */
export function parseCardJson(raw: unknown): CardJson | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  const e = o.energie as Record<string, unknown> | undefined;
  const tr = o.objekttitel_translations;
  const num = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));
  if (typeof o.id !== 'number' || typeof o.title_slug !== 'string' || typeof o.objekttitel !== 'string') return null;
  if (!(o.image === null || typeof o.image === 'string') || !e || !num(e.hwb) || !num(e.fgee)) return null;
  if (!tr || typeof tr !== 'object' || Object.values(tr).some((v) => typeof v !== 'string')) return null;
  return o as unknown as CardJson;
}

/**
 * The same card data, straight from a listing (pre-rendered pages use this; the island uses cardFromRow), with its
 * badge as it stands at `now` (epoch ms): at build time the build's moment, never the process's clock.
 */
export function cardFromListing(l: IndexedListing, lang: string, now: number): CardData {
  return {
    id: l.id,
    slug: l.title_slug,
    title: (lang !== 'de' && l.objekttitel_translations[lang]) || l.objekttitel,
    titleLang: titleLangOf(l.objekttitel_translations, lang),
    vermarktungsart: l.vermarktungsart,
    objektart: l.objektart,
    untergruppe: l.objektart_untergruppe,
    status: l.status,
    price: round2(searchPrice(l)),
    area: l.flaeche ? round2(l.flaeche) : null,
    rooms: l.zimmer ? round2(l.zimmer) : null,
    plot: l.flaechen.grundstuecksflaeche ? round2(l.flaechen.grundstuecksflaeche) : null,
    plz: l.location.plz && Number(l.location.plz) > 0 ? String(Number(l.location.plz)) : null,
    ort: l.location.ort,
    bezirk: l.location.bezirk,
    bundesland: l.location.bundesland,
    hwb: l.energie.hwb != null ? Math.round(l.energie.hwb) : null,
    hwbKlasse: l.energie.hwb_klasse,
    fgee: l.energie.fgee != null ? Math.round(l.energie.fgee * 100) / 100 : null,
    fgeeKlasse: l.energie.fgee_klasse,
    energyMissing: l.energie.missing,
    image: cardImageOf(l),
    // The page hides the badge itself once `until` has passed (src/client/shell/shell.ts).
    badge: cardBadge(l, now),
    transit: nearestTransit(l.infrastructure, l.places),
  };
}

const isNum = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));
const isStr = (v: unknown) => v === null || typeof v === 'string';
const oneOf = <T extends string>(list: readonly T[], v: unknown, nullable = false): v is T =>
  (nullable && v === null) || (typeof v === 'string' && (list as readonly string[]).includes(v));

/**
 * A whole card from a listing's card JSON alone (no index): used when the first search is free text only, so
 * the structured index need not be fetched for it. null when the JSON is not a listing card. In the browser, at
 * its clock: the JSON's badge is shown while it still holds, as completeCard does.
 */
export function cardFromCardJson(raw: unknown, lang: string, now: number = Date.now()): CardData | null {
  const base = parseCardJson(raw);
  if (!base) return null;
  const o = raw as Record<string, unknown>;
  const loc = o.location as Record<string, unknown> | undefined;
  const e = o.energie as Record<string, unknown>;
  if (
    !oneOf(VERMARKTUNGSARTEN, o.vermarktungsart) ||
    !oneOf(OBJEKTARTEN, o.objektart) ||
    !oneOf(LISTING_STATUSES, o.status)
  )
    return null;
  if (
    !isStr(o.objektart_untergruppe) ||
    !isNum(o.kaufpreis) ||
    !isNum(o.kaltmiete) ||
    !isNum(o.monatsmiete) ||
    typeof o.price_on_request !== 'boolean'
  )
    return null;
  if (!isNum(o.flaeche) || !isNum(o.zimmer) || !isNum(o.grundstuecksflaeche)) return null;
  if (
    !loc ||
    typeof loc.ort !== 'string' ||
    !isStr(loc.plz) ||
    !isStr(loc.bezirk) ||
    !oneOf(BUNDESLAENDER, loc.bundesland, true)
  )
    return null;
  if (
    !oneOf(ENERGY_CLASSES, e.hwb_klasse, true) ||
    !oneOf(ENERGY_CLASSES, e.fgee_klasse, true) ||
    typeof e.missing !== 'boolean'
  )
    return null;
  const image = base.image;
  const card = cardFromListing(
    {
      id: base.id,
      title_slug: base.title_slug,
      objekttitel: base.objekttitel,
      objekttitel_translations: base.objekttitel_translations,
      vermarktungsart: o.vermarktungsart,
      objektart: o.objektart,
      objektart_hauptgruppe: o.objektart.toLowerCase() as Listing['objektart_hauptgruppe'],
      objektart_untergruppe: o.objektart_untergruppe as string | null,
      status: o.status,
      kaufpreis: o.kaufpreis as number | null,
      kaltmiete: o.kaltmiete as number | null,
      preise: { gesamtmiete: o.monatsmiete as number | null },
      price_on_request: o.price_on_request,
      flaeche: o.flaeche as number | null,
      zimmer: o.zimmer as number | null,
      features: [],
      primary_image: image ? { thumbnail_url: image, url: image } : null,
      images: [],
      project_id: null,
      created_at: '1970-01-01',
      location: {
        plz: loc.plz as string | null,
        ort: loc.ort,
        bezirk: loc.bezirk as string | null,
        bundesland: loc.bundesland,
        lat: null,
        lon: null,
        wien_bezirk: null,
      },
      flaechen: { grundstuecksflaeche: o.grundstuecksflaeche as number | null },
      energie: {
        hwb: base.energie.hwb,
        hwb_klasse: e.hwb_klasse,
        fgee: base.energie.fgee,
        fgee_klasse: e.fgee_klasse,
        missing: e.missing,
      },
    },
    lang,
    now,
  );
  return { ...card, badge: parseBadge(base.badge, now), transit: parseTransit(base.transit) };
}
