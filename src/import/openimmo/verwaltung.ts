/**
 * verwaltung_techn and verwaltung_objekt: the listing's object numbers, what the feed asks for (aktion), its dates
 * and when the object is available.
 */
import { child, text, type XNode } from '../xml';
import { parseDate, plainText, type Warn } from '../values';
import { warnCoded } from '../warnings';

export interface ObjectNumbers {
  objektnrExtern: string | null;
  obid: string | null;
  objektnrIntern: string | null;
  /** objektnr_extern ?? openimmo_obid ?? objektnr_intern: the listing's key within its agency, or null. */
  key: string | null;
}

export function readObjectNumbers(im: XNode): ObjectNumbers {
  const vt = child(im, 'verwaltung_techn');
  const objektnrExtern = plainText(text(child(vt, 'objektnr_extern')));
  const obid = plainText(text(child(vt, 'openimmo_obid')));
  const objektnrIntern = plainText(text(child(vt, 'objektnr_intern')));
  return { objektnrExtern, obid, objektnrIntern, key: objektnrExtern ?? obid ?? objektnrIntern };
}

/** aktion aktionart: DELETE, or how the listing is imported; an unknown value is treated as CHANGE (warned). */
export function readAktion(im: XNode, warn: Warn): 'DELETE' | 'NEW' | 'CHANGE' | 'REFERENZ' {
  const aktionRaw = (child(child(im, 'verwaltung_techn'), 'aktion')?.attrs.aktionart ?? '').trim().toUpperCase();
  if (aktionRaw === 'DELETE') return 'DELETE';
  if (aktionRaw && aktionRaw !== 'CHANGE' && aktionRaw !== 'REFERENZ' && aktionRaw !== 'NEW') {
    warnCoded(warn, 'actionUnknown', { value: aktionRaw });
  }
  return aktionRaw === 'REFERENZ' ? 'REFERENZ' : aktionRaw === 'CHANGE' ? 'CHANGE' : 'NEW';
}

export interface ListingDates {
  /** ISO dates for updated_at / created_at; null when the feed has none. */
  standVom: string | null;
  aktivVon: string | null;
  /** As the feed writes it (a date or a text such as "sofort"). */
  verfuegbarAb: string | null;
}

export function readDates(im: XNode, warn: Warn): ListingDates {
  const vt = child(im, 'verwaltung_techn');
  const vo = child(im, 'verwaltung_objekt');
  const standVom = parseDate(text(child(vt, 'stand_vom')), 'stand_vom', warn);
  const aktivVon = parseDate(text(child(vt, 'aktiv_von')), 'aktiv_von', warn);
  const verfuegbarAb = plainText(text(child(vo, 'verfuegbar_ab'))) ?? plainText(text(child(vo, 'abdatum')));
  return { standVom, aktivVon, verfuegbarAb };
}
