/**
 * The building: floor and number of floors (under geo), year built, last modernisation, condition and age
 * (zustand_angaben).
 */
import { CONDITIONS, type Condition } from '../../domain/listing';
import { child, text, type XNode } from '../xml';
import { parseYear, type Warn } from '../values';
import type { NumberReader } from './fields';
import { warnCoded } from '../warnings';

/** Floor text → number + normalized label. 'EG' → 0, '2. OG' → 2, 'DG' → top floor when known. */
export function parseEtage(
  raw: string | null,
  anzahlEtagen: number | null,
  warn: Warn,
): { etage: number | null; label: string | null } {
  if (!raw) return { etage: null, label: null };
  const s = raw.trim();
  const lower = s.toLowerCase().replace(/\s+/g, ' ');
  const label = (n: number) => (n === 0 ? 'EG' : n < 0 ? (n === -1 ? 'UG' : `${-n}. UG`) : `${n}. OG`);
  if (/^-?\d+$/.test(s)) {
    const n = Number(s);
    return { etage: n, label: label(n) };
  }
  let result: { etage: number | null; label: string | null } | null = null;
  if (/^(eg|erdgeschoss|parterre|erdgeschoß|ebenerdig)$/.test(lower)) result = { etage: 0, label: 'EG' };
  else if (/^(hp|hochparterre)$/.test(lower)) result = { etage: 0, label: 'HP' };
  else if (/^(ug|kg|souterrain|untergeschoss|kellergeschoss|sout\.?)$/.test(lower)) result = { etage: -1, label: 'UG' };
  else if (/^(dg|dachgeschoss|dachgeschoß|dg-maisonette|penthouse)$/.test(lower)) {
    result = { etage: anzahlEtagen !== null && anzahlEtagen > 0 ? anzahlEtagen - 1 : null, label: 'DG' };
  } else if (/^(mezzanin|mz)$/.test(lower)) result = { etage: 1, label: 'Mezzanin' };
  else {
    const m =
      /^(-?\d+)\s*\.?\s*(og|obergeschoss|stock|etage|og\.|st\.?)?$/.exec(lower) ??
      /^(\d+)\s*\.?\s*(?:og|stock|etage)/.exec(lower);
    if (m) {
      const n = Number(m[1]);
      result = { etage: n, label: label(n) };
    }
  }
  if (!result) {
    warnCoded(warn, 'floorUnclear', { value: s });
    return { etage: null, label: s.slice(0, 40) };
  }
  warnCoded(warn, 'floorReadAs', { value: s, result: result.etage ?? '?', label: result.label ?? '' });
  return result;
}

export interface Building {
  etage: number | null;
  etageLabel: string | null;
  anzahlEtagen: number | null;
  baujahr: number | null;
  modernisierung: number | null;
  zustand: Condition | null;
  alter: 'ALTBAU' | 'NEUBAU' | null;
}

export function readBuilding(im: XNode, r: NumberReader, uf: Map<string, string>): Building {
  const { warn } = r;
  const geo = child(im, 'geo');
  const anzahlEtagenRaw = r.num(child(geo, 'anzahl_etagen'), 'anzahl_etagen');
  const anzahlEtagen = anzahlEtagenRaw !== null && anzahlEtagenRaw > 0 ? Math.round(anzahlEtagenRaw) : null;
  const { etage, label: etageLabel } = parseEtage(text(child(geo, 'etage')), anzahlEtagen, warn);
  const za = child(im, 'zustand_angaben');
  const baujahr = parseYear(text(child(za, 'baujahr')) ?? uf.get('baujahr') ?? null, 'baujahr', warn);
  const modernisierung = parseYear(text(child(za, 'letztemodernisierung')), 'letztemodernisierung', warn);
  const zustandRaw = (child(za, 'zustand')?.attrs.zustand_art ?? '').trim().toUpperCase();
  let zustand: Condition | null = null;
  if (zustandRaw) {
    if ((CONDITIONS as readonly string[]).includes(zustandRaw)) zustand = zustandRaw as Condition;
    else warnCoded(warn, 'conditionUnknown', { value: zustandRaw });
  }
  const alterRaw = (child(za, 'alter')?.attrs.alter_attr ?? '').trim().toUpperCase();
  const alter = alterRaw === 'ALTBAU' || alterRaw === 'NEUBAU' ? alterRaw : null;
  return { etage, etageLabel, anzahlEtagen, baujahr, modernisierung, zustand, alter };
}
