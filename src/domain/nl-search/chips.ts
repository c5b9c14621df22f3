/**
 * Chips: one per understood part of a search, removable. This module is what the browser needs to remove one
 * (no vocabulary, no parser), the labels come from the server's answer.
 */
import type { NlFilters } from './types';

/** What a chip stands for, so removing it removes exactly that part of the search. */
export type ChipField =
  | 'vermarktungsart'
  | 'objektart'
  | 'untergruppe'
  | 'zimmer'
  | 'preis'
  | 'flaeche'
  | 'grundflaeche'
  | 'bundesland'
  | 'bezirk'
  | 'ort'
  | 'plz'
  | 'region'
  | 'ausstattung'
  | 'aussenflaeche'
  | 'energieklasse'
  | 'erstbezug'
  | 'provisionsfrei'
  | 'nahe'
  | 'sort';

export interface NlChip {
  field: ChipField;
  /** For list fields: which entry. */
  value?: string;
  label: string;
}

/** The filters without the part one chip stands for. */
export function removeChip(f: NlFilters, chip: Pick<NlChip, 'field' | 'value'>): NlFilters {
  const next: NlFilters = { ...f };
  const without = <T extends string>(list: T[] | undefined): T[] | undefined => {
    const rest = (list ?? []).filter((v) => v !== chip.value);
    return rest.length ? rest : undefined;
  };
  switch (chip.field) {
    case 'zimmer':
      delete next.zimmerVon;
      delete next.zimmerBis;
      break;
    case 'preis':
      delete next.preisVon;
      delete next.preisBis;
      break;
    case 'flaeche':
      delete next.flaecheVon;
      delete next.flaecheBis;
      break;
    case 'grundflaeche':
      delete next.grundflaecheVon;
      delete next.grundflaecheBis;
      break;
    case 'ort':
      // A radius is around its place: the one goes with the other.
      delete next.ort;
      delete next.radiusKm;
      break;
    case 'objektart':
    case 'untergruppe':
    case 'bezirk':
    case 'nahe':
    case 'ausstattung': {
      const list = without(next[chip.field] as string[] | undefined);
      if (list) (next as Record<string, unknown>)[chip.field] = list;
      else delete next[chip.field];
      // A subtype without its group would not narrow anything: the group goes with its last subtype's chip.
      if (chip.field === 'untergruppe' && !list && next.objektart?.length === 1) delete next.objektart;
      break;
    }
    default:
      delete next[chip.field];
  }
  return next;
}
