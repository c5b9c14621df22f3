/**
 * What a lead is about, frozen when it is sent: the listing may change its price or leave the portal later, and
 * the agent's mail, the Feedback XML and the visitor's copy must still name what the visitor saw.
 */
import { z } from 'zod';

export const LeadSubject = z.object({
  type: z.enum(['listing', 'project', 'office']),
  id: z.int().nullable(),
  title: z.string(),
  /** The object number visitors see (objektnr_extern). */
  ref: z.string().nullable(),
  /** The agent software's own id of the object (OpenImmo obid). */
  openimmo_obid: z.string().nullable(),
  objektnr_intern: z.string().nullable(),
  agency_id: z.string().nullable(),
  /** German page of the listing or project on the public site. */
  url: z.string().nullable(),
  deal: z.enum(['kauf', 'miete']).nullable(),
  place: z.string().nullable(),
  price: z.number().nullable(),
  area: z.number().nullable(),
  rooms: z.number().nullable(),
});
export type LeadSubject = z.infer<typeof LeadSubject>;

export function readSubject(json: string): LeadSubject {
  return LeadSubject.parse(JSON.parse(json));
}
