/**
 * The lead as an OpenImmo-Feedback document (version 1.2.7), the format estate agents' software imports
 * inquiries from: the sender (the portal), the object with the agent's own numbers (oobj_id is the feed's obid,
 * portal_obj_id the object number the visitor saw), and the interested party with their wishes and message.
 */
import type { LeadSubject } from './subject';

export interface FeedbackLead {
  id: number;
  kind: 'inquiry' | 'appointment';
  appointmentType: string | null;
  name: string;
  email: string;
  phone: string | null;
  /** The message with the preferred slots written out, as the agent's software shows one text. */
  text: string;
  createdAt: number;
}

function esc(value: string): string {
  return value
    .replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!)
    .replace(/\r\n?/g, '\n');
}

function el(name: string, value: string | number | null | undefined, indent: string): string {
  if (value === null || value === undefined || value === '') return '';
  return `${indent}<${name}>${esc(String(value))}</${name}>\n`;
}

/** "Maria von Trapp" → Maria / von Trapp; a single word is the surname. */
export function splitName(full: string): { first: string | null; last: string } {
  const parts = full.trim().split(/\s+/);
  if (parts.length < 2) return { first: null, last: parts[0] ?? '' };
  return { first: parts[0]!, last: parts.slice(1).join(' ') };
}

/** OpenImmo's wishes: a viewing, a call back, or details. */
function wishes(lead: FeedbackLead): string[] {
  if (lead.kind === 'inquiry') return ['DETAIL'];
  if (lead.appointmentType === 'viewing') return ['BESICHTIGUNG'];
  if (lead.appointmentType === 'phone_call') return ['ANRUF'];
  return ['DETAIL'];
}

export function feedbackXml(lead: FeedbackLead, subject: LeadSubject, sender: { name: string }): string {
  const { first, last } = splitName(lead.name);
  const day = new Date(lead.createdAt).toISOString().slice(0, 10);
  const preferred = ['EMAIL', ...(lead.phone ? ['TEL'] : [])];
  const i1 = '  ';
  const i2 = '    ';
  const i3 = '      ';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<openimmo_feedback>\n' +
    `${i1}<version>1.2.7</version>\n` +
    `${i1}<sender>\n` +
    el('name', sender.name, i2) +
    el('datum', day, i2) +
    el('makler_id', subject.agency_id, i2) +
    `${i1}</sender>\n` +
    `${i1}<objekt>\n` +
    el('portal_unique_id', subject.id === null ? `lead-${lead.id}` : String(subject.id), i2) +
    el('portal_obj_id', subject.ref, i2) +
    el('anbieter_id', subject.agency_id, i2) +
    // Required by the schema: the agent's own id when the feed gave one, else the object number.
    `${i2}<oobj_id>${esc(subject.openimmo_obid ?? subject.ref ?? `lead-${lead.id}`)}</oobj_id>\n` +
    el('zusatz_refnr', subject.objektnr_intern, i2) +
    el('expose_url', subject.url, i2) +
    el('vermarktungsart', subject.deal === 'kauf' ? 'KAUF' : subject.deal === 'miete' ? 'MIETE_PACHT' : null, i2) +
    el('bezeichnung', subject.title, i2) +
    el('ort', subject.place, i2) +
    el('preis', subject.price, i2) +
    el('anzahl_zimmer', subject.rooms, i2) +
    el('flaeche', subject.area, i2) +
    `${i2}<interessent>\n` +
    el('int_id', `lead-${lead.id}`, i3) +
    el('vorname', first, i3) +
    el('nachname', last, i3) +
    el('tel', lead.phone, i3) +
    el('email', lead.email, i3) +
    preferred.map((p) => el('bevorzugt', p, i3)).join('') +
    wishes(lead)
      .map((w) => el('wunsch', w, i3))
      .join('') +
    el('anfrage', lead.text, i3) +
    `${i2}</interessent>\n` +
    `${i1}</objekt>\n` +
    '</openimmo_feedback>\n'
  );
}
