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
