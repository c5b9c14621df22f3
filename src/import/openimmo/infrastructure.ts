/**
 * <infrastruktur>: the distances the agency gives (<distanzen distanz_zu="BUS">0.4</distanzen>, and
 * <distanzen_sport distanz_zu_sport="SEE">) in km, and the view (<ausblick blick="BERGE"/>).
 *
 * OpenImmo means km; agents' software writes "0,4", "0.40", "400 m", "ca. 2 km". A value in metres is converted,
 * one that is no distance (text, negative, beyond MAX_DISTANCE_KM) is dropped with a warning, 0 counts as not
 * given (feeds write 0 for an empty field). An unknown kind is dropped with a warning; when a kind comes twice the
 * nearer distance stays. The section is left out of the listing when it gives nothing.
 */
import {
  DISTANCE_KINDS,
  MAX_DISTANCE_KM,
  SPORT_DISTANCE_KINDS,
  VIEW_KINDS,
  type Infrastructure,
} from '../../domain/infrastructure';
import { child, childrenNamed, text, type XNode } from '../xml';
import { parseNumber, type Warn } from '../values';
import { warnCoded } from '../warnings';

/** '0,4' → 0.4, '400 m' → 0.4, '2 km' → 2; null (with a warning for what is no distance) otherwise. */
export function parseDistanceKm(raw: string | null, field: string, warn: Warn): number | null {
  if (raw === null) return null;
  const m = /^(.*?)\s*(km|m|meter|metern?)\.?$/i.exec(raw.trim());
  const metres = !!m && m[2]!.toLowerCase() !== 'km';
  // metres are whole: "1.200 m" is German thousands, not 1.2 m
  const value = m
    ? metres
      ? m[1]!.replace(/^(\d{1,3})(?:\.(\d{3}))+$/, (all) => all.replace(/\./g, ''))
      : m[1]!
    : raw;
  const n = parseNumber(value, field, warn);
  if (n === null || n === 0) return null;
  const km = metres ? n / 1000 : n;
  if (km < 0 || km > MAX_DISTANCE_KM) {
    warnCoded(warn, 'distanceInvalid', { field, value: raw.trim(), max: MAX_DISTANCE_KM });
    return null;
  }
  return Math.round(km * 1000) / 1000;
}

function readKinds<K extends string>(
  nodes: XNode[],
  attr: string,
  kinds: readonly K[],
  element: string,
  warn: Warn,
): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  for (const node of nodes) {
    const kind = node.attrs[attr]?.trim().toUpperCase();
    if (!kind) continue;
    if (!(kinds as readonly string[]).includes(kind)) {
      warnCoded(warn, 'kindUnknown', { element, attr, value: node.attrs[attr]! });
      continue;
    }
    const km = parseDistanceKm(text(node), `${element} ${kind}`, warn);
    if (km === null) continue;
    const had = out[kind as K];
    out[kind as K] = had === undefined ? km : Math.min(had, km);
  }
  return out;
}

export function readInfrastructure(im: XNode, warn: Warn): Infrastructure | undefined {
  const infra = child(im, 'infrastruktur');
  if (!infra) return undefined;
  const distances = readKinds(childrenNamed(infra, 'distanzen'), 'distanz_zu', DISTANCE_KINDS, 'distanzen', warn);
  const sport = readKinds(
    childrenNamed(infra, 'distanzen_sport'),
    'distanz_zu_sport',
    SPORT_DISTANCE_KINDS,
    'distanzen_sport',
    warn,
  );
  const blick = child(infra, 'ausblick')?.attrs.blick?.trim().toUpperCase();
  const view = blick && (VIEW_KINDS as readonly string[]).includes(blick) ? blick : undefined;
  if (blick && !view) warnCoded(warn, 'viewUnknown', { value: blick });
  if (!Object.keys(distances).length && !Object.keys(sport).length && !view) return undefined;
  return { distances, sport, ...(view ? { view } : {}) };
}
