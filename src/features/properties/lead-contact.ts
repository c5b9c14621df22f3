/**
 * Whom a visitor's message about a listing or a project goes to, as the snapshot names them: the listing's
 * contact person and agency, or the project's developer and units. Stored as JSON beside each row and read back
 * through the same schemas, so a row written by an older version reads as "unknown" rather than failing.
 */
import { personName } from '../../domain/people/person-name';
import { z } from 'zod';

const text = z.string().trim().min(1).max(320).nullable().catch(null);
const email = z.email().max(320).nullable().catch(null);

export const LeadContact = z.object({
  contact: z.object({ name: text, email, company: text }).nullable().catch(null),
  agency: z.object({ id: text, name: text, email }).nullable().catch(null),
  openimmo_obid: text,
  objektnr_intern: text,
});
export type LeadContact = z.infer<typeof LeadContact>;

export const ProjectLeadContact = z.object({
  developer: z.object({ name: text, email }),
  /** The project's units that are listings; their agency answers when the developer gives no address. */
  unit_listing_ids: z.array(z.int().positive()).catch([]),
});
export type ProjectLeadContact = z.infer<typeof ProjectLeadContact>;

/** The snapshot's fields this reads, loosely: a listing without them still loads. */
export const SnapshotLeadFields = z.object({
  openimmo_obid: z.string().nullable().optional().catch(null),
  objektnr_intern: z.string().nullable().optional().catch(null),
  contact: z
    .object({
      titel: z.string().nullable().optional(),
      vorname: z.string().nullable().optional(),
      name: z.string().nullable().optional(),
      firma: z.string().nullable().optional(),
      email: z.string().nullable().optional(),
    })
    .nullable()
    .optional()
    .catch(null),
  agency: z
    .object({
      id: z.string().nullable().optional(),
      name: z.string().nullable().optional(),
      email: z.string().nullable().optional(),
    })
    .nullable()
    .optional()
    .catch(null),
});

export function leadContactOf(raw: unknown): LeadContact {
  const f = SnapshotLeadFields.parse(raw);
  const c = f.contact;
  const person = c ? personName(c) : '';
  return LeadContact.parse({
    contact: c ? { name: person || null, email: c.email ?? null, company: c.firma ?? null } : null,
    agency: f.agency ? { id: f.agency.id ?? null, name: f.agency.name ?? null, email: f.agency.email ?? null } : null,
    openimmo_obid: f.openimmo_obid ?? null,
    objektnr_intern: f.objektnr_intern ?? null,
  });
}

export const SnapshotProject = z.object({
  id: z.int().positive(),
  slug: z.string().min(1),
  name: z.string().min(1),
  developer: z.object({ name: z.string().nullable().optional(), email: z.string().nullable().optional() }).catch({}),
  units: z
    .array(z.object({ listing_id: z.int().positive().nullable().optional() }).catch({}))
    .optional()
    .catch([]),
});

export function projectLeadContactOf(p: z.infer<typeof SnapshotProject>): ProjectLeadContact {
  return ProjectLeadContact.parse({
    developer: { name: p.developer.name ?? null, email: p.developer.email ?? null },
    unit_listing_ids: (p.units ?? []).map((u) => u.listing_id).filter((id): id is number => typeof id === 'number'),
  });
}

export function readLeadContact(json: string | null): LeadContact | null {
  if (!json) return null;
  try {
    return LeadContact.parse(JSON.parse(json));
  } catch {
    return null;
  }
}

export function readProjectLeadContact(json: string): ProjectLeadContact | null {
  try {
    return ProjectLeadContact.parse(JSON.parse(json));
  } catch {
    return null;
  }
}
