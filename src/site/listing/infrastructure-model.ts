/**
 * The infrastructure tab's distances, prepared per listing and language: the kinds the agency's feed gives, in the
 * groups of INFRASTRUCTURE_GROUPS (transport, everyday needs, leisure) and their order, each distance written the
 * language's way ("350 m", "2,5 km") with the minutes on foot up to 2 km. Null when the feed gives no distance and
 * no view: the tab then shows only the map links.
 */
import {
  INFRASTRUCTURE_GROUPS,
  VIEW_KINDS,
  formatDistance,
  walkingMinutes,
  type DistanceWords,
  type Infrastructure,
  type InfrastructureGroupId,
} from '~/domain/infrastructure';
import { PLACE_GROUPS, type PlaceKind, type Places } from '~/domain/places';
import { isolate } from '~/domain/format/isolate';
import { numberFormat } from '~/domain/format/intl';
import { getLanguage, type LangCode } from '~/i18n/languages';
import { useTranslations } from '~/i18n/t';

export interface DistanceRow {
  kind: string;
  label: string;
  /** "350 m", "2,5 km" */
  distance: string;
  /** "4 Min. zu Fuß"; null beyond walking distance. */
  walk: string | null;
}

export interface DistanceGroup {
  id: InfrastructureGroupId;
  label: string;
  rows: DistanceRow[];
}

export interface InfrastructureView {
  heading: string;
  /** Who says so: the agency, not the portal. */
  source: string;
  groups: DistanceGroup[];
  /** The view in words ("Bergblick"), with its label; null when the feed names none. */
  view: { label: string; value: string } | null;
}

/** The language's metre and kilometre signs. */
export function distanceWords(lang: LangCode): DistanceWords {
  const t = useTranslations(lang);
  return { m: t('search.infrastructure.unit.m'), km: t('search.infrastructure.unit.km') };
}

export function infrastructureView(infra: Infrastructure | undefined, lang: LangCode): InfrastructureView | null {
  if (!infra) return null;
  const t = useTranslations(lang);
  const locale = getLanguage(lang).bcp47;
  const words = distanceWords(lang);
  const km = (kind: string): number | undefined =>
    (infra.distances as Record<string, number | undefined>)[kind] ??
    (infra.sport as Record<string, number | undefined>)[kind];
  const groups: DistanceGroup[] = [];
  for (const g of INFRASTRUCTURE_GROUPS) {
    const rows: DistanceRow[] = [];
    for (const kind of g.kinds) {
      const d = km(kind);
      if (d === undefined) continue;
      const minutes = walkingMinutes(d);
      rows.push({
        kind,
        label: t(`search.infrastructure.distances.kind.${kind}`),
        distance: formatDistance(d, locale, words),
        walk:
          minutes === null
            ? null
            : t('search.infrastructure.distances.walk', {
                value: isolate(numberFormat(locale, 0).format(minutes), locale),
              }),
      });
    }
    if (rows.length) groups.push({ id: g.id, label: t(`search.infrastructure.distances.groups.${g.id}`), rows });
  }
  // a view the portal has no words for (a snapshot written by another importer) is left out
  const view =
    infra.view && (VIEW_KINDS as readonly string[]).includes(infra.view)
      ? {
          label: t('search.infrastructure.distances.view'),
          value: t(`search.infrastructure.distances.viewKind.${infra.view}`),
        }
      : null;
  if (!groups.length && !view) return null;
  return {
    heading: t('search.infrastructure.distances.heading'),
    source: t('search.infrastructure.distances.source'),
    groups,
    view,
  };
}

export interface PlaceRow {
  kind: PlaceKind;
  /** "U-Bahn", "Supermarkt" */
  label: string;
  /** The place: a stop's lines and name ("U3 Neubaugasse"), else its name; null when OpenStreetMap names none. */
  name: string | null;
  /** "350 m" */
  distance: string;
  /** "5 Min." */
  walk: string | null;
}

export interface PlacesView {
  heading: string;
  /** "© OpenStreetMap contributors" with the licence line and their links. */
  source: { label: string; href: string; licence: string; licenceHref: string };
  /** Said when the distances are from the area's centre (the feed hides the address). */
  area: string | null;
  groups: Array<{ id: string; label: string; rows: PlaceRow[] }>;
  /** The map button's label and its failure message. */
  showOnMap: string;
  mapFailed: string;
}

/**
 * The places from OpenStreetMap for the tab: the nearest stop of each mode first ("U3 Neubaugasse · 350 m ·
 * 5 Min."), then everyday needs, then leisure, in PLACE_GROUPS' order; null when the listing carries none.
 */
export function placesView(places: Places | undefined, lang: LangCode): PlacesView | null {
  if (!places?.items.length) return null;
  const t = useTranslations(lang);
  const locale = getLanguage(lang).bcp47;
  const words = distanceWords(lang);
  const groups: PlacesView['groups'] = [];
  for (const g of PLACE_GROUPS) {
    const rows: PlaceRow[] = [];
    for (const kind of g.kinds) {
      const p = places.items.find((x) => x.kind === kind);
      if (!p) continue;
      const minutes = walkingMinutes(p.km);
      const name = [p.lines.join(', '), p.name ?? ''].filter(Boolean).join(' ');
      rows.push({
        kind,
        label: t(`search.infrastructure.places.kind.${kind}`),
        name: name ? isolate(name, locale) : null,
        distance: formatDistance(p.km, locale, words),
        walk:
          minutes === null
            ? null
            : t('search.infrastructure.places.minutes', {
                value: isolate(numberFormat(locale, 0).format(minutes), locale),
              }),
      });
    }
    if (rows.length) groups.push({ id: g.id, label: t(`search.infrastructure.distances.groups.${g.id}`), rows });
  }
  return {
    heading: t('search.infrastructure.places.heading'),
    source: {
      label: t('search.infrastructure.places.source'),
      href: 'https://www.openstreetmap.org/copyright',
      licence: t('search.infrastructure.places.licence'),
      licenceHref: 'https://opendatacommons.org/licenses/odbl/',
    },
    area: places.precision === 'area' ? t('search.infrastructure.places.area') : null,
    groups,
    showOnMap: t('search.infrastructure.places.showOnMap'),
    mapFailed: t('search.infrastructure.places.mapFailed'),
  };
}
