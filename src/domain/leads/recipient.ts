/**
 * Whom a lead goes to, one rule for the API that sends it and the page that says where it will go.
 *
 * A listing's message goes to its contact person, else to its agency, else to the portal's office, which then
 * forwards it (and the mail says why it came to the office). A project's message goes to the developer, else to
 * the agency that markets the project (the agency of its first unit with an address: the question is about the
 * whole project, not about that unit, so it goes to the agency rather than to one unit's agent), else to the
 * office. A general inquiry goes to the office.
 *
 * The rule reads addresses and names as a feed gives them: an address that is not one, or a name of blanks,
 * counts as none, whether the caller checked them already (the API's stored contacts) or not (the snapshot the
 * pages are built from), so both come to the same recipient.
 */
import { z } from 'zod';

export type RecipientKind = 'contact' | 'agency' | 'developer' | 'office';

export interface Recipient {
  kind: RecipientKind;
  name: string;
  email: string;
}

export interface Office {
  name: string;
  email: string;
}

/** A listing's contact person and agency, as far as the rule reads them. */
export interface ListingContacts {
  contact: { name: string | null; email: string | null; company: string | null } | null;
  agency: { name: string | null; email: string | null } | null;
}

/** A project's developer, as far as the rule reads it. */
export interface ProjectContacts {
  developer: { name: string | null; email: string | null } | null;
}

/** The units asked, in the project's order: enough to find the marketing agency, few enough to read at once. */
export const PROJECT_UNITS_ASKED = 20;

const addressSchema = z.email().max(320);
const textSchema = z.string().trim().min(1).max(320);

/** The address, when it is one. */
export function usableAddress(value: string | null | undefined): string | null {
  return addressSchema.safeParse(value).success ? value! : null;
}

function text(value: string | null | undefined): string | null {
  const r = textSchema.safeParse(value);
  return r.success ? r.data : null;
}

/** The fields of a snapshot listing that name whom to write to (the feed's kontaktperson and anbieter). */
export interface SnapshotContactFields {
  contact?: {
    titel?: string | null;
    vorname?: string | null;
    name?: string | null;
    firma?: string | null;
    email?: string | null;
  } | null;
  agency?: { name?: string | null; email?: string | null } | null;
}

/** A snapshot listing's contacts as the rule reads them: the person's name is title, first name and surname. */
export function listingContactsOf(l: SnapshotContactFields): ListingContacts {
  const c = l.contact;
  const person = c ? [c.titel, c.vorname, c.name].filter(Boolean).join(' ') : '';
  return {
    contact: c ? { name: text(person), email: usableAddress(c.email), company: text(c.firma) } : null,
    agency: l.agency ? { name: text(l.agency.name), email: usableAddress(l.agency.email) } : null,
  };
}

export function listingRecipient(contacts: ListingContacts | null, office: Office): Recipient {
  const person = contacts?.contact;
  const agency = contacts?.agency;
  const personEmail = usableAddress(person?.email);
  if (personEmail)
    return {
      kind: 'contact',
      name: text(person?.name) ?? text(person?.company) ?? text(agency?.name) ?? personEmail,
      email: personEmail,
    };
  const agencyEmail = usableAddress(agency?.email);
  if (agencyEmail) return { kind: 'agency', name: text(agency?.name) ?? agencyEmail, email: agencyEmail };
  return { kind: 'office', ...office };
}

/** The listing ids of a project's units the rule reads, in the project's order. */
export function projectUnitsAsked(ids: readonly (number | null | undefined)[]): number[] {
  return ids.filter((id): id is number => typeof id === 'number').slice(0, PROJECT_UNITS_ASKED);
}

/**
 * `units` are the contacts of the units projectUnitsAsked names, in that order (null for a unit that is not, or no
 * longer, a listing).
 */
export function projectRecipient(
  project: ProjectContacts | null,
  units: readonly (ListingContacts | null)[],
  office: Office,
): Recipient {
  const dev = project?.developer;
  const devEmail = usableAddress(dev?.email);
  if (devEmail) return { kind: 'developer', name: text(dev?.name) ?? devEmail, email: devEmail };
  for (const unit of units.slice(0, PROJECT_UNITS_ASKED)) {
    const email = usableAddress(unit?.agency?.email);
    if (email) return { kind: 'agency', name: text(unit?.agency?.name) ?? email, email };
  }
  return { kind: 'office', ...office };
}
