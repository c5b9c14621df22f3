/**
 * Everything a detail page shows, prepared once per listing and language: facts with labels, texts in the
 * page's language, the similar listings. Keeps the page template free of data plumbing.
 */
import type { Listing } from '~/domain/listing';
import type { LangCode } from '~/i18n/languages';
import { getLanguage } from '~/i18n/languages';

import { translated } from '~/domain/listing';
import { cardFromListing, type CardData } from '~/domain/search/cards';
import { similarBuckets, similarRows } from '~/domain/search/similar';
import { landingFor, landingPath } from '~/domain/search/landing';
import { labelPicker, vocab } from './labels';
import { eurText, formatNumber } from '~/components/listing/format';
import { cachedT } from '~/site/t-cache';
import type { Catalog } from '~/site/catalog';

export interface Fact { key: string; label: string; value: string }

let buckets: Map<number, number[]> | null = null;
const similarCache = new Map<number, number[]>();

/** Ids of up to 4 similar listings; computed once per listing for all 15 languages. */
export function similarIds(c: Catalog, id: number): number[] {
  let ids = similarCache.get(id);
  if (!ids) {
    buckets ??= similarBuckets(c.table);
    const row = c.table.rowOf.get(id);
    ids = row == null ? [] : similarRows(c.table, row, 4, buckets).map((r) => c.table.id[r]!);
    similarCache.set(id, ids);
  }
  return ids;
}

let townCounts: Map<string, number> | null = null;

/** Available listings per town, counted once per build. */
export function availableInTown(c: Catalog, ort: string): number {
  if (!townCounts) {
    townCounts = new Map();
    for (const l of c.listings) if (l.status === 'available') townCounts.set(l.location.ort, (townCounts.get(l.location.ort) ?? 0) + 1);
  }
  return townCounts.get(ort) ?? 0;
}

export function similarCards(c: Catalog, id: number, lang: LangCode): CardData[] {
  return similarIds(c, id).map((sid) => cardFromListing(c.byId.get(sid)!, lang));
}

export function listingTexts(l: Listing, lang: LangCode) {
  return {
    title: translated('objekttitel', l, lang),
    description: translated('objektbeschreibung', l, lang),
    lage: translated('lage', l, lang),
    ausstattung: translated('ausstatt_beschr', l, lang),
    sonstige: translated('sonstige_angaben', l, lang),
    dreizeiler: translated('dreizeiler', l, lang),
  };
}

export function detailFacts(l: Listing, lang: LangCode) {
  const t = cachedT(lang);
  const pick = labelPicker(t);
  const v = vocab(lang);
  const locale = getLanguage(lang).bcp47;
  const num = (n: number, d = 1) => formatNumber(locale, n, d);
  const m2 = (n: number | null) => (n != null && n > 0 ? `${num(n)} m²` : null);
  const F = (key: string, value: string | number | null | undefined): Fact | null =>
    value == null || value === '' ? null : { key, label: t(`search.facts.${key}`), value: String(value) };
  const typeLabel = (l.objektart_untergruppe && v.subtype[`${l.objektart}:${l.objektart_untergruppe}`]) || v.objektart[l.objektart] || l.objektart;
  const floor = l.etage_label ?? (l.etage != null ? (l.etage === 0 ? t('search.facts.groundFloor') : String(l.etage)) : null);
  const key: Fact[] = [
    F('area', l.objektart === 'GRUNDSTUECK' ? null : m2(l.flaechen.wohnflaeche ?? l.flaeche)),
    F('usableArea', l.flaechen.wohnflaeche ? m2(l.flaechen.nutzflaeche) : null),
    F('rooms', l.zimmer ? num(l.zimmer) : null),
    F('plot', m2(l.flaechen.grundstuecksflaeche)),
    F('pricePerSqm', l.preise.preis_pro_qm ? `${eurText(Math.round(l.preise.preis_pro_qm), '')}/m²` : null),
  ].filter((f): f is Fact => f !== null);
  const building: Fact[] = [
    F('type', typeLabel),
    F('marketing', v.vermarktungsart[l.vermarktungsart]),
    F('status', v.status[l.status]),
    F('bedrooms', l.schlafzimmer ? num(l.schlafzimmer) : null),
    F('bathrooms', l.badezimmer ? num(l.badezimmer) : null),
    F('floor', floor != null && l.anzahl_etagen ? t('search.facts.floorOf', { floor, count: l.anzahl_etagen }) : floor),
    F('floors', floor == null && l.anzahl_etagen ? String(l.anzahl_etagen) : null),
    F('yearBuilt', l.baujahr),
    F('modernized', l.letzte_modernisierung),
    F('condition', l.zustand ? pick([`listing.condition.${l.zustand}`], l.zustand.replace(/_/g, ' ').toLowerCase()) : null),
    F('age', l.alter ? pick([`listing.alter.${l.alter}`], l.alter.toLowerCase()) : null),
    F('category', l.ausstatt_kategorie ? pick([`listing.ausstattKategorie.${l.ausstatt_kategorie}`], l.ausstatt_kategorie.toLowerCase()) : null),
    F('heating', l.heizungsart.length ? l.heizungsart.map((h) => pick([`listing.heating.${h}`], h.toLowerCase())).join(', ') : null),
    F('fuel', l.befeuerung.length ? l.befeuerung.map((f) => pick([`listing.fuel.${f}`], f.toLowerCase())).join(', ') : null),
    F('parking', l.anzahl_stellplaetze),
    F('balconyArea', m2(l.flaechen.balkon_terrasse_flaeche)),
    F('gardenArea', m2(l.flaechen.gartenflaeche)),
    F('cellarArea', m2(l.flaechen.kellerflaeche)),
    F('officeArea', m2(l.flaechen.bueroflaeche)),
    F('salesArea', m2(l.flaechen.verkaufsflaeche)),
    F('storageArea', m2(l.flaechen.lagerflaeche)),
    F('totalArea', m2(l.flaechen.gesamtflaeche)),
    F('availableFrom', l.verfuegbar_ab),
    F('reference', l.external_id),
  ].filter((f): f is Fact => f !== null);
  const features = l.features.map((f) => v.feature[f] ?? f);
  return { key, building, features, typeLabel };
}

export function breadcrumbTrail(l: Listing, lang: LangCode, title: string, path: string) {
  const t = cachedT(lang);
  const v = vocab(lang);
  const items: { name: string; path: string }[] = [{ name: t('pages.properties.title'), path: '/immobilien' }];
  const landing = landingFor(l.objektart, l.vermarktungsart, l.location.bundesland);
  if (landing && landing.region.kind === 'bundesland') {
    items.push({ name: landingTitle(lang, landing.type.slug, landing.deal.vermarktungsart, v.bundesland[landing.region.bundesland]!), path: landingPath(landing) });
  }
  items.push({ name: title, path });
  return items;
}

/** "Wohnungen kaufen in Wien" */
export function landingTitle(lang: LangCode, typeSlug: string, vermarktungsart: string, region: string): string {
  const t = cachedT(lang);
  return t(`search.landing.title.${vermarktungsart}`, { types: t(`search.landing.types.${typeSlug}`), region });
}
