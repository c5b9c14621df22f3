/**
 * The listing's status: reserved, sold or rented from zustand_angaben/verkaufstatus (or a user field); a REFERENZ
 * listing is a past deal (sold or rented); a rental marked vermietet is rented.
 */
import type { ListingStatus, Vermarktungsart } from '../../domain/listing';
import { child, text, type XNode } from '../xml';
import { boolEl } from './fields';

export function readStatus(
  im: XNode,
  uf: Map<string, string>,
  vermarktungsart: Vermarktungsart,
  aktion: 'NEW' | 'CHANGE' | 'REFERENZ',
): ListingStatus {
  const za = child(im, 'zustand_angaben');
  const vo = child(im, 'verwaltung_objekt');
  let status: ListingStatus = 'available';
  const verkaufstatus = (
    child(za, 'verkaufstatus')?.attrs.stand ??
    text(child(za, 'verkaufstatus')) ??
    uf.get('status') ??
    uf.get('objektstatus') ??
    ''
  )
    .trim()
    .toUpperCase();
  if (/RESERVIERT|RESERVED/.test(verkaufstatus)) status = 'reserved';
  else if (/VERKAUFT|SOLD/.test(verkaufstatus)) status = vermarktungsart === 'KAUF' ? 'sold' : 'rented';
  else if (/VERMIETET|RENTED|VERPACHTET/.test(verkaufstatus)) status = 'rented';
  if (aktion === 'REFERENZ') status = vermarktungsart === 'KAUF' ? 'sold' : 'rented';
  if (vermarktungsart === 'MIETE_PACHT' && boolEl(child(vo, 'vermietet')) && status === 'available') status = 'rented';
  return status;
}
